import { createRequestListener } from '@react-router/node'
import type { FastifyInstance } from 'fastify'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { DB } from '#db/database.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext as createGraphQLContext } from '#graphql/context.ts'
import type { RunOperation } from '#graphql/operations/types.ts'
import type { OperationExecutor } from '#graphql/operations.ts'
import { type AppContext, appContext } from '#web/context.ts'

export interface SsrOptions {
  build: ServerBuild | (() => Promise<ServerBuild>)
  db: DB
  execute: OperationExecutor
  appEnv: AppContext['appEnv']
}

/**
 * Every path no other route claims goes to React Router. Its own encapsulated plugin: Fastify's
 * body parsers would consume form bodies React Router needs (STACK-NOTES trap 4).
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const listener = createRequestListener({
    build: options.build,
    mode: 'production',
    getLoadContext(request) {
      const variant = variantForHost(new URL(request.url).host)
      // Sessions arrive with accounts (issue 4); until then every request is a visitor's.
      const graphqlContext = createGraphQLContext({ db: options.db, viewer: null, variant })
      const query: RunOperation = (name, variables) => options.execute(name, variables, graphqlContext)
      const context = new RouterContextProvider()
      context.set(appContext, {
        query,
        variant,
        now: new Date(),
        appEnv: options.appEnv,
        log: {
          error: (message, detail) => app.log.error(detail ?? {}, message),
          warn: (message, detail) => app.log.warn(detail ?? {}, message),
        },
      })
      return context
    },
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    handler(request, reply) {
      reply.hijack()
      listener(request.raw, reply.raw)
    },
  })
}
