import { countOf } from '#domain/numbers.ts'
import { showsPollResults, votePercent } from '#domain/polls.ts'
import { formatLongDate } from '#domain/time.ts'
import type { PollView } from '#services/sections/polls.ts'
import type { PollBoxData } from './PollBox.tsx'

/** A poll from the service as the thread page shows it to this viewer. */
export function pollView(poll: PollView, isMember: boolean, now: Date): PollBoxData {
  return {
    threadId: poll.threadId,
    question: poll.question,
    totalVotes: countOf(poll.totalVotes, 'Stimme', 'Stimmen'),
    closed: poll.closed,
    closesAt: poll.closesAt ? formatLongDate(poll.closesAt) : null,
    showResults: showsPollResults(
      { closesAt: poll.closesAt, votedOptionId: poll.votedOptionId },
      isMember,
      now,
    ),
    votedOptionId: poll.votedOptionId,
    options: poll.options.map((option) => ({
      ...option,
      percent: votePercent(option.votes, poll.totalVotes),
    })),
  }
}
