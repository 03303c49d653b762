import { chromium } from 'playwright-core'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
page.on('response', (r) => {
  if (!r.url().includes('/assets/')) console.log('resp', r.status(), r.url())
})
await page.goto('http://127.0.0.1:3600/forum.html')
await page.locator('html[data-hydrated="true"]').waitFor()
await page.getByRole('link', { name: 'VW Forum', exact: true }).first().click()
await page.waitForTimeout(2000)
console.log('url', page.url())
await browser.close()
