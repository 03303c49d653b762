import { findPoll, findPollThreadFacts, findPollThreads, insertPoll, insertVote } from '#db/polls.ts'
import { findBoardScope } from '#db/posting.ts'
import { canAddPoll, canVote, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { POLL_DURATIONS, pollClosed } from '#domain/polls.ts'
import { parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { AddPollInput } from '#domain/section-input.ts'
import type { SectionsContext } from './context.ts'

// decision 036: polls on threads — the list of threads with polls, one poll as the viewer sees it,
// and a member's one vote. The thread page decides whether the viewer sees the thread at all and
// asks for the poll only then; voting asks the same rule through `threadVisibleTo`.

/** A thread's poll in the `/umfragen` list (decision 042: pages read view types). */
export interface PollListView {
  threadId: number
  question: string
  createdAt: Date
  closesAt: Date | null
  totalVotes: number
  /** the thread's title and slug */
  title: string
  slug: string
}

/** One poll as the viewer sees it: their vote, if any, and whether it has ended. */
export interface PollView {
  threadId: number
  question: string
  createdAt: Date
  closesAt: Date | null
  totalVotes: number
  options: { id: number; text: string; votes: number }[]
  votedOptionId: number | null
  closed: boolean
}

export async function listPolls(
  ctx: SectionsContext,
  before: number | null,
  limit: number,
): Promise<{ polls: PollListView[]; hasOlder: boolean }> {
  const rows = await findPollThreads(ctx.db, before, limit)
  return {
    polls: rows.slice(0, limit).map((row) => ({
      threadId: row.thread_id,
      question: row.question,
      createdAt: row.created_at,
      closesAt: row.closes_at,
      totalVotes: row.total_votes,
      title: row.title,
      slug: row.slug,
    })),
    hasOlder: rows.length > limit,
  }
}

export async function readPoll(
  ctx: SectionsContext,
  viewer: Viewer | null,
  threadId: number,
): Promise<PollView | null> {
  const poll = await findPoll(ctx.db, threadId, viewer?.userId ?? null)
  if (!poll) return null
  return {
    threadId: poll.thread_id,
    question: poll.question,
    createdAt: poll.created_at,
    closesAt: poll.closes_at,
    totalVotes: poll.total_votes,
    options: poll.options,
    votedOptionId: poll.votedOptionId,
    closed: pollClosed({ closesAt: poll.closes_at }, ctx.now()),
  }
}

export type VoteResult = { ok: true } | Refusal

export async function vote(
  ctx: SectionsContext,
  viewer: Viewer | null,
  threadId: number,
  optionId: number | null,
  threadVisibleTo: (viewer: Viewer) => Promise<boolean>,
): Promise<VoteResult> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um abzustimmen.')
  const poll = await readPoll(ctx, viewer, threadId)
  if (!poll || !(await threadVisibleTo(viewer))) return refuse(404, 'policy', 'Diese Umfrage gibt es nicht.')
  if (poll.closed) return refuse(409, 'conflict', 'Diese Umfrage ist beendet.')
  if (poll.votedOptionId !== null) return refuse(409, 'conflict', VOTED)
  const restriction = await ctx.restrictionOf(viewer)
  if (restriction) return refuse(403, 'policy', postingRestrictionMessage(restriction))
  if (!canVote(viewer, poll)) return refuse(403, 'policy', 'Nicht erlaubt.')
  if (optionId === null || !poll.options.some((option) => option.id === optionId)) {
    const message = 'Bitte wähle eine Antwort aus.'
    return refuse(400, 'parse', message, { optionId: message })
  }
  const counted = await ctx.db
    .transaction()
    .execute((trx) => insertVote(trx, threadId, viewer.userId, optionId))
  return counted ? { ok: true } : refuse(409, 'conflict', VOTED)
}

const VOTED = 'Du hast bei dieser Umfrage schon abgestimmt.'

export type AddPollResult = { ok: true } | Refusal

/** The thread's facts for the poll form: whether the viewer may add one, and whether one exists. */
export async function pollThread(ctx: SectionsContext, viewer: Viewer | null, threadId: number) {
  const thread = await findPollThreadFacts(ctx.db, threadId)
  if (!thread || viewer === null) return null
  const board = await findBoardScope(ctx.db, thread.board_id)
  const restriction = await ctx.restrictionOf(viewer)
  return {
    thread,
    hasPoll: thread.poll_thread_id !== null,
    restriction,
    mayAdd: canAddPoll(viewer, { authorId: thread.author_id, isOpen: thread.is_open, board }, restriction),
  }
}

export async function addPoll(
  ctx: SectionsContext,
  viewer: Viewer | null,
  threadId: number,
  /** the form's fields or the mutation's arguments, parsed by `AddPollInput` (decision 042) */
  input: unknown,
  threadVisibleTo: (viewer: Viewer) => Promise<boolean>,
): Promise<AddPollResult> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an.')
  const facts = await pollThread(ctx, viewer, threadId)
  if (!facts || !(await threadVisibleTo(viewer))) return refuse(404, 'policy', 'Dieses Thema gibt es nicht.')
  if (!facts.mayAdd)
    return refuse(
      403,
      'policy',
      facts.restriction
        ? postingRestrictionMessage(facts.restriction)
        : 'Eine Umfrage fügt nur der Themenstarter (in einem offenen Thema) oder die Moderation hinzu.',
    )
  if (facts.hasPoll) return refuse(409, 'conflict', 'Dieses Thema hat schon eine Umfrage.')
  const parsed = AddPollInput.safeParse(input)
  if (!parsed.success) {
    const refusal = parseRefusal(parsed.error)
    // the poll's one problem is the sentence too (the form shows it at its field)
    return { ...refusal, message: Object.values(refusal.fieldErrors)[0] ?? refusal.message }
  }
  const { question, options, days } = parsed.data
  const duration = POLL_DURATIONS.find((item) => item.days === days) ?? POLL_DURATIONS[0]
  const closesAt = duration.days > 0 ? new Date(ctx.now().getTime() + duration.days * 86_400_000) : null
  await ctx.db.transaction().execute((trx) => insertPoll(trx, { threadId, question, options, closesAt }))
  ctx.changed({ threadId })
  return { ok: true }
}
