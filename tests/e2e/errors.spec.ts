import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// spec 000 §2.5, §8; spec 001 §2, §8: the error pages the frame can produce by itself.

for (const path of ['/404', '/gibt-es-nicht', '/info/gibt-es-nicht', '/info', '/forum/unbekannt/tief.html']) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await open(page, path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Seite nicht gefunden (404) - MOTOR-TALK')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Die Seite wurde nicht gefunden' }),
    ).toBeVisible()
    await expect(page.getByText('Die aufgerufene Seite wurde leider nicht gefunden.')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('button', { name: 'Registrieren' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'zur Startseite' })).toHaveAttribute('href', '/')
  })
}

test('the outbound page without its parameters answers 500 InvalidParameterError', async ({ page }) => {
  const response = await open(page, '/out')
  expect(response?.status()).toBe(500)
  await expect(page).toHaveTitle('Interner Server-Fehler (500) - MOTOR-TALK')
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Fehler ist aufgetreten' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'zur Startseite' }).click()
  await expect(page).toHaveURL('/')
})

test('an error page has no serious accessibility violations', async ({ page }) => {
  await open(page, '/info/gibt-es-nicht')
  await expectNoSeriousViolations(page)
})
