import type { Page } from '@playwright/test'
import { expect, expectNoHorizontalScroll, expectNoSeriousViolations, logIn, open, test } from './support.ts'

// decision 036: reading and writing in the sections around the forum, in the browser — a test with
// its rating and comments, a video behind consent, a poll, an ad, a blog article. The desktop and
// mobile projects run side by side on one database: each writes its own things.

test.describe.configure({ timeout: 120_000 })

test('a visitor reads a vehicle test from the list: rating in percent, pros and cons, comments', async ({
  page,
}) => {
  await open(page, '/')
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Tests' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeugtests' })).toBeVisible()
  await page.getByRole('list', { name: 'Fahrzeugtests' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/tests\/[a-z0-9-]+-\d+$/)
  await expect(page.getByText(/^Bewertung: \d+ %$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Stärken' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Kommentare \(\d+\)$/ })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoSeriousViolations(page)
})

test('a video loads from the platform only after a click or consent', async ({ page }) => {
  // the video platform lies outside the system: its player is answered here
  let requested = 0
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requested += 1
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Video</p>' })
  })
  await open(page, '/videos.html')
  await page.getByRole('list', { name: 'Videos' }).getByRole('link').first().click()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(
    page.getByText('Dieses Video wird von YouTube bereitgestellt.', { exact: false }),
  ).toBeVisible()
  expect(requested).toBe(0)
  await page.getByRole('button', { name: 'Video laden' }).click()
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeVisible()
  await expectNoHorizontalScroll(page)
})

/** The n-th poll (0: desktop, 1: mobile) demo-mitglied can still vote in. */
async function openBallot(page: Page, n: number): Promise<void> {
  await open(page, '/forum/aktion/ListPolls.html')
  const links = await page
    .getByRole('list', { name: 'Umfragen' })
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''),
    )
  let found = 0
  for (const href of links) {
    await open(page, href)
    if ((await page.getByRole('button', { name: 'Abstimmen' }).count()) === 0) continue
    if (found === n) return
    found += 1
  }
  throw new Error('no open poll left')
}

test('a member votes in a poll once and then sees the results', async ({ page }, testInfo) => {
  await logIn(page)
  await openBallot(page, testInfo.project.name === 'mobile' ? 1 : 0)
  const poll = page.locator('#umfrage')
  await poll.getByRole('radio').first().check()
  await poll.getByRole('button', { name: 'Abstimmen' }).click()
  await expect(page.locator('#umfrage').getByRole('list', { name: 'Ergebnis' })).toBeVisible()
  await expect(page.locator('#umfrage').getByText('(Deine Stimme)')).toBeVisible()
  await expect(page.locator('#umfrage').getByRole('button', { name: 'Abstimmen' })).toHaveCount(0)
})

test(
  'a member places an ad, is told it is published, finds it and closes it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const title = `Satz Winterräder (${testInfo.project.name}) ${Date.now()}`
    await logIn(page)
    await open(page, '/marktplatz')
    await page.getByRole('link', { name: 'Anzeige aufgeben' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Anzeige aufgeben' })).toBeVisible()
    await page.getByLabel('Teile & Zubehör').check()
    await page.getByLabel('Titel').fill(title)
    await page.getByLabel('Preis in Euro').fill('320')
    await page.getByLabel('Postleitzahl').fill('123')
    await page.getByLabel('Ort').fill('Leipzig')
    await page.getByLabel('Beschreibung').fill('Vier Winterräder auf Stahlfelge, Profil 6 mm, DOT 2022.')
    await page.getByRole('button', { name: 'Anzeige veröffentlichen' }).click()
    await expect(page.getByText('Bitte gib eine fünfstellige Postleitzahl an.')).toBeVisible()
    await expect(page.getByLabel('Beschreibung')).toHaveValue(
      'Vier Winterräder auf Stahlfelge, Profil 6 mm, DOT 2022.',
    )
    await page.getByLabel('Postleitzahl').fill('04109')
    await page.getByRole('button', { name: 'Anzeige veröffentlichen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Deine Anzeige ist veröffentlicht')).toBeVisible()
    await expect(page.getByText('320 €')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'Anzeige beenden' }).click()
    await expect(page.getByText('Diese Anzeige ist beendet.')).toBeVisible()
    await open(page, '/marktplatz/meine-anzeigen')
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Beendet')
  },
)

