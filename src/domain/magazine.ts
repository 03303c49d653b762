import type { MagazineKind } from './content-routes.ts'
import { fromBerlinLocalInput } from './time.ts'

// decision 036: the magazine's editorial articles (/news.html, /videos.html, /exklusiv), written by the
// staff at /admin/magazin — the form's values, limits and German messages, shared by the form and
// the service (browser-safe).

export const MAGAZINE_KINDS: readonly MagazineKind[] = ['news', 'video', 'exklusiv']
export const MAGAZINE_TITLE_MIN = 5
export const MAGAZINE_TITLE_MAX = 120
export const MAGAZINE_TEASER_MIN = 20
export const MAGAZINE_TEASER_MAX = 400
export const MAGAZINE_BODY_MIN = 50
export const MAGAZINE_BODY_MAX = 50_000
export const PICTURE_URL_MAX = 500

export interface MagazineValues {
  kind: string
  title: string
  teaser: string
  body: string
  pictureUrl: string
  video: string
  boardId: string
  /** a datetime-local value in Berlin time; empty: now */
  publishAt: string
}

export type MagazineErrors = Partial<Record<keyof MagazineValues | 'form', string>>

export interface MagazineInput {
  kind: MagazineKind
  title: string
  teaser: string
  body: string
  pictureUrl: string | null
  videoId: string | null
  boardId: number | null
  publishAt: Date
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** A YouTube video id from the id itself or a watch, short, embed or youtu.be address; else null. */
export function youtubeId(text: string): string | null {
  const value = text.trim()
  if (VIDEO_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^(www|m)\./, '')
  const candidate =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (/^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? '')
        : ''
  return VIDEO_ID.test(candidate) ? candidate : null
}

/** A picture on this site (/…) or elsewhere over https. */
function pictureProblem(url: string): string | null {
  if (url === '') return null
  if (url.length > PICTURE_URL_MAX)
    return `Die Bildadresse darf höchstens ${PICTURE_URL_MAX} Zeichen lang sein.`
  if (/^\/(?!\/)\S*$/.test(url) || /^https:\/\/[^\s/]+\/\S*$/.test(url)) return null
  return 'Bitte gib eine Bildadresse dieser Seite (/…) oder eine https-Adresse an.'
}

export function parseMagazineArticle(
  values: MagazineValues,
  now: Date,
): { ok: true; article: MagazineInput } | { ok: false; errors: MagazineErrors } {
  const errors: MagazineErrors = {}
  const kind = MAGAZINE_KINDS.find((one) => one === values.kind)
  if (!kind) errors.kind = 'Bitte wähle die Rubrik: News, Videos oder Exklusiv.'
  const title = values.title.trim()
  if (title.length < MAGAZINE_TITLE_MIN || title.length > MAGAZINE_TITLE_MAX)
    errors.title = `Der Titel muss ${MAGAZINE_TITLE_MIN} bis ${MAGAZINE_TITLE_MAX} Zeichen lang sein.`
  const teaser = values.teaser.trim().replace(/\s+/g, ' ')
  if (teaser.length < MAGAZINE_TEASER_MIN || teaser.length > MAGAZINE_TEASER_MAX)
    errors.teaser = `Der Vorspann muss ${MAGAZINE_TEASER_MIN} bis ${MAGAZINE_TEASER_MAX} Zeichen lang sein.`
  const body = values.body.replace(/\r\n/g, '\n').trim()
  if (body.length < MAGAZINE_BODY_MIN)
    errors.body = `Der Artikel braucht mindestens ${MAGAZINE_BODY_MIN} Zeichen Text.`
  else if (body.length > MAGAZINE_BODY_MAX)
    errors.body = `Ein Artikel darf höchstens ${MAGAZINE_BODY_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
  const pictureUrl = values.pictureUrl.trim()
  const pictureError = pictureProblem(pictureUrl)
  if (pictureError) errors.pictureUrl = pictureError
  const videoId = values.video.trim() === '' ? null : youtubeId(values.video)
  if (values.video.trim() !== '' && videoId === null)
    errors.video = 'Bitte gib eine YouTube-Adresse oder die elfstellige Video-ID an.'
  else if (kind === 'video' && videoId === null) errors.video = 'Ein Video-Artikel braucht ein YouTube-Video.'
  const boardId = values.boardId.trim() === '' ? null : Number(values.boardId)
  if (boardId !== null && !(Number.isInteger(boardId) && boardId > 0))
    errors.boardId = 'Bitte wähle ein Forum aus der Liste.'
  const publishAt = values.publishAt.trim() === '' ? now : fromBerlinLocalInput(values.publishAt)
  if (publishAt === null) errors.publishAt = 'Bitte gib Datum und Uhrzeit der Veröffentlichung an.'
  if (Object.keys(errors).length > 0 || !kind || publishAt === null) return { ok: false, errors }
  return {
    ok: true,
    article: { kind, title, teaser, body, pictureUrl: pictureUrl || null, videoId, boardId, publishAt },
  }
}
