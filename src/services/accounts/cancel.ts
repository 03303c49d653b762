import { sql } from 'kysely'
import { avatarKeyOf } from '#domain/profile.ts'
import { formatLongDate } from '#domain/time.ts'
import { removeImageFiles } from '../images.ts'
import { enqueueJob } from '../jobs.ts'
import { cancellationMail } from '../mail-templates.ts'
import { removePrivateFiles } from '../messages/message-files.ts'
import { verifyPassword } from '../passwords.ts'
import { removeAvatarFiles } from '../profile/avatar-files.ts'
import { endAllSessions } from '../sessions.ts'
import type { Context } from './context.ts'
import { consumeToken, DELETE_ACCOUNT_JOB, HOUR, issueToken, WITHDRAWAL_DAYS } from './types.ts'

// Cancelling the account (spec 000 §4): three weeks to withdraw, then the data goes.

/**
 * Cancellation (spec 000 §4): deactivated at once, three weeks to withdraw by the mailed
 * link, then the deletion job runs. The password confirms it is really the member.
 */
export async function cancelAccount(
  ctx: Context,
  userId: number,
  password: string,
): Promise<{ ok: true; until: Date } | { ok: false; message: string }> {
  const { deps, db, now, link, queueMail } = ctx
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
}

export async function withdrawCancellation(ctx: Context, token: string): Promise<boolean> {
  const { db, now } = ctx
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
}

/**
 * The deletion job: personal data, private messages, blogs, subscriptions and buddies go;
 * the username is anonymised (and so freed); posts stay, shown as from an anonymised user.
 * Does nothing when the cancellation was withdrawn.
 */
export async function deleteAccountData(ctx: Context, userId: number): Promise<boolean> {
  const { deps, db, now } = ctx
  const deleted = await db.transaction().execute(async (trx) => {
    // decision 027: the avatar's files go with the account (read under the row's lock)
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
    // decision 031: the pictures and files of the messages that go (rows cascade, files below)
    const messageFiles = await trx
      .selectFrom('uploads')
      .select('storage_key')
      .where('message_id', 'in', (eb) =>
        eb
          .selectFrom('private_messages')
          .select('id')
          .where((inner) => inner.or([inner('sender_id', '=', userId), inner('recipient_id', '=', userId)])),
      )
      .execute()
    await trx
      .deleteFrom('private_messages')
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
      .execute()
    // decision 041: and the conversations they were in, on both sides
    await trx
      .deleteFrom('private_conversations')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)]))
      .execute()
    await trx.deleteFrom('blog_articles').where('author_id', '=', userId).execute()
    // decision 036: ads carry where the seller lives; they go with the account
    await trx.deleteFrom('marketplace_ads').where('seller_id', '=', userId).execute()
    await trx
      .deleteFrom('buddies')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('buddy_id', '=', userId)]))
      .execute()
    await trx.deleteFrom('thread_subscriptions').where('user_id', '=', userId).execute()
    // spec 000 §4: vehicle profiles, message folders and the ignore list go too
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
  // The vehicle profiles' pictures (spec 000 §4: vehicle profiles are deleted)
  if (deps.uploadsDir) {
    for (const key of deleted.pictureKeys) await removeImageFiles(deps.uploadsDir, key)
    await removePrivateFiles(deps.uploadsDir, deleted.messageFileKeys)
  }
  // the anonymised name, no avatar, title or signature in every cached page (decision 027)
  deps.afterWrite?.()
  return true
}
