import { chromium } from 'playwright-core'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage()
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
page.on('response', (r) => {
  if (!r.url().includes('/assets/') && !r.url().includes('/images/'))
    console.log('resp', r.status(), r.request().method(), r.url().slice(0, 160))
})
await page.goto('http://127.0.0.1:3600/forum/elektrikproblem-fensterheber-spinnt-t1996.html')
await page.locator('html[data-hydrated="true"]').waitFor()
await page.getByRole('textbox', { name: 'Deine Antwort' }).fill('Gast-Antwort Test')
await page.getByRole('button', { name: 'Antworten', exact: true }).last().click()
await page.waitForTimeout(1500)
console.log('cookies', JSON.stringify((await page.context().cookies()).map((c) => c.name)))
await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('demo-forenpate')
await page.getByLabel('Passwort').fill('demo-passwort')
await page.getByRole('button', { name: 'Einloggen' }).click()
await page.waitForTimeout(3000)
console.log('url', page.url())
await browser.close()
