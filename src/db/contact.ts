import type { DB } from './database.ts'

// issue 19: the contact form's messages (migration 0024).

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
