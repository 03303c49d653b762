import { chromium } from '@playwright/test'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
await page.goto('http://127.0.0.1:3300' + process.argv[2])
await page.locator(process.argv[3]).scrollIntoViewIfNeeded()
await page.locator(process.argv[3]).screenshot({ path: '/tmp/shots/el.png' })
await browser.close()
