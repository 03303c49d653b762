import { sql } from 'kysely'
import type { Role } from '#domain/permissions.ts'
import type { DB } from './database.ts'
import type { UserStatus } from './schema.ts'

export interface UserRow {
  id: number
  username: string
  slug: string
  display_name: string
  avatar_url: string | null
  is_anonymized: boolean
  /** Shown in the author line and under every post (spec 000 §3), unless hidden by a measure. */
  user_title: string | null
  signature: string
  profile_hidden_at: Date | null
  registered_at: Date
  topic_count: number
  reply_count: number
}

/** The columns of a UserRow: one list for every query that reads members for display. */
export const USER_ROW_COLUMNS = [
  'id',
  'username',
  'slug',
  'display_name',
  'avatar_url',
  'is_anonymized',
  'user_title',
  'signature',
  'profile_hidden_at',
  // who writes, beside the name in every post (post count, member since): columns, no query
  'registered_at',
  'topic_count',
  'reply_count',
] as const

export function findUsersByIds(db: DB, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('users').select(USER_ROW_COLUMNS).where('id', 'in', ids).execute()
}

/**
 * A confirmed member by id, or by user or display name in any case (the search's member filter).
 * Both names are indexed in lower case (migrations 0001, 0011).
 */
export function findMemberByIdOrName(
  db: DB,
  member: { id: number } | { name: string },
): Promise<Pick<UserRow, 'id' | 'slug' | 'display_name' | 'is_anonymized'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'slug', 'display_name', 'is_anonymized'])
    .where((eb) =>
      'id' in member
        ? eb('id', '=', member.id)
        : eb.or([
            eb(eb.fn('lower', ['username']), '=', member.name.toLowerCase()),
            eb(eb.fn('lower', ['display_name']), '=', member.name.toLowerCase()),
          ]),
    )
    .where('status', '<>', 'pending')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}

export interface RoleRow {
  user_id: number
  role: Role
  board_id: number | null
  board_name: string | null
  board_slug: string | null
}

/** Role relations of the given users, each with its board when tied to one. */
export function findRoles(db: DB, userIds: readonly number[]): Promise<RoleRow[]> {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('user_roles')
    .leftJoin('boards', 'boards.id', 'user_roles.board_id')
    .select([
      'user_roles.user_id',
      'user_roles.role',
      'user_roles.board_id',
      'boards.name as board_name',
      'boards.slug as board_slug',
    ])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('user_roles.id')
    .execute()
}

// --- One's own profile and account (decisions 024–027) ---

export interface OwnAccountRow {
  id: number
  username: string
  display_name: string
  slug: string
  email: string | null
  password_hash: string | null
  avatar_url: string | null
  about_me: string
  signature: string
  user_title: string | null
  topic_count: number
  reply_count: number
  profile_hidden_at: Date | null
}

/** What the member's settings pages show and check, for an active member; undefined otherwise. */
export function findOwnAccount(db: DB, userId: number): Promise<OwnAccountRow | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'display_name',
      'slug',
      'email',
      'password_hash',
      'avatar_url',
      'about_me',
      'signature',
      'user_title',
      'topic_count',
      'reply_count',
      'profile_hidden_at',
    ])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst()
}

/** 'Über mich', signature and (when given) the user title; undefined keeps the stored title. */
export async function updateProfileTexts(
  db: DB,
  userId: number,
  texts: { aboutMe: string; signature: string; userTitle?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      about_me: texts.aboutMe,
      signature: texts.signature,
      ...(texts.userTitle === undefined ? {} : { user_title: texts.userTitle }),
    })
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Sets the avatar (null: the default picture) and returns the address it replaced, read under
 * the row's lock, so two uploads at once each learn which files to remove. Undefined: no such
 * active member.
 */
export async function replaceAvatarUrl(
  db: DB,
  userId: number,
  avatarUrl: string | null,
): Promise<{ previous: string | null } | undefined> {
  const result = await sql<{ previous: string | null }>`
    UPDATE users SET avatar_url = ${avatarUrl}
    FROM (SELECT id, avatar_url FROM users WHERE id = ${userId} FOR UPDATE) AS old
    WHERE users.id = old.id AND users.status = 'active'
    RETURNING old.avatar_url AS previous`.execute(db)
  return result.rows[0]
}

