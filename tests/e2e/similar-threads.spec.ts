import { expect, open, test } from './support.ts'

// issue 13: 'Ähnliche Themen' are threads about the question's subject and vehicle, shown after the
// 4th reply (spec 001 §2) and again at the end of the page, after the bottom pagination. The demo
// community's VW Golf 'Ruckeln beim Kaltstart' (t825) used to get Scheibenwischer, P0420, AdBlue
// and Klimakompressor threads.

const GOLF = '/forum/vw-golf-ruckeln-beim-kaltstart-t825.html'

test("a VW Golf's 'Ruckeln beim Kaltstart' recommends cold-start threads, between the replies and after the last", async ({
  page,
}) => {
  await open(page, GOLF)
  const between = page.getByRole('complementary', { name: 'Ähnliche Themen', exact: true })
  const end = page.getByRole('complementary', { name: 'Ähnliche Themen am Ende des Themas' })
  await expect(end.getByRole('heading', { name: 'Ähnliche Themen' })).toBeVisible()
  const titles = await end.getByRole('listitem').getByRole('link').allTextContents()
  expect(titles).toHaveLength(4)
  for (const title of titles) {
    expect(title).toMatch(/ruckel|kaltstart/i)
    expect(title).not.toMatch(/scheibenwischer|p0420|adblue|klimakompressor/i)
  }
  // the same list in both places
  expect(await between.getByRole('listitem').getByRole('link').allTextContents()).toEqual(titles)
  // the end's list comes after the bottom pagination
  const after = await page.evaluate(() => {
    const pagination = document.querySelector('nav[aria-label="Seiten (unten)"]')
    const aside = document.querySelector('aside[data-placement="end"]')
    return Boolean(
      pagination && aside && pagination.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
  expect(after).toBe(true)
})

test('a thread with fewer than four replies shows its similar threads once, at the end', async ({ page }) => {
  await open(page, GOLF)
  const end = page.getByRole('complementary', { name: 'Ähnliche Themen am Ende des Themas' })
  await end.getByRole('link', { name: 'DSG ruckelt beim Anfahren' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'DSG ruckelt beim Anfahren' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ähnliche Themen' })).toHaveCount(1)
  const titles = await page
    .getByRole('complementary', { name: 'Ähnliche Themen am Ende des Themas' })
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title).toMatch(/ruckel|getriebe|automatik|dsg|kaltstart|anfahr/i)
})
