import { findIgnoring, findMembersByNames, insertCopies } from '#db/messages.ts'
import { findUploads } from '#db/uploads.ts'
import { type MessageInput, messageInputSchema } from '#domain/message-input.ts'
import {
  ATTACH_ONLY_WITH_STAFF,
  MESSAGES_PER_DAY,
  MESSAGES_PER_HOUR,
  parseRecipientNames,
} from '#domain/messages.ts'
import { isStaff, mayAttachToMessage, mayWriteMessage, type Viewer } from '#domain/permissions.ts'
import { inputErrors } from '#domain/profile-input.ts'
import { refuse } from '#domain/refusal.ts'
import { secondsLeft, waitText } from '../flood-control.ts'
import { hit, type RateRule, undoHit } from '../rate-limit.ts'
import { checkClaimable } from '../uploads.ts'
import { clock, type MessageDeps, type Refusal } from './deps.ts'
import { hideFiles, recipientRoles, unhideFiles } from './message-files.ts'

// Writing a private message (decisions 028–031; spec 000 §3, §4): parse → find the recipients by name →
// the ignore list (permissions.mayWriteMessage) → the hourly and daily limits (counted atomically,
// MESSAGE_RULES) → one copy per recipient in one transaction → message.sent (mails, pushes and
// live counts listen).

/**
 * The hourly and daily limits as fixed-window counters (rate-limit.ts hit(): one atomic INSERT …
 * ON CONFLICT … RETURNING), one count per recipient. Counting first and taking a refused count
 * back means 30 messages sent at once store exactly the 20 the hour allows; a check of the stored
 * messages before inserting let all 30 through.
 */
