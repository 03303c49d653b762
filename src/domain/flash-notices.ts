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
