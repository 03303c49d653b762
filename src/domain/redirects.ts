// Where a form may send the browser afterwards: only to our own site (no open redirects).

/** spec 000 §7: after login the home page maps to the member overview. */
export const HOME_AFTER_LOGIN = '/cockpit.html'

function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * A same-site path for a redirect target, or null. Accepts paths ('/forum.html?page=2#x') and
 * absolute URLs on one of our own hosts; refuses other hosts, protocol-relative '//evil',
 * backslash tricks, control characters and anything that is not http(s).
 */
export function safeRedirectPath(
  target: string | null | undefined,
  ownHosts: readonly string[],
): string | null {
  if (!target) return null
  const value = target.trim()
  if (value === '' || value.length > 2_000 || value.includes('\\') || hasControlCharacter(value)) return null
  try {
    const base = new URL('http://self.invalid')
    const url = new URL(value, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const sameOrigin = url.host === base.host
    if (!sameOrigin && !ownHosts.includes(url.hostname.toLowerCase())) return null
    // A relative target must start with exactly one slash ('//evil.com' is another host).
    if (sameOrigin && (!value.startsWith('/') || value.startsWith('//'))) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** After login: the validated target, the home page mapped to /cockpit.html (spec 000 §7). */
export function afterLoginPath(target: string | null | undefined, ownHosts: readonly string[]): string {
  const path = safeRedirectPath(target, ownHosts)
  if (path === null) return HOME_AFTER_LOGIN
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  return pathname === '/' ? `${HOME_AFTER_LOGIN}${cut === -1 ? '' : path.slice(cut)}` : path
}
