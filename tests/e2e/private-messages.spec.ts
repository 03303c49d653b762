import type { Page } from '@playwright/test'
import * as sample from '../support/sample-files.ts'
import { expect, expectNoHorizontalScroll, expectNoSeriousViolations, logIn, open, test } from './support.ts'

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

test('a private message arrives unread, is read in its conversation, and the sender sees the receipt @phone', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  const [from, to] =
    testInfo.project.name === 'mobile'
      ? ['demo-forenpate', 'demo-mitglied']
      : ['demo-mitglied', 'demo-forenpate']
  const run = `${testInfo.project.name} ${Date.now()}`
  const title = `Ersatzteile für den Golf (${run})`
  const question = `Hast Du noch die Felgen vom Golf? Ich würde sie nehmen. (${run})`
  const answer = `Ja, alle vier, 17 Zoll. (${run})`
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
  await sender.getByLabel('Nachricht', { exact: true }).fill(question)
  await sender.getByLabel(/Lesebestätigung anfordern/).check()
  await expectNoHorizontalScroll(sender)
  await sender.getByRole('button', { name: 'Senden' }).click()
  // decision 041: the sent message shows in the conversation with the recipient
  await expect(sender.getByText('Deine Nachricht ist verschickt.')).toBeVisible()
  await expect(sender.getByRole('heading', { level: 1, name: `Unterhaltung mit ${to}` })).toBeVisible()
  const sent = sender.getByRole('listitem').filter({ hasText: question })
  await expect(sent).toContainText('Lesebestätigung:')
  await expect(sent).toContainText('ungelesen')
  await expect(sent.getByRole('button', { name: 'Zurückziehen' })).toBeVisible()

  await expect.poll(() => flyoutLists(recipient, title), { timeout: 10_000 }).toBe(true)
  expect(await recipient.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  // the inbox lists conversations: the sender's with the excerpt and the unread count
  await open(recipient, '/cockpit/pms/PrivateMessageList.html')
  const entry = recipient
    .getByRole('list', { name: 'Unterhaltungen' })
    .getByRole('listitem')
    .filter({ hasText: question.slice(0, 40) })
  await expect(entry.getByRole('link')).toHaveAccessibleName(new RegExp(`^${from}, \\d+ ungelesen$`))
  await expect(recipient.getByRole('link', { name: /^Posteingang, \d+ ungelesen$/ })).toBeVisible()
  await expectNoHorizontalScroll(recipient)
  await expectNoSeriousViolations(recipient)

  await entry.getByRole('link').click()
  await expect(recipient.getByRole('heading', { level: 1, name: `Unterhaltung mit ${from}` })).toBeVisible()
  await expect(recipient.getByText(question)).toBeVisible()
  await expectNoHorizontalScroll(recipient)
  // opening reads it: the page asks for the header again once the message counts as read
  await expect.poll(() => flyoutLists(recipient, title)).toBe(false)

  // the reply box sits below the conversation; a sent reply shows last and the box is empty
  const box = recipient.getByRole('textbox', { name: 'Antwort' })
  await box.fill(answer)
  await recipient.getByRole('button', { name: 'Senden' }).click()
  await expect(recipient.getByText('Deine Nachricht ist verschickt.')).toBeVisible()
  const messages = recipient.getByRole('list', { name: `Nachrichten mit ${from}` }).getByRole('listitem')
  await expect(messages.last()).toContainText(answer)
  await expect(messages.last()).toContainText('Du')
  await expect(box).toHaveValue('')
  await expectNoSeriousViolations(recipient)
  await recipient.screenshot({ path: testInfo.outputPath('conversation.png'), fullPage: true })

  // the sender sees the receipt turn to read, and the reply after the question
  await sender.reload()
  await expect(sent).toContainText(/gelesen (Heute|vor|gerade)/)
  await expect(sent.getByRole('button', { name: 'Zurückziehen' })).toHaveCount(0)
  await expect(sender.getByText(answer)).toBeVisible()
})

test('an old message address leads to its conversation for its people and to 404 for anyone else', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'addresses, not layout')
  const text = `Die alte Adresse (${Date.now()})`
  const sender = await (await browser.newContext()).newPage()
  await logIn(sender, 'demo-mitglied')
  await open(sender, '/cockpit/pms/CreateMessage.html?to=demo-forenpate')
  await sender.getByLabel('Betreff').fill('Alte Adresse')
  await sender.getByLabel('Nachricht', { exact: true }).fill(text)
  await sender.getByRole('button', { name: 'Senden' }).click()
  await expect(sender.getByText('Deine Nachricht ist verschickt.')).toBeVisible()
  const id = /#pm-(\d+)$/.exec(sender.url())?.[1]
  expect(id).toBeTruthy()

  const recipient = await (await browser.newContext()).newPage()
  await logIn(recipient, 'demo-forenpate')
  await open(recipient, `/cockpit/pms/PrivateMessage.html?id=${id}`)
  await expect(recipient).toHaveURL(new RegExp(`/cockpit/pms/Conversation\\.html\\?with=\\d+#pm-${id}$`))
  await expect(recipient.locator(`#pm-${id}`)).toContainText(text)

  const stranger = await (await browser.newContext()).newPage()
  await logIn(stranger, 'demo-moderator')
  const response = await stranger.goto(`/cockpit/pms/PrivateMessage.html?id=${id}`)
  expect(response?.status()).toBe(404)
  await expect(stranger.getByText(text)).toHaveCount(0)
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
