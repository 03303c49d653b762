import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoSeriousViolations, logIn, mailLinkPath, open, test } from './support.ts'

// decision 027: a new member sets avatar, 'Über mich' and signature and sees them on the
// profile and under their next post; a changed e-mail address takes effect only after the link
// to it is confirmed (read from the development mailbox); every settings page fits a 375 px
// phone without horizontal scrolling. One fresh member per browser project (the two run side by
// side; registrations are rate limited per address, so both tests share it).

test.describe.configure({ mode: 'serial' })

const PASSWORD = 'Zylinderkopf-im-Herbst'
let member: { username: string; email: string } | undefined

const SETTINGS_PAGES = [
  '/cockpit/EinstellungenUebersicht.html',
  '/cockpit/einstellungen/profil',
  '/cockpit/einstellungen/avatar',
  '/cockpit/einstellungen/e-mail',
  '/cockpit/einstellungen/passwort',
]

async function register(page: Page, testInfo: TestInfo) {
  const username = `Profil_${testInfo.project.name}_${Date.now() % 100_000}`
  const email = `${username.toLowerCase()}@example.de`
  await open(page, '/registrieren')
  await page.getByLabel('Benutzername').fill(username)
  await page.getByLabel('E-Mail-Adresse').fill(email)
  await page.getByLabel('Passwort').fill(PASSWORD)
  await page.getByLabel(/Nutzungsbedingungen/).check()
  await page.getByLabel(/mindestens 16 Jahre alt/).check()
  await page.getByRole('button', { name: 'Kostenlos registrieren' }).click()
  await expect(page.getByRole('heading', { name: 'Fast geschafft!' })).toBeVisible()
  await open(page, await mailLinkPath(page, 'Bitte bestätige Deine Anmeldung bei MOTOR-TALK', email))
  await expect(page).toHaveURL('/cockpit.html')
  return { username, email }
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, page.url()).toBeLessThanOrEqual(0)
}

test('a member sets avatar, Über mich and signature and sees them on the profile and under the next post', async ({
  page,
}, testInfo) => {
  // registration, five settings pages, an upload and a reply: a long walk on a busy machine
  test.setTimeout(120_000)
  member = await register(page, testInfo)
  const { username } = member

  // every settings page, with the settings navigation, fits the screen
  for (const path of SETTINGS_PAGES) {
    await open(page, path)
    await expect(page.getByRole('navigation', { name: 'Einstellungen' })).toBeVisible()
    await noHorizontalScroll(page)
  }
  await expectNoSeriousViolations(page)

  // Über mich and signature; the username is fixed, the title needs more than 30 posts
  await open(page, '/cockpit/einstellungen/profil')
  await expect(page.getByLabel('Benutzername')).toHaveValue(username)
  await expect(page.getByText('Der Benutzername kann nicht geändert werden.')).toBeVisible()
  await expect(page.getByLabel('Benutzertitel')).toBeDisabled()
  await expect(
    page.getByText(/Sie darf nicht auf kommerzielle Angebote oder andere Foren verlinken/),
  ).toBeVisible()
  await page
    .getByLabel('Über mich')
    .fill('Ich schraube am liebsten an [b]Oldtimern[/b].\n\nUnd fahre jeden Sommer nach Italien.')
  await page.getByLabel('Signatur').fill(`[i]Gruß von ${username}[/i] – Käfer 1972`)
  await page.getByRole('button', { name: 'Profil speichern' }).click()
  await expect(page.getByText('Dein Profil ist gespeichert.')).toBeVisible()
  await expectNoSeriousViolations(page)

  // the avatar: a picture taller than wide, cropped square
  await open(page, '/cockpit/einstellungen/avatar')
  const picture = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#2b8a3e' } })
    .png()
    .toBuffer()
  await page
    .getByLabel('Neues Bild')
    .setInputFiles({ name: 'kaefer.png', mimeType: 'image/png', buffer: picture })
  await page.getByRole('button', { name: 'Avatar hochladen' }).click()
  await expect(page.getByText('Dein neuer Avatar ist gespeichert.')).toBeVisible()
  const preview = page.getByRole('img', { name: 'Dein Avatar' })
  await expect(preview).toHaveAttribute('srcset', /\/70\.jpg 70w, .*\/140\.jpg 140w, .*\/280\.jpg 280w$/)
  await expect(page.getByRole('button', { name: 'Avatar entfernen' })).toBeVisible()
  await noHorizontalScroll(page)

  // the profile shows all of it (the settings page links to it)
  await open(page, '/cockpit/einstellungen/profil')
  const profilePath = await page.getByRole('main').locator('a[href^="/nutzer/"]').first().getAttribute('href')
  await open(page, profilePath ?? '')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(username)
  await expect(page.getByText('Und fahre jeden Sommer nach Italien.')).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Oldtimern' })).toBeVisible()
  const signatureSection = page.getByRole('region', { name: 'Signatur' })
  await expect(signatureSection.locator('em')).toHaveText(`Gruß von ${username}`)
  const avatar = page.getByRole('complementary', { name: 'Mitglied' }).locator('img').first()
  await expect(avatar).toHaveAttribute('srcset', /140\.jpg 140w/)
  // the browser loaded one of our square variants (which one depends on the screen's density)
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/\/uploads\/avatars\/[a-z0-9-]+\/(70|140|280)\.jpg$/)
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth === img.naturalHeight)).toBe(true)
  await noHorizontalScroll(page)

  // the next post carries the signature
  await open(
    page,
    testInfo.project.name === 'mobile'
      ? '/forum/wohnmobil-caravan-b407.html'
      : '/forum/oldtimer-youngtimer-b406.html',
  )
  const items = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  let thread = ''
  for (let i = 0; i < (await items.count()) && !thread; i += 1) {
    if ((await items.nth(i).getByText('Geschlossen').count()) === 0) {
      thread = (await items.nth(i).getByRole('link').first().getAttribute('href')) ?? ''
    }
  }
  await open(page, thread)
  const text = `Meine erste Antwort mit Signatur (${testInfo.project.name}).`
  await page.getByRole('textbox', { name: 'Deine Antwort' }).fill(text)
  await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
  await expect(page).toHaveURL(/#post-\d+$/)
  const mine = page.locator(new URL(page.url()).hash)
  await expect(mine).toContainText(text)
  await expect(mine.locator('em', { hasText: `Gruß von ${username}` })).toBeVisible()
  await expect(mine.getByRole('link', { name: username })).toBeVisible()
  await expect(mine.locator('header img')).toHaveAttribute('srcset', /280\.jpg 280w/)
  await noHorizontalScroll(page)
})

