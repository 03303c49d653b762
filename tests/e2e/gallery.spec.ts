import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, open, test } from './support.ts'

// The picture gallery (spec 000 §2.4, §4 Gallery): from a post's thumbnail into the slider, the
// pager wrapping with the ad slide after the 3rd picture, the address following the slide, and
// the full-screen viewer's keys, buttons and swipe.

let found: Promise<{ postId: number; paths: string[] }> | undefined

/** The pictures of the first post with five of them, found through GalleryData (once per worker). */
function galleryOfFive(request: APIRequestContext): Promise<{ postId: number; paths: string[] }> {
  found ??= findGalleryOfFive(request)
  return found
}

async function findGalleryOfFive(request: APIRequestContext): Promise<{ postId: number; paths: string[] }> {
  for (let threadId = 1; threadId < 2000; threadId++) {
    const response = await request.post('/graphql', {
      data: { query: `{ threads { gallery(threadId: ${threadId}) { path } } }` },
    })
    const images: { path: string }[] = (await response.json()).data?.threads.gallery ?? []
    const byPost = new Map<string, string[]>()
    for (const { path } of images) {
      const gallery = path.split('/')[2] ?? ''
      byPost.set(gallery, [...(byPost.get(gallery) ?? []), path])
    }
    for (const [gallery, paths] of byPost) {
      if (paths.length === 5) return { postId: Number(gallery.replace(/^.*-g/, '')), paths }
    }
  }
  throw new Error('no post with five pictures in the demo community')
}

const counter = (page: Page) => page.getByText(/^Bild \d von 5$/).first()

/**
 * Slide changes are ignored for 500 ms after one starts (spec 000 §4): the page's clock
 * (installed by each test) moves past the lock instead of the test waiting for it.
 */
async function pastTheLock(page: Page) {
  await page.clock.runFor(550)
}

/** One step of the pager; every step replaces the address, so the next one starts from it. */
async function pager(page: Page, name: 'Nächstes Bild' | 'Voriges Bild') {
  await pastTheLock(page)
  const before = page.url()
  await page.getByRole('navigation', { name: 'Bilder blättern' }).getByRole('link', { name }).click()
  await expect(page).not.toHaveURL(before)
}

