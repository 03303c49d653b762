import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { complexityFromQuery } from '@pothos/plugin-complexity'
import { type DocumentNode, execute, type GraphQLSchema, parse, print, validate } from 'graphql'
import { AppError, isErrorReason, statusForReason } from '#domain/errors.ts'
import { REQUEST_COMPLEXITY_BUDGET } from '#domain/limits.ts'
import { QUERY_LIMITS } from './builder.ts'
import type { GraphQLContext } from './context.ts'
import { toErrorEntry } from './errors.ts'
import type { OperationName, Operations } from './operations/types.ts'

const OPERATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'operations')

/** Reads and validates every operations/*.graphql once; a document that does not fit the schema stops start-up. */
export function loadOperations(schema: GraphQLSchema, dir = OPERATIONS_DIR): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.graphql'))) {
    const name = path.basename(file, '.graphql')
    const document = parse(readFileSync(path.join(dir, file), 'utf8'))
    const errors = validate(schema, document)
    if (errors.length > 0) {
      throw new Error(`Operation ${name} passt nicht zum Schema: ${errors.map((e) => e.message).join('; ')}`)
    }
    documents.set(name, document)
  }
  return documents
}

export type OperationExecutor = <N extends OperationName>(
  name: N,
  variables: Operations[N]['variables'],
  context: GraphQLContext,
) => Promise<Operations[N]['result']>

/** Complexity points spent per request context by in-process operations (docs/security.md (the API)). */
const spent = new WeakMap<object, number>()

type Measured = ReturnType<typeof complexityFromQuery>
/** decision 035: an operation's measure, for documents whose measure no variable can change. */
const measured = new WeakMap<DocumentNode, Measured>()

/**
 * No field of the schema computes its complexity from its arguments (builder.ts: one point a
 * field, ten for a list; cost.ts: a fixed cost for each field that runs its own queries), so only @include/@skip can make one operation's measure differ between
 * two calls. Without them it is measured once (it cost 2 % of a page's CPU on every call).
 */
function measure(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  context: object,
): Measured {
  const known = measured.get(document)
  if (known) return known
  const result = complexityFromQuery(document, { schema, ctx: context, variables })
  if (!/@(include|skip)\b/.test(print(document))) measured.set(document, result)
  return result
}

/**
 * docs/security.md (the API): the complexity plugin checks at the root fields and caches its result per
 * context object, so when one request runs WhoAmI, the header and the page data on one context,
 * only the first operation was measured. Each operation is measured here before it runs,
 * against the per-operation limits and the request's total budget.
 */
function checkComplexity(
  schema: GraphQLSchema,
  name: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
  context: object,
  budget: number,
): void {
  const { complexity, depth, breadth } = measure(schema, document, variables, context)
  const over =
    depth > QUERY_LIMITS.depth
      ? `Tiefe (${depth} > ${QUERY_LIMITS.depth})`
      : breadth > QUERY_LIMITS.breadth
        ? `Breite (${breadth} > ${QUERY_LIMITS.breadth})`
        : complexity > QUERY_LIMITS.complexity
          ? `Komplexität (${complexity} > ${QUERY_LIMITS.complexity})`
          : null
  if (over) throw new AppError('QueryTooComplex', `${name} überschreitet die erlaubte ${over}.`)
  const total = (spent.get(context) ?? 0) + complexity
  if (total > budget) {
    throw new AppError(
      'QueryTooComplex',
      `Die Anfrage überschreitet mit ${name} die erlaubte Komplexität je Seitenaufruf (${total} > ${budget}).`,
    )
  }
  spent.set(context, total)
}

/**
 * Executes the named operations in-process for route loaders. An unavailable database decides
 * before anything else (ServiceUnavailable, 503); when errors come back without data the first
 * error's reason decides (spec 000 §7); partial data is returned and the errors are logged.
 */
export function createOperationExecutor(
  schema: GraphQLSchema,
  log: (message: string, detail?: unknown) => void,
  options: { dir?: string; requestBudget?: number } = {},
): OperationExecutor {
  const documents = loadOperations(schema, options.dir)
  const budget = options.requestBudget ?? REQUEST_COMPLEXITY_BUDGET
  return async (name, variables, context) => {
    const document = documents.get(name)
    if (!document) throw new Error(`Unbekannte Operation ${name}`)
    checkComplexity(schema, name, document, variables, context, budget)
    const result = await execute({ schema, document, variableValues: variables, contextValue: context })
    const entries = (result.errors ?? []).map((error) => toErrorEntry(error, (e) => log(`${name} failed`, e)))
    const first = entries[0]
    // decision 016: a field that failed because the database is gone says nothing about the
    // thread or board it asked for (null would read as ThreadNotFound): the outage decides, 503
    const outage = entries.find((entry) => entry.reason === 'ServiceUnavailable')
    if (outage) throw new AppError('ServiceUnavailable', outage.message)
    if (first && !result.data) {
      throw new AppError(isErrorReason(first.reason) ? first.reason : 'InternalServerError', first.message)
    }
    // an error that decides what the page answers (404, 410, 403) wins over partial data
    const deciding = entries.find((entry) => [403, 404, 410].includes(statusForReason(entry.reason)))
    if (deciding && isErrorReason(deciding.reason)) throw new AppError(deciding.reason, deciding.message)
    if (first) log(`${name}: partial data`, entries)
    return result.data as Operations[typeof name]['result']
  }
}
