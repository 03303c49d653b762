// spec 000 §1, spec 001 §9: two site variants chosen by host name; unknown hosts fall back to
// the main variant. Configuration, not code: add a host here, nothing else changes.

export interface SiteVariant {
  key: 'main' | 'tests'
  platformCode: string
  displayName: string
  domain: string
  productName: string
  hosts: readonly string[]
}

export const SITE_VARIANTS: readonly SiteVariant[] = [
  {
    key: 'main',
    platformCode: 'MT',
    displayName: 'MOTOR-TALK',
    domain: 'www.motor-talk.de',
    productName: 'MOTOR-TALK',
    hosts: ['www.motor-talk.de', 'motor-talk.de', 'localhost', '127.0.0.1'],
  },
  {
    key: 'tests',
    platformCode: 'MTT',
    displayName: 'MOTOR-TALK Tests',
    domain: 'tests.motor-talk.de',
    productName: 'MOTOR-TALK Tests',
    hosts: ['tests.motor-talk.de'],
  },
]

const MAIN = SITE_VARIANTS[0]!

/** The variant for a Host header value (port ignored, case-insensitive). */
export function variantForHost(host: string | null | undefined): SiteVariant {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '')
  return SITE_VARIANTS.find((variant) => variant.hosts.includes(name)) ?? MAIN
}

export function canonicalUrl(variant: SiteVariant, path: string): string {
  return `https://${variant.domain}${path}`
}
