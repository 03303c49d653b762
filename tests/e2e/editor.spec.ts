import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, logIn, open, test } from './support.ts'

// decision 024: the editor. A member answers a post with 'Antworten' (the quote lands in the quick
// reply), takes it into the full editor with 'Erweiterter Editor', formats with the toolbar,
// looks at 'Vorschau' and sends: the preview's HTML is the published post's. The toolbar works
// from the keyboard alone; on a 375 px phone nothing scrolls sideways.

/**
 * An open thread with replies, in a board no other spec writes to; the two browser projects
 * run side by side, so each has a board of its own.
 */
async function openThread(page: Page, project: string): Promise<string> {
  await open(page, project === 'mobile' ? '/forum/ford-b205.html' : '/forum/opel-b204.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await items.count()
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    const closed = await item.getByText('Geschlossen').count()
    if (replies >= 2 && replies < 9 && closed === 0)
      return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no open thread with replies')
}

/** The element PostText renders (its CSS module class starts with _text_). */
function postText(scope: Locator): Locator {
  return scope.locator('div[class^="_text_"]').first()
}

/** axe on the page's content (the editor): no serious or critical violations. */
async function expectAccessibleContent(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

async function noHorizontalScroll(page: Page) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(width)
}

const LONG_LINE =
  'for z in $(seq 1 10); do echo "Zeile $z: ein sehr langer Befehl, der weit über den Rand eines Telefons hinausgeht"; done'

test('Antworten quotes into the quick reply, Erweiterter Editor takes it along, the toolbar formats, Vorschau shows exactly the published post', async ({
  page,
}, testInfo) => {
  // a long way through four pages, with an accessibility scan
  test.slow()
  await logIn(page)
  const path = await openThread(page, testInfo.project.name)
  await open(page, path)

  // spec 001 §2: 'Antworten' opens a quoting quick reply
  const quoted = page.getByRole('region', { name: 'Antworten' }).getByRole('article').first()
  const author = ((await quoted.locator('[id$="-author"]').textContent()) ?? '').trim()
  const answer = quoted.getByRole('link', { name: 'Antworten', exact: true })
  await expect(answer).toHaveAttribute('href', /\/forum\/aktion\/Reply\.html\?threadId=\d+&quotePostId=\d+$/)
  await answer.click()
  const quick = page.getByRole('textbox', { name: 'Deine Antwort' })
  const quote = new RegExp(`^\\[quote=${author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]`)
  await expect(quick).toHaveValue(quote)
  await expect(quick).toBeFocused()
  await quick.press('Control+End')
  await quick.pressSequentially('Gute Frage. ')

  // the quick reply's text, quote included, into the full editor
  await page.getByRole('button', { name: 'Erweiterter Editor' }).click()
  await expect(page).toHaveURL(/\/forum\/aktion\/Reply\.html\?threadId=\d+$/)
  await expect(page.getByRole('heading', { name: 'Antwort schreiben', level: 1 })).toBeVisible()
  await page.locator('html[data-hydrated="true"]').waitFor()
  const field = page.getByRole('textbox', { name: 'Deine Antwort' })
  await expect(field).toHaveValue(quote)
  await expect(field).toHaveValue(/Gute Frage\. $/)

  // bold with the button: the caret waits between the tags
  await field.press('Control+End')
  await field.pressSequentially('Das ist ')
  await page.getByRole('toolbar', { name: 'Formatierung' }).getByRole('button', { name: 'Fett' }).click()
  await expect(field).toBeFocused()
  await field.pressSequentially('wichtig')
  await expect(field).toHaveValue(/Das ist \[b\]wichtig\[\/b\]$/)
  // a list from two typed lines
  await field.press('Control+End')
  await field.pressSequentially(':\nZündkerzen prüfen\nLuftfilter tauschen')
  await field.press('Shift+ArrowUp')
  await field.press('Shift+Home')
  await page.getByRole('button', { name: 'Liste' }).click()
  await expect(field).toHaveValue(/\[list\]\n\[\*\]Zündkerzen prüfen\n\[\*\]Luftfilter tauschen\n\[\/list\]$/)
  // code, long enough to scroll inside its block
  await field.press('Control+End')
  await field.press('Enter')
  await page.keyboard.insertText(LONG_LINE)
  // the line wraps in the field on a phone: select it as a whole
  await field.evaluate((element: HTMLTextAreaElement, length) => {
    element.setSelectionRange(element.value.length - length, element.value.length)
  }, LONG_LINE.length)
  await page.getByRole('button', { name: 'Code' }).click()
  await expect(field).toHaveValue(
    new RegExp(`\\[code\\]${LONG_LINE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[/code\\]$`),
  )
  await expect(page.getByText(/^[\d.]+\/20\.000 Zeichen$/)).toBeVisible()

  // the preview: the very PostText of a published post
  await page.getByRole('tab', { name: 'Vorschau' }).click()
  const preview = page.getByRole('tabpanel', { name: 'Vorschau' })
  await expect(preview.locator('strong', { hasText: 'wichtig' })).toBeVisible()
  await expect(preview.locator('blockquote')).toContainText(`Zitat von ${author}`)
  await expect(preview.locator('li')).toHaveText(['Zündkerzen prüfen', 'Luftfilter tauschen'])
  await expect(preview.locator('pre code')).toHaveText(LONG_LINE)
  await expect(field).toBeHidden()
  await noHorizontalScroll(page)
  await expectAccessibleContent(page)
  const previewHtml = await postText(preview).innerHTML()

  await page.getByRole('button', { name: 'Antworten', exact: true }).click()
  await expect(page).toHaveURL(/#post-\d+$/)
  const mine = page.locator(new URL(page.url()).hash)
  await expect(mine).toContainText('Das ist wichtig')
  expect(await postText(mine).innerHTML()).toBe(previewHtml)
  // the long line scrolls inside its block, the page does not
  await noHorizontalScroll(page)
})

test('the toolbar from the keyboard alone: one tab stop, arrows, Enter, focus back in the text; shortcuts; the tabs', async ({
  page,
}, testInfo) => {
  await logIn(page, 'demo-forenpate')
  const path = await openThread(page, testInfo.project.name)
  const threadId = /-t(\d+)\.html/.exec(path)?.[1]
  // the draft saves itself every 10 s: the page's clock is moved on instead of waiting
  await page.clock.install()
  await open(page, `/forum/aktion/Reply.html?threadId=${threadId}`)
  // a retry finds the draft its first attempt saved: away with it, this test starts empty
  const discard = page.getByRole('button', { name: 'Verwerfen' })
  if (await discard.count()) {
    await discard.click()
    await expect(page.getByText(/Du hast einen Entwurf vom/)).toHaveCount(0)
    await page.locator('html[data-hydrated="true"]').waitFor()
  }
  const field = page.getByRole('textbox', { name: 'Deine Antwort' })
  await field.focus()
  await page.keyboard.type('Ölwechsel nicht vergessen')
  // the draft saves itself after 10 s (spec 000 §4) and the editor stays as it is: text, focus
  await page.clock.runFor(10_000)
  await expect(page.getByText('Entwurf gespeichert')).toBeVisible()
  await expect(field).toHaveValue('Ölwechsel nicht vergessen')
  await expect(field).toBeFocused()
  await expect(page.getByText(/Du hast einen Entwurf vom/)).toHaveCount(0)

  // Shift+Tab from the text reaches the toolbar's one stop (Fett), then the tab 'Schreiben'
  await page.keyboard.press('Shift+Tab')
  const toolbar = page.getByRole('toolbar', { name: 'Formatierung' })
  await expect(toolbar.getByRole('button', { name: 'Fett' })).toBeFocused()
  await expect(toolbar.getByRole('button', { name: 'Kursiv' })).toHaveAttribute('tabindex', '-1')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByRole('button', { name: 'Liste' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(toolbar.getByRole('button', { name: 'Code' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByRole('button', { name: 'Fett' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByRole('button', { name: 'Zitat' })).toBeFocused()
  await expect(toolbar.getByRole('button', { name: 'Zitat' })).toHaveAttribute('title', 'Zitat')
  // Enter formats and gives the text its focus back; the live region says what happened
  await page.keyboard.press('Enter')
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('Ölwechsel nicht vergessen[quote][/quote]')
  await expect(page.getByRole('status').filter({ hasText: 'Zitat eingefügt' })).toBeAttached()
  // the toolbar remembers its place: Shift+Tab lands on Zitat again
  await page.keyboard.press('Shift+Tab')
  await expect(toolbar.getByRole('button', { name: 'Zitat' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()

  // shortcuts on a selection: Ctrl+B twice takes the tags off again, Ctrl+I, Ctrl+K
  await field.fill('Ölwechsel nicht vergessen')
  await field.press('End')
  await field.press('Control+Shift+ArrowLeft')
  await field.press('Control+B')
  await expect(field).toHaveValue('Ölwechsel nicht [b]vergessen[/b]')
  await field.press('Control+B')
  await expect(field).toHaveValue('Ölwechsel nicht vergessen')
  await field.press('Control+I')
  await expect(field).toHaveValue('Ölwechsel nicht [i]vergessen[/i]')
  await field.press('Control+A')
  await field.press('Control+K')
  await expect(field).toHaveValue('[url=https://]Ölwechsel nicht [i]vergessen[/i][/url]')
  // the address placeholder is selected: what is typed (here pasted at once, so that the
  // browser's undo takes it back in one step however slowly the machine types) replaces it
  await page.keyboard.insertText('https://www.opel.de/service')
  await expect(field).toHaveValue('[url=https://www.opel.de/service]Ölwechsel nicht [i]vergessen[/i][/url]')
  // Ctrl+Z takes an edit back as the browser's own undo
  await field.press('Control+Z')
  await expect(field).not.toHaveValue(/opel\.de/)

  // the tabs: arrows switch, the preview is a labelled region
  const write = page.getByRole('tab', { name: 'Schreiben' })
  await write.focus()
  await expect(write).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  const previewTab = page.getByRole('tab', { name: 'Vorschau' })
  await expect(previewTab).toBeFocused()
  await expect(previewTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Vorschau' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(field).toBeVisible()
  await expectAccessibleContent(page)
  await noHorizontalScroll(page)
})

test('without JavaScript the editor is a plain form: Vorschau asks the server, everything typed stays', async ({
  browser,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile'
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'de-DE',
    viewport: mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await page.goto('/einloggen')
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('demo-moderator')
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await page.waitForURL('**/cockpit.html')
  await page.goto(mobile ? '/forum/ford-b205.html' : '/forum/opel-b204.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  let path = ''
  for (let i = 0; i < (await items.count()) && path === ''; i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    if (replies >= 1 && (await item.getByText('Geschlossen').count()) === 0)
      path = (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  await page.goto(path)
  // 'Antworten' on a post is a link to the editor with the quote
  const first = page.getByRole('region', { name: 'Antworten' }).getByRole('article').first()
  await first.getByRole('link', { name: 'Antworten', exact: true }).click()
  await expect(page).toHaveURL(/Reply\.html\?threadId=\d+&quotePostId=\d+$/)
  const field = page.getByRole('textbox', { name: 'Deine Antwort' })
  await expect(field).toHaveValue(/^\[quote=[^\]]+\][\s\S]+\[\/quote\]\n\n$/)
  // no toolbar and no tabs that would do nothing
  await expect(page.getByRole('toolbar', { name: 'Formatierung' })).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Vorschau' })).toBeHidden()
  await field.fill('Ohne Skript: [b]fett[/b]')
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click()
  await expect(field).toHaveValue('Ohne Skript: [b]fett[/b]')
  await expect(page.locator('strong', { hasText: 'fett' })).toBeVisible()
  await noHorizontalScroll(page)
  await context.close()
})