export const MESSAGE_RULES = {
  hour: { name: 'message-hour', limit: MESSAGES_PER_HOUR, windowSeconds: 60 * 60 },
  day: { name: 'message-day', limit: MESSAGES_PER_DAY, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>

/** Counts the message's copies against both limits; the counts are taken back when refused. */
async function countAgainstLimits(
  deps: MessageDeps,
  viewer: Viewer,
  copies: number,
  at: Date,
): Promise<{ ok: true; takeBack: () => Promise<void> } | Refusal> {
  const subject = `user:${viewer.userId}`
  const counted: RateRule[] = []
  const takeBack = async () => {
    for (const rule of counted) await undoHit(deps.db, rule, subject, at, copies)
  }
  for (const rule of [MESSAGE_RULES.hour, MESSAGE_RULES.day]) {
    counted.push(rule)
    if (await hit(deps.db, rule, subject, at, copies)) continue
    await takeBack()
    const wait = waitText(secondsLeft(rule, at))
    return refuse(
      429,
      'limit',
      rule === MESSAGE_RULES.hour
        ? `Du hast Dein Limit von ${MESSAGES_PER_HOUR} Nachrichten je Stunde (eine je Empfänger) erreicht. Bitte warte ${wait}, bevor Du weitere schreibst.`
        : `Du hast Dein Limit von ${MESSAGES_PER_DAY} Nachrichten am Tag (eine je Empfänger) erreicht. Bitte warte ${wait}, bevor Du weitere schreibst.`,
    )
  }
  return { ok: true, takeBack }
}

const FILES_GONE = 'Eine Datei gehört nicht mehr zu Deiner Nachricht. Bitte lade sie noch einmal hoch.'

/**
 * spec 000 §5: pictures and files only when a moderator or administrator takes part
 * (permissions.mayAttachToMessage), and only the sender's own unused uploads.
 */
async function claimableFiles(
  deps: MessageDeps,
  viewer: Viewer,
  recipientIds: readonly number[],
  uploadIds: readonly number[],
): Promise<{ ok: true; uploadIds: number[]; storageKeys: string[] } | Refusal> {
  if (uploadIds.length === 0) return { ok: true, uploadIds: [], storageKeys: [] }
  if (!mayAttachToMessage(viewer, await recipientRoles(deps, recipientIds))) {
    return refuse(403, 'policy', ATTACH_ONLY_WITH_STAFF, { attachments: ATTACH_ONLY_WITH_STAFF })
  }
  const check = await checkClaimable(deps.db, viewer, uploadIds)
  if (!check.ok) return refuse(check.status, 'parse', check.message, { attachments: check.message })
  const rows = await findUploads(deps.db, check.uploadIds)
  return { ok: true, uploadIds: check.uploadIds, storageKeys: rows.map((row) => row.storage_key) }
}

export interface MessageForm {
  recipients: string
  title: string
  text: string
  receipt: boolean
}

export async function sendMessage(
  deps: MessageDeps,
  viewer: Viewer,
  raw: MessageForm,
  uploadIds: readonly number[] = [],
): Promise<{ ok: true; messageId: number; recipientIds: number[] } | Refusal> {
  const parsed = messageInputSchema.safeParse(raw)
  if (!parsed.success) return refuse(400, 'parse', 'Bitte prüfe Deine Nachricht.', inputErrors(parsed.error))
  const input: MessageInput = parsed.data

  const members = await findMembersByNames(deps.db, input.recipients)
  const byName = new Map<string, (typeof members)[number]>()
  for (const member of members) {
    byName.set(member.username.toLowerCase(), member)
    byName.set(member.display_name.toLowerCase(), member)
  }
  const unknown = input.recipients.filter((name) => !byName.has(name.toLowerCase()))
  if (unknown.length > 0) {
    const list = unknown.map((name) => `„${name}“`).join(', ')
    return refuse(400, 'parse', 'Bitte prüfe die Empfänger.', {
      recipients:
        unknown.length === 1
          ? `Ein Mitglied ${list} gibt es nicht.`
          : `Die Mitglieder ${list} gibt es nicht.`,
    })
  }
  const recipients = [
    ...new Map(
      input.recipients.map((name) => {
        const member = byName.get(name.toLowerCase())
        return [member?.id ?? 0, member]
      }),
    ).values(),
  ].filter((member) => member !== undefined)
  if (recipients.some((member) => member.id === viewer.userId)) {
    return refuse(400, 'parse', 'Bitte prüfe die Empfänger.', {
      recipients: 'Du kannst Dir nicht selbst schreiben.',
    })
  }

  const ignoring = await findIgnoring(
    deps.db,
    viewer.userId,
    recipients.map((member) => member.id),
  )
  const refusedBy = recipients.filter((member) => !mayWriteMessage(viewer, ignoring.has(member.id)))
  if (refusedBy.length > 0) {
    const names = refusedBy.map((member) => member.display_name).join(', ')
    return refuse(
      403,
      'policy',
      `${names} ${refusedBy.length === 1 ? 'möchte' : 'möchten'} keine Nachrichten von Dir erhalten.`,
      {
        recipients: `${names} ${refusedBy.length === 1 ? 'hat' : 'haben'} Dich auf der Ignorierliste.`,
      },
    )
  }

  const at = clock(deps)
  const counted = isStaff(viewer) ? null : await countAgainstLimits(deps, viewer, recipients.length, at)
  if (counted && !counted.ok) return counted

  const recipientIds = recipients.map((member) => member.id)
  const files = await claimableFiles(deps, viewer, recipientIds, uploadIds)
  if (!files.ok) {
    await counted?.takeBack()
    return files
  }
  if (deps.uploadsDir) await hideFiles(deps.uploadsDir, files.storageKeys)
  const ids = await insertCopies(
    deps.db,
    { senderId: viewer.userId, title: input.title, body: input.text, receipt: input.receipt, at },
    recipientIds,
    files.uploadIds,
  ).catch(async (error: unknown) => {
    await counted?.takeBack()
    throw error
  })
  if (!ids) {
    await counted?.takeBack()
    if (deps.uploadsDir) await unhideFiles(deps.uploadsDir, files.storageKeys)
    return refuse(400, 'parse', FILES_GONE, { attachments: FILES_GONE })
  }
  const messageId = ids[0] ?? 0
  await deps.events.emit({
    type: 'message.sent',
    messageId,
    senderId: viewer.userId,
    recipientIds,
    title: input.title,
    at,
  })
  for (const userId of recipientIds) await deps.events.emit({ type: 'member.changed', userId })
  return { ok: true, messageId, recipientIds }
}

/**
 * The compose form offers pictures and files when they would be accepted: to staff always, to
 * a member when every recipient already named is a moderator or administrator.
 */
export async function mayAttachTo(
  deps: MessageDeps,
  viewer: Viewer,
  recipientNames: string,
): Promise<boolean> {
  if (isStaff(viewer)) return true
  const names = parseRecipientNames(recipientNames)
  if (names.length === 0) return false
  const members = await findMembersByNames(deps.db, names)
  return (
    members.length > 0 &&
    mayAttachToMessage(
      viewer,
      await recipientRoles(
        deps,
        members.map((member) => member.id),
      ),
    )
  )
}
