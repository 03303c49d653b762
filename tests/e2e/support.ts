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

/** Logs a demo member in (password 'demo-passwort' unless given) and waits for the cockpit. */
export async function logIn(page: Page, username = 'demo-mitglied', password = 'demo-passwort') {
  await open(page, '/einloggen')
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(username)
  await page.getByLabel('Passwort').fill(password)
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await page.waitForURL('**/cockpit.html')
}

/** Nothing sticks out sideways (a 375 px phone scrolls only down). */
export async function expectNoHorizontalScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
}

/**
 * The path of the first link in the newest mail with this subject to this address, read from the
 * dev mailbox. Mails are sent by a background job: the mailbox is opened again until the mail is
 * there (a page rendered before the job ran never shows it).
 */
export async function mailLinkPath(page: Page, subject: string, to: string): Promise<string> {
  let href: string | null = null
  await expect(async () => {
    await open(page, `/dev/mailbox?an=${encodeURIComponent(to)}`)
    const mail = page.getByRole('article', { name: subject }).filter({ hasText: to }).first()
    await expect(mail).toBeVisible({ timeout: 1_000 })
    href = await mail.getByRole('link').first().getAttribute('href')
  }).toPass({ timeout: 20_000 })
  if (!href) throw new Error('no link in the mail')
  // the mail links to PUBLIC_URL; the test server listens elsewhere
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}
