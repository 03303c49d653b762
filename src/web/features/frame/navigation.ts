// spec 000 §2.1: header navigation; /forum.html is active when the path starts with /forum.

export interface NavigationItem {
  href: string
  label: string
  activePrefix: string
  /** Paths under /forum are the app's own and navigate without a full load (spec 000 §2.3). */
  inApp: boolean
}

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { href: '/forum.html', label: 'Forum', activePrefix: '/forum', inApp: true },
  { href: '/tests', label: 'Tests', activePrefix: '/tests', inApp: false },
  { href: '/blogs.html', label: 'Blogs', activePrefix: '/blogs', inApp: false },
  { href: '/marktplatz', label: 'Marktplatz', activePrefix: '/marktplatz', inApp: false },
]

export function isActive(item: NavigationItem, pathname: string): boolean {
  return pathname.startsWith(item.activePrefix)
}

/** spec 000 §2.1: the footer's link columns and its other links. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly { href: string; label: string }[] }[] =
  [
    {
      title: 'Community',
      links: [
        { href: '/forum/auto-b3.html', label: 'Auto-Forum' },
        { href: '/forum/motorrad-forum-b15.html', label: 'Motorrad-Forum' },
        { href: '/forum/wissen-b6.html', label: 'Wissen' },
        { href: '/forum/aktion/ListPolls.html', label: 'Umfragen' },
        { href: '/bilder.html', label: 'Bilder' },
        { href: '/videos.html', label: 'Videos' },
        { href: '/info/beitragsregeln', label: 'Beitragsregeln' },
      ],
    },
    {
      title: 'Magazin',
      links: [
        { href: '/news.html', label: 'News' },
        { href: '/exklusiv', label: 'Exklusiv' },
        { href: '/newsletter', label: 'Newsletter' },
        { href: '/app', label: 'Die App' },
      ],
    },
    {
      title: 'Netzwerk',
      links: [
        { href: '/info/presse', label: 'Presse' },
        { href: '/inhalt/Contact.html', label: 'Kontakt' },
        { href: '/info/werbung', label: 'Werbung' },
        { href: '/info/hilfe', label: 'Hilfe' },
      ],
    },
  ]

export const LEGAL_LINKS: readonly { href: string; label: string }[] = [
  { href: '/info/impressum', label: 'Impressum' },
  { href: '/info/nutzungsbedingungen', label: 'Nutzungsbedingungen' },
  { href: '/info/datenschutz', label: 'Datenschutz' },
  { href: '/info/cookies', label: 'Cookies' },
  { href: '/info/nutzungsbasierte-online-werbung', label: 'Nutzungsbasierte Online-Werbung' },
  { href: '/info/utiq-verwalten', label: 'Utiq verwalten' },
  { href: '/consent', label: 'Cookie-Einstellungen' },
]

/** External social profiles (spec 000 §2.1: "social links (external)"). */
export const SOCIAL_LINKS: readonly { href: string; label: string }[] = [
  { href: 'https://www.facebook.com/motortalk', label: 'Facebook' },
  { href: 'https://www.instagram.com/motortalk/', label: 'Instagram' },
  { href: 'https://www.youtube.com/@motortalk', label: 'YouTube' },
  { href: 'https://www.tiktok.com/@motortalk', label: 'TikTok' },
]
