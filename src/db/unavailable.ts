// decision 016: one answer to "is the database gone?" for the operation executor, the session
// lookup, /graphql and the error page. Pure on purpose (no pg import): the server build bundles
// its own copy, so it duck-types on codes and messages and never relies on instanceof.

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs that mean the server cannot serve us right now: 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering); class 08 covers
 * every connection exception; 57014 query_canceled is what statement_timeout answers (a database
 * too slow to serve, database.ts DATABASE_STATEMENT_TIMEOUT_MS).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '57014' ||
    /^08[0-9A-Z]{3}$/.test(code)
  )
}

/** What pg says when a connection ends under a query, or the pool waits in vain for one. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  // the client's query_timeout: the server (or the network to it) hangs
  /^Query read timeout/,
]

function field(value: object, key: string): unknown {
  return key in value ? Reflect.get(value, key) : undefined
}

/**
 * True when `error` (or what it wraps: GraphQL's originalError, `cause`, the attempts of an
 * AggregateError) says the database is unreachable, restarting or gone — a reason to answer 503,
 * never 404 or 500. Our own AppError with reason ServiceUnavailable counts too.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  if (field(error, 'reason') === 'ServiceUnavailable') return true
  const code = field(error, 'code')
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true
  const message = field(error, 'message')
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
  const errors = field(error, 'errors')
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return (
    isDatabaseUnavailable(field(error, 'originalError'), depth + 1) ||
    isDatabaseUnavailable(field(error, 'cause'), depth + 1)
  )
}
