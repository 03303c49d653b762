import { createHash } from 'node:crypto'

// issue 11 §7, docs/decisions/018: the policy of a rendered page. Scripts run only from our own
// origin, from the consent-gated Utiq loader's first-party subdomain (decision 013), and inline
// when their exact text is listed by hash. Every inline script of a page (theme boot script,
// React Router's context, route modules and hydration data) is fixed once the page is rendered,
// so its hashes travel with the cached bytes: a cached or CDN copy stays valid, which a
// per-response nonce would not.

/** What every answer carries, pages or not (src/server/plugins/security-headers.ts). */
export const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** SHA-256 source expressions of the page's inline scripts (data blocks like JSON-LD included: harmless). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** spec 000 §2.6 (Utiq), decision 013: the loader comes from utiq.<site domain>. */
function utiqOrigin(hostname: string): string {
  return `https://utiq.${hostname.replace(/^www\./, '')}`
}

export function pagePolicy(html: string, hostname: string): string {
  return [
    `script-src 'self' ${utiqOrigin(hostname)} ${inlineScriptHashes(html).join(' ')}`.trim(),
    BASE_POLICY,
  ].join('; ')
}
