import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
async function login(ctx, user) {
  const page = await ctx.newPage()
  await page.goto(base + '/einloggen')
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(user)
  await page.getByLabel('Passwort').fill('demo-passwort')
  await page.getByRole('button', { name: 'Einloggen' }).click()
  await page.waitForURL('**/cockpit.html')
  return page
}
for (const [name, viewport] of [['phone', { width: 375, height: 800 }], ['desk', { width: 1280, height: 900 }]]) {
  const ctx = await browser.newContext({ viewport })
  const page = await login(ctx, 'demo-mitglied')
  await page.goto(base + '/blogs.html')
  const href = await page.locator('main a[href^="/blogs/"][href$=".html"]:not([href*="/aktion/"])').first().getAttribute('href')
  await page.goto(base + href)
  await page.getByLabel('Dein Kommentar').fill('Sehr hilfreicher Artikel, danke!\nIch habe es genauso gemacht.')
  await page.getByRole('button', { name: 'Kommentar senden' }).click()
  await page.waitForLoadState('networkidle')
  await page.locator('#bewertung').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shot-rating-${name}.png` })
  const mod = await login(ctx, 'demo-moderator')
  await mod.goto(base + href + '?zitat=artikel#kommentar-schreiben')
  await mod.waitForTimeout(500)
  await mod.screenshot({ path: `/tmp/shot-quote-${name}.png` })
  await mod.goto(base + '/admin/magazin/neu')
  await mod.getByRole('button', { name: 'Artikel speichern' }).click()
  await mod.waitForLoadState('networkidle')
  await mod.screenshot({ path: `/tmp/shot-mag-${name}.png`, fullPage: true })
  await mod.goto(base + '/admin/magazin')
  await mod.screenshot({ path: `/tmp/shot-maglist-${name}.png` })
  await ctx.close()
}
await browser.close()
