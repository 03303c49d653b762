import { expect, open, test } from './support.ts'

// spec 000 §9, spec 001 §5: browser minimums.

test('a current browser sees no notice', async ({ page }) => {
  await open(page, '/info/impressum')
  await expect(page.getByText('Dein Browser wird nicht mehr unterstützt.')).toBeHidden()
})

test.describe('with a browser below the minimums', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36',
  })

  test('the notice names the supported versions', async ({ page }) => {
    await open(page, '/info/impressum')
    await expect(page.locator('html')).toHaveClass(/\bbrowser-unsupported\b/)
    const notice = page.getByRole('note')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Dein Browser wird nicht mehr unterstützt.')
    await expect(notice).toContainText('Chrome ab Version 69')
    await expect(notice).toContainText('Firefox ab Version 62')
  })
})
