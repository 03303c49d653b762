import { timingSafeEqual } from 'node:crypto'
import { setTimeout } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  type ValidationRule,
  validate,
} from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import type { DB } from '#db/database.ts'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
import { CLIENT_HEADERS, clientKindOf } from '#domain/client-kind.ts'
import { AppError } from '#domain/errors.ts'
import {
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  GRAPHQL_BODY_MAX_BYTES,
  GRAPHQL_MAX_TOKENS,
  GRAPHQL_SPENT_ANSWER_DELAY_MS,
} from '#domain/limits.ts'
import { parseCookies, SESSION_COOKIE } from '#domain/session.ts'
import { ownHosts, variantForHost } from '#domain/variants.ts'
import { createContext, type GraphQLContext } from '#graphql/context.ts'
import {
  documentCost,
  ExpensiveGate,
  expensiveFieldsRule,
  expensiveSemaphoreFor,
  HttpRefusal,
} from '#graphql/cost.ts'
import { toErrorEntry } from '#graphql/errors.ts'
import { GraphQLRateLimit, RATE_LIMITED_MESSAGE } from '#graphql/rate-limit.ts'
import type { Services } from '#services/services.ts'
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
      // decision 016: the database is unreachable: 503 and when to try again (yoga reads the
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

/** decision 016: a session lookup without database becomes a ServiceUnavailable error entry. */
function unavailableAsGraphQLError(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error
  throw new GraphQLError('ServiceUnavailable', { originalError: new AppError('ServiceUnavailable') })
}

/**
 * docs/security.md (the API): documents are cut off after GRAPHQL_MAX_TOKENS tokens before the parser
 * builds a tree (10,000 nested `{a` overflowed its stack: 500); in production, introspection
 * is refused and validation errors name no other fields ("Did you mean …?") — both map the
 * schema for an attacker. Development and test keep both for GraphiQL and tests.
 */
function hardenedDocuments(production: boolean): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parse(source, { ...options, maxTokens: GRAPHQL_MAX_TOKENS }))
    },
    onValidate({ addValidationRule, setValidationFn }) {
      if (!production) return
      addValidationRule(NoSchemaIntrospectionCustomRule)
      setValidationFn((schema, document, rules?: ReadonlyArray<ValidationRule>, options?) =>
        validate(schema, document, rules, { ...options, hideSuggestions: true }),
      )
    },
    onExecute({ executeFn, setExecuteFn }) {
      // variable and argument coercion errors suggest enum values too
      if (!production) return
      setExecuteFn((args) => {
        const hidden = { ...args, hideSuggestions: true }
        return executeFn(hidden)
      })
    },
  }
}

/**
 * Decision 039: what one document and one client may cost. A document whose expensive fields
 * cost more than GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX is refused in validation (like the other
 * document limits: 400 for graphql-response clients); then the client's bucket is charged 1 plus
 * that cost, and an empty bucket answers 429 with Retry-After before anything runs.
 */
function expensiveWork(schema: GraphQLSchema, rateLimit: GraphQLRateLimit): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(expensiveFieldsRule)
    },
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext
      const client = context.viewer ? `member:${context.viewer.userId}` : `address:${context.clientAddress}`
      const charge = rateLimit.charge(client, 1 + documentCost(schema, args.document))
      if (charge.ok) return
      const message = RATE_LIMITED_MESSAGE(charge.retryAfterSeconds)
      const refusal = new HttpRefusal('QueryTooComplex', message, 429, charge.retryAfterSeconds)
      setResultAndStopExecution({
        errors: [new GraphQLError(message, { originalError: refusal, extensions: refusal.extensions })],
      })
    },
  }
}

/**
 * docs/security.md: cross-origin calls with the visitor's cookies only from the site's own pages
 * (a host of site-variants.json, or the host the request itself went to). Any other origin
 * gets no Access-Control-Allow-Origin, so the browser keeps the answer from its script. In
 * production the variants' loopback names (localhost, 127.0.0.1) are not own (ownHosts).
 */
