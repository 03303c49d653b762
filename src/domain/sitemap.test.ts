import { expect, test } from 'vitest'
import { rssFeed, SITEMAP_MAX_URLS, sitemapIndex, urlSet, xmlEscape } from './sitemap.ts'

test('text is escaped for XML and characters XML cannot hold are dropped', () => {
  expect(xmlEscape(`Öl & "Filter" <neu> 'x'\u0001`)).toBe(
    'Öl &amp; &quot;Filter&quot; &lt;neu&gt; &apos;x&apos;',
  )
})

test('a sitemap holds at most 50,000 addresses', () => {
  const entries = Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({
    loc: `https://www.motor-talk.de/x-${i}`,
  }))
  const xml = urlSet(entries)
  expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS)
  expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024)
})

test('the index and the feed carry dates in their formats', () => {
  const date = new Date('2026-11-27T08:00:00Z')
  expect(sitemapIndex([{ loc: 'https://a/b.xml', lastmod: date }])).toContain(
    '<lastmod>2026-11-27T08:00:00.000Z</lastmod>',
  )
  const feed = rssFeed({
    title: 'T',
    link: 'https://a/',
    self: 'https://a/f.rss',
    description: 'D',
    items: [{ title: 'Öl & Co', link: 'https://a/t', description: 'x', author: 'Ina', published: date }],
  })
  expect(feed).toContain('<pubDate>Fri, 27 Nov 2026 08:00:00 GMT</pubDate>')
  expect(feed).toContain('<title>Öl &amp; Co</title>')
})
