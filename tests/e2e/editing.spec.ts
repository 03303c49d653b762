import type { Browser, Page } from '@playwright/test'
import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// decision 026: a member edits a fresh reply and sees 'bearbeitet'; their old
// posts (seeded years ago) offer no 'Bearbeiten' and a direct POST answers 403; the moderator
// edits the reply later and the versions show every one; a Forenpate renames and pins a topic.
// The desktop and mobile projects run side by side: each works in a thread of its own.

// three people, several pages each, on a machine shared by parallel runs
test.describe.configure({ timeout: 240_000 })

const MARK = /bearbeitet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/

async function as(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, username)
  return page
}

/** Open, unpinned threads of the VW Golf forum (Forenpate demo-forenpate, moderator demo-moderator). */
async function golfThreads(page: Page): Promise<string[]> {
  await open(page, '/forum/vw-golf-b2000.html')
  return page
    .getByRole('list', { name: 'Themen' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .filter((item) => !/Geschlossen|Angepinnt/.test(item.textContent ?? ''))
        .map((item) => item.querySelector('a')?.getAttribute('href') ?? ''),
    )
}

/** The thread of a project: two projects never write into the same one. */
async function threadFor(page: Page, project: string, offset = 0): Promise<string> {
  const threads = await golfThreads(page)
  const path = threads[(project === 'mobile' ? 1 : 0) + offset * 2]
  if (!path) throw new Error('not enough open threads')
  return path
}

test('a member edits a fresh reply and sees the mark; the moderator edits it later and reads every version', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name
  await logIn(page, 'demo-mitglied')
  await open(page, await threadFor(page, project))
  const first = `Mein Golf verliert Kühlwaser (${project}).`
  await page.getByRole('textbox', { name: 'Deine Antwort' }).fill(first)
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(page).toHaveURL(/#post-\d+$/)
  const anchor = new URL(page.url()).hash
  const postId = anchor.replace('#post-', '')
  const post = page.locator(anchor)
  await expect(post).toContainText(first)
  await expect(post).not.toContainText(MARK)

  await post.getByRole('link', { name: /bearbeiten$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Beitrag bearbeiten' })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor()
  const field = page.getByRole('textbox', { name: 'Text', exact: true })
  await expect(field).toHaveValue(first)
  if (project === 'mobile') await expectNoHorizontalScroll(page)
  const second = `Mein Golf verliert Kühlwasser am Ausgleichsbehälter (${project}).`
  await field.fill(second)
  await page.getByRole('textbox', { name: 'Grund der Änderung (optional)' }).fill('Tippfehler')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(new RegExp(`${anchor}$`))
  await expect(page.locator(anchor)).toContainText(second)
  await expect(page.locator(anchor)).toContainText(MARK)
  await expect(page.locator(anchor)).not.toContainText('von der Moderation')
  if (project === 'mobile') await expectNoHorizontalScroll(page)

  // the moderator of the board edits it later: the mark says so, the versions show all three
  const moderator = await as(browser, 'demo-moderator')
  await open(moderator, `/forum/aktion/PostJump.html?postId=${postId}`)
  const seen = moderator.locator(anchor)
  await seen.getByRole('link', { name: /bearbeiten$/ }).click()
  await moderator.locator('html[data-hydrated="true"]').waitFor()
  const third = `Kühlwasserverlust am Ausgleichsbehälter (${project}), Werbung entfernt.`
  await moderator.getByRole('textbox', { name: 'Text', exact: true }).fill(third)
  await moderator.getByRole('textbox', { name: 'Grund der Änderung (optional)' }).fill('Werbung entfernt')
  await moderator.getByRole('button', { name: 'Speichern' }).click()
  await expect(moderator.locator(anchor)).toContainText(third)
  await expect(moderator.locator(anchor)).toContainText(new RegExp(`${MARK.source} von der Moderation`))
  await moderator
    .locator(anchor)
    .getByRole('link', { name: /^Versionen/ })
    .click()
  await expect(moderator.getByRole('heading', { level: 1, name: /^Versionen von Beitrag/ })).toBeVisible()
  const versions = moderator.getByRole('listitem')
  await expect(versions.filter({ hasText: 'Version 3' })).toContainText(third)
  await expect(versions.filter({ hasText: 'Version 3' })).toContainText('Grund: Werbung entfernt')
  await expect(versions.filter({ hasText: 'Version 2' })).toContainText(second)
  await expect(versions.filter({ hasText: 'Version 1' })).toContainText(first)
  if (project === 'mobile') await expectNoHorizontalScroll(moderator)

  // the member sees the moderation's mark but no versions; the history is refused to them
  await open(page, `/forum/aktion/PostJump.html?postId=${postId}`)
  await expect(page.locator(anchor)).toContainText('von der Moderation')
  await expect(page.locator(anchor).getByRole('link', { name: /^Versionen/ })).toHaveCount(0)
  const history = await page.request.get(`/forum/aktion/PostHistory.html?postId=${postId}`)
  expect(history.status()).toBe(403)
  await moderator.context().close()
})

test('old own posts offer no Bearbeiten, and a direct POST answers 403', async ({ page }) => {
  await logIn(page, 'demo-mitglied')
  // demo-mitglied's seeded replies are years old: found by 'Meine Beiträge' up to a month ago
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  await open(page, `/suche.html?search&suk=5&suf=2&sob=newFirst&sdb=${monthAgo}`)
  const hit = page.getByRole('list', { name: 'Treffer' }).getByRole('listitem').first()
  await hit.getByRole('link').first().click()
  await expect(page).toHaveURL(/#post-\d+$/)
  const anchor = new URL(page.url()).hash
  const postId = anchor.replace('#post-', '')
  const post = page.locator(anchor)
  await expect(post.getByRole('link', { name: /demo-mitglied/ }).first()).toBeVisible()
  await expect(post.getByRole('link', { name: /bearbeiten$/ })).toHaveCount(0)
  const before = await post.locator('[class*="_text_"]').first().textContent()

  const csrf = await page.locator('input[name="csrf"]').first().getAttribute('value')
  const direct = await page.request.post(`/forum/aktion/EditPost.html?postId=${postId}`, {
    form: { postId, csrf: csrf ?? '', text: 'Nachträglich umgeschrieben.' },
  })
  expect(direct.status()).toBe(403)
  expect(await direct.text()).toContain('in den ersten 120 Minuten nach dem Absenden')
  await open(page, `/forum/aktion/PostJump.html?postId=${postId}`)
  await expect(page.locator(anchor)).not.toContainText('Nachträglich umgeschrieben.')
  expect(await page.locator(anchor).locator('[class*="_text_"]').first().textContent()).toBe(before)

  // the form itself says why, with 403
  const form = await open(page, `/forum/aktion/EditPost.html?postId=${postId}`)
  expect(form?.status()).toBe(403)
  await expect(page.getByRole('alert')).toContainText('120 Minuten')
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0)
})

test('a Forenpate renames a topic of their board and pins it; members see neither control', async ({
  page,
  browser,
}, testInfo) => {
  const project = testInfo.project.name
  await logIn(page, 'demo-forenpate')
  const path = await threadFor(page, project, 1)
  await open(page, path)
  await page
    .getByRole('group', { name: 'Thema verwalten' })
    .getByRole('link', { name: 'Titel bearbeiten' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Titel bearbeiten' })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor()
  if (project === 'mobile') await expectNoHorizontalScroll(page)
  const title = `Golf Kühlerlüfter läuft nach (${project})`
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title)
  await page.getByRole('button', { name: 'Titel speichern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const renamed = new URL(page.url()).pathname
  expect(renamed).toMatch(new RegExp(`^/forum/golf-kuehlerluefter-laeuft-nach-${project}-t\\d+\\.html$`))

  // pin it: it heads the board; loosen it again
  await page.getByRole('group', { name: 'Thema verwalten' }).getByRole('button', { name: 'Anheften' }).click()
  await expect(
    page.getByRole('group', { name: 'Thema verwalten' }).getByRole('button', { name: 'Lösen' }),
  ).toBeVisible()
  await open(page, '/forum/vw-golf-b2000.html')
  const pinned = page.getByRole('list', { name: 'Themen' }).getByRole('listitem').filter({ hasText: title })
  await expect(pinned.getByText('Angepinnt')).toBeVisible()
  await open(page, renamed)
  await page.getByRole('group', { name: 'Thema verwalten' }).getByRole('button', { name: 'Lösen' }).click()
  await expect(
    page.getByRole('group', { name: 'Thema verwalten' }).getByRole('button', { name: 'Anheften' }),
  ).toBeVisible()

  // a member (not the starter's moderator, not a Forenpate) sees no such controls, and is refused
  const member = await as(browser, 'demo-mitglied')
  await open(member, renamed)
  await expect(member.getByRole('group', { name: 'Thema verwalten' })).toHaveCount(0)
  const threadId = /-t(\d+)\.html$/.exec(renamed)?.[1]
  const refused = await member.request.get(`/forum/aktion/EditThread.html?threadId=${threadId}`)
  expect(refused.status()).toBe(403)
  await member.context().close()
})
