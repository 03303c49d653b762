import { deleteIgnored, findIgnored, insertIgnored, isIgnoring } from '#db/messages.ts'
import { findMemberByIdOrName, findRoles } from '#db/users.ts'
import { isStaff, roleRelationsByUser, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import type { MessageDeps, Refusal } from './deps.ts'

// The ignore list (spec 000 §3): who may not write private messages to the member.
// Moderators and admins cannot be ignored (a moderation matter must reach the member).

/** A member on the viewer's ignore list (decision 042: pages read view types). */
export interface IgnoredMemberView {
  id: number
  slug: string
  displayName: string
  since: Date
}

export async function ignoredMembers(deps: MessageDeps, viewer: Viewer): Promise<IgnoredMemberView[]> {
  const rows = await findIgnored(deps.db, viewer.userId)
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    since: row.created_at,
  }))
}

export const ignores = (deps: MessageDeps, viewer: Viewer, otherId: number) =>
  isIgnoring(deps.db, viewer.userId, otherId)

export async function ignoreMember(
  deps: MessageDeps,
  viewer: Viewer,
  member: { id: number } | { name: string },
): Promise<{ ok: true; name: string } | Refusal> {
  const other = await findMemberByIdOrName(deps.db, member)
  if (!other || other.is_anonymized) {
    return refuse(404, 'conflict', 'Dieses Mitglied gibt es nicht.', {
      name: 'Dieses Mitglied gibt es nicht.',
    })
  }
  if (other.id === viewer.userId)
    return refuse(400, 'policy', 'Dich selbst kannst Du nicht ignorieren.', {
      name: 'Dich selbst kannst Du nicht ignorieren.',
    })
  const roles = await findRoles(deps.db, [other.id])
  if (isStaff({ roleRelations: roleRelationsByUser(roles).get(other.id) ?? [] })) {
    return refuse(403, 'policy', 'Moderatoren und Administratoren kannst Du nicht ignorieren.', {
      name: 'Moderatoren und Administratoren kannst Du nicht ignorieren.',
    })
  }
  await insertIgnored(deps.db, viewer.userId, other.id)
  return { ok: true, name: other.display_name }
}

export async function unignoreMember(
  deps: MessageDeps,
  viewer: Viewer,
  otherId: number,
): Promise<{ ok: true }> {
  await deleteIgnored(deps.db, viewer.userId, otherId)
  return { ok: true }
}
