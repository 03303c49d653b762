import { type Expression, type SqlBool, sql } from 'kysely'
import type { DB } from './database.ts'
import { isUniqueViolation } from './errors.ts'
import { claimUploadsForMessage } from './uploads.ts'

// Private messages (migration 0016, decisions 028–031): one row per recipient's copy; see the migration
// for the batch, deletion and withdrawal columns. Lists page by keyset on (created_at, id).

export interface ReceivedRow {
  id: number
  sender_id: number | null
  title: string
  created_at: Date
  read_at: Date | null
  folder_id: number | null
}

export interface SentRow {
  id: number
  title: string
  created_at: Date
  receipt_requested: boolean
}

/** A copy the recipient still sees: not deleted by them, not withdrawn, not hidden by moderation. */
const visibleToRecipient = sql<SqlBool>`recipient_deleted_at IS NULL AND withdrawn_at IS NULL AND hidden_at IS NULL`

function before(cursor: number | null): Expression<SqlBool> {
  return cursor === null
    ? sql<SqlBool>`true`
    : sql<SqlBool>`(created_at, id) < (SELECT created_at, id FROM private_messages WHERE id = ${cursor})`
}

/** One folder of received messages (folder null: the inbox), newest first, limit + 1 rows. */
export function listReceived(
  db: DB,
  userId: number,
  folderId: number | null,
  cursor: number | null,
  limit: number,
) {
  return db
    .selectFrom('private_messages')
    .select(['id', 'sender_id', 'title', 'created_at', 'read_at', 'folder_id'])
    .where('recipient_id', '=', userId)
    .where('folder_id', folderId === null ? 'is' : '=', folderId)
    .where(visibleToRecipient)
    .where(before(cursor))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute() as Promise<ReceivedRow[]>
}

/** The sender's messages, one row per message (its first copy), newest first, limit + 1 rows. */
export function listSent(db: DB, userId: number, cursor: number | null, limit: number): Promise<SentRow[]> {
  return db
    .selectFrom('private_messages')
    .select(['id', 'title', 'created_at', 'receipt_requested'])
    .where('sender_id', '=', userId)
    .where('batch_id', 'is', null)
    .where('sender_deleted_at', 'is', null)
    .where(before(cursor))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
}

export interface CopyRow {
  id: number
  batch_id: number | null
  recipient_id: number
  read_at: Date | null
  withdrawn_at: Date | null
  receipt_requested: boolean
}

