import { expectNoSeriousViolations, open, test } from './support.ts'

// Every project runs this at its width (mobile 375 px, desktop 1280 px). The pages of the issue
// in the default theme and in dark, which changes every colour pair.

for (const path of [
  '/',
  '/forum.html',
  '/info/hilfe',
  '/out?target=https%3A%2F%2Fexample.com&referrer=%2F',
  '/consent',
]) {
  test(`${path} has no serious accessibility violations in the dark theme`, async ({ page }) => {
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
