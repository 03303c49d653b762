import { SEARCH_MAX_WORDS } from './search.ts'

// A search term as people type it, read into groups (docs/decisions/022). Every group
// must match (AND); a group is one word, which the engine widens by the compounds that contain it
// and by the likely word for a typo, or a phrase: words that must stand together, from "quotes"
// or from a vehicle name written as people write it.
//
//   Zahnriemen Golf 7      → zahnriemen · golf 7 (phrase: 'Golf 7', 'golf7')
//   golf7 / E46 / 320d     → golf 7 · e 46 · 320 d (phrases: letters and digits part, like the index)
//   1,9 TDI / 1.9TDI       → 1.9 tdi (phrase: a decimal joins the word after it)
//   "Ruckeln beim Kaltstart" -Diesel → phrase · excluded word
//
// The same normalisation as the SQL function search_text() (migration 0009), so the query's
// words are the index's words.

export interface QueryGroup {
  /** Lower-case words; more than one: they must stand in this order, next to each other. */
  words: string[]
  /** Typed in quotes: searched exactly as written (no compounds, no corrections). */
  quoted: boolean
}

export interface ParsedQuery {
  groups: QueryGroup[]
  excluded: string[]
  /** Words beyond SEARCH_MAX_WORDS were dropped. */
  truncated: boolean
}

const LETTER = 'A-Za-zÄÖÜäöüßÀ-ÿ'
const DECIMAL_COMMA = /(\d),(\d)/g
const LETTER_DIGIT = new RegExp(`([${LETTER}])(\\d)`, 'g')
const DIGIT_LETTER = new RegExp(`(\\d)([${LETTER}])`, 'g')
/** What a word may consist of; anything else separates words. */
const NOT_WORD = new RegExp(`[^${LETTER}0-9.\\-]+`, 'g')

/** search_text() of migration 0009, in TypeScript. */
export function normaliseSearchText(text: string): string {
  return text.replace(DECIMAL_COMMA, '$1.$2').replace(LETTER_DIGIT, '$1 $2').replace(DIGIT_LETTER, '$1 $2')
}

const isNumber = (word: string) => /^\d+(\.\d+)?$/.test(word)
const isDecimal = (word: string) => /^\d+\.\d+$/.test(word)
const isShortNumber = (word: string) => /^\d{1,3}$/.test(word)

/** The words of a piece of text: split as the index splits, trimmed of dots and dashes at the ends. */
function wordsOf(text: string): string[][] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((token) =>
      normaliseSearchText(token.replace(DECIMAL_COMMA, '$1.$2'))
        .replace(NOT_WORD, ' ')
        .split(' ')
        .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
        .filter((word) => word !== ''),
    )
    .filter((parts) => parts.length > 0)
}

export function parseSearchTerm(term: string): ParsedQuery {
  const groups: QueryGroup[] = []
  const excluded: string[] = []
  let count = 0
  let truncated = false
  const take = (n: number) => {
    if (count + n > SEARCH_MAX_WORDS) {
      truncated = true
      return false
    }
    count += n
    return true
  }

  // "phrases" first; what is left is read word by word
  const rest = term.replace(/"([^"]*)"?/g, (_match, phrase: string) => {
    const words = wordsOf(phrase).flat()
    if (words.length > 0 && take(words.length)) groups.push({ words, quoted: true })
    return ' '
  })

  const loose: QueryGroup[] = []
  for (const raw of rest.split(/\s+/)) {
    if (raw === '') continue
    const negative = raw.startsWith('-') && raw.length > 1
    const parts = wordsOf(negative ? raw.slice(1) : raw).flat()
    if (parts.length === 0) continue
    if (negative) {
      if (take(parts.length)) excluded.push(...parts)
      continue
    }
    if (!take(parts.length)) continue
    loose.push({ words: parts, quoted: false })
  }

  // vehicle names as people write them: 'Golf 7' (a short number after a word), '1.9 TDI' (a
  // decimal before one) stand together like 'golf7' and '1.9TDI' do
  for (let i = 0; i < loose.length; i++) {
    const group = loose[i] as QueryGroup
    const next = loose[i + 1]
    const last = group.words[group.words.length - 1] as string
    if (next && next.words.length === 1 && isShortNumber(next.words[0] as string) && !isNumber(last)) {
      group.words.push(...next.words)
      loose.splice(i + 1, 1)
    } else if (next && group.words.length === 1 && isDecimal(last) && !isNumber(next.words[0] as string)) {
      group.words.push(...next.words)
      loose.splice(i + 1, 1)
    }
  }
  groups.push(...loose)
  return { groups, excluded, truncated }
}
