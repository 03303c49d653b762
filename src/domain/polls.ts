// decision 036: polls on threads — one question, 2 to 10 options, one vote per member; results show
// after voting, after the poll has closed, and to visitors (who cannot vote) always.

export const POLL_OPTIONS_MIN = 2
export const POLL_OPTIONS_MAX = 10
export const POLL_QUESTION_MAX = 200
export const POLL_OPTION_MAX = 100

export function pollClosed(poll: { closesAt: Date | null }, now: Date): boolean {
  return poll.closesAt !== null && poll.closesAt <= now
}

/** Whether the viewer sees the results instead of the ballot. */
export function showsPollResults(
  poll: { closesAt: Date | null; votedOptionId: number | null },
  viewerIsMember: boolean,
  now: Date,
): boolean {
  return !viewerIsMember || poll.votedOptionId !== null || pollClosed(poll, now)
}

/** An option's share of all votes in whole percent. */
export function votePercent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100)
}

/** The poll's problems when a thread is started with one, or null. */
export function pollProblem(question: string, options: readonly string[]): string | null {
  const q = question.trim()
  const filled = options.map((option) => option.trim()).filter(Boolean)
  if (q === '' && filled.length === 0) return null
  if (q === '' || q.length > POLL_QUESTION_MAX)
    return `Bitte gib eine Frage mit höchstens ${POLL_QUESTION_MAX} Zeichen an.`
  if (filled.length < POLL_OPTIONS_MIN || filled.length > POLL_OPTIONS_MAX)
    return `Eine Umfrage braucht ${POLL_OPTIONS_MIN} bis ${POLL_OPTIONS_MAX} Antworten.`
  if (filled.some((option) => option.length > POLL_OPTION_MAX))
    return `Eine Antwort darf höchstens ${POLL_OPTION_MAX} Zeichen lang sein.`
  if (new Set(filled.map((option) => option.toLowerCase())).size < filled.length)
    return 'Jede Antwort darf nur einmal vorkommen.'
  return null
}

/** How long a new poll runs: open-ended or a number of days. */
export const POLL_DURATIONS = [
  { days: 0, label: 'Ohne Ende' },
  { days: 7, label: '1 Woche' },
  { days: 14, label: '2 Wochen' },
  { days: 30, label: '30 Tage' },
] as const

/** The options typed one per line, trimmed, empty lines dropped. */
export function pollOptionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}
