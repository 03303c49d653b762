import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { type Forum, startForum } from './world.ts'

export { expect }

/**
 * Every spec's `test`: the worker's own forum (world.ts) is the base URL of every page, context
 * and request; and no page may log a CSP violation (the console message Chromium logs, or a
 * `securitypolicyviolation` event).
 */
export const test = base.extend<{ noCspViolations: undefined }, { forum: Forum }>({
  forum: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const forum = await startForum(workerInfo.workerIndex)
      await use(forum)
      await forum.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ forum }, use) => {
    await use(forum.url)
  },
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

/**
 * Logs a member in (a demo member, password 'demo-passwort' unless given) by sending the login
 * form, as a browser without JavaScript does: the session cookie lands in the page's context.
 * The login page itself is tested in accounts.spec.ts; here it would cost a page load per test.
 */
export async function logIn(page: Page, username = 'demo-mitglied', password = 'demo-passwort') {
  await page.request.get('/einloggen')
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'mt_csrf')?.value ?? ''
  const response = await page.request.post('/login.html?redirectAfterProcess=%2Fcockpit.html', {
    form: { csrf, username, password, telemetry: '' },
    maxRedirects: 0,
  })
  expect(response.status(), `login of ${username}`).toBe(303)
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
