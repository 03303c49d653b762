import { expect, open, test } from './support.ts'

// 'Ähnliche Themen' are threads about the question's subject and vehicle, shown once, after the 4th
// post (spec 001 §2); a page with fewer posts carries them in the right column (below the thread on
// a phone). The demo community's VW Golf 'Ruckeln beim Kaltstart' (t825) used to get Scheibenwischer,
// P0420, AdBlue and Klimakompressor threads (decision 023).

const GOLF = '/forum/vw-golf-ruckeln-beim-kaltstart-t825.html'

test("@phone a VW Golf's 'Ruckeln beim Kaltstart' recommends cold-start threads once, right after the 4th post", async ({
  page,
}) => {
  await open(page, GOLF)
  await expect(page.getByRole('heading', { name: 'Ähnliche Themen' })).toHaveCount(1)
  const similar = page.getByRole('region', { name: 'Ähnliche Themen' })
  const titles = await similar.getByRole('listitem').getByRole('link').allTextContents()
  expect(titles).toHaveLength(4)
  for (const title of titles) {
    expect(title).toMatch(/ruckel|kaltstart/i)
    expect(title).not.toMatch(/scheibenwischer|p0420|adblue|klimakompressor/i)
  }
  // between the post #4 and the post #5
  const between = await page.evaluate(() => {
    const box = document.querySelector('#similar-title')?.closest('section')
    const fourth = document.querySelector('a[aria-label="Link zu Beitrag 4"]')
    const fifth = document.querySelector('a[aria-label="Link zu Beitrag 5"]')
    return Boolean(
      box &&
        fourth &&
        fifth &&
        fourth.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING &&
        box.compareDocumentPosition(fifth) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
  expect(between).toBe(true)
})

test('@phone a short thread shows its similar threads once; the thread facts sit beside the posts on a wide screen', async ({
  page,
}, testInfo) => {
  await open(page, GOLF)
  await page
    .getByRole('region', { name: 'Ähnliche Themen' })
    .getByRole('link', { name: 'DSG ruckelt beim Anfahren' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'DSG ruckelt beim Anfahren' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ähnliche Themen' })).toHaveCount(1)
  const titles = await page
    .getByRole('region', { name: 'Ähnliche Themen' })
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title).toMatch(/ruckel|getriebe|automatik|dsg|kaltstart|anfahr/i)
  const sidebar = page.getByRole('complementary', { name: 'Über dieses Thema' })
  await expect(sidebar.getByText('Themenstarter')).toBeVisible()
  // at 1280 px the right column is used: the thread's facts stand beside the posts, not below them
  const starter = page.getByRole('region', { name: 'Frage des Themenstarters' })
  const [post, side] = [await starter.boundingBox(), await sidebar.boundingBox()]
  if (!post || !side) throw new Error('Beitrag oder Seitenspalte fehlt')
  if (testInfo.project.name === 'desktop') {
    expect(side.x).toBeGreaterThanOrEqual(post.x + post.width)
    expect(post.width).toBeGreaterThan(780)
  } else {
    expect(side.y).toBeGreaterThanOrEqual(post.y + post.height)
  }
})
