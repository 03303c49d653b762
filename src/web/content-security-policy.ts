import { createHash } from 'node:crypto'

// docs/decisions/018: the policy of a rendered page. Scripts run only from our own
// origin, from the consent-gated Utiq loader's first-party subdomain (decision 013), and inline
// when their exact text is listed by hash. Every inline script of a page (theme boot script,
// React Router's context, route modules and hydration data) is fixed once the page is rendered,
// so its hashes travel with the cached bytes: a cached or CDN copy stays valid, which a
// per-response nonce would not.

/** What every answer carries, pages or not (src/server/plugins/security-headers.ts). */
export const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

const OPEN = Buffer.from('<script')
const CLOSE = Buffer.from('</script>')
const GT = 0x3e

/**
 * SHA-256 source expressions of the page's inline scripts (data blocks like JSON-LD included:
 * harmless). Read from the page's bytes (decision 035: no copy of the whole page as a string, no
 * regular expression over it). React escapes `<` in text, so `</script>` only ends a script.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  let at = html.indexOf(OPEN)
  while (at !== -1) {
    const next = html[at + OPEN.length]
    const tagEnd = html.indexOf(GT, at)
    if (tagEnd === -1) break
    // <script> or <script …>, not <scripts…>
    const isScript =
      next === GT || next === 0x20 || next === 0x0a || next === 0x09 || next === 0x0d || next === 0x2f
    const end = html.indexOf(CLOSE, tagEnd + 1)
    if (end === -1) break
    if (isScript && !/\bsrc\s*=/i.test(html.toString('latin1', at + OPEN.length, tagEnd))) {
      const body = html.subarray(tagEnd + 1, end)
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    }
    at = html.indexOf(OPEN, end + CLOSE.length)
  }
  return [...hashes]
}

/** spec 000 §2.6 (Utiq), decision 013: the loader comes from utiq.<site domain>. */
function utiqOrigin(hostname: string): string {
  return `https://utiq.${hostname.replace(/^www\./, '')}`
}

export function pagePolicy(html: Buffer, hostname: string): string {
  return [
    `script-src 'self' ${utiqOrigin(hostname)} ${inlineScriptHashes(html).join(' ')}`.trim(),
    BASE_POLICY,
  ].join('; ')
}
