import type { WordAnalysis } from '#db/search.ts'
import type { QueryGroup } from '#domain/search-query.ts'
import { fromBerlinWallClock } from '#domain/time.ts'
import type { ExcerptPart } from './types.ts'

// How the search reads what was typed: a word widened by its compounds and likely corrections,
// the suggestion 'Meintest Du …', the excerpt's marked words, the day filters (issue 13).

/** A word written this rarely may be a typo, if a look-alike is written far more often. */
const RARE = 3

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

/**
 * The likely word for one nobody or hardly anybody wrote: the most alike of the known words
 * written at least fifty times as often. It widens the search only for a word nobody wrote (else
 * the word's own few posts would drown); for a rare one it is only suggested ('Meintest Du …?').
 */
export function correctionOf(analysis: WordAnalysis): WordAnalysis['similar'][number] | null {
  if (analysis.ndoc >= RARE) return null
  const best = analysis.similar.find((candidate) => candidate.ndoc >= Math.max(RARE, analysis.ndoc * 50))
  return best ?? null
}

export function widen(
  group: QueryGroup,
  analysis: WordAnalysis,
  correctedAnalysis: WordAnalysis | null,
): Widened {
  const correction = correctionOf(analysis)
  const alternatives = new Set<string>()
  if (analysis.own !== '') alternatives.add(`(${analysis.own})`)
  for (const compound of analysis.compounds) alternatives.add(quoteLexeme(compound.lexeme))
  const compounds = analysis.compounds.map((compound) => compound.word)
  let ndoc = analysis.ndoc + analysis.compounds.reduce((sum, compound) => sum + compound.ndoc, 0)
  if (correction && analysis.ndoc === 0) {
    alternatives.add(quoteLexeme(correction.lexeme))
    ndoc += correction.ndoc
    for (const compound of correctedAnalysis?.compounds ?? []) {
      alternatives.add(quoteLexeme(compound.lexeme))
      compounds.push(compound.word)
      ndoc += compound.ndoc
    }
  }
  const query = alternatives.size === 0 ? '' : `(${[...alternatives].join(' | ')})`
  return { group, query, ndoc, correction: correction?.word ?? null, compounds }
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
