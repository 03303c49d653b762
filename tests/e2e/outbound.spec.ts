import { expect, open, test } from './support.ts'

// spec 001 §2, §5, §8: the outbound-link page.

const target = 'https://example.com/\u202Efdp.exe'

test('shows the target with the right-to-left override stripped, and never redirects by itself', async ({
  page,
}) => {
  const response = await open(
    page,
    `/out?target=${encodeURIComponent(target)}&referrer=${encodeURIComponent('/info/hilfe')}`,
  )
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Du verlässt MOTOR-TALK')
  await expect(page.getByRole('heading', { level: 1, name: 'Du verlässt MOTOR-TALK' })).toBeVisible()
  await expect(
    page.getByText(
      'Dieser Link führt Dich zu einer Website, für deren Inhalt wir nicht verantwortlich sind.',
    ),
  ).toBeVisible()
  const shown = page.locator('[data-outbound-target]')
  await expect(shown).toHaveText('https://example.com/fdp.exe')
  expect(await shown.textContent()).not.toContain('\u202E')
  await expect(page.getByRole('link', { name: 'Fortfahren' })).toHaveAttribute(
    'href',
    'https://example.com/fdp.exe',
  )
  await expect(page).toHaveURL(/\/out\?/)
})

test('Abbrechen returns to a referrer of our own', async ({ page, baseURL }) => {
  await open(
    page,
    `/out?target=https%3A%2F%2Fexample.com&referrer=${encodeURIComponent(`${baseURL}/info/hilfe`)}`,
  )
  await page.getByRole('link', { name: 'Abbrechen' }).click()
  await expect(page).toHaveURL('/info/hilfe')
})

test('Abbrechen leads to the site base when the referrer is foreign', async ({ page }) => {
  await open(page, '/out?target=https%3A%2F%2Fexample.com&referrer=https%3A%2F%2Fphishing.example%2Flogin')
  await expect(page.getByRole('link', { name: 'Abbrechen' })).toHaveAttribute('href', '/')
})

test('missing parameters answer 500 and show no way onward', async ({ page }) => {
  for (const path of [
    '/out?target=https%3A%2F%2Fexample.com',
    '/out?referrer=%2F',
    '/out?target=javascript:alert(1)&referrer=%2F',
  ]) {
    const response = await open(page, path)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { name: 'Ein Fehler ist aufgetreten' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fortfahren' })).toHaveCount(0)
  }
})
