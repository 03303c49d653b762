import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { consumeEmailToken, findUsableEmailToken, insertEmailToken } from '#db/email-tokens.ts'
import type { EmailTokenPurpose } from '#db/schema.ts'
import { checkEmail, checkPassword, checkUsername, normalizeEmail } from '#domain/account-rules.ts'
import { avatarKeyOf } from '#domain/profile.ts'
import { slugify } from '#domain/routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { removeImageFiles } from './images.ts'
import { enqueueJob } from './jobs.ts'
import { issueDeviceToken, readDeviceToken } from './known-devices.ts'
import type { MailMessage } from './mail.ts'
import {
  cancellationMail,
  confirmNewsletterMail,
  confirmRegistrationMail,
  passwordResetMail,
  registrationWithTakenAddressMail,
} from './mail-templates.ts'
import { removePrivateFiles } from './messages/message-files.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { removeAvatarFiles } from './profile/avatar-files.ts'
import { clearHits, hit, minutesLeft, RATE_RULES, type RateRule, undoHit } from './rate-limit.ts'
import { type ClientMeta, createSession, endAllSessions } from './sessions.ts'
import { hashToken, newToken } from './tokens.ts'

// Accounts (issue 4): registration with double opt-in, login, password reset, newsletter
// opt-in, cancellation with three weeks to withdraw. Each use case: validate → authorise →
// transaction (with the mail job inside it) → result.

const HOUR = 60 * 60_000
const CONFIRM_HOURS = 48
const RESET_MINUTES = 60
const NEWSLETTER_HOURS = 72
/** spec 000 §4: three weeks to withdraw a cancellation. */
export const WITHDRAWAL_DAYS = 21

export const LOGIN_FAILED = 'Benutzername/E-Mail oder Passwort ist falsch.'

export type RegistrationField = 'username' | 'email' | 'password' | 'terms' | 'age' | 'form'
export type FieldErrors = Partial<Record<RegistrationField, string>>

export interface RegistrationInput {
  username: string
  email: string
  password: string
  terms: boolean
  age: boolean
  newsletter: boolean
  /** Where the member continues after confirming (validated by the caller). */
  redirectTo: string | null
}

export type LoginResult =
  | { ok: true; sessionToken: string; userId: number; deviceToken: string | null }
  | { ok: false; status: 401 | 403 | 429; message: string }

export interface AccountDeps {
  db: DB
  /** Base of links in mails, e.g. https://www.motor-talk.de (never taken from a request). */
  publicUrl: string
  /** Called after a mail job was committed, so this process sends it right away. */
  kickJobs?: () => void
  now?: () => Date
  /** DATA_DIR/uploads: the deletion job removes the member's avatar files there (issue 14). */
  uploadsDir?: string
  /** Clears cached pages (the page cache) after a write visitors see. */
  afterWrite?: () => void
}

export const SEND_MAIL_JOB = 'send-mail'
export const DELETE_ACCOUNT_JOB = 'delete-account'

async function issueToken(
  db: DB,
  input: {
    userId: number
    purpose: EmailTokenPurpose
    email: string
    expiresAt: Date
    redirectTo?: string | null
  },
): Promise<string> {
  const { token, hash } = newToken()
  await insertEmailToken(db, { ...input, hash })
  return token
}

