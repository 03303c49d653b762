import type { Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it (STACK-NOTES trap 12). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}
