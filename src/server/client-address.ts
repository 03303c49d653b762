import { BlockList, isIP } from 'node:net'
import { networkOf, type ProxyTrust } from '#config/proxy-trust.ts'

// Who a request comes from behind reverse proxies (docs/deploy.md "Reverse proxy",
// docs/decisions/017). A proxy such as nginx's `$proxy_add_x_forwarded_for` APPENDS the address
// it saw to whatever X-Forwarded-For the client sent, so only the entries our own proxies added —
// the rightmost ones — can be believed. TRUST_PROXY names those proxies: how many hops (`1` for
// the one nginx of deploy/nginx.conf), or their addresses and networks. The client address is the
// rightmost entry that did not come from a trusted hop; X-Forwarded-Proto and -Host count only
// when the request's own peer is a trusted proxy. This rule is handed to Fastify as its
// `trustProxy` function (request.ip, request.protocol, request.host), and every other part of the
// server (pages and form actions through the SSR listener, GraphQL, rate limits) reads Fastify's
// answer, so they all agree on one address.

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) as the IPv4 address it is. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address
}

/**
 * The trust rule as Fastify's `trustProxy` function (proxy-addr calls it with each address from
 * the socket's peer, hop 0, leftwards through X-Forwarded-For, and stops at the first it does not
 * trust: that one is the client), or false when no proxy is trusted. Fastify's own number option
 * is not used: since 5.12 it trusts no hop at all.
 */
export function proxyTrustRule(
  trust: ProxyTrust | boolean,
): ((address: string, hop: number) => boolean) | false {
  if (trust === false || trust === 0) return false
  if (trust === true) return (_address, hop) => hop < 1
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  const proxies = new BlockList()
  for (const entry of trust) {
    const network = networkOf(entry)
    if (network) proxies.addSubnet(network.address, network.prefix, network.family)
  }
  return (address) => {
    const plain = unmapped(address)
    const version = isIP(plain)
    return version !== 0 && proxies.check(plain, version === 4 ? 'ipv4' : 'ipv6')
  }
}
