import { expect, open, test } from './support.ts'

// spec 000 §4: themes light, dark, retro, retro-dark, system; stored locally, applied as a page
// class before the first paint; system follows the operating system live.

/** Records <html>'s classes the moment <body> starts: before anything could be painted. */
async function recordFirstPaintClasses(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        ;(window as unknown as { firstPaintClasses: string }).firstPaintClasses =
          document.documentElement.className
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}

test('a visitor whose phone is dark gets the dark theme from the first paint; System is the default @phone', async ({
  page,
}) => {
  await recordFirstPaintClasses(page)
  await page.emulateMedia({ colorScheme: 'dark' })
  await open(page, '/info/presse')
  expect(
    await page.evaluate(() => (window as unknown as { firstPaintClasses: string }).firstPaintClasses),
  ).toMatch(/\btheme-dark\b/)
  await expect(page.locator('html')).toHaveClass(/\btheme-dark\b/)
  await expect(page.getByRole('combobox', { name: 'Design' })).toHaveValue('system')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveClass(/\btheme-light\b/)
})

test('a chosen theme is stored and applied before the first paint on the next page', async ({ page }) => {
  await recordFirstPaintClasses(page)
  await open(page, '/info/presse')
  await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Dunkel' })
  await expect(page.locator('html')).toHaveClass(/\btheme-dark\b/)
  expect(await page.evaluate(() => localStorage.getItem('mt-theme'))).toBe('dark')
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

  await open(page, '/info/impressum')
  expect(
    await page.evaluate(() => (window as unknown as { firstPaintClasses: string }).firstPaintClasses),
  ).toMatch(/\btheme-dark\b/)
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark)
  await expect(page.getByRole('combobox', { name: 'Design' })).toHaveValue('dark')

  await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Retro dunkel' })
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\btheme-retro-dark\b/)
  await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'Retro' })
  await expect(page.locator('html')).toHaveClass(/\btheme-retro\b/)
})

test('system follows the operating system’s colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await open(page, '/info/presse')
  await page.getByRole('combobox', { name: 'Design' }).selectOption({ label: 'System' })
  await expect(page.locator('html')).toHaveClass(/\btheme-light\b/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\btheme-dark\b/)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveClass(/\btheme-light\b/)
  await page.reload()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\btheme-dark\b/)
})
