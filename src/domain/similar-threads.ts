// 'Ähnliche Themen' (spec 001 §2, docs/decisions/023): which threads a question is
// recommended with. The rules are pure; src/db/similar-threads.ts asks PostgreSQL.
//
// A question is about its words and its vehicle. Its words are its title's lexemes and the rarest
// lexemes of its first post, as the search indexes them; the vehicle's own name is no subject
// ('VW Golf' in every Golf thread). A thread qualifies by sharing a good part of the title's words
// (or two of the text's words when the title has none to share); qualifying threads of the same
// model come first, then of the same series, then of the same make: never a thread only because
// it is about the same car, never one of another make. A question without a vehicle looks among
// the other questions without one first, then among all.

/** How many similar threads a thread page shows. */
export const SIMILAR_THREADS_SHOWN = 4

/** The question's text adds at most this many words to its title's, the rarest first. */
export const QUESTION_TERMS = 8

/**
 * A word written in more than this share of all texts says nothing about a subject ('beim',
 * 'hallo'). A title names its subject on purpose, so its words may be commoner ('Batterie', 'Motor')
 * than the text's, where greetings and sign-offs ('Leute', 'Gruß') must not count.
 */
export const COMMON_TITLE_WORD_SHARE = 0.06
export const COMMON_TEXT_WORD_SHARE = 0.03

/** A title word stands also for the words written as it plus up to this many letters ('ruckel' for 'ruckelt'). */
export const TITLE_WORD_ENDING = 3
/** … if it has at least this many letters, and for at most this many such words (the most written). */
export const TITLE_WORD_MIN_LENGTH = 5
export const TITLE_WORD_FORMS = 4

/**
 * The title says what a question is about: a thread qualifies by sharing title words that make up
 * this share of the title's weight (one of two, the rarer of three: not 'schaltet' alone in
 * 'Automatikgetriebe schaltet hart'); the text's words then rank the qualified. A title with no
 * usable word (only the vehicle's name, only common words) leaves it to the text: this many of
 * its words.
 */
export const TITLE_SHARE_NEEDED = 1 / 3
export const TEXT_WORDS_NEEDED = 2

/**
 * Of a tier's matches, this many best-scored (the newest first on an equal score) are read from
 * threads, where a best answer and then activity decide between equal scores.
 */
export const BEST_SCORED = 50

/** A title word weighs this much more than a word of the text; one found in a candidate's title, half again. */
export const TITLE_WEIGHT = 2
export const IN_TITLE_BONUS = 0.5

/** One word of the question: its lexeme and the forms it stands for, how much it says. */
export interface SubjectTerm {
  /** The lexeme and the lexemes of its other forms. */
  lexemes: string[]
  inTitle: boolean
  /** How rare it is: ln(texts / texts holding it), times TITLE_WEIGHT for a title word. */
  weight: number
}

export interface Vehicle {
  manufacturerId: number | null
  seriesId: number | null
  modelId: number | null
}

/**
 * A group of threads searched in turn: those carrying `token` (all threads when null) but not
 * `except` (the group searched before it). Tokens are the vehicle lexemes migration 0010 adds to
 * thread_terms; they begin with a capital letter, which no lexeme of a text does.
 */
export interface Tier {
  name: 'model' | 'series' | 'make' | 'without vehicle' | 'any vehicle'
  token: string | null
  except: string | null
}

export const NO_VEHICLE_TOKEN = 'Vehicle:none'

/**
 * Same model, then same series, then same make (each without the one before); a question without
 * a vehicle first among the other questions without one (the general boards), then among all.
 */
export function tiersOf(vehicle: Vehicle): Tier[] {
  const model = vehicle.modelId === null ? null : `Model:${vehicle.modelId}`
  const series = vehicle.seriesId === null ? null : `Series:${vehicle.seriesId}`
  const make = vehicle.manufacturerId === null ? null : `Make:${vehicle.manufacturerId}`
  if (make === null) {
    return [
      { name: 'without vehicle', token: NO_VEHICLE_TOKEN, except: null },
      { name: 'any vehicle', token: null, except: NO_VEHICLE_TOKEN },
    ]
  }
  const tiers: Tier[] = []
  if (model) tiers.push({ name: 'model', token: model, except: null })
  if (series) tiers.push({ name: 'series', token: series, except: model })
  tiers.push({ name: 'make', token: make, except: series ?? model })
  return tiers
}

/** A lexeme as tsquery text: quoted, a quote doubled, a backslash escaped (PostgreSQL's tsquery input). */
export function quoteLexeme(lexeme: string, weight = ''): string {
  return `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${weight ? `:${weight}` : ''}`
}

/** Any form of the term; with 'A' only in a title. */
export function termQuery(term: Pick<SubjectTerm, 'lexemes'>, weight: '' | 'A' = ''): string {
  const alternatives = term.lexemes.map((lexeme) => quoteLexeme(lexeme, weight))
  return alternatives.length === 1 ? (alternatives[0] as string) : `( ${alternatives.join(' | ')} )`
}

/** The threads of a tier that share at least one of the terms. */
export function tierQuery(tier: Tier, terms: readonly Pick<SubjectTerm, 'lexemes'>[]): string {
  const words = `( ${terms.map((term) => termQuery(term)).join(' | ')} )`
  const parts = [
    ...(tier.token ? [quoteLexeme(tier.token)] : []),
    ...(tier.except ? [`!${quoteLexeme(tier.except)}`] : []),
    words,
  ]
  return parts.join(' & ')
}