/** The account holding an address (any case), whatever its state: addresses are unique (users_email_key). */
export function findUserByEmail(
  db: DB,
  email: string,
): Promise<{ id: number; username: string; email: string | null; status: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'status'])
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst()
}

/** The confirmed new address (a unique violation on users_email_key when someone took it meanwhile). */
export async function setConfirmedEmail(db: DB, userId: number, email: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ email, email_verified_at: now })
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function setPasswordHash(
  db: DB,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', userId)
    .execute()
}

/** A role of the team (staff, moderators, Forenpaten) with its member and board, for /team.html. */
export interface TeamRoleRow {
  user_id: number
  role: Role
  display_name: string
  slug: string
  avatar_url: string | null
  board_id: number | null
  board_name: string | null
  board_slug: string | null
}

/** Everyone who looks after the community, active and not anonymised, by name (decision 036). */
export function findTeamRoles(db: DB): Promise<TeamRoleRow[]> {
  return db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .leftJoin('boards', 'boards.id', 'user_roles.board_id')
    .select([
      'user_roles.user_id',
      'user_roles.role',
      'users.display_name',
      'users.slug',
      'users.avatar_url',
      'user_roles.board_id',
      'boards.name as board_name',
      'boards.slug as board_slug',
    ])
    .where('user_roles.role', 'in', ['admin', 'moderator', 'godfather'])
    .where('users.status', '=', 'active')
    .where('users.is_anonymized', '=', false)
    .orderBy('users.display_name')
    .orderBy('boards.name')
    .execute()
}

// --- Cancelling the account (spec 000 §4): three weeks to withdraw, then the data goes ---

/** What a cancellation checks and mails: the member's name, address, password and state. */
export function findAccountForCancellation(
  db: DB,
  userId: number,
): Promise<{
  id: number
  username: string
  email: string | null
  password_hash: string | null
  status: string
}> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'password_hash', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Deactivated at once; the deletion is due at `due`. */
export async function deactivateAccount(db: DB, userId: number, at: Date, due: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'deactivated', deactivated_at: at, deletion_due_at: due })
    .where('id', '=', userId)
    .execute()
}

/** A withdrawn cancellation: active again while the deletion is not yet due. */
export async function reactivateAccount(db: DB, userId: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ status: 'active', deactivated_at: null, deletion_due_at: null })
    .where('id', '=', userId)
    .where('status', '=', 'deactivated')
    .where('deletion_due_at', '>', now)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** The avatar's address, read under the row's lock (decision 027: its files go with the account). */
export function lockAvatarUrl(db: DB, userId: number): Promise<{ avatar_url: string | null } | undefined> {
  return db.selectFrom('users').select('avatar_url').where('id', '=', userId).forUpdate().executeTakeFirst()
}

/**
 * The deletion: personal data goes, the username is anonymised (and so freed). Only for a
 * deactivated account whose deletion is due; undefined otherwise (the cancellation was withdrawn).
 */
export function anonymiseDueAccount(db: DB, userId: number, now: Date): Promise<{ id: number } | undefined> {
  return db
    .updateTable('users')
    .set({
      username: `geloescht-${userId}`,
      slug: `geloescht-${userId}`,
      display_name: 'Gelöschter Nutzer',
      email: null,
      email_verified_at: null,
      password_hash: null,
      avatar_url: null,
      user_title: null,
      about_me: '',
      signature: '',
      newsletter_status: 'none',
      newsletter_confirmed_at: null,
      is_anonymized: true,
      status: 'deleted',
      deleted_at: now,
      last_seen_at: null,
    })
    .where('id', '=', userId)
    .where('status', '=', 'deactivated')
    .where('deletion_due_at', '<=', now)
    .returning('id')
    .executeTakeFirst()
}

/** Every role relation of a member (a deleted account keeps none). */
export async function deleteRolesOfMember(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute()
}

// --- Registration, login and password reset (decision 004, spec 000 §1) ---

/** Accounts holding the name (any case), its slug or the address (lower case): registration's checks. */
export function findNameOrAddressHolders(
  db: DB,
  names: { username: string; slug: string; email: string },
): Promise<{ id: number; username: string; slug: string; email: string | null; status: UserStatus }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'slug', 'email', 'status'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', names.username.toLowerCase()),
        eb('slug', '=', names.slug),
        eb(eb.fn('lower', ['email']), '=', names.email),
      ]),
    )
    .execute()
}