test('a member writes a blog draft, publishes it and another member comments', async ({
  browser,
}, testInfo) => {
  const title = `Mein Golf nach einem Jahr (${testInfo.project.name}) ${Date.now()}`
  const page = await (await browser.newContext()).newPage()
  await logIn(page)
  await open(page, '/blogs.html')
  await page.getByRole('link', { name: 'Artikel schreiben' }).click()
  await page.getByLabel('Titel').fill(title)
  await page
    .getByLabel('Text')
    .fill(
      'Seit einem Jahr fahre ich den Golf im Alltag.\n\n[mehr]\n\nDie erste Inspektion kostete 420 Euro, der Verbrauch liegt bei 6,1 Litern.',
    )
  await page.getByLabel('Stichwörter').fill('Golf, Inspektion')
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Blog · Entwurf')).toBeVisible()
  const path = new URL(page.url()).pathname
  await page.getByRole('link', { name: 'Artikel bearbeiten' }).click()
  await page.getByRole('button', { name: 'Veröffentlichen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Blog · Entwurf')).toHaveCount(0)

  const reader = await (await browser.newContext()).newPage()
  await logIn(reader, 'demo-forenpate')
  await open(reader, path)
  await reader.getByLabel('Dein Kommentar').fill(`Schöner Bericht (${testInfo.project.name})!`)
  await reader.getByRole('button', { name: 'Kommentar senden' }).click()
  await expect(reader.getByText(`Schöner Bericht (${testInfo.project.name})!`)).toBeVisible()
  await expectNoHorizontalScroll(reader)

  // the reader rates it (rating is on by default) and changes the stars
  await reader.getByRole('radio', { name: /vier Sterne/ }).check()
  await reader.getByRole('button', { name: 'Bewerten' }).click()
  await expect(reader.getByText('4,0 von 5 Sternen (1 Bewertung)')).toBeVisible()
  await expect(reader.getByText('Deine Bewertung: vier Sterne')).toBeVisible()

  // the author quotes the comment into an answer
  await open(page, path)
  await expect(page.getByRole('group', { name: /Wie gefällt Dir der Artikel/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Zitieren', exact: true }).click()
  await expect(page.getByLabel('Dein Kommentar')).toHaveValue(
    `demo-forenpate schrieb:\n> Schöner Bericht (${testInfo.project.name})!\n\n`,
  )
  await page.getByLabel('Dein Kommentar').press('End')
  await page.getByLabel('Dein Kommentar').pressSequentially('Danke!')
  await page.getByRole('button', { name: 'Kommentar senden' }).click()
  await expect(
    page.locator('blockquote', { hasText: `Schöner Bericht (${testInfo.project.name})!` }),
  ).toBeVisible()

  // and reports the reader's comment from its menu: the dialog opens in the page
  await page.locator('html[data-hydrated="true"]').waitFor()
  const comment = page.locator('li', { hasText: `Schöner Bericht (${testInfo.project.name})!` }).first()
  await comment.getByLabel('Weitere Aktionen zum Kommentar').click()
  await comment.getByRole('link', { name: 'Melden' }).click()
  await expect(page.getByRole('dialog', { name: 'Kommentar melden' })).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test('the staff write a magazine article; it appears in the news', async ({ browser }, testInfo) => {
  const title = `Euro 7 kommt (${testInfo.project.name}) ${Date.now()}`
  const page = await (await browser.newContext()).newPage()
  await logIn(page, 'demo-moderator')
  await open(page, '/admin/magazin')
  await page.getByRole('link', { name: 'Neuer Artikel' }).click()
  await page.getByLabel('Titel').fill('Kurz')
  await page.getByLabel('Vorspann').fill('Was die neue Abgasnorm für Autofahrer bedeutet.')
  await page
    .getByLabel('Text')
    .fill('Die EU hat die Abgasnorm Euro 7 beschlossen.\n\nNeu sind Grenzwerte für den Abrieb.')
  // a refused form names the field and keeps what was typed
  await page.getByRole('button', { name: 'Artikel speichern' }).click()
  await expect(page.getByText('Der Titel muss 5 bis 120 Zeichen lang sein.')).toBeVisible()
  await expect(page.getByLabel('Vorspann')).toHaveValue('Was die neue Abgasnorm für Autofahrer bedeutet.')
  await page.getByLabel('Titel').fill(title)
  await expectNoHorizontalScroll(page)
  await page.getByRole('button', { name: 'Artikel speichern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveURL(/\/news\/euro-7-kommt-/)
  await open(page, '/news.html')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
})
