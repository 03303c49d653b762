import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// The public profile (spec 001 §2): reached from a post's author, with its overview and the
// member's last post; accessible on phone and desktop.

test('a post author’s name leads to the profile with overview, about me and last post', async ({ page }) => {
  await open(page, '/forum/vw-golf-b2000.html')
  await page
    .getByRole('list', { name: 'Themen' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .click()
  const author = page.locator('article header').first().getByRole('link').first()
  const name = (await author.textContent()) ?? ''
  await author.click()
  await expect(page).toHaveURL(/\/nutzer\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText('Mitglied seit')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Übersicht' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Letzter Beitrag' })).toBeEnabled()
  await expect(page).toHaveTitle(`${name} auf MOTOR-TALK`)
  await expectNoSeriousViolations(page)
})

test('the moderator’s role line links the boards of the role', async ({ page }) => {
  await open(page, '/nutzer/demo-moderator')
  const role = page.getByText('und alle anderen Foren')
  await expect(role).toBeVisible()
  await role.getByRole('link', { name: 'VW', exact: true }).click()
  await expect(page).toHaveURL(/\/forum\/vw-b200\.html$/)
})
