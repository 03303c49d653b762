import { parseMarkup, plainText } from '#domain/markup.ts'
import {
  SUMMARY_ANSWER_SENTENCES,
  SUMMARY_MAX_CHARS,
  type SummarySection,
  type SummarySentence,
} from '#domain/summary.ts'

// The offline summariser (decision 032): picks the sentences that best represent a
// thread and orders them as a short text — the question from the first post, what helped, and
// what is still open. No external service, no model: German sentence splitting, stop words, a
// crude stemmer, TF-IDF against the thread's centroid, weights for the best answer, thumbs up,
// the starter's own update and words that announce a cause or a fix. Quotes, greetings, sign-offs
// and signatures are never used; near-duplicates are dropped. Every sentence keeps its post.

/** A visible post as the summariser reads it. */
export interface SourcePost {
  id: number
  /** dense position in the thread; 0 is the question */
  position: number
  /** markup as written */
  text: string
  thumbsUp: number
  isBest: boolean
  /** written by the thread's starter */
  byStarter: boolean
}

export interface Candidate {
  postId: number
  position: number
  text: string
  stems: Set<string>
  score: number
  isQuestion: boolean
  fromStarter: boolean
  isBest: boolean
  cue: boolean
  /** the nouns that can name a part, a symptom or a repair (contentNouns) */
  nouns: string[]
  /** the sentence's place in its post */
  order: number
}

// prettier-ignore
const STOP_WORDS = new Set(
  `aber alle allem allen aller alles als also am an ander andere anderen auch auf aus bei beim bin bis bist
  da dabei damit dann das dass dein deine dem den der des dessen deshalb die dies diese diesem diesen dieser
  dieses doch dort du durch ein eine einem einen einer eines einfach er es etwas euch euer eure für gab gibt
  ganz gar gerade gern gleich habe haben hab hat hatte hätte hier hin ich ihm ihn ihr ihre im immer in ist ja
  jede jedem jeden jeder jetzt kann kannst kein keine keinen können könnte mal man mehr mein meine meinem
  meinen meiner mich mir mit muss musst nach nicht nichts noch nun nur ob oder ohne schon sehr sein seine
  seinem seinen sich sie sind so soll sollte sonst über um und uns unser unter viel vom von vor war waren
  warum was weil weiter welche welchen wenn wer werden wie wieder wir wird wo wurde wurden zu zum zur zwar
  zwischen hallo moin servus danke gruß grüße leute zusammen forum bitte vielleicht eigentlich wohl echt
  halt eben genau ok okay schon mfg lg vg`.split(/\s+/),
)

/** Words that announce a cause or a fix (stems, see stem()). */
const CUE_STEMS = [
  'ursach',
  'lag',
  'gelöst',
  'lösung',
  'behob',
  'getauscht',
  'tausch',
  'ausgetauscht',
  'gewechselt',
  'erneuert',
  'eingebaut',
  'verbaut',
  'seitdem',
  'hilft',
  'hilf',
  'funktioniert',
  'läuft',
  'weg',
  'ruh',
  'bestätigt',
  'tatsächlich',
  'defekt',
  'undicht',
  'verstopft',
  'freigemacht',
  'angelernt',
  'befestigt',
  'übeltät',
]

const ABBREVIATIONS =
  /\b(z\.\s?B|u\.\s?a|d\.\s?h|u\.\s?U|bzw|ca|usw|evtl|ggf|inkl|etc|Nr|Std|min|max|vgl|sog|zzgl|Tel|Dr|St)\./gi
const GREETING =
  /^(hallo|hi|moin|servus|hey|guten (morgen|tag|abend)|n'?abend|liebe|@\S+)[^.!?]{0,40}[,:!]?$/i
const SIGN_OFF =
  /^(gruß|grüße|viele grüße|beste grüße|lg|vg|mfg|danke( schon mal| im voraus| euch)?|besten dank|vielen dank|cheers|bis dann)\b[^.?]{0,40}[.!]?$/i

/** A crude German stemmer: enough to match 'Zündspule'/'Zündspulen', 'getauscht'/'tauschen'. */
export function stem(word: string): string {
  let w = word.toLowerCase()
  if (w.length > 6) w = w.replace(/(ungen|ern|em|en|er|es|e|n|s)$/, '')
  else if (w.length > 4) w = w.replace(/(en|er|e|n|s)$/, '')
  return w
}

export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}-]*|\d+[.,]?\d*/gu) ?? [])
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map(stem)
}

