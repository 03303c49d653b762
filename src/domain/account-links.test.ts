import { expect, test } from 'vitest'
import { loginAction, logoutHref, ownPostsPath, userMenuLinks } from './account-links.ts'

test('login returns to the current page with a marker; the home page returns to the cockpit', () => {
  const fromThread = new URL(loginAction('/forum/golf-t12.html?page=2'), 'http://x')
  expect(fromThread.pathname).toBe('/login.html')
  expect(fromThread.searchParams.get('redirectAfterProcess')).toBe('/forum/golf-t12.html?page=2#login')
  expect(fromThread.searchParams.get('redirectAfterCancel')).toBe('/forum/golf-t12.html?page=2')
  const fromHome = new URL(loginAction('/'), 'http://x')
  expect(fromHome.searchParams.get('redirectAfterProcess')).toBe('/cockpit.html#login')
  expect(fromHome.searchParams.get('redirectAfterCancel')).toBe('/')
})

test('logout returns home and carries the access token when there is one', () => {
  expect(logoutHref(null)).toBe('/logout.html?redirectAfterProcess=%2F')
  expect(logoutHref('a b')).toBe('/logout.html?redirectAfterProcess=%2F&accessToken=a+b')
})

test('the member menu has every link of spec 000 §2.1', () => {
  expect(userMenuLinks({ slug: 'demo-mitglied', userId: 5 }).map((link) => link.href)).toEqual([
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
  ])
  expect(ownPostsPath(42)).toBe('/suche.html?search&suk=42&suf=2&sob=newFirst')
})
