import type { DB } from '#db/database.ts'
import type { EventBus } from '../events.ts'

// What the private message use cases (decision 028) need from the process.

export interface MessageDeps {
  db: DB
  events: EventBus
  now?: () => Date
  /** DATA_DIR/uploads: a message's pictures and files move beside it (message-files.ts). */
  uploadsDir?: string
}

export type { Refusal } from '#domain/refusal.ts'

export const clock = (deps: MessageDeps) => (deps.now ? deps.now() : new Date())