/**
 * Nouns that name no part, symptom or repair: every thread has them, they tell nothing about
 * this one ("hatte genau das gleiche Problem", "such mal hier im Forum").
 */
const GENERIC_NOUNS = new Set(
  `Problem Probleme Frage Fragen Foto Fotos Bild Forum Thema Themen Leute Werkstatt Werkstätten Händler
  Stelle Sachen Sache Teile Teil Verdacht Laufenden Antworten Antwort Tipp Dank Grüße Gruß Idee Ideen
  Jahr Jahre Woche Wochen Tag Tage Zeit Ende Anfang Nähe Fall Euro Kilometerstand Garantie Baujahr PN
  Kaffeesatzleserei Anläufe Anlauf Fehler Buch Reparaturanleitung Selberschrauber Auto Wagen Fahrzeug
  Anleitung Anleitungen Erstes Tausch Ruhe Kostenpunkt Einbau Motorcode Fahrzeugschein Modellpflege
  Klassiker Sinn Hinsicht Erfahrung Erfahrungen Info Infos Link Beitrag Beiträge Unterschied Teilen
  Meinung Ahnung Rat Hilfe Glück Mühe Geld Kosten Preis Mal Moment Auslesen Fehlerspeicher`.split(/\s+/),
)

/**
 * Words that open a German sentence without being a noun (imperatives, adverbs, adjectives,
 * question words): a capitalised first word is a noun unless it is one of these or a stop word.
 */
const OPENERS = new Set(
  `schau prüf prüfe klingt lass hatte such halte kleiner gute richtig sehe welcher welche welches neue neuer
  meist meistens dann leider vielleicht eventuell wahrscheinlich bestimmt könnte würde sollte müsste habe
  klar stimmt super danke vielen beim seit seitdem nachdem bevor obwohl trotzdem außerdem zuerst erst mach
  nimm tausch wechsel check kannst hast bist fahr teste versuch probier frag guck gucke ansonsten typisch
  laut blinkende woran wieso weshalb warte ruhig lieber besser sicher hört hört klar nein jein leute okay
  kann konnte muss musste darf durfte weiß wüsste glaube denke finde meinst bitte grundsätzlich generell
  normalerweise natürlich sofort gestern heute morgen letzte letzten letztes gleiches gleiche genau sehe
  dem ist mein meine kein keine nicht nichts nie immer oft selten manchmal ab`.split(/\s+/),
)

/**
 * The nouns of a text that can name a part, a symptom or a repair: German nouns are capitalised,
 * so a capitalised word inside a sentence (never its first, which is capitalised anyway) that is
 * not a generic one.
 */
export function nounsOf(text: string): string[] {
  const nouns: string[] = []
  for (const paragraph of ownParagraphs(text)) {
    for (const sentence of sentencesOf(paragraph)) nouns.push(...contentNouns(sentence))
  }
  return [...new Set(nouns)]
}

/** The nouns of one sentence that can name a part, a symptom or a repair (see nounsOf). */
function contentNouns(sentence: string): string[] {
  const words = sentence.match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? []
  return words.filter((word, index) => {
    if (word.length <= 3 || !/^\p{Lu}\p{Ll}/u.test(word) || GENERIC_NOUNS.has(word)) return false
    if (index > 0) return true
    const lower = word.toLowerCase()
    return !STOP_WORDS.has(lower) && !OPENERS.has(lower)
  })
}

/** A post's own words (no quotes), without greetings, sign-offs and a signature after '--'. */
function ownParagraphs(markup: string): string[] {
  const withoutSignature = markup.split(/\n-- ?\n|\n_{3,}\n/)[0] ?? ''
  return parseMarkup(withoutSignature)
    .filter((block) => block.type !== 'quote' && block.type !== 'code')
    .map((block) => plainText([block]))
    .map((text) => text.replace(/https?:\/\/\S+/g, '').trim())
    .filter((text) => text.length > 0 && !GREETING.test(text) && !SIGN_OFF.test(text))
}

