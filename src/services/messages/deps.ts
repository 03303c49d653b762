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

/** A refused write: the status and the German message, with messages per field where there are. */
export interface Refusal {
  ok: false
  status: 400 | 403 | 404 | 409 | 429
  message: string
  errors: Record<string, string>
}

export function refuse(
  status: Refusal['status'],
  message: string,
  errors: Record<string, string> = {},
): Refusal {
  return { ok: false, status, message, errors }
}

export const clock = (deps: MessageDeps) => (deps.now ? deps.now() : new Date())
