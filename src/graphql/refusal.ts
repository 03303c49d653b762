import { AppError, type ErrorReason } from '#domain/errors.ts'
import type { Refusal } from '#domain/refusal.ts'
import type { Services } from '#services/services.ts'
import type { GraphQLContext } from './context.ts'

// decision 042: a use case's refusal as the API's error entry — one mapping for every mutation.
// The entry carries the status the form would answer with, the German message, and the fields'
// messages as JSON in `description` (the apps put them beside their fields).

const REASON_BY_STATUS: Record<number, ErrorReason> = {
  400: 'BadUserInput',
  403: 'PermissionDenied',
  404: 'NotFound',
  409: 'BadUserInput',
  410: 'Deleted',
  413: 'BadUserInput',
  429: 'BadUserInput',
}

/** Any of the refusal shapes still in use while areas move to `Refusal` (decision 042, "Moving"). */
export type RefusalLike =
  | Refusal
  | {
      status: number
      message: string
      errors?: Record<string, string> | undefined
      reason?: ErrorReason | undefined
      retryAfterSeconds?: number | undefined
    }

export function throwRefusal(refusal: RefusalLike): never {
  const fields = 'fieldErrors' in refusal ? refusal.fieldErrors : (refusal.errors ?? {})
  const retryAfter = 'retryAfterSeconds' in refusal ? refusal.retryAfterSeconds : undefined
  const reason = 'reason' in refusal ? refusal.reason : undefined
  const details = { ...fields, ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}) }
  throw new AppError(reason ?? REASON_BY_STATUS[refusal.status] ?? 'BadUserInput', refusal.message, {
    status: refusal.status,
    ...(Object.keys(details).length > 0 ? { description: JSON.stringify(details) } : {}),
  })
}

/** The process's services; a write never reaches the database past its use case (DESIGN.md). */
export function servicesOf(ctx: GraphQLContext): Services {
  if (!ctx.services) throw new AppError('InternalServerError', 'Diese Aktion ist hier nicht verfügbar.')
  return ctx.services
}
