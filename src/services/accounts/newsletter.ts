import { sql } from 'kysely'
import type { Context } from './context.ts'
import { consumeToken } from './types.ts'

// The newsletter's own double opt-in (spec 000 §1, §5) and the account settings it lives in.

/** What the settings page shows. */
export async function settings(ctx: Context, userId: number) {
  const { db } = ctx
  return db
    .selectFrom('users')
    .select(['username', 'email', 'newsletter_status', 'registered_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
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
    await trx.updateTable('users').set({ newsletter_status: 'pending' }).where('id', '=', userId).execute()
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
    const updated = await trx
      .updateTable('users')
      .set({ newsletter_status: 'subscribed', newsletter_confirmed_at: now() })
      .where('id', '=', used.user_id)
      .where('status', '=', 'active')
      .where(sql<boolean>`lower(email) = lower(${used.email})`)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) > 0
  })
}
