import { safeRedirectPath } from './redirects.ts'

// The outbound-link page (spec 001 §2, §5, §8): /out?target=…&referrer=…. Both parameters are
// required; a right-to-left override in the target is stripped, so the address shown reads the
// way the link leads. The page never redirects by itself: the user decides.

/**
 * Unicode direction controls: embeddings and overrides (U+202A–U+202E, the right-to-left
 * override U+202E among them), isolates (U+2066–U+2069) and the marks U+200E/U+200F. Any of
 * them can make "moc.knab//:sptth" look like a harmless address.
 */
const DIRECTION_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

export function stripDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '')
}

/** The target as a clean absolute http(s) address, or null when it is not one. */
export function parseOutboundTarget(raw: string): string | null {
  const cleaned = stripDirectionControls(raw).trim()
  if (!/^https?:\/\//i.test(cleaned)) return null
  try {
    const url = new URL(cleaned)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password) return null
    return url.href
  } catch {
    return null
  }
}

/**
 * Where 'Abbrechen' leads: back to the referrer when it is one of our own pages (as a path, so
 * it cannot leave the site), else to the site base. docs/security.md: the same check as every other
 * redirect target (safeRedirectPath), so '/.//evil.com' cannot slip through here either.
 */
export function cancelTarget(referrer: string, ownHosts: readonly string[]): string {
  return safeRedirectPath(stripDirectionControls(referrer), ownHosts) ?? '/'
}

/**
 * An announcement's link (the boards' 'Wichtige Hinweise', /admin/ankuendigungen): a path on the
 * site with exactly one leading slash ('//evil.example/…' is another host; safeRedirectPath decides,
 * as for every redirect) or an absolute https address; null when it is neither.
 */
export function parseAnnouncementLink(raw: string): string | null {
  const value = stripDirectionControls(raw).trim()
  if (value.startsWith('/')) return safeRedirectPath(value, [])
  if (!/^https:\/\//i.test(value)) return null
  return parseOutboundTarget(value)
}

/**
 * Where an announcement's link leads on a page: a site path directly, any other address through
 * the outbound-link page (spec 001 §2: /out?target=…&referrer=…); null (no link) for anything else,
 * rows stored before the check included.
 */
export function announcementHref(raw: string | null, referrer: string): string | null {
  const link = raw === null ? null : parseAnnouncementLink(raw)
  if (link === null || link.startsWith('/')) return link
  return `/out?target=${encodeURIComponent(link)}&referrer=${encodeURIComponent(referrer)}`
}
