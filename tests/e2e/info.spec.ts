import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// spec 000 §2.6, spec 001 §2: the info group, /consent and the legal texts.

const PAGES = [
  ['/info/werbung', 'Werbung auf MOTOR-TALK', 'Werbung - MOTOR-TALK'],
  ['/info/beitragsregeln', 'Beitragsregeln', 'Beitragsregeln - MOTOR-TALK'],
  ['/info/cookies', 'Cookies', 'Cookies - MOTOR-TALK'],
  ['/info/datenschutz', 'Datenschutzerklärung', 'Datenschutzerklärung - MOTOR-TALK'],
  ['/info/hilfe', 'Hilfe & FAQ', 'Hilfe & FAQ - MOTOR-TALK'],
  ['/info/impressum', 'Impressum', 'Impressum - MOTOR-TALK'],
  ['/info/presse', 'Über uns & Presse', 'Über uns & Presse - MOTOR-TALK'],
  [
    '/info/nutzungsbasierte-online-werbung',
    'Nutzungsbasierte Online-Werbung',
    'Nutzungsbasierte Online-Werbung - MOTOR-TALK',
  ],
  ['/info/utiq-verwalten', 'Utiq verwalten', 'Utiq verwalten - MOTOR-TALK'],
  ['/info/nutzungsbedingungen', 'Nutzungsbedingungen', 'Nutzungsbedingungen - MOTOR-TALK'],
] as const

for (const [path, headline, title] of PAGES) {
  test(`${path} answers 200 with its headline and the info sidebar`, async ({ page }) => {
    const response = await open(page, path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Informationen' })
    await expect(sidebar.getByRole('link')).toHaveCount(10)
  })
}

test('the info sidebar links in the spec’s order; inside the group it navigates in the app', async ({
  page,
}) => {
  await open(page, '/info/impressum')
  const links = page.getByRole('navigation', { name: 'Informationen' }).getByRole('link')
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([
    '/info/hilfe',
    '/info/beitragsregeln',
    '/info/nutzungsbedingungen',
    '/info/datenschutz',
    '/info/nutzungsbasierte-online-werbung',
    '/info/cookies',
    '/info/werbung',
    '/info/presse',
    '/inhalt/Contact.html',
    '/info/impressum',
  ])
  await expect(links.filter({ hasText: 'Impressum' })).toHaveAttribute('aria-current', 'page')
  await links.filter({ hasText: 'Beitragsregeln' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Beitragsregeln' })).toBeVisible()
  await expect(page.getByText(/36 Stunden/)).toBeVisible()
})

test('the help page has a table of contents leading to sections 1 to 5 and is noindex', async ({ page }) => {
  await open(page, '/info/hilfe')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  const toc = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' })
  await expect(toc.getByRole('link')).toHaveCount(5)
  await toc.getByRole('link', { name: /^5\./ }).click()
  await expect(page).toHaveURL(/#5$/)
  await expect(page.getByRole('heading', { level: 2, name: /^5\. / })).toBeInViewport()
})

test('the terms have 11 anchored sections, each with a "nach oben" link', async ({ page }) => {
  await open(page, '/info/nutzungsbedingungen')
  await expect(page.getByText('Stand: 23.07.2025')).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' })
  await expect(toc.getByRole('link')).toHaveCount(11)
  await expect(page.getByRole('link', { name: 'nach oben' })).toHaveCount(11)
  await toc.getByRole('link', { name: /Haftung/ }).click()
  await expect(page).toHaveURL(/#haftung$/)
  await page.locator('#haftung').getByRole('link', { name: 'nach oben' }).click()
  await expect(toc).toBeInViewport()
  await expect(
    page.locator('#datenschutz').getByRole('link', { name: 'Datenschutzerklärung' }),
  ).toHaveAttribute('href', '/info/datenschutz')
})

test('the legal notice states the support hours', async ({ page }) => {
  await open(page, '/info/impressum')
  await expect(page.getByText('Montag bis Freitag von 10–12 Uhr und 14–17 Uhr')).toBeVisible()
})

test('the cookie statement links to the consent settings and the advertising information', async ({
  page,
}) => {
  await open(page, '/info/cookies')
  await expect(page.getByText('Stand: August 2018')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8)
  await expect(page.getByRole('article').getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveAttribute(
    'href',
    '/consent',
  )
  await expect(
    page.getByRole('article').getByRole('link', { name: 'Nutzungsbasierte Online-Werbung' }),
  ).toHaveAttribute('href', '/info/nutzungsbasierte-online-werbung')
})

test('consent is given, kept and revoked on /consent', async ({ page }) => {
  await open(page, '/consent')
  await expect(page.getByText('Du hast noch keine Auswahl getroffen.', { exact: false })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Technisch notwendig/ })).toBeDisabled()
  await page.getByRole('checkbox', { name: /Utiq/ }).check()
  await page.getByRole('button', { name: 'Auswahl speichern' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Einstellungen gespeichert' })).toBeVisible()
  await expect(page.getByText(/^Deine Auswahl vom .* gilt bis /)).toBeVisible()

  await open(page, '/info/utiq-verwalten')
  await expect(page.getByText('Utiq ist auf diesem Gerät aktiv.')).toBeVisible()
  await page.getByRole('button', { name: 'Einwilligung widerrufen' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Einwilligung widerrufen' })).toBeVisible()
  await expect(page.getByText('Utiq ist auf diesem Gerät nicht aktiv.')).toBeVisible()

  await open(page, '/consent')
  await expect(page.getByRole('checkbox', { name: /Utiq/ })).not.toBeChecked()
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click()
  await page.getByRole('button', { name: 'Alle Einwilligungen widerrufen' }).click()
  await expect(page.getByRole('checkbox', { name: /Statistik/ })).not.toBeChecked()
})

test('a decision older than twelve months is asked again', async ({ page }) => {
  await page.addInitScript(() => {
    const decidedAt = new Date(Date.now() - 13 * 30 * 24 * 3600 * 1000).toISOString()
    localStorage.setItem(
      'mt-consent',
      JSON.stringify({
        version: 1,
        decidedAt,
        purposes: { necessary: true, statistics: true, advertising: true, utiq: true, media: true },
      }),
    )
  })
  await open(page, '/consent')
  await expect(page.getByText(/ist älter als zwölf Monate\. Bitte entscheide erneut/)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Statistik/ })).not.toBeChecked()
  await open(page, '/info/utiq-verwalten')
  await expect(page.getByText('Utiq ist auf diesem Gerät nicht aktiv.')).toBeVisible()
})

test('an info page has no serious accessibility violations', async ({ page }) => {
  await open(page, '/info/datenschutz')
  await expectNoSeriousViolations(page)
})

test('tables of contents show each number once: the titles carry it, the list adds none', async ({
  page,
}) => {
  for (const path of ['/info/hilfe', '/info/datenschutz', '/info/nutzungsbedingungen']) {
    await open(page, path)
    const toc = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' })
    await expect(toc.getByRole('link').first()).toHaveText(/^(1\.|§ 1) /)
    const markers = await toc
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStyleType))
    expect(markers.length).toBeGreaterThan(3)
    expect(new Set(markers)).toEqual(new Set(['none']))
  }
})
