import type { Page } from '@playwright/test'
import { expect, logIn, open, test } from './support.ts'

// spec 001 §2: read a multi-page thread, jump pages, quote a post into the quick reply,
// submit, see it at the end with counters updated; empty and 2001-character replies refused
// with the spec message; a visitor's reply survives the login detour through the cookie;
// thumbs up toggles; PostJump lands on the right page; XSS attempts render inert.

/** An open thread with several pages, different for the two browser projects (they run side by side). */
async function longThread(page: Page, project: string): Promise<string> {
  await open(page, project === 'mobile' ? '/forum/vw-passat-b2001.html' : '/forum/vw-golf-b2000.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await items.count()
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    const closed = await item.getByText('Geschlossen').count()
    if (replies > 25 && closed === 0) return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no long open thread')
}

/** Another open thread of the same board: for a test that writes while the first test counts replies. */
async function otherOpenThread(page: Page, project: string): Promise<string> {
  const counted = await longThread(page, project)
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await items.count()
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i)
    const href = (await item.getByRole('link').first().getAttribute('href')) ?? ''
    if (href !== counted && (await item.getByText('Geschlossen').count()) === 0) return href
  }
  throw new Error('no other open thread')
}

test('read a long thread, change pages, quote a post, answer, and find the answer at the end', async ({
  page,
}, testInfo) => {
  await logIn(page)
  const path = await longThread(page, testInfo.project.name)
  await open(page, path)
  const answers = Number(
    (
      (await page
        .getByText(/^\d+ Antworten$/)
        .first()
        .textContent()) ?? '0'
    ).split(' ')[0],
  )
  await page
    .getByRole('link', { name: /Weiter/ })
    .first()
    .click()
  await expect(page).toHaveURL(`${path}?page=1`)
  // the address changes before the new page is committed: wait for page 1 itself
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?page=1$/)
  await expect(page.getByRole('article').nth(1)).toBeVisible()

  // quote the first reply of this page into the quick reply
  const replies = page.getByRole('region', { name: 'Antworten' }).getByRole('article')
  const quoted = replies.first()
  const author = (await quoted.locator('[id$="-author"]').textContent())?.trim() ?? ''
  await page.locator('html[data-hydrated="true"]').waitFor()
  // decision 024: a link to the full editor, which JavaScript turns into the quoting quick reply
  await quoted.getByRole('link', { name: 'Antworten', exact: true }).click()
  const field = page.getByRole('textbox', { name: 'Deine Antwort' })
  await expect(field).toHaveValue(new RegExp(`^\\[quote=${author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]`))
  await field.press('End')
  await field.pressSequentially(`Genau so war es bei mir (${testInfo.project.name}).`)
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()

  await expect(page).toHaveURL(/#post-\d+$/)
  const anchor = new URL(page.url()).hash
  const mine = page.locator(anchor)
  await expect(mine).toContainText(`Genau so war es bei mir (${testInfo.project.name}).`)
  await expect(mine.locator('blockquote').first()).toContainText(`Zitat von ${author}`)
  await expect(page.getByText(/^\d+ Antworten$/).first()).toHaveText(`${answers + 1} Antworten`)
})

test('empty and too long replies are refused with the spec message', async ({ page }, testInfo) => {
  await logIn(page)
  await open(page, await longThread(page, testInfo.project.name))
  await page.locator('html[data-hydrated="true"]').waitFor()
  const field = page.getByRole('textbox', { name: 'Deine Antwort' })
  await field.fill('   ')
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(page.getByRole('alert')).toHaveText('Bitte fülle dieses Feld aus.')
  // the field stops at 2000 characters; the server refuses more as well (integration tests)
  await field.fill('x'.repeat(2001))
  expect((await field.inputValue()).length).toBe(2000)
})

