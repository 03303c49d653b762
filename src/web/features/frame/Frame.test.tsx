import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { DEFAULT_FEATURE_SWITCHES, type FeatureSwitches } from '#domain/features.ts'
import type { CurrentUser } from '#graphql/operations/types.ts'
import { MEMBER, MODERATOR, NOW } from '../header/test-data.ts'
import { Frame } from './Frame.tsx'

function render(
  options: {
    viewer?: CurrentUser | null
    features?: Partial<FeatureSwitches>
    environmentNote?: string | null
    now?: string
    variantLabel?: string | null
  } = {},
) {
  return renderToString(
    <MemoryRouter>
      <Frame
        productName="MOTOR-TALK"
        variantLabel={options.variantLabel ?? null}
        pathname="/"
        search=""
        now={options.now ?? NOW}
        environmentNote={options.environmentNote === undefined ? 'Umgebung: Test' : options.environmentNote}
        viewer={options.viewer ?? null}
        headerData={null}
        accessToken={null}
        features={{ ...DEFAULT_FEATURE_SWITCHES, ...options.features }}
      >
        <p>Inhalt</p>
      </Frame>
    </MemoryRouter>,
  )
}

test('the footer has every link of spec 000 §2.1', () => {
  const html = render()
  for (const href of [
    '/forum/auto-b3.html',
    '/forum/motorrad-forum-b15.html',
    '/forum/wissen-b6.html',
    '/news.html',
    '/app',
    '/bilder.html',
    '/videos.html',
    '/forum/aktion/ListPolls.html',
    '/exklusiv',
    '/newsletter',
    '/info/presse',
    '/inhalt/Contact.html',
    '/info/beitragsregeln',
    '/info/werbung',
    '/info/impressum',
    '/info/nutzungsbedingungen',
    '/info/datenschutz',
    '/info/cookies',
    '/info/nutzungsbasierte-online-werbung',
    '/info/utiq-verwalten',
  ]) {
    expect(html).toContain(`href="${href}"`)
  }
  for (const column of ['aria-label="Community"', 'aria-label="Magazin"', 'aria-label="Netzwerk"']) {
    expect(html).toContain(column)
  }
})

test('social links are external and open in a new tab without the opener', () => {
  const html = render()
  const social = [...html.matchAll(/<a href="(https:\/\/[^"]+)" target="_blank" rel="noopener noreferrer">/g)]
  expect(social.map((match) => new URL(match[1]!).hostname)).toEqual([
    'www.facebook.com',
    'www.instagram.com',
    'www.youtube.com',
    'www.tiktok.com',
  ])
})

test('the theme selector is there only while its feature switch is on', () => {
  expect(render()).toContain('>Design</label>')
  for (const label of ['Hell', 'Dunkel', 'Retro', 'Retro dunkel', 'System'])
    expect(render()).toContain(`>${label}</option>`)
  expect(render({ features: { UserThemes: false } })).not.toContain('>Design</label>')
})

test('the environment note shows outside production only', () => {
  expect(render()).toContain('Umgebung: Test')
  expect(render({ environmentNote: null })).not.toContain('Umgebung')
})

test('the special logo shows from 14 June to 4 July 2024', () => {
  expect(render({ now: '2024-06-20T10:00:00.000Z' })).toContain('src="/images/logo-special.svg"')
  expect(render({ now: '2024-07-05T10:00:00.000Z' })).toContain('src="/images/logo.svg"')
  expect(render()).toContain('data-logo="standard"')
})

test('members get the favorites bar; visitors do not', () => {
  expect(render({ viewer: MEMBER })).toContain('aria-label="Favoritenleiste"')
  expect(render({ viewer: MEMBER })).toContain('Favoritenleiste ausblenden')
  expect(render()).not.toContain('Favoritenleiste')
})

test('the moderation-mode selector needs a moderator and MT-761_dsa', () => {
  const moderator = render({ viewer: MODERATOR })
  expect(moderator).toContain('>Moderationsmodus</label>')
  for (const label of ['Voll', 'Betrachten', 'Aus']) expect(moderator).toContain(`>${label}</option>`)
  expect(render({ viewer: MODERATOR, features: { 'MT-761_dsa': false } })).not.toContain('Moderationsmodus')
  expect(render({ viewer: MEMBER })).not.toContain('Moderationsmodus')
  // decision 021: admins are staff too (showsModerationUi)
  const admin = { ...MEMBER, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
  expect(render({ viewer: admin })).toContain('>Moderationsmodus</label>')
})

test('header, footer and favorites bar are marked for web-view mode, the content is not', () => {
  const html = render({ viewer: MEMBER })
  expect(html).toContain('data-frame="header"')
  expect(html).toContain('data-frame="footer"')
  expect(html).toContain('data-frame="favorites"')
  expect(html).toContain('<main id="inhalt"')
})

test('the test variant names itself next to the logo', () => {
  expect(render({ variantLabel: 'Tests' })).toMatch(/<span class="[^"]*">Tests<\/span><\/a>/)
})

test('the browser notice is in every page, shown by the boot script only to outdated browsers', () => {
  expect(render()).toContain('data-browser-notice')
  expect(render()).toContain('Dein Browser wird nicht mehr unterstützt.')
})
