import { expect, expectNoSeriousViolations, open, test } from './support.ts'

test('the forum home lists every root board with its child board rows', async ({ page }) => {
  const response = await open(page, '/forum.html')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Auto & Motorrad Forum - Übersicht - MOTOR-TALK')
  await expect(page.getByRole('heading', { level: 1, name: 'Auto & Motorrad Forum' })).toBeVisible()
  await expect(
    page.getByText(/^[\d.]+ Beiträge in 788 Foren, [\d.]+ Fahrzeugtests und [\d.]+ Blogartikel\./),
  ).toBeVisible()

  const roots = page.getByRole('heading', { level: 2 })
  await expect(roots).toHaveText([
    'Auto Forum',
    'Motorrad Forum',
    'Wissen Forum',
    'Motorsport Forum',
    'Dialog Forum',
  ])

  const auto = page.getByRole('region', { name: 'Auto Forum' })
  await expect(auto.getByRole('listitem')).toHaveCount(18)
  const vw = auto
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'VW Forum', exact: true }) })
  await expect(vw.getByRole('link', { name: 'VW Forum', exact: true })).toHaveAttribute(
    'href',
    '/forum/vw-b200.html',
  )
  for (const label of ['Antworten', 'Themen', 'Unterforen']) {
    await expect(vw.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(vw.locator('dd').nth(2)).toHaveText('4')
  await expect(vw.locator('img')).toHaveAttribute('src', '/images/forum/auto.svg?v=1.0')
  // last poster and a German time or date
  await expect(vw.getByRole('button')).toHaveText(/^(Heute|Gestern), \d\d:\d\d Uhr$|^\d\d\.\d\d\.\d{4}$/)
})

test('clicking a last-post time toggles between absolute and relative', async ({ page }) => {
  await open(page, '/forum.html')
  const time = page.getByRole('region', { name: 'Auto Forum' }).getByRole('button').first()
  const before = await time.textContent()
  await time.click()
  await expect(time).toHaveText(/^vor |^gerade eben$/)
  await time.click()
  await expect(time).toHaveText(before ?? '')
})

test('unknown pages show the 404 error page with a way home', async ({ page }) => {
  const response = await open(page, '/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Seite nicht gefunden (404) - MOTOR-TALK')
  await expect(page.getByRole('heading', { name: 'Die Seite wurde nicht gefunden' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'zur Startseite' }).click()
  await expect(page).toHaveURL('/')
})

test('the forum home has no serious accessibility violations', async ({ page }) => {
  await open(page, '/forum.html')
  await expectNoSeriousViolations(page)
})
