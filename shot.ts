import { chromium } from 'playwright-core'

const base = 'http://127.0.0.1:3600'
const [, , path = '/', name = 'page', login = ''] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const width of [1280, 375]) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 1000 : 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  })
  const page = await context.newPage()
  if (login) {
    await page.goto(`${base}/einloggen`)
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(login)
    await page.getByLabel('Passwort').fill('demo-passwort')
    await page.getByRole('button', { name: 'Einloggen' }).click()
    await page.waitForURL('**/cockpit.html')
  }
  await page.goto(`${base}${path}`)
  await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: width > 500 })
  await context.close()
}
await browser.close()