export function isOwnOrigin(origin: string, requestHost: string | undefined, production: boolean): boolean {
  const url = URL.parse(origin)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return false
  return ownHosts(production).includes(url.hostname) || url.host === requestHost
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** POST /graphql (and GET for queries): the same schema the route loaders run in-process. */
export async function graphqlPlugin(
  app: FastifyInstance,
  options: {
    schema: GraphQLSchema
    db: DB
    appEnv: string
    services: Services
    /** Decision 039; tests pass their own (a clock that stands still, no delay). */
    rateLimit?: GraphQLRateLimit
    spentAnswerDelayMs?: number
  },
): Promise<void> {
  const rateLimit = options.rateLimit ?? new GraphQLRateLimit()
  const expensive = expensiveSemaphoreFor(options.db)
  const yoga = createYoga<ServerContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.appEnv !== 'production',
    landingPage: false,
    maskedErrors: false,
    logging: false,
    cors(request) {
      const origin = request.headers.get('Origin')
      const production = options.appEnv === 'production'
      if (origin === null || !isOwnOrigin(origin, request.headers.get('Host') ?? undefined, production))
        return false
      return {
        origin: [origin],
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['Content-Type', 'X-CSRF-Token'],
        maxAge: 600,
      }
    },
    plugins: [
      hardenedDocuments(options.appEnv === 'production'),
      expensiveWork(options.schema, rateLimit),
      errorEntries((error) => app.log.error({ err: error }, 'GraphQL resolver failed')),
    ],
    async context({ req }) {
      // The same session cookie as the pages; mutations also need the session's CSRF token
      // in the X-CSRF-Token header (a cross-site form cannot set headers).
      const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE)
      const resolved = token ? await resolveSession(options.db, token).catch(unavailableAsGraphQLError) : null
      const header = req.headers['x-csrf-token']
      // spec 000 §7: the client id tells the web, the apps' web views and the apps apart
      const clientIdHeader = req.headers[CLIENT_HEADERS.clientId.toLowerCase()]
      const clientKind = clientKindOf(typeof clientIdHeader === 'string' ? clientIdHeader : undefined)
      app.metrics?.count(`graphql_requests_${clientKind}_total`)
      return createContext({
        clientKind,
        db: options.db,
        viewer: resolved?.viewer ?? null,
        variant: variantForHost(req.headers.host),
        services: options.services,
        clientAddress: req.ip,
        sessionToken: resolved ? (token ?? null) : null,
        expensiveGate: new ExpensiveGate(expensive),
        csrfVerified:
          resolved !== null && typeof header === 'string' && sameToken(header, resolved.session.csrfToken),
      })
    },
  })

  // docs/security.md: Fastify's JSON parser refuses a body over the limit by Content-Length and
  // stops reading a longer stream; the answer is a GraphQL error entry in German
  app.setErrorHandler((error, _request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 500
    if (status !== 413) return reply.send(error)
    return reply
      .code(413)
      .header('Connection', 'close')
      .send({
        errors: [
          {
            message: `Die Anfrage ist zu groß (höchstens ${GRAPHQL_BODY_MAX_BYTES / 1024} KB).`,
            reason: 'BadUserInput',
          },
        ],
      })
  })

  // decision 039: a visitor whose bucket is empty is answered before the body is read and the
  // document parsed, after GRAPHQL_SPENT_ANSWER_DELAY_MS (a client flooding after its 429 costs
  // the server as little as possible); with a session cookie the member's own bucket decides,
  // once the session is known
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS' || parseCookies(req.headers.cookie).has(SESSION_COOKIE)) return
    if (rateLimit.spentFor(`address:${req.ip}`) === 0) return
    await setTimeout(options.spentAnswerDelayMs ?? GRAPHQL_SPENT_ANSWER_DELAY_MS)
    const seconds = Math.max(1, rateLimit.spentFor(`address:${req.ip}`))
    return reply
      .code(429)
      .header('Retry-After', String(seconds))
      .header('Cache-Control', 'no-store')
      .send({ errors: [{ message: RATE_LIMITED_MESSAGE(seconds), reason: 'QueryTooComplex' }] })
  })

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_MAX_BYTES,
    async handler(req, reply) {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply })
      response.headers.forEach((value, key) => {
        reply.header(key, value)
      })
      // the answer differs by Origin (docs/security.md): shared caches must keep them apart
      const vary = response.headers.get('Vary')
      if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'origin'))
        reply.header('Vary', vary ? `${vary}, Origin` : 'Origin')
      reply.status(response.status)
      return reply.send(response.body)
    },
  })
}
