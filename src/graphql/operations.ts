import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DocumentNode, execute, type GraphQLSchema, parse, validate } from 'graphql'
import { AppError, isErrorReason, statusForReason } from '#domain/errors.ts'
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

/**
 * Executes the named operations in-process for route loaders. An unavailable database decides
 * before anything else (ServiceUnavailable, 503); when errors come back without data the first
 * error's reason decides (spec 000 §7); partial data is returned and the errors are logged.
 */
export function createOperationExecutor(
  schema: GraphQLSchema,
  log: (message: string, detail?: unknown) => void,
): OperationExecutor {
  const documents = loadOperations(schema)
  return async (name, variables, context) => {
    const document = documents.get(name)
    if (!document) throw new Error(`Unbekannte Operation ${name}`)
    const result = await execute({ schema, document, variableValues: variables, contextValue: context })
    const entries = (result.errors ?? []).map((error) => toErrorEntry(error, (e) => log(`${name} failed`, e)))
    const first = entries[0]
    // issue 11 §16: a field that failed because the database is gone says nothing about the
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
