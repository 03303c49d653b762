import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, logIn, open, test } from './support.ts'

// decision 021, the member's side of reporting: a member opens a post's menu, reports it as
// 'Off-Topic Beitrag', sees the confirmation, and cannot report it twice; the /melden page's
// dialog fits a phone and closing it leads back to the post (spec 001 §7).

/** A thread with a few replies, in a board of its own per browser project (they run side by side). */
async function threadWithReplies(page: Page, project: string): Promise<string> {
  await open(page, project === 'mobile' ? '/forum/bmw-b201.html' : '/forum/allgemeine-autofragen-b1065.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await items.count()
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    if (replies >= 3) return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no thread with replies')
}

/** The replies that offer a menu (not the member's own). */
function reportableReplies(page: Page) {
  return page
    .getByRole('region', { name: 'Antworten' })
    .getByRole('article')
    .filter({ has: page.locator('summary[aria-label="Weitere Aktionen"]') })
}

test('a member reports a post from its menu, sees the confirmation, and cannot report it twice', async ({
  page,
}, testInfo) => {
  await logIn(page)
  await open(page, await threadWithReplies(page, testInfo.project.name))
  const post = reportableReplies(page).first()
  await post.locator('summary[aria-label="Weitere Aktionen"]').click()
  await post.getByRole('link', { name: 'Melden' }).click()

  const dialog = page.getByRole('dialog', { name: 'Beitrag melden' })
  await expect(dialog).toBeVisible()
  // in-page: the thread stays behind the dialog
  await expect(page).toHaveURL(/\/forum\/.+-t\d+\.html/)
  await dialog.getByText('Beitrag entspricht nicht den Beitragsregeln').click()
  await dialog.getByLabel('Off-Topic Beitrag').check()
  await expect(dialog.getByLabel('Deine E-Mail-Adresse')).toHaveValue('demo-mitglied@example.org')
  await expect(dialog.getByLabel('Fundstelle (Adresse des Inhalts)')).toHaveValue(/#post-\d+$/)
  await dialog.getByLabel('Erläuterung').fill('Hat mit der Frage nichts zu tun.')
  await dialog
    .getByLabel('Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.')
    .check()
  await page.getByRole('button', { name: 'Meldung absenden' }).click()

  const thanks = page.getByRole('dialog', { name: 'Vielen Dank für Deine Meldung' })
  await expect(thanks).toBeVisible()
  await expect(thanks).toContainText('Eingangsbestätigung')
  await thanks.getByRole('button', { name: 'Schließen' }).last().click()
  await expect(thanks).toBeHidden()

  // a second time: the blocked dialog
  await post.locator('summary[aria-label="Weitere Aktionen"]').click()
  await post.getByRole('link', { name: 'Melden' }).click()
  const blocked = page.getByRole('dialog', { name: 'Beitrag melden nicht möglich' })
  await expect(blocked).toBeVisible()
  await expect(blocked).toContainText('Du hast diesen Inhalt bereits gemeldet.')
  await page.keyboard.press('Escape')
  await expect(blocked).toBeHidden()
})

test(
  'on a phone the /melden dialog fits the screen; closing it leads to the post',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await logIn(page)
    await open(page, await threadWithReplies(page, testInfo.project.name))
    const href = await reportableReplies(page).nth(1).locator('a[href^="/melden/post/"]').getAttribute('href')
    const postId = /\/melden\/post\/(\d+)$/.exec(href ?? '')?.[1]
    expect(postId).toBeDefined()

    await open(page, `/melden/post/${postId}`)
    const dialog = page.getByRole('dialog', { name: 'Beitrag melden' })
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360)
    expect(box!.height).toBeLessThanOrEqual(640)
    // nothing sticks out sideways; the submit button is reachable
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const submit = page.getByRole('button', { name: 'Meldung absenden' })
    await expect(submit).toBeInViewport()
    await expectNoSeriousViolations(page)

    await page.keyboard.press('Escape')
    await page.waitForURL(new RegExp(`#post-${postId}$`))
    await expect(page.locator(`#post-${postId}`)).toBeVisible()
  },
)

test(
  'on a phone "Beleidigung" is one tap away, and after sending the tab says thank you',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logIn(page)
    await open(page, await threadWithReplies(page, testInfo.project.name))
    const href = await reportableReplies(page).nth(2).locator('a[href^="/melden/post/"]').getAttribute('href')
    expect(href).toMatch(/^\/melden\/post\/\d+$/)

    await open(page, href!)
    const dialog = page.getByRole('dialog', { name: 'Beitrag melden' })
    // every reason shows at once, grouped under headings (spec 001 §5), nothing to unfold
    await expect(
      dialog.getByRole('group', { name: 'Beitrag entspricht nicht den Beitragsregeln' }),
    ).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'Spam oder Werbung' })).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'Verletzung des Urheberrechts' })).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'Terroristische Inhalte' })).toBeVisible()
    await dialog.getByText('Beleidigung oder üble Nachrede').click()
    await expect(dialog.getByRole('radio', { name: 'Beleidigung oder üble Nachrede' })).toBeChecked()
    await dialog.getByLabel('Erläuterung').fill('Nennt einen anderen Fahrer öffentlich einen Betrüger.')
    await dialog
      .getByLabel('Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.')
      .check()
    await page.getByRole('button', { name: 'Meldung absenden' }).click()

    await expect(page.getByRole('dialog', { name: 'Vielen Dank für Deine Meldung' })).toBeVisible()
    await expect(page).toHaveTitle(/^Vielen Dank für Deine Meldung/)
  },
)

test(
  'every ••• menu closes on Escape with focus back on its button, and on a press outside',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    await logIn(page)
    await open(page, await threadWithReplies(page, testInfo.project.name))
    const post = reportableReplies(page).first()
    const button = post.locator('summary[aria-label="Weitere Aktionen"]')
    const item = post.getByRole('link', { name: 'Melden' })
    await button.click()
    await expect(item).toBeVisible()
    await item.focus()
    await page.keyboard.press('Escape')
    await expect(item).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await expect(item).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(item).toBeHidden()
  },
)
