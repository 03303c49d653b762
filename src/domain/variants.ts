import configuration from './site-variants.json' with { type: 'json' }

// spec 000 §1, spec 001 §9: two site variants chosen by host name; unknown hosts fall back to
// the main variant. Configuration, not code: the table lives in site-variants.json (one entry
// per variant, its host names listed); this module only reads and checks it.

export interface SiteVariant {
  key: 'main' | 'tests'
  platformCode: string
  displayName: string
  domain: string
  productName: string
  hosts: readonly string[]
  /** decision 036: the apps' store pages (/app). */
  apps: { appStore: string; googlePlay: string }
}

function isVariant(value: unknown): value is SiteVariant {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    (v.key === 'main' || v.key === 'tests') &&
    ['platformCode', 'displayName', 'domain', 'productName'].every(
      (field) => typeof v[field] === 'string' && (v[field] as string).length > 0,
    ) &&
    Array.isArray(v.hosts) &&
    v.hosts.every((host) => typeof host === 'string') &&
    typeof v.apps === 'object' &&
    v.apps !== null &&
    ['appStore', 'googlePlay'].every((store) =>
      /^https:\/\//.test(String((v.apps as Record<string, unknown>)[store])),
    )
  )
}

function readVariants(config: { variants: unknown[] }): readonly SiteVariant[] {
  const variants = config.variants.filter(isVariant)
  if (variants.length !== config.variants.length || variants[0]?.key !== 'main') {
    throw new Error(
      'site-variants.json: jede Variante braucht key, platformCode, displayName, domain, productName, hosts und apps (https-Adressen); die erste ist main.',
    )
  }
  return variants
}

export const SITE_VARIANTS: readonly SiteVariant[] = readVariants(configuration)

/** Every host of every variant: redirect targets, back links and API callers may be these. */
export const OWN_HOSTS: readonly string[] = SITE_VARIANTS.flatMap((variant) => variant.hosts)

/** A name of this machine itself: localhost, *.localhost (RFC 6761), 127.0.0.0/8, [::1]. */
export function isLoopbackHostName(name: string): boolean {
  const host = name.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  )
}

/** The hosts the site itself is served under, without a developer's loopback names. */
const PUBLIC_HOSTS: readonly string[] = OWN_HOSTS.filter((host) => !isLoopbackHostName(host))

/**
 * The site's own hosts for trusting an origin: in production only the public ones. The loopback
 * names site-variants.json lists are for a developer's machine; in production a page on
 * localhost (any port, any program on the visitor's computer) is not ours.
 */
export function ownHosts(production: boolean): readonly string[] {
  return production ? PUBLIC_HOSTS : OWN_HOSTS
}

const MAIN = SITE_VARIANTS[0]!

/** The variant for a Host header value (port ignored, case-insensitive). */
export function variantForHost(host: string | null | undefined): SiteVariant {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '')
  return SITE_VARIANTS.find((variant) => variant.hosts.includes(name)) ?? MAIN
}

export function canonicalUrl(variant: SiteVariant, path: string): string {
  return `https://${variant.domain}${path}`
}