/** A new account waiting for its double opt-in (a unique violation when name or address is taken). */
export function insertPendingUser(
  db: DB,
  user: {
    username: string
    slug: string
    email: string
    passwordHash: string
    now: Date
    newsletterStatus: 'pending' | 'none'
  },
): Promise<{ id: number }> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      slug: user.slug,
      display_name: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      status: 'pending',
      registered_at: user.now,
      terms_accepted_at: user.now,
      newsletter_status: user.newsletterStatus,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
}

/** The confirmed address activates a pending account (an active one stays active). */
export function activateConfirmedUser(db: DB, userId: number, now: Date) {
  return db
    .updateTable('users')
    .set({ status: 'active', email_verified_at: now })
    .where('id', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .returning(['id', 'username', 'email', 'newsletter_status'])
    .executeTakeFirst()
}

/** The account of one state whose address, in lower case, is `email` (already lower case). */
export function findUserByLowerEmail(
  db: DB,
  email: string,
  status: UserStatus,
): Promise<{ id: number; username: string; email: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .where('status', '=', status)
    .executeTakeFirst()
}

/** Who tries to log in: by user name or address (`identifier` already lower case); deleted accounts never. */
export function findLoginAccount(
  db: DB,
  identifier: string,
): Promise<
  | { id: number; username: string; email: string | null; password_hash: string | null; status: UserStatus }
  | undefined
> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'password_hash', 'status'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', identifier),
        eb(eb.fn('lower', ['email']), '=', identifier),
      ]),
    )
    .where('status', '<>', 'deleted')
    .executeTakeFirst()
}

/** A reset password: only an active account's. */
export async function setActivePasswordHash(
  db: DB,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .execute()
}

// --- The newsletter's own double opt-in (spec 000 §1, §5) ---

/** What the account settings page shows. */
export function findAccountSettings(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'email', 'newsletter_status', 'registered_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Whether (and to which address) the newsletter may be confirmed. */
export function findNewsletterState(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'newsletter_status', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

/** Newsletter off, at once. */
export async function unsubscribeNewsletter(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ newsletter_status: 'none', newsletter_confirmed_at: null })
    .where('id', '=', userId)
    .execute()
}

export async function setNewsletterPending(db: DB, userId: number): Promise<void> {
  await db.updateTable('users').set({ newsletter_status: 'pending' }).where('id', '=', userId).execute()
}

/** The confirmation link subscribes an active member, while the address is still the one it was sent to. */
export async function confirmNewsletterSubscription(
  db: DB,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ newsletter_status: 'subscribed', newsletter_confirmed_at: now })
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst()
  return Number(updated.numUpdatedRows) > 0
}

/** When the member was last seen (a login, a session's renewal). */
export async function setLastSeen(db: DB, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_seen_at: now }).where('id', '=', userId).execute()
}

/** Registrations never confirmed within a week go (their names become free), unless they wrote a post. */
export async function deleteUnconfirmedUsers(db: DB, now: Date): Promise<void> {
  await sql`
    DELETE FROM users u
    WHERE u.status = 'pending' AND u.registered_at < ${now}::timestamptz - interval '7 days'
      AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id)`.execute(db)
}

/** Hides a member's profile from the time given, or shows it again (null); a moderation measure. */
export async function setProfileHidden(db: DB, userId: number, hiddenAt: Date | null): Promise<void> {
  await db.updateTable('users').set({ profile_hidden_at: hiddenAt }).where('id', '=', userId).execute()
}

/** A member as a report on their profile or account names them, by id or slug (services/moderation/content.ts). */
export function findMemberForCase(db: DB, key: { id: number } | { slug: string }) {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'slug',
      'display_name',
      'about_me',
      'signature',
      'user_title',
      'profile_hidden_at',
      'is_anonymized',
      'status',
      'registered_at',
    ])
  query = 'id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)
  return query.executeTakeFirst()
}

/** A member's display name, if the member exists. */
export async function findDisplayName(db: DB, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst()
  return row?.display_name
}

/** A member's e-mail address and account status (whether a mail may go to them). */
export function findMailTarget(db: DB, userId: number) {
  return db.selectFrom('users').select(['email', 'status']).where('id', '=', userId).executeTakeFirst()
}

/** A member's e-mail address and display name (the notice form's prerequisites, spec 001 §7). */
export function findEmailAndName(db: DB, userId: number) {
  return db.selectFrom('users').select(['email', 'display_name']).where('id', '=', userId).executeTakeFirst()
}
