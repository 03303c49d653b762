// decision 036: writing blog articles (spec 000 §4 help, §6 roles) — the 'more' cut, limits, the
// article form's values and German messages, shared by the form and the service (browser-safe).

/** A line holding only this marks the 'more' cut: the text before it is the article's preview. */
export const MORE_CUT = '[mehr]'

export const BLOG_TITLE_MIN = 5
export const BLOG_TITLE_MAX = 120
export const BLOG_TEXT_MIN = 50
export const BLOG_TEXT_MAX = 50_000
export const BLOG_KEYWORDS_MAX = 10
export const BLOG_KEYWORD_MAX = 30
export const BLOG_PREVIEW_MAX = 400

const CUT_LINE = /^[ \t]*\[mehr\][ \t]*$/m

/** The article's text without the cut mark. */
export function articleText(body: string): string {
  return body
    .replace(CUT_LINE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The preview: the text before the cut, or its start when there is none. */
export function articlePreview(body: string): string {
  const match = CUT_LINE.exec(body)
  const before = (match ? body.slice(0, match.index) : body).trim()
  if (before.length <= BLOG_PREVIEW_MAX) return before.replace(/\s*\n\s*/g, ' ')
  return `${before
    .slice(0, BLOG_PREVIEW_MAX)
    .replace(/\s+\S*$/, '')
    .replace(/\s*\n\s*/g, ' ')} …`
}

/** 'Ölwechsel, Golf 7 ,, TSI' → ['Ölwechsel', 'Golf 7', 'TSI'] (each once, in order). */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const raw of text.split(',')) {
    const keyword = raw.trim().replace(/\s+/g, ' ')
    if (keyword === '' || seen.has(keyword.toLowerCase())) continue
    seen.add(keyword.toLowerCase())
    keywords.push(keyword)
  }
  return keywords
}

export interface BlogValues {
  title: string
  body: string
  keywords: string
  boardId: string
  commentsEnabled: boolean
  ratingEnabled: boolean
  quotesEnabled: boolean
  coauthorIds: string[]
}

export type BlogErrors = Partial<Record<keyof BlogValues | 'form', string>>

export interface BlogInput {
  title: string
  body: string
  keywords: string[]
  boardId: number | null
  commentsEnabled: boolean
  ratingEnabled: boolean
  quotesEnabled: boolean
  coauthorIds: number[]
}

export function parseBlogArticle(
  values: BlogValues,
): { ok: true; article: BlogInput } | { ok: false; errors: BlogErrors } {
  const errors: BlogErrors = {}
  const title = values.title.trim()
  if (title.length < BLOG_TITLE_MIN || title.length > BLOG_TITLE_MAX)
    errors.title = `Der Titel muss ${BLOG_TITLE_MIN} bis ${BLOG_TITLE_MAX} Zeichen lang sein.`
  const body = values.body.replace(/\r\n/g, '\n').trim()
  const length = articleText(body).length
  if (length < BLOG_TEXT_MIN) errors.body = `Dein Artikel braucht mindestens ${BLOG_TEXT_MIN} Zeichen Text.`
  else if (length > BLOG_TEXT_MAX)
    errors.body = `Ein Artikel darf höchstens ${BLOG_TEXT_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  const keywords = parseKeywords(values.keywords)
  if (keywords.length > BLOG_KEYWORDS_MAX)
    errors.keywords = `Bitte gib höchstens ${BLOG_KEYWORDS_MAX} Stichwörter an.`
  else if (keywords.some((keyword) => keyword.length > BLOG_KEYWORD_MAX))
    errors.keywords = `Ein Stichwort darf höchstens ${BLOG_KEYWORD_MAX} Zeichen lang sein.`
  const boardId = values.boardId.trim() === '' ? null : Number(values.boardId)
  if (boardId !== null && !(Number.isInteger(boardId) && boardId > 0))
    errors.boardId = 'Bitte wähle ein Forum aus der Liste.'
  const coauthorIds = values.coauthorIds.map(Number)
  if (coauthorIds.some((id) => !(Number.isInteger(id) && id > 0)))
    errors.coauthorIds = 'Bitte wähle Co-Autoren aus der Liste.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    article: {
      title,
      body,
      keywords,
      boardId,
      commentsEnabled: values.commentsEnabled,
      ratingEnabled: values.ratingEnabled,
      quotesEnabled: values.quotesEnabled,
      coauthorIds: [...new Set(coauthorIds)],
    },
  }
}

// --- decision 036: readers rate an article and quote it (the blog settings "rating" and "quotes") ---

export const RATING_STARS = 5

/** The stars a form sent, or null when they are not a whole number from one to five. */
export function parseStars(raw: string): number | null {
  const stars = Number(raw)
  return Number.isInteger(stars) && stars >= 1 && stars <= RATING_STARS ? stars : null
}

/** '4,3 von 5 Sternen (12 Bewertungen)'; 'Noch nicht bewertet' before the first. */
export function ratingSummary(rating: { average: number; count: number }): string {
  if (rating.count === 0) return 'Noch nicht bewertet'
  const average = rating.average.toLocaleString('de-DE', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  return `${average} von ${RATING_STARS} Sternen (${rating.count.toLocaleString('de-DE')} ${rating.count === 1 ? 'Bewertung' : 'Bewertungen'})`
}

export const QUOTE_MAX = 600

/**
 * A quote for the comment form: '> ' before each line of the quoted text (at most QUOTE_MAX
 * characters, cut at a word), then who wrote it, then an empty line to answer below.
 */
export function quoteFor(author: string, text: string): string {
  const flat = text.replace(/\r\n/g, '\n').trim()
  const cut = flat.length <= QUOTE_MAX ? flat : `${flat.slice(0, QUOTE_MAX).replace(/\s+\S*$/, '')} …`
  const lines = cut
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .map((line) => `> ${line}`.trimEnd())
  return `${author} schrieb:\n${lines.join('\n')}\n\n`
}
