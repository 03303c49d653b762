import { isIP } from 'node:net'

// The TRUST_PROXY setting (docs/deploy.md "Reverse proxy", docs/decisions/017): which reverse
// proxies in front of the app are trusted. How the server applies it to a request is in
// src/server/client-address.ts.

/** Trusted proxy hops: how many (0: none, no forwarding header is believed), or their addresses/CIDRs. */
export type ProxyTrust = number | readonly string[]

/** At most this many hops: a longer chain of own proxies is a configuration mistake. */
export const MAX_TRUSTED_PROXY_HOPS = 10

/**
 * The TRUST_PROXY setting, or a German reason why it is none: unset/`false`/`0`/`no` (no proxy),
 * `true`/`yes` (one hop, as before), a hop count 1–10, or a comma list of addresses and networks
 * (`10.0.0.5, 192.168.0.0/24, ::1`).
 */
export function parseProxyTrust(text: string | undefined): ProxyTrust | { error: string } {
  const value = (text ?? '').trim().toLowerCase()
  if (value === '' || value === 'false' || value === 'no') return 0
  if (value === 'true' || value === 'yes') return 1
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= MAX_TRUSTED_PROXY_HOPS
      ? hops
      : { error: `höchstens ${MAX_TRUSTED_PROXY_HOPS} Proxy-Stufen` }
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const wrong = entries.find((entry) => networkOf(entry) === null)
  if (wrong !== undefined)
    return {
      error: `„${wrong}“ ist keine Adresse und kein Netz; erlaubt sind false, true, eine Zahl (Proxy-Stufen) oder Adressen/Netze mit Komma getrennt`,
    }
  return entries
}

/** An address or CIDR network as BlockList wants it, or null when the entry is neither. */
export function networkOf(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return null
  const bits = version === 4 ? 32 : 128
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null
  const prefix = prefixText === undefined ? bits : Number(prefixText)
  if (prefix > bits) return null
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' }
}
