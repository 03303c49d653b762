import type { Page } from '@playwright/test'
import sharp from 'sharp'
import * as sample from '../support/sample-files.ts'
import { expect, expectNoHorizontalScroll, logIn, open, test } from './support.ts'

// decisions 028–031: a member adds pictures to a reply by dragging them onto the form; each shows its
// upload progress, then the reply shows them as the post's pictures and in the gallery, like
// seeded pictures. The phone's location (EXIF GPS) is gone from every size the site serves.

/** An open thread of a board no other spec writes to (each browser project its own). */
async function openThread(page: Page, project: string): Promise<string> {
  await open(
    page,
    project === 'mobile' ? '/forum/reifen-felgen-b401.html' : '/forum/technik-werkstatt-b400.html',
  )
  const links = page.getByRole('list', { name: 'Themen' }).getByRole('listitem')
  const count = await links.count()
  for (let i = 0; i < count; i += 1) {
    const item = links.nth(i)
    if ((await item.getByText('Geschlossen').count()) === 0)
      return (await item.getByRole('link').first().getAttribute('href')) ?? ''
  }
  throw new Error('no open thread')
}

/** Drops files on an element as a desktop browser does (a DataTransfer with File objects). */
async function dropFiles(
  page: Page,
  selector: string,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer()
      for (const file of list)
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
      return data
    },
    files.map((file) => ({ name: file.name, type: file.type, bytes: [...file.bytes] })),
  )
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer })
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer })
}

test('pictures dropped onto a reply show as thumbnails in the form, in the preview, in the post and the gallery, without the location they were taken at @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  await logIn(page, testInfo.project.name === 'mobile' ? 'demo-moderator' : 'demo-mitglied')
  const threadPath = await openThread(page, testInfo.project.name)
  const threadId = /-t(\d+)\.html/.exec(threadPath)?.[1]
  await open(page, `/forum/aktion/Reply.html?threadId=${threadId}`)

  const photo = await sample.photoWithLocation({ width: 1600, height: 1200 })
  expect(await sample.hasLocation(photo)).toBe(true)
  const second = await sample.picture('png', { width: 900, height: 600 })
  await expect(page.getByText('oder hierher ziehen')).toBeVisible()
  await dropFiles(page, 'fieldset:has(legend:text("Dateien anhängen"))', [
    { name: 'Reifenprofil.jpg', type: 'image/jpeg', bytes: photo },
    { name: 'Felge.png', type: 'image/png', bytes: second },
  ])
  const chosen = page.getByRole('list', { name: 'Angehängte Dateien' })
  // both at once, each with its own progress while it travels
  await expect(chosen.getByRole('button', { name: /^Entfernen/ })).toHaveCount(2, { timeout: 20_000 })
  await expect(chosen).toContainText('Reifenprofil')
  await expect(chosen).toContainText('Felge')
  await expect(chosen.getByText('Galerie')).toHaveCount(2)
  // each photo shows as a thumbnail in the form (the picture loaded, not a broken image)
  const thumbnails = chosen.locator('img')
  await expect(thumbnails).toHaveCount(2)
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'hochgeladen' })).toHaveCount(1)
  await expectNoHorizontalScroll(page)

  const text = `Hier zwei Fotos vom Reifen (${testInfo.project.name}, ${Date.now()}).`
  await page.getByRole('textbox', { name: 'Deine Antwort' }).fill(text)
  // the preview shows the text and the pictures, as the post will
  await page.getByRole('tab', { name: 'Vorschau' }).click()
  const previewPictures = page.getByRole('list', { name: 'Bilder des Beitrags' }).getByRole('img')
  await expect(previewPictures).toHaveCount(2)
  await expect(previewPictures.first()).toBeVisible()
  await page.getByRole('tab', { name: 'Schreiben' }).click()
  await page.getByRole('button', { name: 'Antworten', exact: true }).click()
  await expect(page).toHaveURL(/#post-\d+$/, { timeout: 15_000 })
  const post = page.locator(new URL(page.url()).hash)
  await expect(post).toContainText(text)
  const pictures = post.getByRole('list', { name: '2 Bilder zum Beitrag' })
  await expect(pictures.getByRole('img', { name: 'Reifenprofil' })).toBeVisible()
  await expect(pictures.getByRole('img', { name: 'Felge' })).toBeVisible()
  await expectNoHorizontalScroll(page)

  // every size the page offers of the photo is free of the camera's location
  const image = pictures.getByRole('img', { name: 'Reifenprofil' })
  const sources = new Set<string>([(await image.getAttribute('src')) ?? ''])
  for (const candidate of ((await image.getAttribute('srcset')) ?? '').split(','))
    sources.add(candidate.trim().split(/\s+/)[0] ?? '')
  sources.delete('')
  expect(sources.size).toBeGreaterThan(0)
  for (const source of sources) {
    const response = await page.request.get(source)
    expect(response.status(), source).toBe(200)
    const served = await response.body()
    expect(await sample.hasLocation(served), source).toBe(false)
    expect((await sharp(served).metadata()).exif, source).toBeUndefined()
  }

  // the picture opens in the gallery, as a seeded one does
  // uploaded side by side, the two may come in either order
  await pictures
    .getByRole('link')
    .filter({ has: page.getByRole('img', { name: 'Reifenprofil' }) })
    .click()
  await page.waitForURL(/\/bilder\/.+-g\d+\/reifenprofil-i\d+\.html$/)
  await expect(page.getByRole('img', { name: 'Reifenprofil' }).first()).toBeVisible()
  await expectNoHorizontalScroll(page)
})
