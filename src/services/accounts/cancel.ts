import { deleteArticlesOfAuthor } from '#db/blogs.ts'
import { deleteBuddiesOfMember } from '#db/buddies.ts'
import { deleteEmailTokensOfMember } from '#db/email-tokens.ts'
import { deleteAdsOfSeller } from '#db/marketplace.ts'
import { deleteVehiclesOfMember } from '#db/member-vehicles.ts'
import {
  deleteConversationsOfMember,
  deleteFoldersOfMember,
  deleteIgnoresOfMember,
  deleteMessagesOfMember,
} from '#db/messages.ts'
import { deleteNotificationSettingsOfMember, deletePushSubscriptionsOfMember } from '#db/notifications.ts'
import { recountBlogArticles } from '#db/platform.ts'
import {
  deleteBlogSubscriptionsOfMember,
  deleteBoardSubscriptionsOfMember,
  deleteThreadSubscriptionsOfMember,
} from '#db/subscriptions.ts'
import { findMessageFileKeysOfMember } from '#db/uploads.ts'
import {
  anonymiseDueAccount,
  deactivateAccount,
  deleteRolesOfMember,
  findAccountForCancellation,
  lockAvatarUrl,
  reactivateAccount,
} from '#db/users.ts'
import { avatarKeyOf } from '#domain/profile.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
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

const WRONG_PASSWORD = 'Das Passwort ist nicht richtig.'

/**
 * Cancellation (spec 000 §4): deactivated at once, three weeks to withdraw by the mailed
 * link, then the deletion job runs. The password confirms it is really the member.
 */
export async function cancelAccount(
  ctx: Context,
  userId: number,
  password: string,
): Promise<{ ok: true; until: Date } | Refusal> {
  const { deps, db, now, link, queueMail } = ctx
  const user = await findAccountForCancellation(db, userId)
  if (!(await verifyPassword(user.password_hash, password))) {
    return refuse(400, 'policy', WRONG_PASSWORD, { password: WRONG_PASSWORD })
  }
  const at = now()
  const due = new Date(at.getTime() + WITHDRAWAL_DAYS * 24 * HOUR)
  await db.transaction().execute(async (trx) => {
    await deactivateAccount(trx, userId, at, due)
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
    return reactivateAccount(trx, used.user_id, now())
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
    const before = await lockAvatarUrl(trx, userId)
    const user = await anonymiseDueAccount(trx, userId, now())
    if (!user) return null
    // decision 031: the pictures and files of the messages that go (rows cascade, files below)
    const messageFileKeys = await findMessageFileKeysOfMember(trx, userId)
    await deleteMessagesOfMember(trx, userId)
    // decision 041: and the conversations they were in, on both sides
    await deleteConversationsOfMember(trx, userId)
    await deleteArticlesOfAuthor(trx, userId)
    // decision 036: ads carry where the seller lives; they go with the account
    await deleteAdsOfSeller(trx, userId)
    await deleteBuddiesOfMember(trx, userId)
    await deleteThreadSubscriptionsOfMember(trx, userId)
    // spec 000 §4: vehicle profiles, message folders and the ignore list go too
    const pictureKeys = await deleteVehiclesOfMember(trx, userId)
    await deletePushSubscriptionsOfMember(trx, userId)
    await deleteNotificationSettingsOfMember(trx, userId)
    await deleteFoldersOfMember(trx, userId)
    await deleteIgnoresOfMember(trx, userId)
    await deleteBoardSubscriptionsOfMember(trx, userId)
    await deleteBlogSubscriptionsOfMember(trx, userId)
    await deleteEmailTokensOfMember(trx, userId)
    await deleteRolesOfMember(trx, userId)
    await endAllSessions(trx, userId)
    await recountBlogArticles(trx)
    return { avatarKey: avatarKeyOf(before?.avatar_url), pictureKeys, messageFileKeys }
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
