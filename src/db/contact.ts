import type { DB } from './database.ts'

// decision 036: the contact form's messages (migration 0024).

export async function insertContactMessage(
  db: DB,
  message: { topic: string; name: string; email: string; message: string; userId: number | null; at: Date },
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      topic: message.topic,
      name: message.name,
      email: message.email,
      message: message.message,
      user_id: message.userId,
      created_at: message.at,
    })
    .execute()
}

/**
 * Where the sender's copy may go: the member's own account address, only when they confirmed it
 * (and the account is active); undefined otherwise. Never an address typed into the form.
 */
export function findVerifiedAccountAddress(db: DB, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'display_name'])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('is_anonymized', '=', false)
    .where('email', 'is not', null)
    .where('email_verified_at', 'is not', null)
    .executeTakeFirst()
}
