import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { inlineScriptHashes, pagePolicy } from './content-security-policy.ts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('every inline script is listed by the hash of its exact text, scripts with src are not', () => {
  const boot = 'document.documentElement.dataset.theme = "dunkel" // äöü'
  const data = '{"@context":"https://schema.org","name":"Zündkerze"}'
  const html = Buffer.from(
    `<!DOCTYPE html><html><head><script>${boot}</script><script type="module" src="/assets/a.js"></script>` +
      `<script type="application/ld+json">${data}</script></head><body><p>&lt;script&gt;</p>` +
      `<scripts>no</scripts><script>${boot}</script><script\n>x()</script></body></html>`,
  )
  expect(inlineScriptHashes(html)).toEqual([hash(boot), hash(data), hash('x()')])
  const policy = pagePolicy(html, 'www.motor-talk.de')
  expect(policy).toContain(`script-src 'self' https://utiq.motor-talk.de ${hash(boot)}`)
  expect(policy).toContain("object-src 'none'")
})

test('a page without inline scripts allows none', () => {
  expect(inlineScriptHashes(Buffer.from('<html><body><script src="/a.js"></script></body></html>'))).toEqual(
    [],
  )
})
