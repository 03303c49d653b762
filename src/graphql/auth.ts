import { AppError } from '#domain/errors.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { GraphQLContext } from './context.ts'

/** Reads for members only: visitors get LoginRequired (spec 001 §3 auth error kind Login). */
export function requireViewer(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new AppError('LoginRequired', 'Bitte melde Dich an.')
  return ctx.viewer
}

/** Every mutation: a member, and proof the request comes from our page (CSRF token header). */
export function requireMemberWrite(ctx: GraphQLContext): Viewer {
  const viewer = requireViewer(ctx)
  if (!ctx.csrfVerified) {
    throw new AppError(
      'PermissionDenied',
      'Die Anfrage ist nicht bestätigt (CSRF-Token fehlt oder ist falsch).',
    )
  }
  return viewer
}
