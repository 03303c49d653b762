// The AI thread summary (spec 001 §2, §3, §4, §7, §8, §9; decision 032): its states,
// limits and texts, shared by the summariser, GraphQL, the thread page and the tests.

/** spec 001 §3 Request status, as the summary box shows it. */
export type SummaryStatus = 'NotRequested' | 'Pending' | 'Available'

/** The parts of a summary: the question, what helped (or what was suggested), what is open. */
export type SummarySection = 'question' | 'answer' | 'suggestions' | 'open'

export interface SummarySentence {
  section: SummarySection
  text: string
  postId: number
  /** the post's dense position in the thread (0: the question) */
  position: number
}

/** A summary stays short: at most this many characters of sentences (our choice). */
export const SUMMARY_MAX_CHARS = 900
/** At most this many sentences say what helped. */
export const SUMMARY_ANSWER_SENTENCES = 4
/** The summariser reads at most this many posts of a long thread (the most telling ones). */
export const SUMMARY_SOURCE_POSTS = 600

/** spec 001 §4, §9: the summary is offered only for threads of more than one page. */
export function summaryOffered(numberOfPages: number, switchOn: boolean): boolean {
  return switchOn && numberOfPages > 1
}

export const SECTION_LABELS: Record<SummarySection, string> = {
  question: 'Die Frage',
  answer: 'Was geholfen hat',
  suggestions: 'Was vorgeschlagen wurde',
  open: 'Noch offen',
}

/** spec 001 §4 (Available): the box's lead. The spec's 'Unsere Nutzers sagen' is a typo (decision 032). */
export const SUMMARY_LEAD = 'Unsere Nutzer sagen'
export const SUMMARY_TITLE = 'KI-Zusammenfassung'
/** spec 001 §4 (NotRequested). */
export const SUMMARY_CREATE = 'Jetzt erstellen'
/** spec 001 §4 (Pending): the summary will be available shortly. */
export const SUMMARY_PENDING = 'Die KI-Zusammenfassung wird gerade erstellt und ist in Kürze verfügbar.'
export const SUMMARY_OFFER =
  'Lass Dir die wichtigsten Aussagen dieses Themas zusammenfassen – jede mit einem Link zum Beitrag, aus dem sie stammt.'
/** spec 001 §4: expands the box. */
export const SUMMARY_EXPAND = 'Alles anzeigen'
export const SUMMARY_COLLAPSE = 'Weniger anzeigen'
/** spec 001 §8: the summary load failure's toast. */
export const SUMMARY_FAILURE_TOAST = {
  title: 'Fehler',
  body: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  level: 'error',
} as const

/** The summary as one text (spec 001 §3 "summary text"): a paragraph per section. */
export function summaryText(sentences: readonly SummarySentence[]): string {
  const parts: string[] = []
  for (const section of Object.keys(SECTION_LABELS) as SummarySection[]) {
    const texts = sentences
      .filter((sentence) => sentence.section === section)
      .map((sentence) => sentence.text)
    if (texts.length > 0) parts.push(`${SECTION_LABELS[section]}: ${texts.join(' ')}`)
  }
  return parts.join('\n\n')
}

/**
 * Whether a summary built at `built` no longer fits the thread `now`: a new best answer, or a
 * tenth more posts (at least five). Edited or hidden source posts are checked on their own.
 */
export function summaryOutdated(
  built: { postCount: number; bestPostId: number | null },
  now: { postCount: number; bestPostId: number | null },
): boolean {
  if (built.bestPostId !== now.bestPostId) return true
  const grown = now.postCount - built.postCount
  return grown >= Math.max(5, Math.ceil(built.postCount * 0.1))
}