/** German sentences of a paragraph; abbreviations and numbers do not end one. */
export function sentencesOf(paragraph: string): string[] {
  const guarded = paragraph
    .replace(ABBREVIATIONS, (match) => match.replaceAll('.', '\u0000'))
    .replace(/(\d)\.(\d)/g, '$1\u0000$2')
  return guarded
    .split(/(?<=[.!?])\s+(?=["„»(]?[\p{Lu}\d@])/u)
    .map((sentence) => sentence.replaceAll('\u0000', '.').trim())
    .filter((sentence) => sentence.length > 0)
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (const [key, value] of a) {
    na += value * value
    const other = b.get(key)
    if (other) dot += value * other
  }
  for (const value of b.values()) nb += value * value
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  const union = a.size + b.size - shared
  return union === 0 ? 0 : shared / union
}

/** Every usable sentence of the thread, scored. */
export function candidates(title: string, posts: readonly SourcePost[]): Candidate[] {
  const raw: Omit<Candidate, 'score'>[] = []
  for (const post of posts) {
    let order = 0
    for (const paragraph of ownParagraphs(post.text)) {
      for (const sentence of sentencesOf(paragraph)) {
        order += 1
        const words = sentence.split(/\s+/).length
        // the best answer's 'Prüf den Seitenständerschalter.' is short, and the fix
        const shortest = post.isBest ? { chars: 12, words: 2 } : { chars: 20, words: 4 }
        if (sentence.length < shortest.chars || sentence.length > 320 || words < shortest.words) continue
        const stems = stemsOf(sentence)
        const nouns = contentNouns(sentence)
        // a reply that names nothing of the problem only agrees, thanks or asks for more
        // ('Kann ich nur bestätigen, hatte genau das gleiche Problem.'): never what helped
        if (post.position > 0 && nouns.length === 0) continue
        if (stems.length < (post.isBest ? 1 : 2)) continue
        raw.push({
          postId: post.id,
          position: post.position,
          text: sentence,
          stems: new Set(stems),
          isQuestion: sentence.endsWith('?'),
          fromStarter: post.byStarter,
          isBest: post.isBest,
          cue: post.position > 0 && stems.some((s) => CUE_STEMS.some((cue) => s.startsWith(cue))),
          nouns,
          order,
        })
      }
    }
  }
  // inverse document frequency over sentences; the centroid is the thread's weighted vocabulary
  const df = new Map<string, number>()
  for (const sentence of raw) for (const s of sentence.stems) df.set(s, (df.get(s) ?? 0) + 1)
  const idf = (s: string) => Math.log((raw.length + 1) / ((df.get(s) ?? 0) + 0.5))
  const byPost = new Map(posts.map((post) => [post.id, post]))
  const weightOf = (sentence: Omit<Candidate, 'score'>) => {
    const post = byPost.get(sentence.postId)!
    let weight = 1 + 0.35 * Math.log2(1 + post.thumbsUp)
    if (post.isBest) weight *= 2
    if (post.byStarter && post.position > 0) weight *= 1.3
    return weight
  }
  const centroid = new Map<string, number>()
  for (const sentence of raw) {
    const weight = weightOf(sentence)
    for (const s of sentence.stems) centroid.set(s, (centroid.get(s) ?? 0) + weight * idf(s))
  }
  const titleStems = new Set(stemsOf(title))
  return raw.map((sentence) => {
    const vector = new Map([...sentence.stems].map((s) => [s, idf(s)]))
    let score = cosine(vector, centroid) * weightOf(sentence)
    const onTitle = [...sentence.stems].filter((s) => titleStems.has(s)).length
    score *= 1 + 0.25 * Math.min(onTitle, 3)
    if (sentence.cue) score *= 1.6
    // 'Da hast du den Übeltäter.' says nothing on its own
    if (sentence.stems.size < 4) score *= 0.5
    return { ...sentence, score }
  })
}

/** At most this many sentences of the best answer. */
const BEST_ANSWER_SENTENCES = 2

function pick(
  pool: readonly Candidate[],
  count: number,
  chosen: Candidate[],
  options: { perPost?: number } = {},
): Candidate[] {
  const taken: Candidate[] = []
  for (const candidate of [...pool].sort((a, b) => b.score - a.score)) {
    if (taken.length >= count) break
    const all = [...chosen, ...taken]
    if (all.some((other) => other.text === candidate.text || jaccard(other.stems, candidate.stems) >= 0.5))
      continue
    if (
      options.perPost &&
      taken.filter((other) => other.postId === candidate.postId).length >= options.perPost
    )
      continue
    taken.push(candidate)
  }
  return taken
}

function inThreadOrder(sentences: readonly Candidate[]): Candidate[] {
  return [...sentences].sort((a, b) => a.position - b.position || a.order - b.order)
}

/**
 * The summary of a thread's visible posts: at most SUMMARY_MAX_CHARS characters, every sentence
 * with the post it came from. Empty when the thread has nothing to say yet.
 */
export function summarize(title: string, posts: readonly SourcePost[]): SummarySentence[] {
  const all = candidates(title, posts)
  const question = all.filter((c) => c.position === 0)
  const replies = all.filter((c) => c.position > 0)
  const chosen: Candidate[] = []
  // the question: its most central statement, and the sentence that asks — unless that says
  // no more than 'Hat jemand eine Idee?', then a second statement
  const asked = pick(
    question.filter((c) => c.isQuestion && c.stems.size >= 3),
    1,
    [],
  )
  const stated = pick(
    question.filter((c) => !c.isQuestion),
    asked.length > 0 ? 1 : 2,
    asked,
  )
  const questionPart = inThreadOrder([...stated, ...asked])
  chosen.push(...questionPart)
  // what helped: statements (not questions), the best answer first if there is one
  const statements = replies.filter((c) => !c.isQuestion)
  // the best answer's fix: its sentences that name something the question did not (the part,
  // the repair) come first; two of them when it has two
  const askedNouns = new Set(
    [...question.flatMap((c) => c.nouns), ...contentNouns(title)].map((noun) => noun.toLowerCase()),
  )
  const names = (c: Candidate) => c.nouns.some((noun) => !askedNouns.has(noun.toLowerCase()))
  const bestStatements = statements.filter((c) => c.isBest)
  const best = pick(bestStatements.filter(names), BEST_ANSWER_SENTENCES, chosen)
  best.push(...pick(bestStatements, BEST_ANSWER_SENTENCES - best.length, [...chosen, ...best]))
  const answers = [
    ...best,
    ...pick(statements, SUMMARY_ANSWER_SENTENCES - best.length, [...chosen, ...best], { perPost: 2 }),
  ]
  chosen.push(...answers)
  // open points: only while nothing confirms a fix
  const solved =
    posts.some((post) => post.isBest) || replies.some((c) => c.fromStarter && c.cue && !c.isQuestion)
  const open = solved
    ? []
    : pick(
        replies.filter((c) => c.isQuestion && !c.fromStarter),
        1,
        chosen,
      )

  const sections: [SummarySection, Candidate[]][] = [
    ['question', questionPart],
    [solved ? 'answer' : 'suggestions', inThreadOrder(answers)],
    ['open', open],
  ]
  const result: SummarySentence[] = []
  let length = 0
  // within the limit, sentences count by their priority: question, best, answers by score, open
  const priority = [...questionPart, ...answers, ...open]
  const kept = new Set<Candidate>()
  for (const candidate of priority) {
    if (length + candidate.text.length + 1 > SUMMARY_MAX_CHARS) continue
    kept.add(candidate)
    length += candidate.text.length + 1
  }
  for (const [section, sentences] of sections) {
    for (const sentence of sentences) {
      if (!kept.has(sentence)) continue
      const text = sentence.text.charAt(0).toUpperCase() + sentence.text.slice(1)
      result.push({ section, text, postId: sentence.postId, position: sentence.position })
    }
  }
  return result
}
