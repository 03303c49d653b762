import type { Page } from '@playwright/test'
import { expect, open, test } from './support.ts'

// spec 000 §4, §8; spec 001 §4, §9: toasts, modal, tooltip, lazy chunks.

test.describe('toasts', () => {
  test('an identical toast is never shown twice; the close button removes it', async ({ page }) => {
    await open(page, '/info/utiq-verwalten')
    const revoke = page.getByRole('button', { name: 'Einwilligung widerrufen' })
    await revoke.click()
    await revoke.click()
    await revoke.click()
    const toast = page.getByRole('status').filter({ hasText: 'Utiq nicht aktiv' })
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(
      'Auf Deinem Gerät ist die Utiq-Technologie nicht aktiviert. Daher ist ein Opt-Out nicht notwendig.',
    )
    await toast.getByRole('button', { name: 'Hinweis schließen' }).click()
    await expect(toast).toHaveCount(0)
  })

  test('a toast hides by itself after 5 seconds', async ({ page }) => {
    await page.clock.install()
    await open(page, '/info/utiq-verwalten')
    // from here the page's time stands still until the test moves it: on a busy machine the five
    // seconds must not pass between the click and the first look (the toast was gone already)
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.getByRole('button', { name: 'Einwilligung widerrufen' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'Utiq nicht aktiv' })
    await expect(toast).toBeVisible()
    await page.clock.runFor(4_500)
    await expect(toast).toBeVisible()
    await page.clock.runFor(600)
    await expect(toast).toHaveCount(0)
  })
})

test.describe('modal', { tag: '@phone' }, () => {
  test('opens from the privacy statement and closes on Escape, the close button and the backdrop', async ({
    page,
  }) => {
    await open(page, '/info/datenschutz')
    const opener = page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' })
    const dialog = page.getByRole('dialog', { name: 'Datenschutzeinstellungen' })

    await opener.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: /Statistik/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await opener.click()
    await dialog.getByRole('button', { name: 'Schließen' }).click()
    await expect(dialog).toBeHidden()

    await opener.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(10, 10)
    await expect(dialog).toBeHidden()
  })

  test('on wide screens a press within 25 px of the right edge does not close it', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on mobile the whole backdrop closes the modal')
    await open(page, '/info/datenschutz')
    await page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Datenschutzeinstellungen' })
    await expect(dialog).toBeVisible()
    const width = page.viewportSize()!.width
    await page.mouse.click(width - 10, 300)
    await expect(dialog).toBeVisible()
    await page.mouse.click(width - 40, 300)
    await expect(dialog).toBeHidden()
  })

  test('a link inside closes it when enabled', async ({ page }) => {
    await open(page, '/info/datenschutz')
    await page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Cookie-Einstellungen' }).click()
    await expect(page).toHaveURL('/consent')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

/**
 * The tooltip's delays run on the page's clock, stopped after the page has loaded: the test moves
 * it on, so a busy machine can neither open a tooltip early nor late.
 */
async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install()
  await open(page, path)
  await page.clock.pauseAt(Date.now() + 1_000)
}

test.describe('tooltip', { tag: '@phone' }, () => {
  test('opens after hovering 500 ms and on keyboard focus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'no hover on touch screens')
    await openWithStoppedClock(page, '/info/impressum')
    const search = page.getByRole('button', { name: 'Suche öffnen' })
    await search.hover()
    await page.clock.runFor(400)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(page.getByRole('tooltip', { name: 'Suche' })).toBeVisible()
    await expect(search).toHaveAttribute('aria-describedby', /.+/)
    await page.mouse.move(0, 400)
    await expect(page.getByRole('tooltip')).toHaveCount(0)

    await search.focus()
    await expect(page.getByRole('tooltip', { name: 'Suche' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })

  test('opens on a 500 ms long press on touch screens', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only')
    await openWithStoppedClock(page, '/info/impressum')
    const box = (await page.getByRole('button', { name: 'Suche öffnen' }).boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await page.clock.runFor(400)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(page.getByRole('tooltip', { name: 'Suche' })).toBeVisible()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    // a long press shows the tooltip instead of pressing the button
    await expect(page.getByRole('searchbox')).toHaveCount(0)
  })

  test('a tap leaves no tooltip behind', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch only')
    await openWithStoppedClock(page, '/info/impressum')
    // what a phone's browser sends for a tap on a button: the touch pointer, then focus and the
    // emulated mouse events (headless Chromium's own tap sends no focus, so they are sent here)
    await page.getByRole('button', { name: 'Suche öffnen' }).evaluate((button: HTMLElement) => {
      button.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true }),
      )
      button.focus()
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
      button.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }))
    })
    await page.clock.runFor(800)
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })
})

test.describe('lazily loaded chunks', () => {
  test('a chunk that cannot be loaded turns into a reload offer', async ({ page }) => {
    await open(page, '/info/datenschutz')
    await page.route('**/assets/ConsentSettings-*.js', (route) => route.abort())
    await page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' }).click()
    await expect(page.getByRole('button', { name: 'Seite neu laden' }).first()).toBeVisible()
    await expect(page.getByText('Ein Teil der Seite konnte nicht geladen werden').first()).toBeVisible()
  })

  test('a stylesheet chunk that fails (CSS_CHUNK_LOAD_FAILED) also offers a reload', async ({ page }) => {
    await open(page, '/info/datenschutz')
    await page.route('**/assets/ConsentSettings-*.css', (route) => route.abort())
    await page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' }).click()
    await expect(page.locator('[data-reload-offer]').first()).toBeVisible()
  })

  test('a chunk that does not arrive within 120 s times out with the same offer', async ({ page }) => {
    await page.clock.install()
    await open(page, '/info/datenschutz')
    await page.route('**/assets/ConsentSettings-*.js', () => {
      // never answered
    })
    await page.getByRole('button', { name: 'Erweiterte Datenschutzeinstellungen öffnen' }).click()
    await expect(page.getByText('Einstellungen werden geladen …')).toBeVisible()
    await page.clock.runFor(119_000)
    await expect(page.getByText('Einstellungen werden geladen …')).toBeVisible()
    await page.clock.runFor(1_500)
    await expect(page.getByRole('button', { name: 'Seite neu laden' }).first()).toBeVisible()
  })
})

// decision 042 "A UI kit": a kit field ties its error to the input, so a screen reader reads it
// with the field, and keeps what was typed.
test('a kit field announces its error with the field and keeps the typed text', async ({ page }) => {
  await open(page, '/inhalt/Contact.html')
  await page.getByLabel('Name').fill('Kit Prüfer')
  const email = page.getByLabel('E-Mail-Adresse')
  await email.fill('kit-at-example.de')
  await page.getByLabel('Nachricht').fill('Eine Frage zum Formular.')
  await page.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Bitte gib eine gültige E-Mail-Adresse an\./)
  await expect(email).toHaveValue('kit-at-example.de')
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
})
