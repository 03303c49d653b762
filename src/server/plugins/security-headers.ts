import type { FastifyInstance } from 'fastify'
import { BASE_POLICY } from '#web/content-security-policy.ts'

// docs/security.md: headers every answer carries (pages, cached pages, /graphql, files). Set on the
// raw response in onRequest because React Router's replies are hijacked and skip Fastify's
// later hooks; Node merges them into whatever headers the route writes.
//
// The Content-Security-Policy here holds what every answer needs: no framing, no plugins, no
// <base> from elsewhere. Rendered pages replace it with their own, which adds script-src with
// the hashes of their inline scripts (src/web/entry.server.tsx, docs/decisions/018).

/** One year; sent only on HTTPS answers (a browser ignores it over HTTP anyway). */
export const HSTS = 'max-age=31536000'

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw
    raw.setHeader('Content-Security-Policy', BASE_POLICY)
    raw.setHeader('X-Content-Type-Options', 'nosniff')
    raw.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    // for browsers without frame-ancestors
    raw.setHeader('X-Frame-Options', 'DENY')
    // request.protocol believes X-Forwarded-Proto only with TRUST_PROXY (Fastify's trustProxy)
    if (request.protocol === 'https') raw.setHeader('Strict-Transport-Security', HSTS)
    done()
  })
}
