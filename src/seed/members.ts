import { sql } from 'kysely'
import type { DB } from '#db/database.ts'
import { hashPassword } from '#services/passwords.ts'

// Member data for the demo accounts (README): the password 'demo-passwort', confirmed e-mail
// addresses, and for demo-mitglied what the header flyouts show: unread messages and a
// mention, subscribed threads with new posts, subscribed boards and blogs, buddies online.

export const DEMO_PASSWORD = 'demo-passwort'
const DEMO_USERNAMES = ['demo-mitglied', 'demo-moderator', 'demo-forenpate', 'demo-admin']
/** The system account (seed.ts DEMO_ACCOUNTS.system) sends the welcome message. */
const DEMO_SYSTEM_ID = 1

export async function seedDemoMembers(db: DB, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, status: 'active', email_verified_at: now })
    .where('username', 'in', DEMO_USERNAMES)
    .execute()
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirst()
  if (!member) return
  const userId = member.id
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

  // three buddies, two of them friends (mutual) and online now
  const buddies = await db
    .selectFrom('users')
    .select('id')
    .where('id', '>', 6)
    .orderBy('id')
    .limit(3)
    .execute()
  for (const [index, buddy] of buddies.entries()) {
    await db
      .insertInto('buddies')
      .values({ user_id: userId, buddy_id: buddy.id, created_at: minutesAgo(60 * 24 * 30) })
      .execute()
    if (index < 2) {
      await db
        .insertInto('buddies')
        .values({ user_id: buddy.id, buddy_id: userId, created_at: minutesAgo(60 * 24 * 29) })
        .execute()
      await db
        .updateTable('users')
        .set({ last_seen_at: minutesAgo(index + 1) })
        .where('id', '=', buddy.id)
        .execute()
    }
  }

  const [first, second] = buddies
  await db
    .insertInto('private_messages')
    .values([
      {
        sender_id: first?.id ?? null,
        recipient_id: userId,
        title: 'Treffen am Samstag?',
        body: 'Hi, fährst Du am Samstag mit zum Treffen? Ich könnte Dich mitnehmen.',
        created_at: minutesAgo(35),
      },
      {
        sender_id: second?.id ?? null,
        recipient_id: userId,
        title: 'Deine Frage zum Zahnriemen',
        body: 'Ich habe Dir die Adresse meiner Werkstatt herausgesucht.',
        created_at: minutesAgo(60 * 5),
      },
      {
        sender_id: DEMO_SYSTEM_ID,
        recipient_id: userId,
        title: 'Willkommen bei MOTOR-TALK!',
        body: 'Schön, dass Du dabei bist.',
        created_at: minutesAgo(60 * 24 * 200),
        read_at: minutesAgo(60 * 24 * 199),
      },
    ])
    .execute()

  // a mention in a reply, and subscriptions with something new in them
  const recent = await db
    .selectFrom('threads')
    .select(['id', 'slug', 'next_position', 'last_post_id'])
    .where('deleted_at', 'is', null)
    .where('visibility', '=', 'Online')
    .where('post_count', '>=', 4)
    .orderBy('last_post_at', 'desc')
    .limit(6)
    .execute()
  const mentioned = recent[0]
  if (mentioned?.last_post_id) {
    await db
      .insertInto('notifications')
      .values({
        user_id: userId,
        kind: 'UserMention',
        actor_id: second?.id ?? null,
        post_id: mentioned.last_post_id,
        title: 'Du wurdest in einem Beitrag erwähnt',
        url: `/forum/aktion/PostJump.html?postId=${mentioned.last_post_id}`,
        created_at: minutesAgo(12),
      })
      .execute()
  }
  for (const [index, thread] of recent.entries()) {
    await db
      .insertInto('thread_subscriptions')
      .values({
        user_id: userId,
        thread_id: thread.id,
        // the first four have new posts since the last visit
        read_position: index < 4 ? Math.max(0, thread.next_position - 1 - index) : thread.next_position,
        created_at: minutesAgo(60 * 24 * 10),
      })
      .execute()
  }
  await sql`
    INSERT INTO board_subscriptions (user_id, board_id, last_read_at, created_at)
    SELECT ${userId}, id, CASE WHEN id = 200 THEN ${minutesAgo(60 * 24 * 3)}::timestamptz ELSE ${now}::timestamptz END,
      ${minutesAgo(60 * 24 * 60)}::timestamptz
    FROM boards WHERE id IN (200, 2000, 1065)`.execute(db)
  await sql`
    INSERT INTO blog_subscriptions (user_id, blog_article_id, last_read_at, created_at)
    SELECT ${userId}, id, ${minutesAgo(60 * 24 * 400)}::timestamptz, ${minutesAgo(60 * 24 * 400)}::timestamptz
    FROM blog_articles WHERE status = 'published' ORDER BY published_at DESC LIMIT 2`.execute(db)
}

/**
 * decision 026: demo-mitglied wrote a few replies in the VW Golf forum years ago, long past the edit
 * window, so a tester (and the browser tests) can see that their own old posts offer no
 * 'Bearbeiten'. Replies written by others are handed over before the counters are computed:
 * no thumbs (none would be their own), not a thread's last post (its 'Letzter Beitrag' stays),
 * not quoted by the reply after them, written after the member registered.
 */
export async function giveDemoMemberOldReplies(db: DB, boardId: number, now: Date, count = 3): Promise<void> {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000)
  // Thread by thread, at most one reply from each: one join over every post of the board let the
  // planner walk the million posts of the large community once per thread (hours, decision 035).
  await sql`
    UPDATE posts SET author_id = m.id
    FROM users m,
      (SELECT p.id FROM
        (SELECT id, author_id, last_post_id, next_position FROM threads
         WHERE board_id = ${boardId} AND is_open AND NOT is_sticky AND visibility = 'Online'
           AND deleted_at IS NULL
         ORDER BY id LIMIT 500) t
       CROSS JOIN LATERAL
        (SELECT p.id FROM posts p
         JOIN posts n ON n.thread_id = p.thread_id AND n.position = p.position + 1
         WHERE p.thread_id = t.id AND p.position > 0 AND p.position < t.next_position - 1
           AND p.visibility = 'Online' AND p.thumbs_up_count = 0 AND p.id <> t.last_post_id
           AND p.author_id <> t.author_id AND n.text NOT LIKE '[quote=%'
           AND p.created_at < ${monthAgo}
           AND p.created_at > (SELECT registered_at FROM users WHERE username = 'demo-mitglied')
         ORDER BY p.position LIMIT 1) p
       ORDER BY p.id LIMIT ${count}) picked
    WHERE posts.id = picked.id AND m.username = 'demo-mitglied'`.execute(db)
}
