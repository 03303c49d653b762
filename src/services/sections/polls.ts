import { findPoll, findPollThreads, insertVote } from '#db/polls.ts'
import { canVote, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { pollClosed } from '#domain/polls.ts'
import type { SectionsContext } from './context.ts'

// issue 19: polls on threads — the list of threads with polls, one poll as the viewer sees it,
// and a member's one vote. The thread page decides whether the viewer sees the thread at all and
// asks for the poll only then; voting asks the same rule through `threadVisibleTo`.

export async function listPolls(ctx: SectionsContext, before: number | null, limit: number) {
  const rows = await findPollThreads(ctx.db, before, limit)
  return { polls: rows.slice(0, limit), hasOlder: rows.length > limit }
}

export async function readPoll(ctx: SectionsContext, viewer: Viewer | null, threadId: number) {
  const poll = await findPoll(ctx.db, threadId, viewer?.userId ?? null)
  if (!poll) return null
  return { ...poll, closed: pollClosed({ closesAt: poll.closes_at }, ctx.now()) }
}
export type PollView = NonNullable<Awaited<ReturnType<typeof readPoll>>>

export type VoteResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; error: string }

export async function vote(
  ctx: SectionsContext,
  viewer: Viewer | null,
  threadId: number,
  optionId: number | null,
  threadVisibleTo: (viewer: Viewer) => Promise<boolean>,
): Promise<VoteResult> {
  if (viewer === null) return { ok: false, status: 403, error: 'Bitte melde Dich an, um abzustimmen.' }
  const poll = await readPoll(ctx, viewer, threadId)
  if (!poll || !(await threadVisibleTo(viewer)))
    return { ok: false, status: 404, error: 'Diese Umfrage gibt es nicht.' }
  if (poll.closed) return { ok: false, status: 409, error: 'Diese Umfrage ist beendet.' }
  if (poll.votedOptionId !== null)
    return { ok: false, status: 409, error: 'Du hast bei dieser Umfrage schon abgestimmt.' }
  const restriction = await ctx.restrictionOf(viewer)
  if (restriction) return { ok: false, status: 403, error: postingRestrictionMessage(restriction) }
  if (!canVote(viewer, poll)) return { ok: false, status: 403, error: 'Nicht erlaubt.' }
  if (optionId === null || !poll.options.some((option) => option.id === optionId))
    return { ok: false, status: 400, error: 'Bitte wähle eine Antwort aus.' }
  const counted = await ctx.db
    .transaction()
    .execute((trx) => insertVote(trx, threadId, viewer.userId, optionId))
  return counted
    ? { ok: true }
    : { ok: false, status: 409, error: 'Du hast bei dieser Umfrage schon abgestimmt.' }
}
