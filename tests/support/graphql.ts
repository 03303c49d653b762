import { execute, parse } from 'graphql'
import type { DB } from '#db/database.ts'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext } from '#graphql/context.ts'
import { schema } from '#graphql/schema.ts'
import type { Services } from '#services/services.ts'

/** What a GraphQL document answered: its data, and the reason of each error (LoginRequired …). */
export interface GraphQLAnswer {
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers field by field
  data: any
  reasons: string[]
  errors: readonly { message: string }[] | undefined
}

/**
 * Runs a document in-process as the viewer (null: a visitor). Members' requests carry the CSRF
 * proof unless `csrfVerified: false`; `services` for mutations that need the process's services.
 */
export async function runGraphQL(
  db: DB,
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  options: {
    services?: Services
    csrfVerified?: boolean
    clientAddress?: string
    sessionToken?: string
  } = {},
): Promise<GraphQLAnswer> {
  const result = await execute({
    schema,
    document: parse(document),
    variableValues: variables,
    contextValue: createContext({
      db,
      viewer,
      variant: variantForHost('localhost'),
      csrfVerified: options.csrfVerified ?? viewer !== null,
      ...(options.services ? { services: options.services } : {}),
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
      ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
    }),
  })
  const reasons = (result.errors ?? []).map(
    (error) => (error.originalError as { reason?: string } | undefined)?.reason ?? 'GraphQLError',
  )
  return { data: result.data, reasons, errors: result.errors }
}
