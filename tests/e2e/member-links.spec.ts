import { expect, logIn, open, test } from './support.ts'

// decisions 028–031 Done when: no link in the user menu, the header flyouts or the cockpit answers 404.
// The links are collected from the pages as a member sees them and each is requested with the
// member's session.

test('every link of the user menu, the flyouts and the cockpit leads somewhere', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same links on every screen')
  test.setTimeout(90_000)
  await logIn(page, 'demo-mitglied')
  await open(page, '/cockpit.html')
  const banner = page.getByRole('banner')
  const links = new Set<string>()
  const collect = async (scope: ReturnType<typeof page.locator>) => {
    for (const href of await scope
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''),
      )) {
      if (href.startsWith('/') && !href.startsWith('/logout.html')) links.add(href.split('#')[0] ?? href)
    }
  }
  for (const name of [
    /^Benachrichtigungen/,
    /^Private Nachrichten/,
    /^Themen/,
    /^Favoriten/,
    /^Freunde online/,
    /^Benutzermenü/,
  ]) {
    const button = banner.getByRole('button', { name })
    await button.click()
    await collect(banner.locator('section[id^="header-"]'))
    await button.click()
  }
  await open(page, '/cockpit.html')
  await collect(page.locator('main'))
  expect(links.size).toBeGreaterThan(15)

  const broken: string[] = []
  for (const href of links) {
    const response = await page.request.get(href, { maxRedirects: 5 })
    if (response.status() === 404 || response.status() >= 500) broken.push(`${response.status()} ${href}`)
  }
  expect(broken).toEqual([])
})
