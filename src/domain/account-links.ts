// Links of the header for visitors and members (spec 000 §2.1, §7).

/** spec 000 §2.1: the path of a member's own posts in the search. */
export function ownPostsPath(userId: number): string {
  return `/suche.html?search&suk=${userId}&suf=2&sob=newFirst`
}

/** spec 000 §7: after logging in the user returns to where they were; the marker tells the page it happened. */
export const LOGIN_RETURN_MARKER = '#login'

/**
 * spec 000 §7: the login form posts to /login.html; redirectAfterProcess carries the current
 * URL (the home page maps to /cockpit.html) plus a hash marker, redirectAfterCancel the page itself.
 */
export function loginAction(currentPathWithSearch: string): string {
  const here = currentPathWithSearch.startsWith('/') ? currentPathWithSearch : '/'
  const pathOnly = here.split(/[?#]/)[0]
  const afterLogin = pathOnly === '/' ? '/cockpit.html' : here.split('#')[0]!
  const query = new URLSearchParams({
    redirectAfterProcess: `${afterLogin}${LOGIN_RETURN_MARKER}`,
    redirectAfterCancel: here.split('#')[0]!,
  })
  return `/login.html?${query}`
}

/**
 * spec 000 §7: logout returns to the home page and carries the access token: the session's CSRF
 * token, which the server reads from the session cookie's row and hands to the page.
 */
export function logoutHref(accessToken: string | null): string {
  const query = new URLSearchParams({ redirectAfterProcess: '/' })
  if (accessToken) query.set('accessToken', accessToken)
  return `/logout.html?${query}`
}

/** spec 000 §2.1: mark-as-read forms of the favorites flyout (POST with CSRF token, docs/security.md). */
export const MARK_SUBSCRIBED_BOARDS_READ = '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards'
export const MARK_SUBSCRIBED_BLOGS_READ = '/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBlogs'

/** spec 000 §2.1: every link of the member menu, in order. */
export function userMenuLinks(user: { slug: string; userId: number }): { label: string; href: string }[] {
  const profile = `/nutzer/${user.slug}`
  return [
    { label: 'Mein Cockpit', href: '/cockpit.html' },
    { label: 'Meine Nachrichten', href: '/cockpit/pms/PrivateMessageList.html' },
    { label: 'Nachricht schreiben', href: '/cockpit/pms/CreateMessage.html' },
    { label: 'Mein Profil', href: profile },
    { label: 'Meine Fahrzeuge', href: `${profile}/fzprofile` },
    { label: 'Meine Blogs', href: `${profile}/blogs` },
    { label: 'Meine Freunde', href: `${profile}/friends` },
    { label: 'Meine Beiträge', href: ownPostsPath(user.userId) },
    { label: 'Einstellungen', href: '/cockpit/EinstellungenUebersicht.html' },
    { label: 'Hilfe', href: '/info/hilfe' },
    { label: 'Benutzer wechseln', href: '/login.html' },
  ]
}
