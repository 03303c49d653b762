import type { Browser, Page } from '@playwright/test'
import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// decisions 028–031 "Subscriptions and notifications": demo-forenpate follows a thread, demo-mitglied
// answers in it, and demo-forenpate finds the notice in the header's message flyout and on
// /cockpit/benachrichtigungen; opening it leads to the reply and marks it read. The desktop and
// mobile projects run side by side: each works in a thread of its own.

test.describe.configure({ timeout: 180_000 })

async function as(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, username)
  return page
}

/** An open thread of the VW Golf forum for this project, away from the other specs' threads. */
async function threadFor(page: Page, project: string, other = 0): Promise<string> {
  await open(page, '/forum/vw-golf-b2000.html')
  const threads = await page
    .getByRole('list', { name: 'Themen' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .filter((item) => !/Geschlossen|Angepinnt/.test(item.textContent ?? ''))
        .map((item) => item.querySelector('a')?.getAttribute('href') ?? ''),
    )
  // `other`: a further pair of threads, for a second test of this file
  const path = threads.at((project === 'mobile' ? -2 : -1) - 2 * other)
  if (!path) throw new Error('no open thread')
  return path
}

async function flyoutTitles(page: Page): Promise<string[]> {
  const banner = page.getByRole('banner')
  const button = banner.getByRole('button', { name: /^Benachrichtigungen/ })
  await button.click()
  const panel = banner.getByRole('region', { name: 'Benachrichtigungen' })
  await expect(panel).toBeVisible()
  const titles = await panel.getByRole('listitem').allInnerTexts()
  await button.click()
  return titles
}

test('a reply in a followed thread shows in the header flyout and on /cockpit/benachrichtigungen', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name
  const follower = await as(browser, 'demo-forenpate')
  const path = await threadFor(follower, project)
  await open(follower, path)
  const title = (await follower.getByRole('heading', { level: 1 }).innerText()).trim()
  const followButton = follower.getByRole('button', { name: /Thema folgen|Nicht mehr folgen/ })
  if ((await followButton.innerText()).includes('Thema folgen')) await followButton.click()
  await expect(follower.getByRole('button', { name: /Nicht mehr folgen/ })).toBeVisible()
  await expectNoHorizontalScroll(follower)

  const author = await as(browser, 'demo-mitglied')
  await open(author, path)
  const text = `Bei mir war es der Thermostat, ${project} ${Date.now()}.`
  await author.getByRole('textbox', { name: 'Deine Antwort' }).fill(text)
  await author.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(author).toHaveURL(/#post-\d+$/)
  await expect(author.locator(new URL(author.url()).hash)).toContainText(text)

  const notice = `Neue Antwort in „${title}“`
  await expect
    .poll(async () => {
      await open(follower, '/cockpit.html')
      return (await flyoutTitles(follower)).some((item) => item.includes(notice))
    }, 'the header flyout lists the reply')
    .toBe(true)

  await open(follower, '/cockpit/benachrichtigungen')
  const list = follower.getByRole('list', { name: 'Benachrichtigungen' })
  const item = list.getByRole('listitem').filter({ hasText: notice }).first()
  await expect(item.getByText('Neu', { exact: true })).toBeVisible()
  await expect(item).toContainText('demo-mitglied')
  await expectNoHorizontalScroll(follower)
  await follower.screenshot({ path: testInfo.outputPath('benachrichtigungen.png'), fullPage: true })

  await item.getByRole('link', { name: notice }).click()
  await expect(follower).toHaveURL(/#post-\d+$/)
  await expect(follower.getByText(text)).toBeVisible()
  await open(follower, '/cockpit/benachrichtigungen')
  await expect(
    list.getByRole('listitem').filter({ hasText: notice }).first().getByText('Neu', { exact: true }),
  ).toHaveCount(0)
  expect((await flyoutTitles(follower)).some((entry) => entry.includes(notice))).toBe(false)
})

test(
  'every settings page and the subscriptions page fit the screen',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    const member = await as(browser, 'demo-forenpate')
    await open(member, '/cockpit/EinstellungenUebersicht.html')
    await member
      .getByRole('navigation', { name: 'Einstellungen' })
      .getByRole('link', { name: 'Benachrichtigungen' })
      .click()
    await expect(member.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible()
    await expect(
      member.getByRole('combobox', { name: 'E-Mail: Neue Antworten in Themen, denen Du folgst' }),
    ).toHaveValue('immediate')
    // the section says what this browser allows: the headless test browser refuses notifications
    // whatever it is granted, so it shows the note a blocking browser gets where others offer the
    // button (subscribing is tested against a local push service in the server tests)
    const push = member.getByRole('region', { name: 'Push-Benachrichtigungen in diesem Browser' })
    await expect(
      push
        .getByRole('button', { name: 'Push-Benachrichtigungen einschalten' })
        .or(push.getByRole('status').filter({ hasText: 'in Deinem Browser blockiert' })),
    ).toBeVisible()
    await expectNoHorizontalScroll(member)
    await member.screenshot({ path: testInfo.outputPath('einstellungen.png'), fullPage: true })
    for (const path of [
      '/cockpit/EinstellungenUebersicht.html',
      '/cockpit/einstellungen/profil',
      '/cockpit/einstellungen/avatar',
      '/cockpit/einstellungen/e-mail',
      '/cockpit/einstellungen/passwort',
    ]) {
      await open(member, path)
      await expect(member.getByRole('navigation', { name: 'Einstellungen' })).toBeVisible()
      await expectNoHorizontalScroll(member)
    }

    await open(member, '/cockpit/abonnements')
    await expect(member.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeVisible()
    await expect(member.getByRole('heading', { level: 2, name: 'Foren' })).toBeVisible()
    await expect(member.getByRole('heading', { level: 2, name: 'Themen' })).toBeVisible()
    await expectNoHorizontalScroll(member)
    await member.screenshot({ path: testInfo.outputPath('abonnements.png'), fullPage: true })
  },
)

test('after a reply the member follows the thread, and "Nicht mehr folgen" is a quiet button, not the filled one @phone', async ({
  browser,
}, testInfo) => {
  const author = await as(browser, 'demo-mitglied')
  const path = await threadFor(author, testInfo.project.name, 1)
  await open(author, path)
  await author
    .getByRole('textbox', { name: 'Deine Antwort' })
    .fill(`Danke, das hat geholfen (${testInfo.project.name} ${Date.now()}).`)
  const reply = author.getByRole('button', { name: 'Antworten', exact: true }).last()
  const filled = await reply.evaluate((element) => getComputedStyle(element).backgroundColor)
  await reply.click()
  await expect(author).toHaveURL(/#post-\d+$/)
  const unfollow = author.getByRole('button', { name: 'Nicht mehr folgen' }).first()
  await expect(unfollow).toBeVisible()
  const background = await unfollow.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(background).not.toBe(filled)
  expect(background).toBe('rgba(0, 0, 0, 0)')
})
