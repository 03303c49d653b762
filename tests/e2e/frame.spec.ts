import { expect, open, test } from './support.ts'

// spec 000 §2.1: the shared frame.

test('the Forum navigation entry is active on every /forum path and navigates inside the app', async ({
  page,
}) => {
  await open(page, '/')
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  await expect(nav.getByRole('link', { name: 'Forum' })).not.toHaveAttribute('aria-current', 'page')
  for (const [name, href] of [
    ['Tests', '/tests'],
    ['Blogs', '/blogs.html'],
    ['Marktplatz', '/marktplatz'],
  ] as const) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await nav.getByRole('link', { name: 'Forum' }).click()
  await expect(page).toHaveURL('/forum.html')
  await expect(page.getByRole('heading', { level: 1, name: 'Auto & Motorrad Forum' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Forum' })).toHaveAttribute('aria-current', 'page')
})

test('the header search opens, submits to /suche.html?search=true&se=… and closes when it loses focus', async ({
  page,
}) => {
  await open(page, '/info/impressum')
  const toggle = page.getByRole('button', { name: 'Suche öffnen' })
  await toggle.click()
  const field = page.getByRole('searchbox', { name: 'Suchbegriff' })
  await expect(field).toBeFocused()
  // losing focus deactivates it
  await page.getByText('Montag bis Freitag von 10–12 Uhr und 14–17 Uhr').click()
  await expect(field).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // toggling twice deactivates it too
  await toggle.click()
  await page.getByRole('button', { name: 'Suche schließen' }).click()
  await expect(field).toBeHidden()

  await page.getByRole('button', { name: 'Suche öffnen' }).click()
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Golf 7 Zahnriemen')
  const request = page.waitForRequest((r) => r.url().includes('/suche.html'))
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).press('Enter')
  expect(new URL((await request).url()).search).toBe('?search=true&se=Golf+7+Zahnriemen')
})

test('visitors see the login button, a form POST to /login.html returning to the page', async ({ page }) => {
  await open(page, '/info/hilfe')
  const login = page.getByRole('button', { name: 'Anmelden' })
  await expect(login).toBeVisible()
  const form = page.locator('form').filter({ has: login })
  await expect(form).toHaveAttribute('method', 'post')
  const action = new URL((await form.getAttribute('action')) ?? '', 'http://x')
  expect(action.pathname).toBe('/login.html')
  expect(action.searchParams.get('redirectAfterProcess')).toBe('/info/hilfe#login')
  await expect(form.locator('input[type="hidden"][name="telemetry"]')).toHaveCount(1)
})

test('the footer has the three link columns, every link of the spec, social links and the environment note', async ({
  page,
}) => {
  await open(page, '/info/presse')
  const footer = page.getByRole('contentinfo')
  for (const column of ['Community', 'Magazin', 'Netzwerk']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible()
  }
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
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
  const social = footer.getByRole('list', { name: 'Soziale Netzwerke' }).getByRole('link')
  await expect(social).toHaveCount(4)
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
  }
  await expect(footer.getByText('Umgebung: Test')).toBeVisible()
  await expect(footer.getByRole('combobox', { name: 'Design' })).toBeVisible()
})

test('the test-focused variant is served by host name with its own product name', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port
  await open(page, `http://tests.localhost:${port}/info/impressum`)
  await expect(page).toHaveTitle('Impressum - MOTOR-TALK Tests')
  await expect(page.getByRole('link', { name: 'MOTOR-TALK Tests', exact: true })).toBeVisible()
})

test('a page load shows the progress bar while the next page loads', async ({ page }) => {
  await open(page, '/')
  // the next page's data is held back until the bar has been seen
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/forum.html.data*', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Forum' }).click()
  await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeVisible()
  release()
  await expect(page).toHaveURL('/forum.html')
  await expect(page.getByRole('progressbar')).toHaveCount(0)
})

test.describe('in the apps’ web view', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 MotorTalkApp/Android 5.2.0',
  })

  test('header and footer are hidden; the content stays', async ({ page }) => {
    await open(page, '/info/impressum')
    await expect(page.locator('html')).toHaveClass(/\bwebview\b/)
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
  })
})
