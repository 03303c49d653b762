import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { SiteHeader, type SiteHeaderProps } from '../frame/SiteHeader.tsx'
import { headerData, MEMBER, NOW } from './test-data.ts'
import type { HeaderData, HeaderPanel } from './types.ts'

// The member header's states (spec 000 §2.1, §4), rendered as the server renders them.

function render(
  options: { data?: HeaderData | null; panel?: HeaderPanel | null; viewer?: SiteHeaderProps['viewer'] } = {},
) {
  return renderToString(
    <MemoryRouter>
      <SiteHeader
        productName="MOTOR-TALK"
        variantLabel={null}
        pathname="/forum/vw-b200.html"
        search=""
        now={NOW}
        viewer={options.viewer === undefined ? MEMBER : options.viewer}
        headerData={options.data === undefined ? null : options.data}
        accessToken="tok-1"
        initialPanel={options.panel ?? null}
      />
    </MemoryRouter>,
  )
}

const panels = (html: string) => [...html.matchAll(/<section id="header-(\w+)"/g)].map((match) => match[1])

test('a visitor sees the login button (a form POST to /login.html), no flyouts', () => {
  const html = render({ viewer: null })
  expect(html).toContain(
    'action="/login.html?redirectAfterProcess=%2Fforum%2Fvw-b200.html%23login&amp;redirectAfterCancel=%2Fforum%2Fvw-b200.html"',
  )
  expect(html).toMatch(/<form [^>]*method="post"/)
  expect(html).toContain('<input type="hidden" name="telemetry" value="header"/>')
  expect(html).toContain('Anmelden')
  expect(html).not.toContain('aria-label="Nachrichten"')
})

test('a member sees five flyout buttons with their counts and the user menu button, all closed', () => {
  const html = render({ data: headerData() })
  // the bell counts the mention, the envelope the private message: one each, not 2 in one
  expect(html).toContain('aria-label="Benachrichtigungen: 1 neu"')
  expect(html).toContain('aria-label="Private Nachrichten: 1 neu"')
  expect(html).toContain('aria-label="Themen: 1 neu"')
  expect(html).toContain('aria-label="Favoriten: 4 neu"')
  expect(html).toContain('aria-label="Freunde online: 2 neu"')
  expect(html).toContain('aria-label="Benutzermenü von demo-mitglied"')
  expect(html).not.toContain('Anmelden')
  expect(panels(html)).toEqual([])
})

test('without header data every flyout shows its empty text (spec 000 §2.1)', () => {
  expect(render({ panel: 'messages' })).toContain('Keine ungelesenen Nachrichten.')
  expect(render({ panel: 'threads' })).toContain('Keine ungelesenen Einträge.')
  const favorites = render({ panel: 'favorites' })
  expect(favorites.match(/Nichts gefunden/g)).toHaveLength(2)
  expect(render({ panel: 'friends' })).toContain('Aktuell ist keiner Deiner Freunde/Buddies online.')
  expect(render({ panel: 'messages' })).toContain('aria-label="Private Nachrichten"')
  expect(render({ panel: 'notifications' })).toContain('Keine ungelesenen Einträge.')
})

test('only one flyout is open at a time', () => {
  for (const panel of ['messages', 'threads', 'favorites', 'friends', 'user'] as const) {
    const html = render({ data: headerData(), panel })
    expect(panels(html)).toEqual([panel])
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1)
  }
  // the search counts as one of them
  const searching = render({ data: headerData(), panel: 'search' })
  expect(panels(searching)).toEqual([])
  expect(searching).toContain('id="header-search"')
})

test('the favorites flyout lists at most 10 boards and 10 blogs, with both mark-as-read links', () => {
  const html = render({ data: headerData(), panel: 'favorites' })
  expect(html).toContain('Forum 10<')
  expect(html).not.toContain('Forum 11<')
  expect(html).toContain('Blog 10<')
  expect(html).not.toContain('Blog 11<')
  // docs/security.md: POST forms with the session's CSRF token, no links a GET could follow
  expect(html).toContain('action="/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards" method="post"')
  expect(html).toContain('action="/forum/aktion/MarkAllRead.html?onlyMarkSubscribedBlogs" method="post"')
  expect(html.match(/name="csrf" value="tok-1"/g)).toHaveLength(2)
  expect(html).not.toContain('href="/forum/aktion/MarkAllRead.html')
  expect(html.match(/>neu</g)).toHaveLength(4)
})

test('messages, thread updates and friends show their data', () => {
  const messages = render({ data: headerData(), panel: 'messages' })
  expect(messages).toContain('Treffen am Samstag?')
  expect(messages).toContain('Golf-Gerd · vor 30 Minuten')
  expect(messages).not.toContain('Erwähnung')
  const notifications = render({ data: headerData(), panel: 'notifications' })
  expect(notifications).toContain('@ Erwähnung: Zahnriemen beim 2.0 TDI')
  expect(notifications).toContain('href="/cockpit/benachrichtigungen"')
  expect(notifications).not.toContain('Treffen am Samstag?')
  expect(messages).toContain('href="/cockpit/pms/PrivateMessageList.html"')
  expect(messages).toContain('href="/cockpit/pms/CreateMessage.html"')
  const threads = render({ data: headerData(), panel: 'threads' })
  expect(threads).toContain('href="/forum/golf-7-ruckelt-im-leerlauf-t1234.html"')
  expect(threads).toContain('Neu von Schrauber77 · vor 5 Minuten')
  const friends = render({ data: headerData(), panel: 'friends' })
  expect(friends).toContain('href="/nutzer/opel-olli"')
  expect(friends).toContain('Kadett-Karin')
})

test('the user menu has every link of spec 000 §2.1, logout last', () => {
  const html = render({ panel: 'user' })
  const panel = html.slice(html.indexOf('<section id="header-user"'))
  const hrefs = [...panel.matchAll(/<li[^>]*><a href="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
  expect(hrefs).toEqual([
    '/cockpit.html',
    '/cockpit/pms/PrivateMessageList.html',
    '/cockpit/pms/CreateMessage.html',
    '/nutzer/demo-mitglied',
    '/nutzer/demo-mitglied/fzprofile',
    '/nutzer/demo-mitglied/blogs',
    '/nutzer/demo-mitglied/friends',
    '/suche.html?search&suk=5&suf=2&sob=newFirst',
    '/cockpit/EinstellungenUebersicht.html',
    '/info/hilfe',
    '/login.html',
    '/logout.html?redirectAfterProcess=%2F&accessToken=tok-1',
  ])
  expect(html).toContain('>Abmelden</a>')
})

test('navigation: Forum is active for paths under /forum, the others link out', () => {
  const html = render({ viewer: null })
  expect(html).toMatch(
    /<a[^>]*aria-current="page"[^>]*href="\/forum.html"|<a[^>]*href="\/forum.html"[^>]*aria-current="page"/,
  )
  for (const href of ['/tests', '/blogs.html', '/marktplatz']) expect(html).toContain(`href="${href}"`)
  expect(html.match(/aria-current="page"/g)).toHaveLength(1)
})
