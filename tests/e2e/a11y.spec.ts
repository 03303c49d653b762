import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// The pages in dark run at both widths (mobile 375 px, desktop 1280 px; '@phone'). The pages of the issue
// in the default theme and in dark, which changes every colour pair.

for (const path of [
  '/',
  '/forum.html',
  '/info/hilfe',
  '/out?target=https%3A%2F%2Fexample.com&referrer=%2F',
  '/consent',
]) {
  test(`${path} has no serious accessibility violations in the dark theme`, { tag: '@phone' }, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('mt-theme', 'dark'))
    await open(page, path)
    await expectNoSeriousViolations(page)
  })
}

test('the 404 page has no serious accessibility violations in the retro theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mt-theme', 'retro'))
  await open(page, '/404')
  await expectNoSeriousViolations(page)
})

// 'Beste Antwort im Thema' failed the contrast check in the light theme; every theme
for (const theme of ['light', 'dark', 'retro', 'retro-dark']) {
  test(`a thread page with a best answer keeps its colour contrast in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('mt-theme', value), theme)
    await open(page, '/forum/vw-golf-b2000.html')
    const solved = page
      .getByRole('list', { name: 'Themen' })
      .getByRole('listitem')
      .filter({ hasText: 'Gelöst' })
    const href = await solved.first().getByRole('link').first().getAttribute('href')
    await open(page, href ?? '')
    await expect(page.getByRole('heading', { level: 2, name: 'Beste Antwort im Thema' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })
}