/** Uses a mail token once: unknown, used and expired tokens all give undefined. */
function consumeToken(db: DB, token: string, purpose: EmailTokenPurpose, now: Date) {
  return consumeEmailToken(db, hashToken(token), purpose, now)
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

export function createAccountService(deps: AccountDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`

  async function queueMail(executor: DB, mail: MailMessage): Promise<void> {
    await enqueueJob(executor, SEND_MAIL_JOB, mail)
  }

  async function sendConfirmation(
    executor: DB,
    user: { id: number; username: string; email: string },
    redirectTo: string | null,
  ): Promise<void> {
    const token = await issueToken(executor, {
      userId: user.id,
      purpose: 'confirm-email',
      email: user.email,
      expiresAt: new Date(now().getTime() + CONFIRM_HOURS * HOUR),
      redirectTo,
    })
    await queueMail(
      executor,
      confirmRegistrationMail(
        user.email,
        user.username,
        link('/registrieren/bestaetigen', token),
        CONFIRM_HOURS,
      ),
    )
  }

  async function sendNewsletterConfirmation(
    executor: DB,
    user: { id: number; username: string; email: string },
  ) {
    const token = await issueToken(executor, {
      userId: user.id,
      purpose: 'newsletter',
      email: user.email,
      expiresAt: new Date(now().getTime() + NEWSLETTER_HOURS * HOUR),
    })
    await queueMail(
      executor,
      confirmNewsletterMail(user.email, user.username, link('/newsletter/bestaetigen', token)),
    )
  }

  /**
   * issue 11 §9: someone registered with an address that has a profile. A pending profile gets
   * its confirmation link again, any other the 'log in or reset' mail; both at most
   * RATE_RULES.confirmationMail times an hour per address, so the form cannot flood a mailbox.
   */
  async function tellOwnerOfTakenAddress(owner: {
    id: number
    username: string
    email: string
    status: string
  }): Promise<void> {
    if (!(await hit(db, RATE_RULES.confirmationMail, owner.email, now()))) return
    if (owner.status === 'pending') {
      await sendConfirmation(db, owner, null)
    } else {
      await queueMail(
        db,
        registrationWithTakenAddressMail(
          owner.email,
          owner.username,
          `${deps.publicUrl}/einloggen`,
          `${deps.publicUrl}/passwort-vergessen`,
        ),
      )
    }
    deps.kickJobs?.()
  }

  return {
    /** Registration (issue 4 §1): the account stays pending until the mail link confirms it. */
    async register(
      input: RegistrationInput,
      meta: ClientMeta,
    ): Promise<{ ok: true; email: string } | { ok: false; status: 400 | 429; errors: FieldErrors }> {
      const username = input.username.trim()
      const email = normalizeEmail(input.email)
      const errors: FieldErrors = {}
      const usernameError = checkUsername(username)
      if (usernameError) errors.username = usernameError
      const emailError = checkEmail(email)
      if (emailError) errors.email = emailError
      const passwordError = checkPassword(input.password, { username, email })
      if (passwordError) errors.password = passwordError
      if (!input.terms) errors.terms = 'Bitte akzeptiere die Nutzungsbedingungen.'
      if (!input.age) {
        errors.age =
          'Bitte bestätige, dass Du mindestens 16 Jahre alt bist oder Deine Erziehungsberechtigten zustimmen.'
      }

      // taken names are reported together with everything else; a taken address is not
      // (issue 11 §9): the form answers as for a free one and the owner gets a mail instead
      const slug = slugify(username)
      let owner: { id: number; username: string; email: string; status: string } | undefined
      if (!errors.username || !errors.email) {
        const taken = await db
          .selectFrom('users')
          .select(['id', 'username', 'slug', 'email', 'status'])
          .where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
              eb('slug', '=', slug),
              eb(eb.fn('lower', ['email']), '=', email),
            ]),
          )
          .execute()
        if (
          !errors.username &&
          taken.some((user) => user.username.toLowerCase() === username.toLowerCase() || user.slug === slug)
        ) {
          errors.username = 'Dieser Benutzername ist bereits vergeben.'
        }
        const holder = errors.email ? undefined : taken.find((user) => user.email?.toLowerCase() === email)
        if (holder?.email) owner = { ...holder, email: holder.email }
      }
      if (Object.keys(errors).length > 0) return { ok: false, status: 400, errors }

      if (meta.ip && !(await hit(db, RATE_RULES.registerIp, meta.ip, now()))) {
        const minutes = minutesLeft(RATE_RULES.registerIp, now())
        return {
          ok: false,
          status: 429,
          errors: {
            form: `Zu viele Anmeldungen von Deinem Anschluss. Bitte versuche es in ${minutes} Minuten erneut.`,
          },
        }
      }

      // the same work in the same order for taken and free addresses: limit, hash, mail
      const passwordHash = await hashPassword(input.password)
      if (owner) {
        await tellOwnerOfTakenAddress(owner)
        return { ok: true, email }
      }
      try {
        await db.transaction().execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({
              username,
              slug,
              display_name: username,
              email,
              password_hash: passwordHash,
              status: 'pending',
              registered_at: now(),
              terms_accepted_at: now(),
              newsletter_status: input.newsletter ? 'pending' : 'none',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await sendConfirmation(trx, { id: user.id, username, email }, input.redirectTo)
        })
      } catch (error) {
        // two registrations racing for one name or address; the address stays unnamed (issue 11 §9)
        if (isUniqueViolation(error)) {
          if (error.constraint === 'users_email_key') return { ok: true, email }
          return { ok: false, status: 400, errors: { username: 'Dieser Benutzername ist bereits vergeben.' } }
        }
        throw error
      }
      deps.kickJobs?.()
      return { ok: true, email }
    },

    /** Double opt-in: the link activates the account once; the member is logged in. */
    async confirmEmail(
      token: string,
      meta: ClientMeta,
    ): Promise<{ ok: true; sessionToken: string; redirectTo: string | null } | { ok: false }> {
      const result = await db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, token, 'confirm-email', now())
        if (!used) return null
        const user = await trx
          .updateTable('users')
          .set({ status: 'active', email_verified_at: now() })
          .where('id', '=', used.user_id)
          .where('status', 'in', ['pending', 'active'])
          .returning(['id', 'username', 'email', 'newsletter_status'])
          .executeTakeFirst()
        if (!user?.email) return null
        if (user.newsletter_status === 'pending') {
          await sendNewsletterConfirmation(trx, { id: user.id, username: user.username, email: user.email })
        }
        return { userId: user.id, redirectTo: used.redirect_to }
      })
      if (!result) return { ok: false }
      deps.kickJobs?.()
      const sessionToken = await createSession(db, result.userId, meta, now())
      return { ok: true, sessionToken, redirectTo: result.redirectTo }
    },

    /** A new confirmation link for a pending account; silent about whether one exists. */
    async resendConfirmation(emailInput: string, meta: ClientMeta): Promise<void> {
      const email = normalizeEmail(emailInput)
      if (meta.ip && !(await hit(db, RATE_RULES.resetIp, meta.ip, now()))) return
      if (!(await hit(db, RATE_RULES.confirmationMail, email, now()))) return
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where(sql<boolean>`lower(email) = ${email}`)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      if (!user?.email) return
      await sendConfirmation(db, { id: user.id, username: user.username, email: user.email }, null)
      deps.kickJobs?.()
    },

    /**
     * Login by username or e-mail (issue 4 §2). One generic message for unknown accounts and
     * wrong passwords. issue 11 §4, §13 (docs/decisions/017): every attempt is counted in one
     * atomic statement per counter BEFORE the password is verified, so concurrent guesses cannot
     * overtake the limit; the counters are per account+address, per account and per address, and
     * a browser with the account's known-device cookie counts on its own budget instead.
     */
    async login(
      input: { identifier: string; password: string; deviceToken?: string | null },
      meta: ClientMeta,
    ): Promise<LoginResult> {
      const identifier = input.identifier.trim().toLowerCase()
      if (identifier === '' || input.password === '') {
        return {
          ok: false,
          status: 401,
          message: 'Bitte gib Benutzernamen oder E-Mail-Adresse und Passwort ein.',
        }
      }
      const at = now()
      const user = await db
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
      // per account, whichever name or address was typed; unknown names count on their own
      const accountKey = user ? `user:${user.id}` : `name:${identifier}`
      const device = user?.password_hash
        ? readDeviceToken(input.deviceToken, user.id, user.password_hash)
        : null
      // what this attempt counted, in order; counting stops at the first refusal, so an address
      // that used up its own budget for an account cannot use up the account's budget too
      const counters: [RateRule, string][] = device
        ? [[RATE_RULES.loginDevice, device.nonce]]
        : [
            [RATE_RULES.loginAccountIp, `${accountKey}@${meta.ip ?? 'unbekannt'}`],
            [RATE_RULES.loginAccount, accountKey],
            ...(meta.ip ? ([[RATE_RULES.loginIp, meta.ip]] satisfies [RateRule, string][]) : []),
          ]
      for (const [rule, subject] of counters) {
        if (!(await hit(db, rule, subject, at))) {
          return {
            ok: false,
            status: 429,
            message: `Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte ${minutesLeft(rule, at)} Minuten und versuche es dann erneut.`,
          }
        }
      }
      const valid = await verifyPassword(user?.password_hash, input.password.slice(0, 1_024))
      if (!user || !valid) return { ok: false, status: 401, message: LOGIN_FAILED }
      // the right password: this attempt was no guess, take its count back
      for (const [rule, subject] of counters) {
        if (rule === RATE_RULES.loginAccountIp || rule === RATE_RULES.loginDevice) {
          await clearHits(db, rule, subject)
        } else {
          await undoHit(db, rule, subject, at)
        }
      }
      if (user.status === 'pending') {
        if (user.email && (await hit(db, RATE_RULES.confirmationMail, user.email, at))) {
          await sendConfirmation(db, { id: user.id, username: user.username, email: user.email }, null)
          deps.kickJobs?.()
        }
        return {
          ok: false,
          status: 403,
          message:
            'Bitte bestätige zuerst Deine E-Mail-Adresse. Wir haben Dir den Bestätigungslink noch einmal geschickt.',
        }
      }
      if (user.status === 'deactivated') {
        return {
          ok: false,
          status: 403,
          message:
            'Dein Profil ist deaktiviert, weil Du es gekündigt hast. Über den Link in unserer E-Mail kannst Du die Kündigung innerhalb von drei Wochen zurücknehmen.',
        }
      }
      const sessionToken = await createSession(db, user.id, meta, at)
      // a fresh known-device token for this browser (issue 11 §13); password_hash is set here
      const deviceToken = user.password_hash ? issueDeviceToken(user.id, user.password_hash) : null
      return { ok: true, sessionToken, userId: user.id, deviceToken }
    },

    /** Always the same answer, whether or not the address belongs to an account. */
    async requestPasswordReset(emailInput: string, meta: ClientMeta): Promise<void> {
      const email = normalizeEmail(emailInput)
      if (checkEmail(email)) return
      if (meta.ip && !(await hit(db, RATE_RULES.resetIp, meta.ip, now()))) return
      if (!(await hit(db, RATE_RULES.resetAccount, email, now()))) return
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where(sql<boolean>`lower(email) = ${email}`)
        .where('status', '=', 'active')
        .executeTakeFirst()
      if (!user?.email) return
      const token = await issueToken(db, {
        userId: user.id,
        purpose: 'password-reset',
        email: user.email,
        expiresAt: new Date(now().getTime() + RESET_MINUTES * 60_000),
      })
      await queueMail(
        db,
        passwordResetMail(user.email, user.username, link('/passwort-zuruecksetzen', token), RESET_MINUTES),
      )
      deps.kickJobs?.()
    },

    /** Whether a mail link is still usable, without using it (pages show their form only then). */
    async isTokenUsable(token: string, purpose: EmailTokenPurpose): Promise<boolean> {
      return (await findUsableEmailToken(db, hashToken(token), purpose, now())) !== undefined
    },

    /** A new password from a reset link: every other device is logged out, this one logged in. */
    async resetPassword(
      token: string,
      password: string,
      meta: ClientMeta,
    ): Promise<
      | { ok: true; sessionToken: string }
      | { ok: false; error: 'invalid' }
      | { ok: false; error: 'password'; message: string }
    > {
      // issue 11 §15: the token first (unused, unexpired, a reset token of an active account);
      // only a real one is worth an argon2 hash, so invalid tokens cost a lookup and nothing more
      const holder = await db
        .selectFrom('email_tokens')
        .innerJoin('users', 'users.id', 'email_tokens.user_id')
        .select(['users.id', 'users.username', 'users.email'])
        .where('email_tokens.token_hash', '=', hashToken(token))
        .where('email_tokens.purpose', '=', 'password-reset')
        .where('email_tokens.used_at', 'is', null)
        .where('email_tokens.expires_at', '>', now())
        .where('users.status', '=', 'active')
        .executeTakeFirst()
      if (!holder) return { ok: false, error: 'invalid' }
      const message = checkPassword(password, {
        username: holder.username,
        email: holder.email ?? undefined,
      })
      if (message) return { ok: false, error: 'password', message }
      const passwordHash = await hashPassword(password)
      const userId = await db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, token, 'password-reset', now())
        if (!used) return null
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, password_changed_at: now() })
          .where('id', '=', used.user_id)
          .where('status', '=', 'active')
          .execute()
        await endAllSessions(trx, used.user_id)
        return used.user_id
      })
      if (userId === null) return { ok: false, error: 'invalid' }
      await clearHits(db, RATE_RULES.loginAccount, `user:${userId}`)
      if (meta.ip) await clearHits(db, RATE_RULES.loginAccountIp, `user:${userId}@${meta.ip}`)
      return { ok: true, sessionToken: await createSession(db, userId, meta, now()) }
    },

    /** What the settings page shows. */
    async settings(userId: number) {
      return db
        .selectFrom('users')
        .select(['username', 'email', 'newsletter_status', 'registered_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    },

    /** Newsletter on: a separate double opt-in (spec 000 §5). Off: at once. */
    async setNewsletter(userId: number, subscribe: boolean): Promise<'pending' | 'none' | 'subscribed'> {
      if (!subscribe) {
        await db
          .updateTable('users')
          .set({ newsletter_status: 'none', newsletter_confirmed_at: null })
          .where('id', '=', userId)
          .execute()
        return 'none'
      }
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'newsletter_status', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      if (user.newsletter_status === 'subscribed') return 'subscribed'
      if (!user.email || !user.email_verified_at) return user.newsletter_status
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ newsletter_status: 'pending' })
          .where('id', '=', userId)
          .execute()
        await sendNewsletterConfirmation(trx, { id: user.id, username: user.username, email: user.email! })
      })
      deps.kickJobs?.()
      return 'pending'
    },

    async confirmNewsletter(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, token, 'newsletter', now())
        if (!used) return false
        const updated = await trx
          .updateTable('users')
          .set({ newsletter_status: 'subscribed', newsletter_confirmed_at: now() })
          .where('id', '=', used.user_id)
          .where('status', '=', 'active')
          .where(sql<boolean>`lower(email) = lower(${used.email})`)
          .executeTakeFirst()
        return Number(updated.numUpdatedRows) > 0
      })
    },

    /**
     * Cancellation (spec 000 §4): deactivated at once, three weeks to withdraw by the mailed
     * link, then the deletion job runs. The password confirms it is really the member.
     */
    async cancelAccount(
      userId: number,
      password: string,
    ): Promise<{ ok: true; until: Date } | { ok: false; message: string }> {
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'email', 'password_hash', 'status'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      if (!(await verifyPassword(user.password_hash, password))) {
        return { ok: false, message: 'Das Passwort ist nicht richtig.' }
      }
      const at = now()
      const due = new Date(at.getTime() + WITHDRAWAL_DAYS * 24 * HOUR)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ status: 'deactivated', deactivated_at: at, deletion_due_at: due })
          .where('id', '=', userId)
          .execute()
        await endAllSessions(trx, userId)
        await enqueueJob(trx, DELETE_ACCOUNT_JOB, { userId }, due)
        if (user.email) {
          const token = await issueToken(trx, {
            userId,
            purpose: 'withdraw-cancellation',
            email: user.email,
            expiresAt: due,
          })
          await queueMail(
            trx,
            cancellationMail(
              user.email,
              user.username,
              link('/konto/kuendigung-zuruecknehmen', token),
              formatLongDate(due),
            ),
          )
        }
      })
      deps.kickJobs?.()
      return { ok: true, until: due }
    },

    async withdrawCancellation(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const used = await consumeToken(trx, token, 'withdraw-cancellation', now())
        if (!used) return false
        const updated = await trx
          .updateTable('users')
          .set({ status: 'active', deactivated_at: null, deletion_due_at: null })
          .where('id', '=', used.user_id)
          .where('status', '=', 'deactivated')
          .where('deletion_due_at', '>', now())
          .executeTakeFirst()
        return Number(updated.numUpdatedRows) > 0
      })
    },

    /**
     * The deletion job: personal data, private messages, blogs, subscriptions and buddies go;
     * the username is anonymised (and so freed); posts stay, shown as from an anonymised user.
     * Does nothing when the cancellation was withdrawn.
     */
    async deleteAccountData(userId: number): Promise<boolean> {
      const deleted = await db.transaction().execute(async (trx) => {
        // issue 14: the avatar's files go with the account (read under the row's lock)
        const before = await trx
          .selectFrom('users')
          .select('avatar_url')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst()
        const user = await trx
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
            deleted_at: now(),
            last_seen_at: null,
          })
          .where('id', '=', userId)
          .where('status', '=', 'deactivated')
          .where('deletion_due_at', '<=', now())
          .returning('id')
          .executeTakeFirst()
        if (!user) return null
        // issue 15: the pictures and files of the messages that go (rows cascade, files below)
        const messageFiles = await trx
          .selectFrom('uploads')
          .select('storage_key')
          .where('message_id', 'in', (eb) =>
            eb
              .selectFrom('private_messages')
              .select('id')
              .where((inner) =>
                inner.or([inner('sender_id', '=', userId), inner('recipient_id', '=', userId)]),
              ),
          )
          .execute()
        await trx
          .deleteFrom('private_messages')
          .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
          .execute()
        await trx.deleteFrom('blog_articles').where('author_id', '=', userId).execute()
        await trx
          .deleteFrom('buddies')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('buddy_id', '=', userId)]))
          .execute()
        await trx.deleteFrom('thread_subscriptions').where('user_id', '=', userId).execute()
        // issue 15 (spec 000 §4): vehicle profiles, message folders and the ignore list go too
        const vehiclePictures = await trx
          .deleteFrom('member_vehicles')
          .where('user_id', '=', userId)
          .returning('picture_key')
          .execute()
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute()
        await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute()
        await trx.deleteFrom('message_folders').where('user_id', '=', userId).execute()
        await trx
          .deleteFrom('ignored_members')
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('ignored_id', '=', userId)]))
          .execute()
        await trx.deleteFrom('board_subscriptions').where('user_id', '=', userId).execute()
        await trx.deleteFrom('blog_subscriptions').where('user_id', '=', userId).execute()
        await trx.deleteFrom('email_tokens').where('user_id', '=', userId).execute()
        await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
        await endAllSessions(trx, userId)
        await sql`
          UPDATE platform_stats SET total_blog_articles = (SELECT count(*) FROM blog_articles WHERE status = 'published')
        `.execute(trx)
        return {
          avatarKey: avatarKeyOf(before?.avatar_url),
          pictureKeys: vehiclePictures.flatMap((row) => (row.picture_key ? [row.picture_key] : [])),
          messageFileKeys: messageFiles.map((row) => row.storage_key),
        }
      })
      if (!deleted) return false
      if (deleted.avatarKey && deps.uploadsDir) await removeAvatarFiles(deps.uploadsDir, deleted.avatarKey)
      // issue 15: the vehicle profiles' pictures (spec 000 §4: vehicle profiles are deleted)
      if (deps.uploadsDir) {
        for (const key of deleted.pictureKeys) await removeImageFiles(deps.uploadsDir, key)
        await removePrivateFiles(deps.uploadsDir, deleted.messageFileKeys)
      }
      // the anonymised name, no avatar, title or signature in every cached page (issue 14)
      deps.afterWrite?.()
      return true
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
