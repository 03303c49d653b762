// Generates the home page's pictures under public/images (run: `npx node scripts/generate-images.ts`):
//   teaser/blog-{0..7}.svg, teaser/test-{0..7}.svg   the seed's teaser pictures
//   hero/hero.svg and hero/hero-{480,640,1000,1300,1600}.{webp,jpg}   the hero banner (spec 000 §9)
// The rasters are drawn by Debian's Chromium (playwright-core), so no image library is needed.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { HERO_IMAGE_WIDTHS } from '../src/domain/limits.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const images = path.join(root, 'public/images')

const CAR_BODY =
  'M 90 258 C 90 238 100 226 130 222 L 200 214 C 232 186 272 168 322 166 L 402 166 C 442 168 472 186 502 212 L 542 218 C 562 222 568 236 568 252 L 568 262 L 90 262 Z'
const CAR_WINDOWS =
  'M 226 212 C 250 190 282 178 318 177 L 352 177 L 352 212 Z M 364 177 L 398 177 C 428 179 452 192 474 212 L 364 212 Z'

function car(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="329" cy="268" rx="250" ry="10" fill="#000" opacity="0.25"/>
    <path d="${CAR_BODY}" fill="${color}"/>
    <path d="${CAR_WINDOWS}" fill="#dfe9f5" opacity="0.85"/>
    <rect x="520" y="228" width="30" height="8" rx="3" fill="#ffe9a8"/>
    <rect x="96" y="232" width="18" height="8" rx="3" fill="#e0523a"/>
    ${[180, 478].map((cx) => `<circle cx="${cx}" cy="262" r="30" fill="#1b1f27"/><circle cx="${cx}" cy="262" r="13" fill="#aab3c0"/>`).join('')}
  </g>`
}

function landscape(width: number, height: number, palette: [string, string, string, string, string]): string {
  const [skyTop, skyBottom, far, near, road] = palette
  const horizon = height * 0.62
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.72}" cy="${horizon * 0.62}" r="${height * 0.11}" fill="#fff3c4" opacity="0.9"/>
  <path d="M 0 ${horizon} L ${width * 0.12} ${horizon - height * 0.2} L ${width * 0.27} ${horizon - height * 0.08} L ${width * 0.42} ${horizon - height * 0.26} L ${width * 0.6} ${horizon - height * 0.06} L ${width * 0.78} ${horizon - height * 0.22} L ${width} ${horizon - height * 0.05} L ${width} ${horizon} Z" fill="${far}"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${near}"/>
  <path d="M ${width * 0.47} ${horizon} L ${width * 0.53} ${horizon} L ${width * 0.86} ${height} L ${width * 0.14} ${height} Z" fill="${road}"/>
  <path d="M ${width * 0.5} ${horizon + 6} L ${width * 0.5} ${height}" stroke="#f4f1e6" stroke-width="${Math.max(2, width / 160)}" stroke-dasharray="${width / 40} ${width / 50}"/>`
}

const PALETTES: [string, string, string, string, string][] = [
  ['#1f4e8c', '#9cc3ea', '#4a6e8f', '#5d8a4e', '#3b3f46'],
  ['#2d1b4e', '#f29e6d', '#5b3f63', '#3d5a3a', '#2c2e34'],
  ['#0f3057', '#00587a', '#1d6d7a', '#3c7a52', '#2f3338'],
  ['#4a6fa5', '#dbe7f3', '#8aa3bf', '#b9c7a3', '#50555c'],
  ['#7a2e2e', '#f7c873', '#8c5a3c', '#a67c47', '#3d3a36'],
  ['#12355b', '#4f9bd9', '#2f5e7d', '#4e7d3a', '#35393f'],
  ['#3e2c41', '#e87461', '#6e4a57', '#5a6b3e', '#303236'],
  ['#24476b', '#c8e0f4', '#6f8fa8', '#7fa35f', '#464a50'],
]
const CAR_COLORS = ['#c0392b', '#f5f5f5', '#2e86de', '#f39c12', '#27ae60', '#34495e', '#8e44ad', '#d35400']

function teaser(kind: 'blog' | 'test', index: number): string {
  const palette = PALETTES[(index + (kind === 'test' ? 3 : 0)) % PALETTES.length]!
  const label = kind === 'blog' ? 'Blog' : 'Test'
  const vehicle =
    kind === 'test'
      ? car(-10, 70, 1, CAR_COLORS[index]!)
      : index % 2 === 0
        ? car(150, 150, 0.55, CAR_COLORS[(index + 3) % 8]!)
        : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${label}">
  ${landscape(640, 360, palette)}
  ${vehicle}
</svg>
`
}

function hero(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
  ${landscape(1600, 600, ['#0b2447', '#f08a5d', '#3a3f6b', '#2f4a3a', '#2a2c31'])}
  ${car(930, 255, 0.95, '#c0392b')}
</svg>
`
}

mkdirSync(path.join(images, 'teaser'), { recursive: true })
mkdirSync(path.join(images, 'hero'), { recursive: true })
for (let index = 0; index < 8; index += 1) {
  writeFileSync(path.join(images, 'teaser', `blog-${index}.svg`), teaser('blog', index))
  writeFileSync(path.join(images, 'teaser', `test-${index}.svg`), teaser('test', index))
}
const heroSvg = hero()
writeFileSync(path.join(images, 'hero', 'hero.svg'), heroSvg)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  for (const width of HERO_IMAGE_WIDTHS) {
    const height = Math.round((width * 600) / 1600)
    const encoded = await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image()
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        canvas.getContext('2d')!.drawImage(image, 0, 0, width, height)
        return { webp: canvas.toDataURL('image/webp', 0.8), jpg: canvas.toDataURL('image/jpeg', 0.82) }
      },
      { svg: heroSvg, width, height },
    )
    for (const [format, url] of Object.entries(encoded)) {
      writeFileSync(
        path.join(images, 'hero', `hero-${width}.${format}`),
        Buffer.from(url.split(',')[1]!, 'base64'),
      )
    }
  }
} finally {
  await browser.close()
}
console.log('Bilder erzeugt unter public/images/teaser und public/images/hero')
