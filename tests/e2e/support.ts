import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it (STACK-NOTES trap 12). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}

/** axe on the current page: no serious or critical violations. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}