/** Every recipient's copy of the given messages (by their first copies' ids). */
export function findCopies(db: DB, firstIds: readonly number[]): Promise<CopyRow[]> {
  if (firstIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('private_messages')
    .select(['id', 'batch_id', 'recipient_id', 'read_at', 'withdrawn_at', 'receipt_requested'])
    .where((eb) => eb.or([eb('id', 'in', firstIds), eb('batch_id', 'in', firstIds)]))
    .orderBy('id')
    .execute()
}

export interface MessageRow {
  id: number
  batch_id: number | null
  sender_id: number | null
  recipient_id: number
  title: string
  body: string
  url: string | null
  created_at: Date
  read_at: Date | null
  receipt_requested: boolean
  withdrawn_at: Date | null
  folder_id: number | null
  recipient_deleted_at: Date | null
  sender_deleted_at: Date | null
  hidden_at: Date | null
}

export function findMessage(db: DB, id: number): Promise<MessageRow | undefined> {
  return db
    .selectFrom('private_messages')
    .select([
      'id',
      'batch_id',
      'sender_id',
      'recipient_id',
      'title',
      'body',
      'url',
      'created_at',
      'read_at',
      'receipt_requested',
      'withdrawn_at',
      'folder_id',
      'recipient_deleted_at',
      'sender_deleted_at',
      'hidden_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Unread copies per folder (null: the inbox) — the same condition as the header's badge. */
export async function countUnreadByFolder(db: DB, userId: number): Promise<Map<number | null, number>> {
  const rows = await db
    .selectFrom('private_messages')
    .select(['folder_id', (eb) => eb.fn.countAll<string>().as('unread')])
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .where(visibleToRecipient)
    .groupBy('folder_id')
    .execute()
  return new Map(rows.map((row) => [row.folder_id, Number(row.unread)]))
}

/**
 * One copy per recipient, in one transaction; the sender's uploads (decisions 028–031, migration 0019)
 * are claimed by the first copy in it. Null: an upload was claimed or deleted meanwhile.
 */
export function insertCopies(
  db: DB,
  message: { senderId: number; title: string; body: string; receipt: boolean; at: Date },
  recipientIds: readonly number[],
  uploadIds: readonly number[] = [],
): Promise<number[] | null> {
  return db
    .transaction()
    .execute(async (trx) => {
      const ids: number[] = []
      let first: number | null = null
      for (const recipientId of recipientIds) {
        const row = await trx
          .insertInto('private_messages')
          .values({
            sender_id: message.senderId,
            recipient_id: recipientId,
            title: message.title,
            body: message.body,
            receipt_requested: message.receipt,
            batch_id: first,
            created_at: message.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        first ??= row.id
        ids.push(row.id)
      }
      const claim = { userId: message.senderId, messageId: first ?? 0, uploadIds, at: message.at }
      if ((await claimUploadsForMessage(trx, claim)) === null) throw new UploadsGone()
      return ids
    })
    .catch((error: unknown) => {
      if (error instanceof UploadsGone) return null
      throw error
    })
}

class UploadsGone extends Error {}

/** The recipient opened their copy: read from now on (only the first time counts). */
export async function markMessageRead(db: DB, id: number, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('private_messages')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The sender takes back an unread copy whose read receipt they asked for. */
export async function withdrawCopy(db: DB, id: number, senderId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('private_messages')
    .set({ withdrawn_at: at })
    .where('id', '=', id)
    .where('sender_id', '=', senderId)
    .where('receipt_requested', '=', true)
    .where('read_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteForRecipient(db: DB, id: number, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('private_messages')
    .set({ recipient_deleted_at: at, read_at: sql`coalesce(read_at, ${at})` })
    .where('id', '=', id)
    .where('recipient_id', '=', userId)
    .where('recipient_deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The sender removes a message (all its copies) from their sent folder; recipients keep theirs. */
export async function deleteForSender(db: DB, firstId: number, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('private_messages')
    .set({ sender_deleted_at: at })
    .where((eb) => eb.or([eb('id', '=', firstId), eb('batch_id', '=', firstId)]))
    .where('sender_id', '=', userId)
    .where('sender_deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function moveCopy(
  db: DB,
  id: number,
  userId: number,
  folderId: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('private_messages')
    .set({ folder_id: folderId })
    .where('id', '=', id)
    .where('recipient_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

// --- own folders ---

export function findFolders(db: DB, userId: number) {
  return db
    .selectFrom('message_folders')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy(sql`lower(name)`)
    .execute()
}

export async function insertFolder(db: DB, userId: number, name: string): Promise<number | null> {
  const row = await db
    .insertInto('message_folders')
    .values({ user_id: userId, name })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

export async function deleteFolder(db: DB, userId: number, folderId: number): Promise<boolean> {
  // its messages go back to the inbox (ON DELETE SET NULL)
  const result = await db
    .deleteFrom('message_folders')
    .where('id', '=', folderId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

// --- the ignore list ---

export function findIgnored(db: DB, userId: number) {
  return db
    .selectFrom('ignored_members as i')
    .innerJoin('users as u', 'u.id', 'i.ignored_id')
    .select(['u.id', 'u.slug', 'u.display_name', 'i.created_at'])
    .where('i.user_id', '=', userId)
    .orderBy(sql`lower(u.display_name)`)
    .execute()
}

/** Of the given members, those who have `senderId` on their ignore list. */
export async function findIgnoring(
  db: DB,
  senderId: number,
  recipientIds: readonly number[],
): Promise<Set<number>> {
  if (recipientIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('ignored_members')
    .select('user_id')
    .where('ignored_id', '=', senderId)
    .where('user_id', 'in', recipientIds)
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

export async function isIgnoring(db: DB, userId: number, otherId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ignored_members')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('ignored_id', '=', otherId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertIgnored(db: DB, userId: number, ignoredId: number): Promise<void> {
  await db
    .insertInto('ignored_members')
    .values({ user_id: userId, ignored_id: ignoredId })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function deleteIgnored(db: DB, userId: number, ignoredId: number): Promise<void> {
  await db
    .deleteFrom('ignored_members')
    .where('user_id', '=', userId)
    .where('ignored_id', '=', ignoredId)
    .execute()
}

/** Members by user or display name (any case), active only: the recipient field's names. */
export function findMembersByNames(db: DB, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([])
  const lower = names.map((name) => name.toLowerCase())
  return db
    .selectFrom('users')
    .select(['id', 'username', 'slug', 'display_name'])
    .where('status', '=', 'active')
    .where('is_anonymized', '=', false)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'in', lower),
        eb(eb.fn('lower', ['display_name']), 'in', lower),
      ]),
    )
    .execute()
}

/** Names the recipient field suggests: the member's buddies, then those they wrote to lately. */
export async function findSuggestedRecipients(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('buddies as b')
    .innerJoin('users as u', 'u.id', 'b.buddy_id')
    .select('u.display_name')
    .where('b.user_id', '=', userId)
    .where('u.status', '=', 'active')
    .orderBy(sql`lower(u.display_name)`)
    .limit(50)
    .execute()
  return rows.map((row) => row.display_name)
}

/** A member's display name by profile slug (the `?to=` of `Nachricht schreiben`). */
export async function findNameBySlug(db: DB, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('display_name')
    .where('slug', '=', slug)
    .where('status', '=', 'active')
    .where('is_anonymized', '=', false)
    .executeTakeFirst()
  return row?.display_name ?? null
}

/** Renames an own folder; false when the member has another folder of that name (or none of this id). */
export async function renameFolder(
  db: DB,
  userId: number,
  folderId: number,
  name: string,
): Promise<'ok' | 'taken' | 'gone'> {
  try {
    const result = await db
      .updateTable('message_folders')
      .set({ name })
      .where('id', '=', folderId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0 ? 'ok' : 'gone'
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

// --- conversations (decision 041, migration 0032) ---
//
// A conversation is what two members wrote each other (other_id null: what the site sent), seen
// from one side: the copies the viewer received from the partner and still sees, and the copies
// the viewer sent to the partner and did not delete. Both halves read the pair indexes newest
// first, so a page costs two short index scans whatever the member's mailbox holds.

/** The partner's key in addresses and cursors: the member's id, 0 for the site itself. */
export type PartnerKey = number

export interface ConversationRow {
  partner_key: number
  last_message_at: Date
  message_id: number
  sender_id: number | null
  title: string
  body: string
  created_at: Date
}

/**
 * One page of the viewer's conversations, newest first, with each one's latest message the
 * viewer sees (limit + 1 rows). A conversation whose messages the viewer all deleted drops out.
 */
export async function listConversations(
  db: DB,
  userId: number,
  cursor: PartnerKey | null,
  limit: number,
): Promise<ConversationRow[]> {
  const { rows } = await conversationsQuery(userId, cursor, limit).execute(db)
  return rows
}

/** The inbox's query (its plan is checked in messages-plan.test.ts). */
export function conversationsQuery(userId: number, cursor: PartnerKey | null, limit: number) {
  const after =
    cursor === null
      ? sql`true`
      : sql`(c.last_message_at, coalesce(c.other_id, 0)) < (
          SELECT last_message_at, coalesce(other_id, 0) FROM private_conversations
          WHERE user_id = ${userId} AND coalesce(other_id, 0) = ${cursor})`
  return sql<ConversationRow>`
    SELECT coalesce(c.other_id, 0) AS partner_key, c.last_message_at,
           m.id AS message_id, m.sender_id, m.title, left(m.body, 400) AS body, m.created_at
    FROM private_conversations c
    CROSS JOIN LATERAL (
      (SELECT id, sender_id, title, body, created_at FROM private_messages
        WHERE recipient_id = c.user_id AND coalesce(sender_id, 0) = coalesce(c.other_id, 0)
          AND ${visibleToRecipient}
        ORDER BY created_at DESC, id DESC LIMIT 1)
      UNION ALL
      (SELECT id, sender_id, title, body, created_at FROM private_messages
        WHERE sender_id = c.user_id AND recipient_id = c.other_id AND sender_deleted_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT 1)
      ORDER BY created_at DESC, id DESC LIMIT 1
    ) AS m
    WHERE c.user_id = ${userId} AND ${after}
    ORDER BY c.last_message_at DESC, coalesce(c.other_id, 0) DESC
    LIMIT ${limit + 1}`
}

/** The viewer's unread messages per partner, for the given partners. */
export async function countUnreadByPartner(
  db: DB,
  userId: number,
  partners: readonly PartnerKey[],
): Promise<Map<PartnerKey, { unread: number; firstUnreadId: number }>> {
  if (partners.length === 0) return new Map()
  const rows = await db
    .selectFrom('private_messages')
    .select([
      sql<number>`coalesce(sender_id, 0)`.as('partner_key'),
      (eb) => eb.fn.countAll<string>().as('unread'),
      (eb) => eb.fn.min('id').as('first_unread_id'),
    ])
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .where(visibleToRecipient)
    .where(sql<number>`coalesce(sender_id, 0)`, 'in', partners)
    .groupBy(sql`coalesce(sender_id, 0)`)
    .execute()
  return new Map(
    rows.map((row) => [
      Number(row.partner_key),
      { unread: Number(row.unread), firstUnreadId: Number(row.first_unread_id) },
    ]),
  )
}

/** A message as a conversation shows it: the copy without the deletion marks (only undeleted ones show). */
export type ConversationMessageRow = Omit<MessageRow, 'recipient_deleted_at' | 'sender_deleted_at'>

/**
 * The conversation's messages the viewer sees, newest first, before the message `before` (its id;
 * null: from the newest), limit + 1 rows.
 */
export async function listConversationMessages(
  db: DB,
  userId: number,
  partner: PartnerKey,
  before: number | null,
  limit: number,
): Promise<ConversationMessageRow[]> {
  const { rows } = await conversationMessagesQuery(userId, partner, before, limit).execute(db)
  return rows
}

/** A conversation page's query (its plan is checked in messages-plan.test.ts). */
export function conversationMessagesQuery(
  userId: number,
  partner: PartnerKey,
  before: number | null,
  limit: number,
) {
  const older =
    before === null
      ? sql`true`
      : sql`(created_at, id) < (SELECT created_at, id FROM private_messages WHERE id = ${before})`
  const columns = sql`id, batch_id, sender_id, recipient_id, title, body, url, created_at, read_at,
    receipt_requested, withdrawn_at, hidden_at, folder_id`
  const sent =
    partner === 0
      ? sql``
      : sql`UNION ALL
        (SELECT ${columns} FROM private_messages
          WHERE sender_id = ${userId} AND recipient_id = ${partner} AND sender_deleted_at IS NULL AND ${older}
          ORDER BY created_at DESC, id DESC LIMIT ${limit + 1})`
  return sql<ConversationMessageRow>`
    SELECT * FROM (
      (SELECT ${columns} FROM private_messages
        WHERE recipient_id = ${userId} AND coalesce(sender_id, 0) = ${partner} AND ${visibleToRecipient} AND ${older}
        ORDER BY created_at DESC, id DESC LIMIT ${limit + 1})
      ${sent}
    ) AS m
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit + 1}`
}

/** Whether the viewer has a conversation with the partner at all (its row exists). */
export async function hasConversation(db: DB, userId: number, partner: PartnerKey): Promise<boolean> {
  const row = await db
    .selectFrom('private_conversations')
    .select('user_id')
    .where('user_id', '=', userId)
    .where(sql<number>`coalesce(other_id, 0)`, '=', partner)
    .executeTakeFirst()
  return row !== undefined
}

/** Opening a conversation reads everything in it the viewer received; the ids marked read. */
export async function markConversationRead(
  db: DB,
  userId: number,
  partner: PartnerKey,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .updateTable('private_messages')
    .set({ read_at: at })
    .where('recipient_id', '=', userId)
    .where(sql<number>`coalesce(sender_id, 0)`, '=', partner)
    .where('read_at', 'is', null)
    .where(visibleToRecipient)
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * The viewer deletes the whole conversation from their side: what they received and their own
 * copies to the partner (the partner keeps theirs), and the conversation leaves the inbox.
 */
export async function deleteConversation(
  db: DB,
  userId: number,
  partner: PartnerKey,
  at: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('private_messages')
      .set({ recipient_deleted_at: at, read_at: sql`coalesce(read_at, ${at})` })
      .where('recipient_id', '=', userId)
      .where(sql<number>`coalesce(sender_id, 0)`, '=', partner)
      .where('recipient_deleted_at', 'is', null)
      .execute()
    if (partner !== 0) {
      await trx
        .updateTable('private_messages')
        .set({ sender_deleted_at: at })
        .where('sender_id', '=', userId)
        .where('recipient_id', '=', partner)
        .where('sender_deleted_at', 'is', null)
        .execute()
    }
    const removed = await trx
      .deleteFrom('private_conversations')
      .where('user_id', '=', userId)
      .where(sql<number>`coalesce(other_id, 0)`, '=', partner)
      .executeTakeFirst()
    return Number(removed.numDeletedRows) > 0
  })
}

// --- A deleted account (spec 000 §4): its messages, conversations, folders and ignore list go ---

/** Every message a member sent or received (their files' upload rows cascade, decision 031). */
export async function deleteMessagesOfMember(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('private_messages')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
    .execute()
}

/** decision 041: the conversations a member was in, on both sides. */
export async function deleteConversationsOfMember(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('private_conversations')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)]))
    .execute()
}

export async function deleteFoldersOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('message_folders').where('user_id', '=', userId).execute()
}

/** Whom the member ignored and who ignored the member. */
export async function deleteIgnoresOfMember(db: DB, userId: number): Promise<void> {
  await db
    .deleteFrom('ignored_members')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('ignored_id', '=', userId)]))
    .execute()
}

/** Hides a private message from the time given, or shows it again (null); a moderation measure. */
export async function setMessageHidden(db: DB, id: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('private_messages').set({ hidden_at: hiddenAt }).where('id', '=', id).execute()
}

/** A private message as a report names it, with its sender's name (services/moderation/content.ts). */
export function findMessageForCase(db: DB, id: number) {
  return db
    .selectFrom('private_messages')
    .leftJoin('users', 'users.id', 'private_messages.sender_id')
    .select([
      'private_messages.id',
      'private_messages.sender_id',
      'private_messages.recipient_id',
      'private_messages.title',
      'private_messages.body',
      'private_messages.hidden_at',
      'private_messages.created_at',
      'private_messages.message_type',
      'users.display_name',
    ])
    .where('private_messages.id', '=', id)
    .executeTakeFirst()
}

/** A note from the system (no sender) in a member's inbox, linking to where the matter is read. */
export async function insertSystemNote(
  db: DB,
  note: { recipientId: number; title: string; body: string; url: string; at: Date },
): Promise<void> {
  await db
    .insertInto('private_messages')
    .values({
      sender_id: null,
      recipient_id: note.recipientId,
      title: note.title,
      body: note.body,
      url: note.url,
      created_at: note.at,
    })
    .execute()
}
