import { sql } from 'kysely'
import { PUBLIC_THREAD } from '#domain/visibility.ts'
import type { DB } from './database.ts'

// decision 036: polls on threads (migration 0025). Counts are kept on the option and the poll in the
// same transaction as the vote, so showing results never counts votes.

/** Threads with polls, newest poll first, by keyset (`before`: the last shown thread id). */
export function findPollThreads(db: DB, before: number | null, limit: number) {
  let query = db
    .selectFrom('polls as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select([
      'p.thread_id',
      'p.question',
      'p.created_at',
      'p.closes_at',
      'p.total_votes',
      't.title',
      't.slug',
      't.board_id',
      't.visibility',
      't.deleted_at',
      't.author_id',
    ])
    // the visitor's view of a thread (PUBLIC_THREAD): the list is the same for everyone
    .where('t.deleted_at', 'is', PUBLIC_THREAD.deletedAt)
    .where('t.visibility', '=', PUBLIC_THREAD.visibility)
  if (before !== null)
    query = query.where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('p.created_at', 'p.thread_id'),
        '<',
        selectFrom('polls as b')
          .select(['b.created_at', 'b.thread_id'])
          .where('b.thread_id', '=', before)
          .$asTuple('created_at', 'thread_id'),
      ),
    )
  return query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.thread_id', 'desc')
    .limit(limit + 1)
    .execute()
}

/** A thread's poll with its options and, for a member, the option they chose. */
export async function findPoll(db: DB, threadId: number, userId: number | null) {
  const poll = await db
    .selectFrom('polls')
    .select(['thread_id', 'question', 'created_at', 'closes_at', 'total_votes'])
    .where('thread_id', '=', threadId)
    .executeTakeFirst()
  if (!poll) return null
  const [options, vote] = await Promise.all([
    db
      .selectFrom('poll_options')
      .select(['id', 'text', 'votes'])
      .where('thread_id', '=', threadId)
      .orderBy('position')
      .execute(),
    userId === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('poll_votes')
          .select('option_id')
          .where('thread_id', '=', threadId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
  ])
  return { ...poll, options, votedOptionId: vote?.option_id ?? null }
}
export type PollRow = NonNullable<Awaited<ReturnType<typeof findPoll>>>

/**
 * Records a member's one vote; false when they had voted already (the primary key decides, so two
 * quick clicks count once). Runs inside the caller's transaction.
 */
export async function insertVote(
  db: DB,
  threadId: number,
  userId: number,
  optionId: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('poll_votes')
    .values({ thread_id: threadId, user_id: userId, option_id: optionId })
    .onConflict((oc) => oc.doNothing())
    .returning('option_id')
    .executeTakeFirst()
  if (!inserted) return false
  await db.updateTable('poll_options').set({ votes: sql`votes + 1` }).where('id', '=', optionId).execute()
  await db
    .updateTable('polls')
    .set({ total_votes: sql`total_votes + 1` })
    .where('thread_id', '=', threadId)
    .execute()
  return true
}

export async function insertPoll(
  db: DB,
  poll: { threadId: number; question: string; options: string[]; closesAt: Date | null },
): Promise<void> {
  await db
    .insertInto('polls')
    .values({ thread_id: poll.threadId, question: poll.question, closes_at: poll.closesAt })
    .execute()
  await db
    .insertInto('poll_options')
    .values(poll.options.map((text, position) => ({ thread_id: poll.threadId, position, text })))
    .execute()
}

/** The facts of a thread a poll is added to. */
export function findPollThreadFacts(db: DB, threadId: number) {
  return db
    .selectFrom('threads as t')
    .leftJoin('polls as p', 'p.thread_id', 't.id')
    .select([
      't.id',
      't.slug',
      't.title',
      't.author_id',
      't.board_id',
      't.is_open',
      'p.thread_id as poll_thread_id',
    ])
    .where('t.id', '=', threadId)
    .executeTakeFirst()
}
