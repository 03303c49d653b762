import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// decision 036: the sections behind the frame's links: each has the frame, its headline, no
// sideways scrolling at 375 px, and no serious accessibility finding.

for (const [path, headline] of [
  ['/blogs.html', 'Blogs'],
  ['/bilder.html', 'Bilder aus dem Forum'],
  ['/team.html', 'Das Team'],
  ['/app', 'Die MOTOR-TALK App'],
  ['/inhalt/Contact.html', 'Kontakt'],
  ['/newsletter', 'Newsletter'],
  ['/tests', 'Fahrzeugtests'],
  ['/marktplatz', 'Marktplatz'],
  ['/forum/aktion/ListPolls.html', 'Umfragen'],
  ['/news.html', 'News'],
  ['/videos.html', 'Videos'],
  ['/exklusiv', 'Exklusiv'],
] as const) {
  test(`${path}: frame, headline, no sideways scrolling`, { tag: '@phone' }, async ({ page }) => {
    const response = await open(page, path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoSeriousViolations(page)
  })
}

test('the footer and the help page lead to the new sections', async ({ page }) => {
  await open(page, '/')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Bilder' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bilder aus dem Forum' })).toBeVisible()
  await page.getByRole('list', { name: 'Bildergalerien' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/bilder\/[^/]+\/[^/]+\.html$/)
  await open(page, '/info/hilfe')
  await page.getByRole('link', { name: 'Team' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Das Team' })).toBeVisible()
})

test('the contact form: a mistake keeps what was typed, a message is thanked for', async ({
  page,
}, testInfo) => {
  await open(page, '/info/impressum')
  await page
    .getByRole('main')
    .getByRole('link', { name: /Kontakt/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
  await page.getByLabel('Thema').selectOption({ label: 'Presse' })
  await page.getByLabel('Name').fill(`Presse ${testInfo.project.name}`)
  await page.getByLabel('E-Mail-Adresse').fill('presse-at-example.de')
  await page.getByLabel('Nachricht').fill('Wir planen einen Artikel über Langzeittests.')
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(page.getByText('Bitte gib eine gültige E-Mail-Adresse an.')).toBeVisible()
  await expect(page.getByLabel('Nachricht')).toHaveValue('Wir planen einen Artikel über Langzeittests.')
  await page.getByLabel('E-Mail-Adresse').fill(`presse-${testInfo.project.name}@example.de`)
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(page.getByRole('heading', { name: 'Danke für Deine Nachricht!' })).toBeVisible()
})
