import { chromium } from 'playwright-core'

const base = 'http://127.0.0.1:3600'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const width of [1280, 375]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  })
  const page = await context.newPage()
  await page.goto(`${base}/registrieren`)
  await page.getByLabel('Benutzername').fill('ab')
  await page.getByLabel('E-Mail-Adresse').fill('demo-mitglied@example.org')
  await page.getByRole('button', { name: 'Kostenlos registrieren' }).click()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/register-${width}.png`, fullPage: true })
  await page.goto(`${base}/einloggen`)
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('demo-mitglied')
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await page.waitForURL('**/cockpit.html')
  await page.screenshot({ path: `/tmp/cockpit-${width}.png`, fullPage: true })
  await page.goto(`${base}/cockpit/konto-kuendigen`)
  await page.screenshot({ path: `/tmp/cancel-${width}.png`, fullPage: true })
  await context.close()
}
await browser.close()
