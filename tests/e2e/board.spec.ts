import { expect, logIn, open, test } from './support.ts'

// spec 000 checks: overview → board → page 2 and back → new thread as member → it heads its
// board; closed board without 'Neues Thema'; wrong slug keeps ?page=; announcement widget state
// survives reload; a draft is restored after leaving the form.

test('from the overview into a board, to page 2 and back', async ({ page }) => {
  await open(page, '/forum.html')
  await page
    .getByRole('region', { name: 'Auto Forum' })
    .getByRole('link', { name: 'VW Forum', exact: true })
    .click()
  await expect(page).toHaveURL('/forum/vw-b200.html')
  await page.getByRole('link', { name: 'VW Golf Forum' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'VW Golf Forum' })).toBeVisible()
  const topics = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const firstOnPage0 = await topics.first().getByRole('link').first().textContent()
  await page
    .getByRole('link', { name: /Ältere/ })
    .first()
    .click()
  await expect(page).toHaveURL('/forum/vw-golf-b2000.html?page=1')
  await expect(topics.first().getByRole('link').first()).not.toHaveText(firstOnPage0 ?? '')
  await page
    .getByRole('link', { name: /Neuere/ })
    .first()
    .click()
  await expect(page).toHaveURL('/forum/vw-golf-b2000.html')
  await expect(topics.first().getByRole('link').first()).toHaveText(firstOnPage0 ?? '')
})

test('the page dropdown jumps to a page', async ({ page }) => {
  await open(page, '/forum/vw-golf-b2000.html')
  const select = page.getByLabel('Seite wählen').first()
  const options = await select.locator('option').allTextContents()
  expect(options.length).toBeGreaterThan(1)
  expect(options.length).toBeLessThanOrEqual(19)
  await select.selectOption({ index: 1 })
  await expect(page).toHaveURL('/forum/vw-golf-b2000.html?page=1')
})

test('a wrong slug answers with a redirect to the canonical path that keeps ?page=', async ({ page }) => {
  const response = await page.goto('/forum/irgendwas-b2000.html?page=1')
  expect(response?.url()).toMatch(/\/forum\/vw-golf-b2000\.html\?page=1$/)
  expect(response?.request().redirectedFrom()?.url()).toContain('/forum/irgendwas-b2000.html?page=1')
})

test('a closed board has no Neues Thema', async ({ page }) => {
  await open(page, '/forum/archiv-treffen-events-b603.html')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archiv: Treffen & Events Forum')
  await expect(page.getByRole('button', { name: 'Neues Thema' })).toHaveCount(0)
})

test('the announcements widget remembers being closed', async ({ page }) => {
  await open(page, '/forum/vw-b200.html')
  const toggle = page.getByRole('button', { name: 'Wichtige Hinweise' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await page.evaluate(() => localStorage.getItem('announcementsWidgetOpen'))).toBe('false')
  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.getByRole('button', { name: 'Wichtige Hinweise' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('a member starts a thread and it heads its board; a draft waits on return', async ({
  page,
}, testInfo) => {
  // the two browser projects run side by side: each posts into a board of its own, as a member of
  // its own (a member has one new-thread draft, which the other project's new thread would delete);
  // boards no other spec writes into, so the new thread stays on top (VW Golf was one: a flake)
  const username = testInfo.project.name === 'mobile' ? 'demo-moderator' : 'demo-mitglied'
  const board =
    testInfo.project.name === 'mobile'
      ? { path: '/forum/vw-passat-b2001.html', name: 'VW Passat' }
      : { path: '/forum/vw-tiguan-b2003.html', name: 'VW Tiguan' }
  await logIn(page, username)
  // the draft saves itself every 10 s: the page's clock is moved on instead of waiting
  await page.clock.install()
  await open(page, board.path)
  await page.getByRole('button', { name: 'Neues Thema' }).click()
  await expect(page.getByRole('heading', { name: `Neues Thema im ${board.name} Forum` })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor()

  // a draft: type, let the 10-second save run, leave, come back
  await page.getByLabel('Titel').fill(`Entwurf ${testInfo.project.name}`)
  await page.getByLabel('Deine Frage').fill('Noch nicht fertig geschrieben.')
  await page.clock.runFor(10_000)
  await expect(page.getByText('Entwurf gespeichert')).toBeVisible()
  await open(page, board.path)
  await page.getByRole('button', { name: 'Neues Thema' }).click()
  await expect(page.getByText(/Du hast einen Entwurf vom/)).toBeVisible()
  await page.getByRole('link', { name: 'Wiederherstellen' }).click()
  await expect(page.getByLabel('Titel')).toHaveValue(`Entwurf ${testInfo.project.name}`)
  await expect(page.getByLabel('Deine Frage')).toHaveValue('Noch nicht fertig geschrieben.')

  const title = `Neues Thema aus dem Test (${testInfo.project.name} ${Date.now() % 100_000})`
  await page.getByLabel('Titel').fill(title)
  await page.getByLabel('Deine Frage').fill('Mein Golf 7 macht ein Geräusch. Wer kennt das?')
  await page.getByLabel('Hersteller').selectOption({ label: 'VW' })
  await page.getByLabel('Baureihe').selectOption({ label: 'Golf 7 (AU)' })
  await page.getByLabel('Modell').selectOption({ label: '2.0 TDI' })

  await page.getByRole('button', { name: 'Thema erstellen' }).click()
  await expect(page).toHaveURL(/\/forum\/neues-thema-aus-dem-test-[a-z0-9-]+-t\d+\.html$/)
  // DESIGN.md: a word of success, once (the fragment that carried it is gone)
  await expect(page.getByRole('region', { name: 'Hinweise' })).toContainText('Dein Thema ist online')

  await open(page, board.path)
  const first = page.getByRole('list', { name: 'Themen' }).getByRole('listitem').first()
  await expect(first.getByRole('link').first()).toHaveText(title)
  await expect(first).toContainText('VW · Golf 7 (AU) · 2.0 TDI')
})

test('a visitor pressing Neues Thema is told why registration comes first and returns to the form after login @phone', async ({
  page,
}) => {
  await open(page, '/forum/vw-passat-b2001.html')
  await page.getByRole('button', { name: 'Neues Thema' }).click()
  await expect(page.getByRole('heading', { name: 'Registrieren' })).toBeVisible()
  const why = page
    .getByRole('status')
    .filter({ hasText: 'Um ein neues Thema zu eröffnen, musst Du angemeldet sein.' })
  await expect(why).toBeVisible()
  await why.getByRole('link', { name: 'Jetzt anmelden' }).click()
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('demo-forenpate')
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await expect(page).toHaveURL(/\/forum\/aktion\/StartThread\.html\?boardId=2001$/)
  await expect(page.getByRole('heading', { name: 'Neues Thema im VW Passat Forum' })).toBeVisible()
})
