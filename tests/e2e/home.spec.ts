import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// spec 000 §2.2: the home page.

test('the home page shows every section in the spec’s order', async ({ page }) => {
  const response = await open(page, '/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Europas größte Auto- und Motor-Community - MOTOR-TALK')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Europas größte Auto- und Motor-Community')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Neue Beiträge',
    'Auto-Forum',
    'Motorrad-Forum',
    'Themenforen',
    'Neue Foren',
    'Neue Mitglieder',
    'Heiß diskutiert',
    'Blogs',
    'Fahrzeugtests',
    'Alle Foren',
    'Über MOTOR-TALK',
  ])
})

test('the lists have the spec’s sizes', async ({ page }) => {
  await open(page, '/')
  const region = (name: string) => page.getByRole('region', { name, exact: true })
  await expect(region('Neue Beiträge').getByRole('listitem')).toHaveCount(4)
  await expect(region('Auto-Forum').getByRole('listitem')).toHaveCount(18)
  await expect(region('Motorrad-Forum').getByRole('listitem')).toHaveCount(6)
  await expect(region('Themenforen').getByRole('listitem')).toHaveCount(8)
  await expect(region('Neue Mitglieder').getByRole('link')).toHaveCount(16)
  await expect(region('Blogs').getByRole('listitem')).toHaveCount(4)
  await expect(region('Fahrzeugtests').getByRole('listitem')).toHaveCount(4)
  await expect(region('Blogs').getByRole('link', { name: 'Alle Blogs' })).toHaveAttribute(
    'href',
    '/blogs/aktion/BlogList.html',
  )
  await expect(region('Fahrzeugtests').getByRole('link', { name: 'Alle Tests' })).toHaveAttribute(
    'href',
    '/tests',
  )
  const member = region('Neue Mitglieder').getByRole('link').first()
  expect(await member.getAttribute('href')).toMatch(/^\/nutzer\/[a-z0-9-]+$/)
  await expect(member.locator('img')).toBeVisible()
  await expect(
    region('Heiß diskutiert')
      .getByText(/^Letzter Beitrag von /)
      .first(),
  ).toBeVisible()
  await expect(region('Alle Foren').getByRole('heading', { level: 3, name: 'Auto Forum' })).toBeVisible()
})

test('a test’s stars are filled to its rating × 2 percent', async ({ page }) => {
  await open(page, '/')
  const stars = page.getByRole('region', { name: 'Fahrzeugtests', exact: true }).locator('[data-stars]')
  await expect(stars).toHaveCount(4)
  for (const star of await stars.all()) {
    const width = Number((await star.getAttribute('style'))?.match(/width:\s*(\d+)%/)?.[1])
    expect(width % 2).toBe(0)
    const label = await star.locator('xpath=..').getAttribute('aria-label')
    expect(label).toBe(
      `Bewertung: ${(width / 20).toLocaleString('de-DE', { maximumFractionDigits: 1 })} von 5 Sternen`,
    )
  }
})

test('the hero shows the totals and picks its banner from the five widths', async ({ page }) => {
  await open(page, '/')
  const hero = page.getByRole('region', { name: 'Europas größte Auto- und Motor-Community' })
  await expect(hero.getByText(/Beiträge/).first()).toBeVisible()
  await expect(hero.getByText('Fahrzeugtests')).toBeVisible()
  await expect(hero.getByText('Blogartikel')).toBeVisible()
  const image = hero.locator('img').first()
  await expect(image).toHaveJSProperty('complete', true)
  const chosen = await image.evaluate((img) => (img as HTMLImageElement).currentSrc)
  expect(chosen).toMatch(/\/images\/hero\/hero-(480|640|1000|1300|1600)\.webp$/)
  const widths = await hero.locator('source').getAttribute('srcset')
  for (const width of [480, 640, 1000, 1300, 1600]) expect(widths).toContain(`hero-${width}.webp ${width}w`)
})

test('the search box navigates to /suche.html with search=true and the term', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).first().fill('Ölwechsel')
  const request = page.waitForRequest((r) => r.url().includes('/suche.html'))
  await page.getByRole('button', { name: 'Suchen' }).click()
  const url = new URL((await request).url())
  expect(url.pathname).toBe('/suche.html')
  expect(url.searchParams.get('search')).toBe('true')
  expect(url.searchParams.get('se')).toBe('Ölwechsel')
})

test('Stell Deine Frage posts to the registration page with a return to thread creation', async ({
  page,
}) => {
  await open(page, '/')
  const button = page.getByRole('button', { name: 'Stell Deine Frage' })
  const form = page.locator('form').filter({ has: button })
  await expect(form).toHaveAttribute('method', 'post')
  const action = new URL((await form.getAttribute('action')) ?? '', 'http://x')
  expect(action.pathname).toBe('/registration/registration.html')
  expect(action.searchParams.get('redirectAfterProcess')).toBe('/forum/aktion/StartThread.html?boardId=1065')
  const request = page.waitForRequest((r) => r.url().includes('/registration/registration.html'))
  await button.click()
  expect((await request).method()).toBe('POST')
})

test('topics open inside the app', async ({ page }) => {
  await open(page, '/')
  const topic = page
    .getByRole('region', { name: 'Neue Beiträge', exact: true })
    .getByRole('listitem')
    .first()
    .getByRole('link')
  expect(await topic.getAttribute('href')).toMatch(/^\/forum\/[a-z0-9-]+-t\d+\.html$/)
})

test('the home page has no serious accessibility violations', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/')
  await expectNoSeriousViolations(page)
})
