import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, logIn, open, test } from './support.ts'

// decision 021, spec 000 §4: a moderator acts from the content itself. In 'Voll' the controls show,
// in 'Betrachten' only the marks of hidden content, in 'Aus' the page looks as a member sees
// it; the boot script applies the stored mode before the first paint.

/** A short open thread of the moderator's boards, different for the two browser projects. */
async function shortThread(page: Page, project: string): Promise<string> {
  // boards no other spec uses (report, moderation-flow and thread specs read and write VW, BMW, Golf, Passat, 1065)
  await open(page, project === 'mobile' ? '/forum/vw-polo-b2002.html' : '/forum/bmw-3er-b2004.html')
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await items.count()
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i)
    const replies = Number((await item.locator('strong').last().textContent()) ?? '0')
    const closed = await item.getByText('Geschlossen').count()
    if (replies >= 2 && replies <= 20 && closed === 0)
      return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no short open thread')
}

async function chooseMode(page: Page, label: 'Voll' | 'Betrachten' | 'Aus') {
  await page.getByLabel('Moderationsmodus').selectOption({ label })
}

test('the moderation mode: controls in Voll, none in Aus; a hidden post is marked, in Betrachten without controls', async ({
  page,
}, testInfo) => {
  await logIn(page, 'demo-moderator')
  const path = await shortThread(page, testInfo.project.name)
  await open(page, path)
  await chooseMode(page, 'Voll')
  const replies = page.getByRole('region', { name: 'Antworten' })
  const post = replies.getByRole('article').first()
  const id = await post.getAttribute('id')
  // the post's moderation group (decisions 024–027's 'Bearbeiten' link on others' posts follows the mode too)
  const controls = page.locator(`#${id} [role="group"][data-moderation="edit"]`)
  await expect(controls).toBeVisible()
  await expect(page.getByRole('group', { name: 'Moderation des Themas' })).toBeVisible()
  // axe on the controls (the page's best-answer buttons have a contrast finding of their own)
  const axe = await new AxeBuilder({ page }).include('[data-moderation]').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])

  await chooseMode(page, 'Aus')
  await expect(controls).toBeHidden()
  await expect(page.getByRole('group', { name: 'Moderation des Themas' })).toBeHidden()
  // stored: the next page load has the class before the first paint (boot script, no flash)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForSelector('html.moderation-hidden', { state: 'attached' })
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.locator(`#${id} [data-moderation="edit"]`).first()).toBeHidden()
  await expect(page.locator(`#${id}`).getByRole('link', { name: /bearbeiten$/ })).toBeHidden()

  await chooseMode(page, 'Voll')
  const target = page.locator(`#${id}`)
  await target.locator('summary', { hasText: 'Ausblenden' }).click()
  await target
    .getByLabel('Begründung zum Ausblenden (für den Verfasser, optional)')
    .fill('Bitte beim Thema bleiben.')
  await target.getByRole('button', { name: 'Ausblenden', exact: true }).click()
  await expect(target.getByRole('button', { name: 'Einblenden' })).toBeVisible()
  await expect(target.getByRole('note')).toContainText('Ausgeblendet')
  // the hidden post's controls and mark keep their contrast too
  const hiddenAxe = await new AxeBuilder({ page }).include(`#${id}`).analyze()
  expect(
    hiddenAxe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join('; ')}`,
      ),
  ).toEqual([])

  await chooseMode(page, 'Betrachten')
  await expect(target).toBeVisible()
  await expect(target.getByRole('note')).toContainText('Ausgeblendet')
  await expect(target.getByRole('button', { name: 'Einblenden' })).toBeHidden()

  await chooseMode(page, 'Aus')
  await expect(target).toBeHidden()

  // back as it was
  await chooseMode(page, 'Voll')
  await target.getByRole('button', { name: 'Einblenden' }).click()
  await expect(target.getByRole('note')).toHaveCount(0)
  await expect(target.locator('summary', { hasText: 'Ausblenden' })).toBeVisible()
})

test('after hiding a post the moderator is told so and stays at the post @phone', async ({
  page,
}, testInfo) => {
  await logIn(page, 'demo-moderator')
  const path = await shortThread(page, testInfo.project.name)
  await open(page, path)
  await chooseMode(page, 'Voll')
  const post = page.getByRole('region', { name: 'Antworten' }).getByRole('article').last()
  const id = (await post.getAttribute('id')) ?? ''
  const hide = post.locator('details').filter({ has: page.locator('summary', { hasText: 'Ausblenden' }) })
  await hide.locator('summary').click()
  await hide.getByLabel('Grund (steht in der Begründung an den Verfasser)').selectOption('Spam')
  await hide.getByRole('button', { name: 'Ausblenden', exact: true }).click()
  // a confirmation, the address back at the post (its anchor), the notice's parameter dropped
  await expect(
    page.getByText('Der Inhalt ist ausgeblendet; der Verfasser hat die Begründung erhalten.'),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
  expect(page.url()).not.toContain('moderiert=')
  await expect(page.locator(`#${id}`)).toBeInViewport()
  // back as it was
  await page.locator(`#${id}`).getByRole('button', { name: 'Einblenden' }).click()
  await expect(page.getByText('Der Inhalt ist wieder für alle sichtbar.')).toBeVisible()
})
