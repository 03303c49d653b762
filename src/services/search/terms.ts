import type { WordAnalysis } from '#db/search.ts'
import type { QueryGroup } from '#domain/search-query.ts'
import { fromBerlinWallClock } from '#domain/time.ts'
import type { ExcerptPart } from './types.ts'

// How the search reads what was typed: a word widened by its compounds and likely corrections,
// the suggestion 'Meintest Du …', the excerpt's marked words, the day filters (decision 022).

/** A word written this rarely may be a typo, if a look-alike is written far more often. */
export const RARE_WORD = 3

export interface Widened {
  group: QueryGroup
  /** tsquery text for the group ('' when only stop words). */
  query: string
  /** How many posts hold it, at most (a bound for the common-word check). */
  ndoc: number | null
  correction: string | null
  compounds: string[]
}

export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}

/** Letters to change, add or drop to turn one word into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The likely word for one nobody or hardly anybody wrote (decision 022):
 * - nobody wrote it, and it is no part of a compound somebody wrote: the most alike known word,
 *   however rarely it is written ('Quetschkantenabstant' → a new thread's 'Quetschkantenabstand');
 *   it widens the search;
 * - a few wrote it: only a one-letter slip of a word written at least fifty times as often
 *   ('Kuplung' → 'Kupplung'), and only suggested ('Meintest Du …?'); a correct rare word is no
 *   slip of a shorter common one ('Bremsbeläge' is not 'Beläge');
 * - a word that finds posts of its own otherwise gets none. The look-alikes are words somebody
 *   wrote (ndoc > 0), so a suggestion never finds nothing.
 */
export function correctionOf(analysis: WordAnalysis): WordAnalysis['similar'][number] | null {
  if (analysis.ndoc >= RARE_WORD) return null
  if (analysis.ndoc === 0) {
    if (analysis.compounds.length > 0) return null
    return analysis.similar.find((candidate) => candidate.ndoc > 0) ?? null
  }
  const best = analysis.similar.find(
    (candidate) =>
      candidate.ndoc >= Math.max(RARE_WORD, analysis.ndoc * 50) &&
      editDistance(candidate.word, analysis.word) <= 1,
  )
  return best ?? null
}

/** A typed compound nobody wrote, as two words somebody did ('kupplungsgeberzylinder'). */
export interface CompoundSplit {
  head: { word: string; lexeme: string; ndoc: number }
  tail: { word: string; lexeme: string; ndoc: number }
}

/** Parts are at least this long ('kupplung|s|geberzylinder'; 'öl|wanne' is a compound head). */
const SPLIT_MIN_PART = 3

/**
 * The ways a long word may be two written words: every cut, the first part also without the
 * linking s ('Kupplungs-'). Asked of the vocabulary in one query (findKnownWords).
 */
export function splitCandidates(word: string): [head: string, tail: string][] {
  const splits: [string, string][] = []
  if (word.length < 2 * SPLIT_MIN_PART + 2) return splits
  for (let cut = SPLIT_MIN_PART; cut <= word.length - SPLIT_MIN_PART - 1; cut += 1) {
    const head = word.slice(0, cut)
    const tail = word.slice(cut)
    splits.push([head, tail])
    if (head.endsWith('s') && head.length > SPLIT_MIN_PART + 1) splits.push([head.slice(0, -1), tail])
  }
  return splits
}

/** The split whose parts are both written; the longest last part first (it names the thing). */
export function splitOf(
  word: string,
  known: ReadonlyMap<string, { word: string; lexeme: string; ndoc: number }>,
): CompoundSplit | null {
  for (const [head, tail] of splitCandidates(word)) {
    const h = known.get(head)
    const t = known.get(tail)
    if (h && t && h.lexeme !== t.lexeme) return { head: h, tail: t }
  }
  return null
}

export function widen(
  group: QueryGroup,
  analysis: WordAnalysis,
  correctedAnalysis: WordAnalysis | null,
  split: CompoundSplit | null = null,
): Widened {
  const correction = correctionOf(analysis)
  const alternatives = new Set<string>()
  if (analysis.own !== '') alternatives.add(`(${analysis.own})`)
  for (const compound of analysis.compounds) alternatives.add(quoteLexeme(compound.lexeme))
  const compounds = analysis.compounds.map((compound) => compound.word)
  let ndoc = analysis.ndoc + analysis.compounds.reduce((sum, compound) => sum + compound.ndoc, 0)
  if (split) {
    // the compound's parts together: a thread about the clutch's Geberzylinder
    alternatives.add(`(${quoteLexeme(split.head.lexeme)} & ${quoteLexeme(split.tail.lexeme)})`)
    compounds.push(`${split.head.word} ${split.tail.word}`)
    ndoc += Math.min(split.head.ndoc, split.tail.ndoc)
  }
  if (correction && analysis.ndoc === 0 && !split) {
    alternatives.add(quoteLexeme(correction.lexeme))
    ndoc += correction.ndoc
    for (const compound of correctedAnalysis?.compounds ?? []) {
      alternatives.add(quoteLexeme(compound.lexeme))
      compounds.push(compound.word)
      ndoc += compound.ndoc
    }
  }
  const query = alternatives.size === 0 ? '' : `(${[...alternatives].join(' | ')})`
  return { group, query, ndoc, correction: split ? null : (correction?.word ?? null), compounds }
}

export const capitalise = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`

/** Whether the word was typed with a capital (a German noun): its alternatives are shown so too. */
export function typedCapitalised(term: string, word: string): boolean {
  const at = term.toLowerCase().indexOf(word)
  const first = at >= 0 ? term[at] : undefined
  return first !== undefined && first !== first.toLowerCase()
}

/** The term with each corrected word replaced: the 'Meintest Du …?' link. */
export function suggestionFor(term: string, corrections: Map<string, string>): string | null {
  if (corrections.size === 0) return null
  let suggestion = term
  for (const [typed, corrected] of corrections) {
    const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    suggestion = suggestion.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'),
      // written with a capital (a German noun), suggested with one
      (found) =>
        found[0] !== undefined && found[0] !== found[0].toLowerCase() ? capitalise(corrected) : corrected,
    )
  }
  return suggestion === term ? null : suggestion
}

export const MARK_START = String.fromCharCode(2)
export const MARK_END = String.fromCharCode(3)

/** ts_headline's output (marks as STX … ETX) as parts; a stray mark character never reaches a page. */
export function excerptParts(headline: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const push = (text: string, highlighted: boolean) => {
    const clean = text.split(MARK_START).join('').split(MARK_END).join('')
    if (clean !== '') parts.push({ text: clean, highlighted })
  }
  let at = 0
  while (at < headline.length) {
    const start = headline.indexOf(MARK_START, at)
    const end = start < 0 ? -1 : headline.indexOf(MARK_END, start + 1)
    if (start < 0 || end < 0) {
      push(headline.slice(at), false)
      break
    }
    push(headline.slice(at, start), false)
    push(headline.slice(start + 1, end), true)
    at = end + 1
  }
  return parts
}

export function dayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return fromBerlinWallClock(year, month, date)
}

export function nextDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + 1))
  return fromBerlinWallClock(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())
}

export const VEHICLE_COLUMNS = {
  manufacturer: 'manufacturer_id',
  series: 'series_id',
  model: 'model_id',
} as const
