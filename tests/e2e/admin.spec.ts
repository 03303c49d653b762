import { expect, expectNoHorizontalScroll, expectNoSeriousViolations, logIn, open, test } from './support.ts'

// issue 20: the admin screens work on a phone as on a desktop — the wide tables become one block
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
