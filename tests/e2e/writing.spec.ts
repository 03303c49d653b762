import type { Browser, Locator, Page } from '@playwright/test'
import * as sample from '../support/sample-files.ts'
import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// decision 024, as one member's way through it: a reply in the full editor with a quote,
// formatting and a PDF; the preview equals the published post; the member edits it within the
// window and sees 'bearbeitet'; another member can neither see 'Bearbeiten' nor edit it by
// posting to the server (403); the moderation edits it later and the versions keep all of it.
// (After the window: editing.spec.ts, on the member's seeded old posts.)

test.describe.configure({ timeout: 240_000 })

const MARK = /bearbeitet am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/

async function as(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, username)
  return page
}

/**
 * An open thread with a few replies in the VW Passat forum (moderated by demo-moderator, looked
 * after by demo-forenpate); the two browser projects each take one of their own, below the first
 * (board.spec.ts puts a new thread without replies on top meanwhile).
 */
async function passatThread(page: Page, project: string): Promise<string> {
  await open(page, '/forum/vw-passat-b2001.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const paths: string[] = []
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    if (replies >= 1 && replies < 9 && !/Geschlossen|Angepinnt/.test((await item.textContent()) ?? ''))
      paths.push((await item.getByRole('link').first().getAttribute('href')) ?? '')
  }
  const path = paths[project === 'mobile' ? 2 : 1]
  if (!path) throw new Error('not enough open threads with replies')
  return path
}

/** The element PostText renders (its CSS module class starts with _text_). */
function postText(scope: Locator): Locator {
  return scope.locator('div[class^="_text_"]').first()
}

test(
  'a reply with a quote, formatting and a PDF; edited with a mark; refused to others; the moderation’s edit keeps every version',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const project = testInfo.project.name
    await logIn(page, 'demo-mitglied')
    await open(page, await passatThread(page, project))

    // 'Antworten' on a post leads to the editor with the quote (the link itself, as without JavaScript)
    const quoted = page.getByRole('region', { name: 'Antworten' }).getByRole('article').first()
    const author = ((await quoted.locator('[id$="-author"]').textContent()) ?? '').trim()
    const href = await quoted.getByRole('link', { name: 'Antworten', exact: true }).getAttribute('href')
    await open(page, href ?? '')
    await expect(page.getByRole('heading', { name: 'Antwort schreiben', level: 1 })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Deine Antwort' })
    await expect(field).toHaveValue(
      new RegExp(`^\\[quote=${author.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\]`),
    )

    await field.press('Control+End')
    await field.pressSequentially(`Das Relais sitzt unter dem Handschuhfach (${project}). `)
    await page.getByRole('toolbar', { name: 'Formatierung' }).getByRole('button', { name: 'Fett' }).click()
    await field.pressSequentially('Stecker prüfen')
    await expect(field).toHaveValue(/\[b\]Stecker prüfen\[\/b\]$/)

    await page
      .getByLabel('Dateien auswählen')
      .setInputFiles([{ name: 'Relais Schaltplan.pdf', mimeType: 'application/pdf', buffer: sample.pdf() }])
    const chosen = page.getByRole('list', { name: 'Angehängte Dateien' })
    await expect(chosen.getByRole('button', { name: /^Entfernen/ })).toHaveCount(1, { timeout: 15_000 })
    await expect(chosen).toContainText('Relais Schaltplan')

    await page.getByRole('tab', { name: 'Vorschau' }).click()
    const preview = page.getByRole('tabpanel', { name: 'Vorschau' })
    await expect(preview.locator('blockquote')).toContainText(`Zitat von ${author}`)
    await expect(preview.locator('strong', { hasText: 'Stecker prüfen' })).toBeVisible()
    if (project === 'mobile') await expectNoHorizontalScroll(page)
    const previewHtml = await postText(preview).innerHTML()

    await page.getByRole('button', { name: 'Antworten', exact: true }).click()
    await expect(page).toHaveURL(/#post-\d+$/)
    const anchor = new URL(page.url()).hash
    const postId = anchor.replace('#post-', '')
    const mine = page.locator(anchor)
    expect(await postText(mine).innerHTML()).toBe(previewHtml)
    // spec 001 §2: the attachment as its title without extension plus the extension
    const download = mine.getByRole('link', { name: /Relais Schaltplan/ })
    await expect(download).toContainText(/pdf/i)
    await expect(download).toHaveAttribute('href', /^\/uploads\/attachments\/.+\.pdf$/)
    await expect(mine).not.toContainText(MARK)

    // within the window the author corrects it: marked, and the quote and the file stay
    await mine.getByRole('link', { name: /bearbeiten$/ }).click()
    await page.locator('html[data-hydrated="true"]').waitFor()
    const text = page.getByRole('textbox', { name: 'Text', exact: true })
    const written = await text.inputValue()
    await text.fill(`${written} Danach lief er wieder.`)
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page).toHaveURL(new RegExp(`${anchor}$`))
    await expect(page.locator(anchor)).toContainText('Danach lief er wieder.')
    await expect(page.locator(anchor)).toContainText(MARK)
    await expect(page.locator(anchor).getByRole('link', { name: /Relais Schaltplan/ })).toBeVisible()

    // another member (a Forenpate edits titles, not posts): no link, and 403 when posting directly
    const other = await as(browser, 'demo-forenpate')
    await open(other, `/forum/aktion/PostJump.html?postId=${postId}`)
    await expect(other.locator(anchor)).toContainText('Danach lief er wieder.')
    await expect(other.locator(anchor).getByRole('link', { name: /bearbeiten$/ })).toHaveCount(0)
    const csrf = await other.locator('input[name="csrf"]').first().getAttribute('value')
    const direct = await other.request.post(`/forum/aktion/EditPost.html?postId=${postId}`, {
      form: { postId, csrf: csrf ?? '', text: 'Von jemand anderem umgeschrieben.' },
    })
    expect(direct.status()).toBe(403)
    await open(other, `/forum/aktion/PostJump.html?postId=${postId}`)
    await expect(other.locator(anchor)).not.toContainText('Von jemand anderem umgeschrieben.')
    await other.context().close()

    // the moderation edits it later; the versions hold the reply as sent and the member's edit
    const moderator = await as(browser, 'demo-moderator')
    await open(moderator, `/forum/aktion/PostJump.html?postId=${postId}`)
    await moderator
      .locator(anchor)
      .getByRole('link', { name: /bearbeiten$/ })
      .click()
    await moderator.locator('html[data-hydrated="true"]').waitFor()
    await moderator.getByRole('textbox', { name: 'Text', exact: true }).fill('Stecker prüfen, dann Relais.')
    await moderator.getByRole('button', { name: 'Speichern' }).click()
    await expect(moderator.locator(anchor)).toContainText(new RegExp(`${MARK.source} von der Moderation`))
    await moderator
      .locator(anchor)
      .getByRole('link', { name: /^Versionen/ })
      .click()
    const versions = moderator.getByRole('listitem')
    await expect(versions.filter({ hasText: 'Version 1' })).toContainText(
      `Das Relais sitzt unter dem Handschuhfach (${project}).`,
    )
    await expect(versions.filter({ hasText: 'Version 1' })).not.toContainText('Danach lief er wieder.')
    await expect(versions.filter({ hasText: 'Version 2' })).toContainText('Danach lief er wieder.')
    await expect(versions.filter({ hasText: 'Version 3' })).toContainText('Stecker prüfen, dann Relais.')
    if (project === 'mobile') await expectNoHorizontalScroll(moderator)
    await moderator.context().close()
  },
)
