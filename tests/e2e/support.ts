import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

/**
 * issue 11 §7: no page may log a CSP violation. Every spec's `test` fails when the browser
 * reports one (the console message Chromium logs, or a `securitypolicyviolation` event).
 */
export const test = base.extend<{ noCspViolations: undefined }>({
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text())
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await use(undefined)
      expect(violations, 'No page may log a CSP violation').toEqual([])
    },
    { auto: true },
  ],
})

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
