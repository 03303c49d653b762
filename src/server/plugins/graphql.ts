import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { GraphQLError, type GraphQLSchema } from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import type { DB } from '#db/database.ts'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
import { AppError } from '#domain/errors.ts'
import { DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '#domain/limits.ts'
import { parseCookies, SESSION_COOKIE } from '#domain/session.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext } from '#graphql/context.ts'
import { toErrorEntry } from '#graphql/errors.ts'
import { resolveSession } from '#services/sessions.ts'

interface ServerContext {
  req: FastifyRequest
  reply: FastifyReply
}

/**
 * Error entries as the spec lists them (reason, message, description, locations, path). The
 * errors stay GraphQLError instances, so yoga still derives the HTTP status from them; only
 * the serialised form changes, through the result's own stringify hook.
 */
function errorEntries(log: (error: unknown) => void): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return
      const errors = result.errors.map((error) => toErrorEntry(error, log))
      // issue 11 §16: the database is unreachable: 503 and when to try again (yoga reads the
      // status and headers from extensions.http and leaves them out of the body)
      const extensions = errors.some((entry) => entry.reason === 'ServiceUnavailable')
        ? { ...result.extensions, http: { status: 503, headers: UNAVAILABLE_HEADERS } }
        : result.extensions
      setResult({ ...result, extensions, stringify: (sanitized) => JSON.stringify({ ...sanitized, errors }) })
    },
  }
}

const UNAVAILABLE_HEADERS = {
  'Retry-After': String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
}

/** issue 11 §16: a session lookup without database becomes a ServiceUnavailable error entry. */
function unavailableAsGraphQLError(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error
  throw new GraphQLError('ServiceUnavailable', { originalError: new AppError('ServiceUnavailable') })
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** POST /graphql (and GET for queries): the same schema the route loaders run in-process. */
export async function graphqlPlugin(
  app: FastifyInstance,
  options: { schema: GraphQLSchema; db: DB; appEnv: string },
): Promise<void> {
  const yoga = createYoga<ServerContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.appEnv !== 'production',
    landingPage: false,
    maskedErrors: false,
    logging: false,
    plugins: [errorEntries((error) => app.log.error({ err: error }, 'GraphQL resolver failed'))],
    async context({ req }) {
      // The same session cookie as the pages; mutations also need the session's CSRF token
      // in the X-CSRF-Token header (a cross-site form cannot set headers).
      const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE)
      const resolved = token ? await resolveSession(options.db, token).catch(unavailableAsGraphQLError) : null
      const header = req.headers['x-csrf-token']
      return createContext({
        db: options.db,
        viewer: resolved?.viewer ?? null,
        variant: variantForHost(req.headers.host),
        csrfVerified:
          resolved !== null && typeof header === 'string' && sameToken(header, resolved.session.csrfToken),
      })
    },
  })

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    async handler(req, reply) {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      response.headers.forEach((value, key) => {
        reply.header(key, value)
      })
      reply.status(response.status)
      return reply.send(response.body)
    },
  })
}
