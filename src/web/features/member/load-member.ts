import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'

// The member behind /nutzer/{slug}/…: active members only; unknown, deactivated and
// anonymised ones answer 404 UserNotFound, as the profile does for unknown slugs.

export async function memberBySlug(app: AppContext, slug: string) {
  if ([...slug].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) fail('UserNotFound')
  const user = await app.services.members.bySlug(slug)
  if (!user || user.isAnonymized) fail('UserNotFound')
  return {
    userId: user.id,
    slug: user.slug,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl ?? '/images/avatar-default.svg',
  }
}

export type MemberHead = Awaited<ReturnType<typeof memberBySlug>>