test('a visitor’s reply survives the login detour and is posted afterwards', async ({ page }, testInfo) => {
  // not the thread whose replies the first test counts: the two run side by side
  const path = await otherOpenThread(page, testInfo.project.name)
  await open(page, path)
  const text = `Antwort als Gast geschrieben (${testInfo.project.name} ${Date.now() % 100_000})`
  await page.getByRole('textbox', { name: 'Deine Antwort' }).fill(text)
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(page.getByText('Bitte melde Dich an, um fortzufahren.')).toBeVisible()
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('demo-forenpate')
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await expect(page).toHaveURL(/#post-\d+$/)
  await expect(page.locator(new URL(page.url()).hash)).toContainText(text)
})

test('thumbs up toggles, and PostJump lands on the page and anchor of a post', async ({ page }, testInfo) => {
  await logIn(page, testInfo.project.name === 'mobile' ? 'demo-admin' : 'demo-moderator')
  const path = await longThread(page, testInfo.project.name)
  await open(page, `${path}?page=1`)
  const post = page.getByRole('region', { name: 'Antworten' }).getByRole('article').nth(2)
  const id = await post.getAttribute('id')
  const thumbs = page.locator(`#${id}`).getByRole('button', { name: /Daumen hoch/ })
  const before = Number(await thumbs.locator('span').nth(0).textContent())
  const pressed = await thumbs.getAttribute('aria-pressed')
  await thumbs.click()
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  await expect(page.locator(`#${id}`).getByRole('button', { name: /Daumen hoch/ })).toHaveAttribute(
    'aria-pressed',
    pressed === 'true' ? 'false' : 'true',
  )
  await expect(
    page
      .locator(`#${id}`)
      .getByRole('button', { name: /Daumen hoch/ })
      .locator('span')
      .nth(0),
  ).toHaveText(String(before + (pressed === 'true' ? -1 : 1)))

  const postId = id?.replace('post-', '')
  await page.goto(`/forum/aktion/PostJump.html?postId=${postId}`)
  await expect(page).toHaveURL(`${path}?page=1#${id}`)
  await expect(page.locator(`#${id}`)).toBeVisible()
})

test('markup in posts renders inert', async ({ page }, testInfo) => {
  await logIn(page)
  await open(page, await longThread(page, testInfo.project.name))
  const attack =
    '<img src=x onerror="window.__xss=1"> [url=javascript:window.__xss=2]klick[/url] <script>window.__xss=3</script>'
  await page.getByRole('textbox', { name: 'Deine Antwort' }).fill(attack)
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(page).toHaveURL(/#post-\d+$/)
  const mine = page.locator(new URL(page.url()).hash)
  await expect(mine).toContainText('<img src=x onerror="window.__xss=1">')
  expect(await mine.locator('img[src="x"], script').count()).toBe(0)
  expect(await mine.getByRole('link', { name: 'klick' }).count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})

test(
  "'Neue Antwort' puts the cursor into the reply box, so a phone opens its keyboard",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await open(page, await longThread(page, testInfo.project.name))
    await page.locator('html[data-hydrated="true"]').waitFor()
    await page.getByRole('link', { name: 'Neue Antwort' }).click()
    await expect(page.getByRole('textbox', { name: 'Deine Antwort' })).toBeFocused()
  },
)

test(
  'on a phone the thread page’s controls are at least 44 px high',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'tap targets are a phone’s matter')
    await open(page, await longThread(page, testInfo.project.name))
    const small = await page.evaluate(() => {
      const selectors = [
        'nav[aria-label="Brotkrumen"] a',
        'main article footer button',
        'main article footer a',
        'main article header a[aria-label^="Link zu Beitrag"]',
        'main summary',
        'header[data-frame="header"] button',
      ]
      return selectors.flatMap((selector) =>
        [...document.querySelectorAll(selector)]
          .map((element) => ({ selector, height: element.getBoundingClientRect().height }))
          .filter(({ height }) => height > 0 && height < 44),
      )
    })
    expect(small).toEqual([])
  },
)
