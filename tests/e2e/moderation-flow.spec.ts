import type { Browser, Page } from '@playwright/test'
import { expect, logIn, open, test } from './support.ts'

// decision 021, the whole governance path in the browser: a member reports a post, sees the
// confirmation and cannot report it twice; a moderator of the board finds the case in
// /moderation and hides the post with a reason; a visitor no longer sees it; the author reads the
// statement of reasons and complains; another person (the admin: a complaint is never decided by
// whoever took the decision, design/moderation-states.md) upholds it; the post is back; the
// reporter was told each step.

async function logInAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await logIn(page, username)
  return page
}

/** An open thread of the board (the moderator's VW or BMW forum, one per browser project). */
async function openThread(page: Page, boardPath: string): Promise<string> {
  await open(page, boardPath)
  const links = page.getByRole('list', { name: 'Themen' }).getByRole('listitem').getByRole('link')
  const hrefs = (
    await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
  ).filter((href) => /-t\d+\.html$/.test(href))
  for (const href of hrefs.slice(0, 8)) {
    await open(page, href)
    if (await page.getByRole('textbox', { name: 'Deine Antwort' }).isVisible()) return href
  }
  throw new Error('no open thread')
}

test('report → hide with a reason → statement → complaint upheld → visible again', async ({
  browser,
}, testInfo) => {
  test.slow()
  const marker = `Meldeweg-Test ${testInfo.project.name} ${Date.now()}`
  const board = testInfo.project.name === 'mobile' ? '/forum/bmw-b201.html' : '/forum/vw-b200.html'

  // the author writes a reply
  const author = await logInAs(browser, 'demo-forenpate')
  await openThread(author, board)
  await author.getByRole('textbox', { name: 'Deine Antwort' }).fill(`${marker}: völlig daneben.`)
  await author.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(author).toHaveURL(/#post-\d+$/)
  const postId = Number(/#post-(\d+)$/.exec(author.url())?.[1])
  // the page of the thread the reply is on
  const postPage = new URL(author.url()).pathname + new URL(author.url()).search

  // a member reports it and cannot report it twice
  const reporter = await logInAs(browser, 'demo-mitglied')
  await open(reporter, `/melden/post/${postId}`)
  const dialog = reporter.getByRole('dialog', { name: 'Beitrag melden' })
  await expect(dialog).toBeVisible()
  await dialog.getByText('Beitrag entspricht nicht den Beitragsregeln').click()
  await dialog.getByLabel('Off-Topic Beitrag').check()
  await dialog.getByLabel('Erläuterung').fill('Beleidigt andere Mitglieder und gehört nicht zum Thema.')
  await dialog
    .getByLabel('Ich versichere, dass meine Angaben nach bestem Wissen richtig und vollständig sind.')
    .check()
  await reporter.getByRole('button', { name: 'Meldung absenden' }).click()
  await expect(reporter.getByRole('dialog', { name: 'Vielen Dank für Deine Meldung' })).toBeVisible()
  await open(reporter, `/melden/post/${postId}`)
  await expect(reporter.getByRole('dialog', { name: 'Beitrag melden nicht möglich' })).toContainText(
    'Du hast diesen Inhalt bereits gemeldet.',
  )

  // until a decision, visitors see the reported post
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await open(visitor, postPage)
  await expect(visitor.getByText(marker).first()).toBeVisible()

  // the board's moderator finds the case and hides the post with a reason
  const moderator = await logInAs(browser, 'demo-moderator')
  await open(moderator, '/moderation?sortierung=CreatedAtDescending')
  await moderator.getByRole('listitem').filter({ hasText: marker }).getByRole('link').first().click()
  await expect(moderator).toHaveURL(/\/moderation\/fall\/\d+$/)
  const casePath = new URL(moderator.url()).pathname
  const noticeId = casePath.split('/').pop()
  await expect(moderator.getByText(marker).first()).toBeVisible()
  await moderator.getByLabel('Sachverhalt').fill('Der Beitrag beleidigt andere Mitglieder.')
  await moderator.getByRole('button', { name: 'Meldung annehmen' }).click()
  await expect(
    moderator.getByText('Die Entscheidung ist gespeichert. Beide Seiten wurden benachrichtigt.'),
  ).toBeVisible()

  // a visitor no longer sees it
  await open(visitor, postPage)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(marker)).toHaveCount(0)

  // the author reads the statement of reasons and complains
  await open(author, '/cockpit/meldungen')
  await author
    .getByRole('link', { name: /Begründung der Moderation/ })
    .first()
    .click()
  await expect(author).toHaveURL(new RegExp(`/cockpit/meldungen/${noticeId}$`))
  await expect(
    author.getByText(/Sachverhalt: Der Beitrag beleidigt andere Mitglieder\./).first(),
  ).toBeVisible()
  await author.getByLabel('Deine Beschwerde').fill('Das war keine Beleidigung, sondern Kritik an der Sache.')
  await author.getByRole('button', { name: 'Beschwerde einlegen' }).click()
  await expect(author.getByRole('heading', { name: 'Beschwerde einlegen' })).toHaveCount(0)
  await expect(author.getByText('Deine Beschwerde ist eingegangen.', { exact: false }).first()).toBeVisible()

  // the moderator who decided may not decide the complaint: told so, and offered no form; the admin upholds it
  await open(moderator, casePath)
  await expect(moderator.getByText(/andere Person/)).toHaveCount(1)
  await expect(moderator.getByRole('button', { name: 'Beschwerde stattgeben' })).toHaveCount(0)
  const admin = await logInAs(browser, 'demo-admin')
  await open(admin, casePath)
  await admin
    .getByLabel('Begründung der Entscheidung über die Beschwerde')
    .fill('Kritik an der Sache ist erlaubt.')
  await admin.getByRole('button', { name: 'Beschwerde stattgeben' }).click()
  await expect(
    admin.getByText(
      'Die Entscheidung über die Beschwerde ist gespeichert. Beide Seiten wurden benachrichtigt.',
    ),
  ).toBeVisible()
  await expect(admin.getByText('Annahme aufgehoben').first()).toBeVisible()

  // the post is visible again
  await open(visitor, postPage)
  await expect(visitor.getByText(marker).first()).toBeVisible()

  // the reporter was told each step: receipt, decision, decision on the complaint
  await open(reporter, `/cockpit/meldungen/${noticeId}`)
  await expect(reporter.getByText('Deine Meldung ist bei uns eingegangen').first()).toBeVisible()
  await expect(reporter.getByText(/Ergebnis Deiner Meldung zum Beitrag/).first()).toBeVisible()
  await expect(reporter.getByText(/Beschwerde geprüft – Deine Meldung zum Beitrag/).first()).toBeVisible()
  // … and by mail
  await expect
    .poll(
      async () => {
        await open(reporter, `/dev/mailbox?betreff=${encodeURIComponent('Meldung zum Beitrag')}`)
        return reporter.getByText(/Meldung zum Beitrag/).count()
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2)
})
