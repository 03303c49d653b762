import {
  confirmNewsletterSubscription,
  findAccountSettings,
  findNewsletterState,
  setNewsletterPending,
  unsubscribeNewsletter,
} from '#db/users.ts'
import type { Context } from './context.ts'
import { consumeToken } from './types.ts'

// The newsletter's own double opt-in (spec 000 §1, §5) and the account settings it lives in.

/** What the settings page shows. */
export async function settings(ctx: Context, userId: number) {
  const { db } = ctx
  return findAccountSettings(db, userId)
}

/** The member's account as the settings overview shows it (decision 042: pages read view types). */
export interface AccountSettingsView {
  username: string
  email: string | null
  newsletterStatus: 'none' | 'pending' | 'subscribed'
  registeredAt: Date
}

export async function settingsView(ctx: Context, userId: number): Promise<AccountSettingsView> {
  const row = await settings(ctx, userId)
  return {
    username: row.username,
    email: row.email,
    newsletterStatus: row.newsletter_status,
    registeredAt: row.registered_at,
  }
}

/** Newsletter on: a separate double opt-in (spec 000 §5). Off: at once. */
export async function setNewsletter(
  ctx: Context,
  userId: number,
  subscribe: boolean,
): Promise<'pending' | 'none' | 'subscribed'> {
  const { deps, db, sendNewsletterConfirmation } = ctx
  if (!subscribe) {
    await unsubscribeNewsletter(db, userId)
    return 'none'
  }
  const user = await findNewsletterState(db, userId)
  if (user.newsletter_status === 'subscribed') return 'subscribed'
  if (!user.email || !user.email_verified_at) return user.newsletter_status
  await db.transaction().execute(async (trx) => {
    await setNewsletterPending(trx, userId)
    await sendNewsletterConfirmation(trx, { id: user.id, username: user.username, email: user.email! })
  })
  deps.kickJobs?.()
  return 'pending'
}

export async function confirmNewsletter(ctx: Context, token: string): Promise<boolean> {
  const { db, now } = ctx
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'newsletter', now())
    if (!used) return false
    return confirmNewsletterSubscription(trx, used.user_id, used.email, now())
  })
}
