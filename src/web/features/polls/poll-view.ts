import { countOf } from '#domain/numbers.ts'
import { showsPollResults, votePercent } from '#domain/polls.ts'
import { formatLongDate } from '#domain/time.ts'
import type { PollBoxData } from './PollBox.tsx'

/** A poll from the service as the thread page shows it to this viewer. */
export function pollView(
  poll: {
    thread_id: number
    question: string
    total_votes: number
    closes_at: Date | null
    closed: boolean
    votedOptionId: number | null
    options: { id: number; text: string; votes: number }[]
  },
  isMember: boolean,
  now: Date,
): PollBoxData {
  return {
    threadId: poll.thread_id,
    question: poll.question,
    totalVotes: countOf(poll.total_votes, 'Stimme', 'Stimmen'),
    closed: poll.closed,
    closesAt: poll.closes_at ? formatLongDate(poll.closes_at) : null,
    showResults: showsPollResults(
      { closesAt: poll.closes_at, votedOptionId: poll.votedOptionId },
      isMember,
      now,
    ),
    votedOptionId: poll.votedOptionId,
    options: poll.options.map((option) => ({
      ...option,
      percent: votePercent(option.votes, poll.total_votes),
    })),
  }
}