test('a changed e-mail address takes effect only after the link to it is confirmed', async ({ page }) => {
  test.slow()
  if (!member) throw new Error('the member of the first test is missing')
  const next = `neu-${member.email}`
  await logIn(page, member.username, PASSWORD)
  await open(page, '/cockpit/einstellungen/e-mail')
  await page.getByLabel('Neue E-Mail-Adresse').fill(next)
  await page.getByLabel('Dein aktuelles Passwort').fill('falsch-geraten')
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click()
  // a wrong password: the message, the address kept
  await expect(page.getByText('Dein aktuelles Passwort ist nicht richtig.').first()).toBeVisible()
  await expect(page.getByLabel('Neue E-Mail-Adresse')).toHaveValue(next)
  await page.getByLabel('Dein aktuelles Passwort').fill(PASSWORD)
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Fast geschafft' })).toContainText(next)
  await noHorizontalScroll(page)

  // not yet: the account still has the old address, and logs in with it only
  await open(page, '/cockpit/EinstellungenUebersicht.html')
  await expect(page.getByText(member.email, { exact: false }).first()).toBeVisible()
  await expect(page.getByText(next)).toHaveCount(0)

  // the old address was told; the new one got the link
  await mailLinkPath(page, 'Änderung Deiner E-Mail-Adresse bei MOTOR-TALK angefordert', member.email)
  const link = await mailLinkPath(page, 'Bitte bestätige Deine neue E-Mail-Adresse bei MOTOR-TALK', next)
  await open(page, link)
  await noHorizontalScroll(page)
  await page.getByRole('button', { name: 'Neue E-Mail-Adresse bestätigen' }).click()
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse geändert' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(next)

  await open(page, '/cockpit/einstellungen/e-mail')
  await expect(page.getByText(next, { exact: true })).toBeVisible()
  await mailLinkPath(page, 'Deine E-Mail-Adresse bei MOTOR-TALK wurde geändert', member.email)
  // the link works once
  await open(page, link)
  await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible()
})
