// A success message for the page a write redirects to (without it there was no word after creating a thread
// or confirming the account). It travels in the address's fragment, which the server never sees,
// so the page stays the same for the cache; the page shows it as a toast and drops the fragment.

export const FLASH_NOTICES = {
  'thema-erstellt': { title: 'Dein Thema ist online', body: 'Jetzt können alle antworten.' },
  willkommen: { title: 'Willkommen!', body: 'Deine E-Mail-Adresse ist bestätigt, Du bist angemeldet.' },
  // blog articles
  veroeffentlicht: {
    title: 'Dein Artikel ist veröffentlicht',
    body: 'Jetzt können ihn alle lesen und kommentieren.',
  },
  'entwurf-gespeichert': { title: 'Entwurf gespeichert', body: 'Nur Du und Deine Co-Autoren sehen ihn.' },
  'artikel-geloescht': { title: 'Artikel gelöscht', body: 'Der Artikel und seine Kommentare sind entfernt.' },
  // the marketplace: a placed ad is public at once, as the blog article above
  'anzeige-veroeffentlicht': {
    title: 'Deine Anzeige ist veröffentlicht',
    body: 'Sie steht jetzt im Marktplatz. Unter „Meine Anzeigen“ kannst Du sie ändern oder beenden.',
  },
  'anzeige-gespeichert': {
    title: 'Änderungen gespeichert',
    body: 'Deine Anzeige zeigt jetzt die neue Fassung.',
  },
} as const

export type FlashNotice = keyof typeof FLASH_NOTICES

/** The target with the notice's fragment; a target that has a fragment of its own keeps it. */
export function withFlashNotice(target: string, notice: FlashNotice): string {
  return target.includes('#') ? target : `${target}#${notice}`
}

/** The notice an address's fragment names (`#thema-erstellt`), or null. */
export function flashNoticeOf(hash: string): (typeof FLASH_NOTICES)[FlashNotice] | null {
  const key = hash.replace(/^#/, '')
  return Object.hasOwn(FLASH_NOTICES, key) ? FLASH_NOTICES[key as FlashNotice] : null
}

// decision 021: after a moderation action from the content (hide, close, move …) the moderator is
// told it worked and lands at the post or thread acted on. The notice travels in a query parameter
// so the fragment stays the post's anchor (without JavaScript the browser still scrolls there);
// the page shows it as a toast and drops the parameter.

export const MODERATION_NOTICE_PARAM = 'moderiert'

export const MODERATION_NOTICES = {
  hide: {
    title: 'Ausgeblendet',
    body: 'Der Inhalt ist ausgeblendet; der Verfasser hat die Begründung erhalten.',
  },
  unhide: { title: 'Wieder eingeblendet', body: 'Der Inhalt ist wieder für alle sichtbar.' },
  delete: { title: 'Gelöscht', body: 'Der Inhalt ist gelöscht; der Verfasser hat die Begründung erhalten.' },
  restore: { title: 'Wiederhergestellt', body: 'Der Inhalt ist wieder sichtbar.' },
  close: { title: 'Thema geschlossen', body: 'Es sind keine Antworten mehr möglich.' },
  reopen: { title: 'Thema geöffnet', body: 'Es kann wieder geantwortet werden.' },
  move: { title: 'Thema verschoben', body: 'Das Thema steht jetzt im gewählten Forum.' },
  warn: {
    title: 'Verwarnung ausgesprochen',
    body: 'Das Mitglied hat die Verwarnung mit Begründung erhalten.',
  },
} as const

export type ModerationNotice = keyof typeof MODERATION_NOTICES

/** The target (path, query, fragment) with the notice's parameter before its fragment. */
export function withModerationNotice(target: string, notice: ModerationNotice): string {
  const hashAt = target.indexOf('#')
  const base = hashAt < 0 ? target : target.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : target.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}${MODERATION_NOTICE_PARAM}=${notice}${hash}`
}

/** The notice an address's query names, and the query without it; null when there is none. */
export function moderationNoticeOf(
  search: string,
): { notice: (typeof MODERATION_NOTICES)[ModerationNotice]; rest: string } | null {
  const params = new URLSearchParams(search)
  const key = params.get(MODERATION_NOTICE_PARAM)
  if (key === null || !Object.hasOwn(MODERATION_NOTICES, key)) return null
  params.delete(MODERATION_NOTICE_PARAM)
  const rest = params.toString()
  return { notice: MODERATION_NOTICES[key as ModerationNotice], rest: rest ? `?${rest}` : '' }
}
