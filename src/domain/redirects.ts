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

/** Host names without a port, lower-cased: 'localhost:3000' and 'LOCALHOST' name one host. */
function hostNames(ownHosts: readonly string[]): string[] {
  return ownHosts.map((host) => host.toLowerCase().replace(/:\d+$/, ''))
}

/**
 * A same-site path for a redirect target or a back link, or null. Accepts paths
 * ('/forum.html?page=2#x') and absolute URLs on one of our own hosts; refuses other hosts,
 * protocol-relative '//evil', backslash tricks, control characters and anything that is not
 * http(s). The one function for every target that comes from outside (docs/security.md): logout,
 * login (redirectAfterProcess, redirectAfterCancel), /out's referrer, draft returnTo, Referer.
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
    if (url.username !== '' || url.password !== '') return null
    const sameOrigin = url.host === base.host
    if (!sameOrigin && !hostNames(ownHosts).includes(url.hostname.toLowerCase())) return null
    // A relative target must start with exactly one slash ('//evil.com' is another host).
    if (sameOrigin && (!value.startsWith('/') || value.startsWith('//'))) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // docs/security.md: the parser normalises '/.//evil.com', '/a/..//evil.com', '/%2e//evil.com' and
    // 'http://own-host//evil.com' to the path '//evil.com', which a browser reads as another host.
    // The result itself must be a path that stays on the site, whatever the input looked like.
    if (!isSameSitePath(path)) return null
    return path
  } catch {
    return null
  }
}

/** A path a browser resolves on the current host: one leading slash, no backslash, no controls. */
function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path)) {
    return false
  }
  try {
    const base = new URL('http://self.invalid')
    return new URL(path, base).host === base.host
  } catch {
    return false
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