test('a thumbnail opens the picture; the pager wraps, shows the ad after the 3rd and replaces the address', async ({
  page,
  request,
}) => {
  const { postId, paths } = await galleryOfFive(request)
  await page.clock.install()
  await open(page, `/forum/aktion/PostJump.html?postId=${postId}`)
  const threadUrl = page.url()
  await page.locator(`#post-${postId} a[href="${paths[0]}"]`).click()
  await expect(page).toHaveURL(paths[0]!)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(counter(page)).toHaveText('Bild 1 von 5')
  await expect(page.getByRole('link', { name: /^(Zum )?Beitrag$/ })).toHaveAttribute(
    'href',
    `/forum/aktion/PostJump.html?postId=${postId}`,
  )
  await expect(page.getByRole('heading', { name: 'Stichworte' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Brotkrumen' }).getByText('Bilder')).toBeVisible()

  await pager(page, 'Nächstes Bild')
  await expect(counter(page)).toHaveText('Bild 2 von 5')
  await expect(page).toHaveURL(paths[1]!)
  await pager(page, 'Nächstes Bild')
  await expect(page).toHaveURL(paths[2]!)
  await pager(page, 'Nächstes Bild')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anzeige')
  await expect(page.getByTestId('gallery-ad')).toBeVisible()
  // spec 000 §4: the ad slide clears the picture id, in the counter and the address
  const galleryPath = paths[2]!.slice(0, paths[2]!.lastIndexOf('/'))
  await expect(page.getByRole('navigation', { name: 'Bilder blättern' })).toContainText('Anzeige')
  await expect(page).toHaveURL(galleryPath)
  await pager(page, 'Voriges Bild')
  await expect(counter(page)).toHaveText('Bild 3 von 5')
  await expect(page).toHaveURL(paths[2]!)
  await pager(page, 'Nächstes Bild')
  await expect(page).toHaveURL(galleryPath)
  await pager(page, 'Nächstes Bild')
  await expect(counter(page)).toHaveText('Bild 4 von 5')
  await expect(page).toHaveURL(paths[3]!)
  await pager(page, 'Nächstes Bild')
  await pager(page, 'Nächstes Bild')
  await expect(counter(page)).toHaveText('Bild 1 von 5')
  await pager(page, 'Voriges Bild')
  await expect(counter(page)).toHaveText('Bild 5 von 5')
  await expect(page).toHaveURL(paths[4]!)

  // the address was replaced, not pushed: one step back is the thread
  await page.goBack()
  await expect(page).toHaveURL(threadUrl)
})

test('a click within the lock time is ignored', async ({ page, request }) => {
  const { paths } = await galleryOfFive(request)
  await page.clock.install()
  await open(page, paths[0]!)
  const next = page
    .getByRole('navigation', { name: 'Bilder blättern' })
    .getByRole('link', { name: 'Nächstes Bild' })
  // two clicks in one go: the second falls into the first one's 500 ms
  await next.evaluate((link: HTMLElement) => {
    link.click()
    link.click()
  })
  await expect(counter(page)).toHaveText('Bild 2 von 5')
  await page.clock.runFor(300)
  await expect(counter(page)).toHaveText('Bild 2 von 5')
  await pastTheLock(page)
  await next.click()
  await expect(counter(page)).toHaveText('Bild 3 von 5')
})

test('the full-screen viewer: keys, rotation, title bar, disabled ends, Escape', async ({
  page,
  request,
}) => {
  const { paths } = await galleryOfFive(request)
  await page.clock.install()
  await open(page, paths[3]!)
  await page.getByRole('link', { name: 'Bild vergrößern' }).click()
  const viewer = page.getByRole('dialog')
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText('Bild 4 von 5')).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Voriges Bild' })).toBeEnabled()

  await page.keyboard.press('j')
  await expect(viewer.getByText('Bild 5 von 5')).toBeVisible()
  await expect(page).toHaveURL(paths[4]!)
  await expect(viewer.getByRole('button', { name: 'Nächstes Bild' })).toBeDisabled()

  const image = viewer.locator('img')
  await page.keyboard.press('.')
  await expect(image).toHaveAttribute('data-rotation', '90')
  // turned upright the picture is fitted again: it stays on the screen once the turn has run
  const screen = page.viewportSize()!
  await expect(async () => {
    const turned = await image.evaluate((img) => {
      const rect = img.getBoundingClientRect()
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right }
    })
    expect(turned.top).toBeGreaterThanOrEqual(-1)
    expect(turned.bottom).toBeLessThanOrEqual(screen.height + 1)
    expect(turned.left).toBeGreaterThanOrEqual(-1)
    expect(turned.right).toBeLessThanOrEqual(screen.width + 1)
  }).toPass({ timeout: 5_000 })
  await page.keyboard.press(',')
  await page.keyboard.press(',')
  await expect(image).toHaveAttribute('data-rotation', '270')

  await page.keyboard.press('ArrowDown')
  await expect(page.getByTestId('viewer-title-bar')).toBeHidden()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByTestId('viewer-title-bar')).toBeVisible()

  await pastTheLock(page)
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByText('Bild 4 von 5')).toBeVisible()
  // each picture keeps its own rotation
  await expect(image).toHaveAttribute('data-rotation', '0')
  await pastTheLock(page)
  await page.keyboard.press('k')
  await expect(viewer.getByText('Bild 3 von 5')).toBeVisible()

  // a touch swipe fires no click: the first tap after it still zooms
  await pastTheLock(page)
  await viewer.locator('img').evaluate((img) => {
    const at = (type: string, x: number) =>
      img.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          isPrimary: true,
          pointerType: 'touch',
          clientX: x,
          clientY: 300,
        }),
      )
    at('pointerdown', 600)
    at('pointerup', 100)
  })
  await expect(viewer.getByText('Bild 4 von 5')).toBeVisible()
  await viewer.getByRole('button', { name: 'Vergrößern' }).click()
  await expect(viewer.getByRole('button', { name: 'Verkleinern' })).toBeVisible()
  await viewer.getByRole('button', { name: 'Verkleinern' }).click()
  await pastTheLock(page)
  await page.keyboard.press('k')
  await expect(viewer.getByText('Bild 3 von 5')).toBeVisible()

  // a tap zooms in; rotate buttons hide while zoomed in
  await viewer.getByRole('button', { name: 'Vergrößern' }).click()
  await expect(viewer.getByRole('button', { name: 'Nach rechts drehen' })).toBeHidden()
  await viewer.getByRole('button', { name: 'Verkleinern' }).click()
  await expect(viewer.getByRole('button', { name: 'Nach rechts drehen' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(counter(page)).toHaveText('Bild 3 von 5')
  await expectNoSeriousViolations(page)
})

test('a swipe beyond an eighth of the width changes the picture; the phone says Beitrag', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const { paths } = await galleryOfFive(request)
  await page.clock.install()
  await open(page, paths[0]!)
  await expect(page.getByRole('link', { name: 'Beitrag', exact: true })).toBeVisible()
  const stage = page.getByRole('region', { name: 'Bilder' }).locator('img')
  const box = (await stage.boundingBox())!
  const y = box.y + box.height / 2
  // 40 px is less than 375 / 8: nothing happens
  await page.mouse.move(200, y)
  await page.mouse.down()
  await page.mouse.move(160, y, { steps: 4 })
  await page.mouse.up()
  await pastTheLock(page)
  await expect(counter(page)).toHaveText('Bild 1 von 5')
  await page.mouse.move(300, y)
  await page.mouse.down()
  await page.mouse.move(100, y, { steps: 4 })
  await page.mouse.up()
  await expect(counter(page)).toHaveText('Bild 2 von 5')
  await expect(page).toHaveURL(paths[1]!)
  await expectNoSeriousViolations(page)
})
