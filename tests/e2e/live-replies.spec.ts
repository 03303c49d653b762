import type { Browser, Page } from '@playwright/test'
import { expect, logIn, open, test } from './support.ts'

// decisions 028–031 Done when: a reply by one member appears on another member's open page of that thread
// within two seconds, without a reload, and as a notification. The reader follows the thread;
// having read it to its end, it is gone from the `Themen` flyout. Each project its own board.

async function member(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, username)
  return page
}

/** The newest open thread of the board: its address. */
async function openThread(page: Page, board: string): Promise<string> {
  await open(page, board)
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i)
    if ((await item.getByText('Geschlossen').count()) === 0)
      return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no open thread')
}

test('a reply appears on another member’s open thread page within two seconds, and as a notification', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const board =
    testInfo.project.name === 'mobile'
      ? '/forum/elektromobilitaet-b403.html'
      : '/forum/recht-versicherung-b402.html'
  const [readerName, writerName] =
    testInfo.project.name === 'mobile'
      ? ['demo-admin', 'demo-moderator']
      : ['demo-forenpate', 'demo-mitglied']
  const reader = await member(browser, readerName)
  const writer = await member(browser, writerName)
  const path = await openThread(reader, board)

  // the reader follows the thread and has its last page open
  await open(reader, path)
  const follow = reader.getByRole('button', { name: 'Thema folgen' })
  if (await follow.isVisible()) {
    await follow.click()
    await expect(reader.getByRole('button', { name: 'Nicht mehr folgen' })).toBeVisible()
  }
  const last = reader.getByRole('combobox', { name: /Seite/ }).first()
  let lastPage = path
  if (await last.isVisible()) {
    const options = await last.locator('option').count()
    if (options > 1) lastPage = `${path}?page=${options - 1}`
  }
  // the reply is written once the reader's event stream is open
  const streamOpen = reader.waitForResponse((response) => response.url().includes('/live/events'))
  await open(reader, lastPage)
  await streamOpen

  const text = `Live-Antwort von ${writerName} (${testInfo.project.name} ${Date.now()})`
  await open(writer, path)
  await writer.getByRole('textbox', { name: /Deine Antwort/ }).fill(text)
  const sent = Date.now()
  await writer.getByRole('button', { name: 'Antworten', exact: true }).click()
  await expect(writer.getByText(text)).toBeVisible({ timeout: 10_000 })

  // no reload: the page's own marker survives
  await reader.evaluate(() => {
    ;(window as { liveMarker?: boolean }).liveMarker = true
  })
  await expect(reader.getByText(text)).toBeVisible({ timeout: 4_000 })
  expect(Date.now() - sent).toBeLessThan(2_000 + 1_500) // two seconds after the reply was stored, plus the submit
  expect(await reader.evaluate(() => (window as { liveMarker?: boolean }).liveMarker)).toBe(true)

  // as a notification in the header: the bell's flyout tells of the reply
  const messages = reader.getByRole('banner').getByRole('button', { name: /^Benachrichtigungen/ })
  await messages.click()
  const title = (await reader.getByRole('heading', { level: 1 }).innerText()).trim()
  await expect(reader.getByRole('region', { name: 'Benachrichtigungen' })).toContainText(
    `Neue Antwort in „${title}“`,
  )
  await messages.click()

  // the reader has seen the thread to its end: nothing new in the Themen flyout for it
  await reader.reload()
  await reader.locator('html[data-hydrated="true"]').waitFor()
  const threads = reader.getByRole('banner').getByRole('button', { name: /^Themen/ })
  await threads.click()
  await expect(reader.getByRole('region', { name: 'Themen', exact: true })).not.toContainText(title)
})
