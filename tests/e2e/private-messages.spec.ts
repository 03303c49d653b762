import type { Page } from '@playwright/test'
import * as sample from '../support/sample-files.ts'
import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// decisions 028–031 Done when: a member writes to another, whose badge and list show the message unread,
// then read; the sender sees the read receipt turn from unread to read. Desktop: demo-mitglied
// writes to demo-forenpate; the phone the other way round (the two projects run side by side).

/** The messages flyout's badge count and its items' titles. */
async function messageFlyout(page: Page): Promise<{ count: number; titles: string[] }> {
  const banner = page.getByRole('banner')
  const button = banner.getByRole('button', { name: /^Private Nachrichten/ })
  const name = (await button.getAttribute('aria-label')) ?? ''
  const count = Number(/: (\d+) neu$/.exec(name)?.[1] ?? 0)
  await button.click()
  const panel = banner.getByRole('region', { name: 'Private Nachrichten' })
  await expect(panel).toBeVisible()
  const titles = await panel.getByRole('listitem').allInnerTexts()
  await button.click()
  return { count, titles }
}

/** Whether the flyout lists the title, once its badge and list agree (the header may be reloading). */
async function flyoutLists(page: Page, title: string): Promise<boolean> {
  let listed = false
  await expect
    .poll(async () => {
      const { count, titles } = await messageFlyout(page)
      listed = titles.some((item) => item.includes(title))
      return titles.length === count
    }, 'badge and flyout count the same')
    .toBe(true)
  return listed
}

test('a private message arrives unread, is read, and the sender sees the receipt', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const [from, to] =
    testInfo.project.name === 'mobile'
      ? ['demo-forenpate', 'demo-mitglied']
      : ['demo-mitglied', 'demo-forenpate']
  const title = `Ersatzteile für den Golf (${testInfo.project.name} ${Date.now()})`
  const sender = await (await browser.newContext()).newPage()
  const recipient = await (await browser.newContext()).newPage()

  // the recipient is on a page already: the message arrives in the header without a reload
  await logIn(recipient, to)
  await open(recipient, '/forum.html')
  await recipient.evaluate(() => {
    ;(window as { stayed?: boolean }).stayed = true
  })

  await logIn(sender, from)
  await open(sender, '/cockpit/pms/CreateMessage.html')
  await sender.getByLabel('An', { exact: true }).fill(to)
  await sender.getByLabel('Betreff').fill(title)
  await sender
    .getByLabel('Nachricht', { exact: true })
    .fill('Hast Du noch die Felgen vom Golf? Ich würde sie nehmen.')
  await sender.getByLabel(/Lesebestätigung anfordern/).check()
  await expectNoHorizontalScroll(sender)
  await sender.getByRole('button', { name: 'Senden' }).click()
  await expect(sender.getByText('Deine Nachricht ist verschickt.')).toBeVisible()
  await expect(sender.getByRole('listitem').filter({ hasText: `${to}:` })).toContainText('ungelesen')

  await expect.poll(() => flyoutLists(recipient, title), { timeout: 10_000 }).toBe(true)
  expect(await recipient.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  await open(recipient, '/cockpit/pms/PrivateMessageList.html')
  const row = recipient
    .getByRole('list', { name: 'Nachrichten' })
    .getByRole('listitem')
    .filter({ hasText: title })
  await expect(row.getByRole('link')).toHaveAccessibleName(`Ungelesen: ${title}`)
  await expect(recipient.getByRole('link', { name: /^Posteingang, \d+ ungelesen$/ })).toBeVisible()
  await expectNoHorizontalScroll(recipient)

  await row.getByRole('link').click()
  await expect(recipient.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(recipient.getByText('Hast Du noch die Felgen vom Golf?')).toBeVisible()
  await expectNoHorizontalScroll(recipient)
  // the page asks for the header again once the message counts as read
  await expect.poll(() => flyoutLists(recipient, title)).toBe(false)
  await open(recipient, '/cockpit/pms/PrivateMessageList.html')
  await expect(
    recipient.getByRole('list', { name: 'Nachrichten' }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible()

  await sender.reload()
  await expect(sender.getByRole('listitem').filter({ hasText: `${to}:` })).toContainText(
    /gelesen (Heute|vor|gerade)/,
  )
  await expect(sender.getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0)
})

test('an unknown recipient is refused with a German message, and what was typed stays', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one browser is enough for the refusal')
  await logIn(page, 'demo-moderator')
  await open(page, '/cockpit/pms/CreateMessage.html')
  await page.getByLabel('An', { exact: true }).fill('niemand-mit-diesem-namen')
  await page.getByLabel('Betreff').fill('Frage')
  await page.getByLabel('Nachricht', { exact: true }).fill('Mein langer Text, der nicht verloren gehen darf.')
  await page.getByRole('button', { name: 'Senden' }).click()
  await expect(page.getByText('Ein Mitglied „niemand-mit-diesem-namen“ gibt es nicht.')).toBeVisible()
  await expect(page.getByLabel('Nachricht', { exact: true })).toHaveValue(
    'Mein langer Text, der nicht verloren gehen darf.',
  )
})

test('a picture goes with a message to a moderator and shows in it; to a member the form offers none', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const from = testInfo.project.name === 'mobile' ? 'demo-forenpate' : 'demo-mitglied'
  const title = `Foto vom Schaden (${testInfo.project.name} ${Date.now()})`
  await logIn(page, from)
  await open(page, '/cockpit/pms/CreateMessage.html')
  await expect(
    page.getByText(
      'Bilder und Dateien kannst Du nur in Nachrichten an Moderatoren und Administratoren anhängen.',
    ),
  ).toBeVisible()
  await expect(page.getByLabel('Dateien auswählen')).toHaveCount(0)

  await open(page, '/cockpit/pms/CreateMessage.html?to=demo-moderator')
  await expect(page.getByLabel('An', { exact: true })).toHaveValue(/moderator/i)
  await page.getByLabel('Betreff').fill(title)
  await page.getByLabel('Nachricht', { exact: true }).fill('Hier das Foto vom Kotflügel.')
  await page.getByLabel('Dateien auswählen').setInputFiles([
    {
      name: 'Kotfluegel.png',
      mimeType: 'image/png',
      buffer: await sample.picture('png', { width: 800, height: 600 }),
    },
  ])
  const chosen = page.getByRole('list', { name: 'Angehängte Dateien' })
  await expect(chosen.getByRole('button', { name: /^Entfernen/ })).toHaveCount(1, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Senden' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  const picture = page.getByRole('img', { name: 'Kotfluegel' })
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await picture.getAttribute('src')).toMatch(/^\/cockpit\/pms\/datei\//)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: testInfo.outputPath('message-with-picture.png'), fullPage: true })
})
