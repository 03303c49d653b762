import { chromium } from '@playwright/test'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const base = 'http://127.0.0.1:3300'
const pages = process.argv.slice(2)
for (const [w, h, tag] of [
  [375, 800, 'phone'],
  [1280, 900, 'desk'],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  for (const p of pages) {
    await page.goto(base + p)
    const name = p.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)
    await page.screenshot({ path: `/tmp/shots/${tag}${name}.png`, fullPage: false })
    const over = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (over > 0) console.log('OVERFLOW', tag, p, over)
  }
}
await browser.close()
