import type { FastifyInstance } from 'fastify'

// issue 11 §7: headers every answer carries (pages, cached pages, /graphql, files). Set on the
// raw response in onRequest because React Router's replies are hijacked and skip Fastify's
// later hooks; Node merges them into whatever headers the route writes.
//
// The Content-Security-Policy holds what no page needs to break: no framing, no plugins, no
// <base> from elsewhere. Restricting scripts to nonces waits for the page cache to carry a
// per-response nonce (docs/decisions/016-content-security-policy.md).

export const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"

/** One year; sent only on HTTPS answers (a browser ignores it over HTTP anyway). */
export const HSTS = 'max-age=31536000'

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const raw = reply.raw
    raw.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    raw.setHeader('X-Content-Type-Options', 'nosniff')
    raw.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    // for browsers without frame-ancestors
    raw.setHeader('X-Frame-Options', 'DENY')
    // request.protocol believes X-Forwarded-Proto only with TRUST_PROXY (Fastify's trustProxy)
    if (request.protocol === 'https') raw.setHeader('Strict-Transport-Security', HSTS)
  })
}
