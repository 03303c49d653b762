import type { Page } from '@playwright/test'
import { expect, expectNoHorizontalScroll, expectNoSeriousViolations, logIn, open, test } from './support.ts'

// decision 037: the admin screens work on a phone as on a desktop — the wide tables become one block
// per row at 375 px, nothing scrolls sideways, no serious accessibility violation.

for (const [path, heading] of [
  ['/admin', 'Übersicht'],
  ['/admin/foren', 'Foren'],
  ['/admin/mitglieder', 'Mitglieder und Rollen'],
  ['/admin/schalter', 'Funktionsschalter'],
  ['/admin/ankuendigungen', 'Ankündigungen'],
  ['/admin/magazin', 'Magazin'],
  ['/admin/kontakt', 'Kontaktanfragen'],
] as const) {
  test(`${path}: readable for an admin without sideways scrolling`, { tag: '@phone' }, async ({ page }) => {
    await logIn(page, 'demo-admin')
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: heading }),
    ).toHaveAttribute('aria-current', 'page')
    await expectNoHorizontalScroll(page)
    await expectNoSeriousViolations(page)
  })
}

/**
 * The words (runs between spaces and hyphens) in the admin tables that the browser broke over two
 * lines, text sticking out of its cell, and text cut with an ellipsis but no title to read it in.
 */
function brokenCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const cell of document.querySelectorAll<HTMLElement>('#admin-title ~ * :is(td, th)')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) found.push(`broken: ${match[0]}`)
        }
      }
      if (cell.scrollWidth > cell.clientWidth + 1) found.push(`sticks out: ${cell.textContent}`)
      for (const element of cell.querySelectorAll<HTMLElement>('*'))
        if (
          getComputedStyle(element).textOverflow === 'ellipsis' &&
          element.scrollWidth > element.clientWidth &&
          !element.title
        )
          found.push(`cut without title: ${element.textContent}`)
    }
    return found
  })
}

test('admin tables break no word and scroll only inside themselves @phone', async ({ page }) => {
  await logIn(page, 'demo-admin')
  // entries for the log and an ended announcement, so every table has rows
  await open(page, '/admin/schalter')
  // each toggle waits until the table shows the new state before the next one starts, so a click
  // never lands on the row while the page is still loading the previous answer
  const themes = page.getByRole('row').filter({ hasText: 'Design-Auswahl' })
  await themes.getByRole('button', { name: 'Design-Auswahl ausschalten' }).click()
  await expect(themes.getByText('Aus', { exact: true })).toBeVisible({ timeout: 15_000 })
  await themes.getByRole('button', { name: 'Design-Auswahl einschalten' }).click()
  await expect(themes.getByText('An', { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(themes.getByRole('button', { name: 'Design-Auswahl ausschalten' })).toBeVisible()
  await open(page, '/admin/ankuendigungen')
  await page.getByLabel('Titel').fill('Wartungsarbeiten am Bilderdienst heute Nacht')
  await page.getByLabel('Auch für Besucher').uncheck()
  await page.getByRole('button', { name: 'Ankündigung veröffentlichen' }).click()
  await page
    .getByRole('button', { name: '„Wartungsarbeiten am Bilderdienst heute Nacht“ beenden' })
    .first()
    .click()
  await expect(page.getByText(/^beendet/).first()).toBeVisible()
  for (const path of [
    '/admin',
    '/admin/schalter',
    '/admin/foren',
    '/admin/ankuendigungen',
    '/admin/magazin',
  ]) {
    await open(page, path)
    await expect(page.locator('#admin-title ~ * tbody tr').first(), path).toBeVisible()
    expect(await brokenCells(page), path).toEqual([])
    await expectNoHorizontalScroll(page)
  }
})

test('switches are named in German with what they do, the key small beside @phone', async ({ page }) => {
  await logIn(page, 'demo-admin')
  await open(page, '/admin/schalter')
  const dsa = page.getByRole('row').filter({ hasText: 'Meldungen und Moderation (DSA)' })
  await expect(dsa).toContainText('Melden-Menüs an Beiträgen')
  await expect(dsa.getByRole('button', { name: 'Meldungen und Moderation (DSA) ausschalten' })).toHaveText(
    'Ausschalten',
  )
  await expect(page.getByRole('button', { name: /MT-761_dsa|UserThemes|AiThreadSummary/ })).toHaveCount(0)
  const key = dsa.getByText('MT-761_dsa', { exact: true })
  const size = (locator: typeof key) =>
    locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
  expect(await size(key)).toBeLessThan(
    await size(dsa.getByText('Meldungen und Moderation (DSA)', { exact: true })),
  )
  // the DSA switch asks before it goes off; cancelling leaves it on
  await dsa.getByRole('button', { name: 'Meldungen und Moderation (DSA) ausschalten' }).click()
  await expect(
    page.getByRole('heading', { name: 'Meldungen und Moderation (DSA) wirklich ausschalten?' }),
  ).toBeVisible()
  await expect(page.getByText('kann niemand mehr Inhalte melden')).toBeVisible()
  await page.getByRole('link', { name: 'Abbrechen' }).click()
  await expect(dsa.getByRole('button', { name: 'Meldungen und Moderation (DSA) ausschalten' })).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test('members found show their facts and fold the actions; deleting is a red step of its own @phone', async ({
  page,
}) => {
  await logIn(page, 'demo-admin')
  await open(page, '/admin/mitglieder?q=demo')
  const member = page
    .getByRole('article')
    .filter({ hasText: 'demo-mitglied' })
    .first()
    .getByRole('article', { name: 'demo-mitglied' })
    .or(page.getByRole('article').filter({ hasText: 'demo-mitglied' }))
    .first()
  await expect(member).toBeVisible()
  // one "Aktionen" per member; its forms stay folded until opened
  await expect(page.getByRole('button', { name: 'Schreiben sperren' }).first()).toBeHidden()
  await expect(page.locator('summary', { hasText: 'Aktionen' })).toHaveCount(
    await page.getByRole('article').count(),
  )
  await member.locator('summary', { hasText: 'Aktionen' }).click()
  await expect(member.getByRole('button', { name: 'Schreiben sperren' })).toBeVisible()
  const remove = member.getByRole('link', { name: /^Konto von .* löschen …$/ })
  const colour = (locator: typeof remove) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(await colour(remove)).not.toBe(
    await colour(member.getByRole('button', { name: 'Schreiben sperren' })),
  )
  expect(await colour(remove)).toBe(
    await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-error)'
      document.body.append(probe)
      const value = getComputedStyle(probe).color
      probe.remove()
      return value
    }),
  )
  await remove.click()
  await expect(page.getByRole('heading', { name: /^Konto von .* löschen\?$/ })).toBeVisible()
  await expect(page.getByText('Das lässt sich nicht rückgängig machen.')).toBeVisible()
  await page.getByRole('button', { name: 'Konto endgültig löschen' }).click()
  // the browser asks for the username; nothing is deleted
  await expect(page.getByRole('heading', { name: /^Konto von .* löschen\?$/ })).toBeVisible()
  await expectNoHorizontalScroll(page)
})
