import {
  deleteRole,
  findBoard,
  findMemberForAdmin,
  findMembersByName,
  findRolesOfMembers,
  insertAudit,
  insertRole,
  markDueForDeletion,
} from '#db/admin.ts'
import type { UserStatus } from '#db/schema.ts'
import { GRANTABLE_ROLES } from '#domain/admin.ts'
import { canAdministerSite, canOpenAdmin, type Role, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { type AdminContext, type AdminResult, DENIED, invalid } from './context.ts'

// decision 037: /admin/mitglieder — members found by name with their roles; roles granted and taken by
// the admins, anonymisation per the cancellation rules (spec 000, help). Restrictions go through the
// moderation's use case (services/moderation/restrictions.ts), the one rule for the screen and the API.

/** A member found on /admin/mitglieder, with their roles (decision 042: pages read view types). */
export interface AdminMemberView {
  id: number
  username: string
  displayName: string
  slug: string
  status: UserStatus
  isAnonymized: boolean
  roles: { id: number; role: Role; boardId: number | null; boardName: string | null }[]
}

export async function members(ctx: AdminContext, viewer: Viewer, query: string): Promise<AdminMemberView[]> {
  if (!canOpenAdmin(viewer) || query.trim().length < 2) return []
  const found = await findMembersByName(ctx.db, query.trim(), 20)
  // one query for the roles of all of them, not one per member
  const roles = await findRolesOfMembers(
    ctx.db,
    found.map((member) => member.id),
  )
  return found.map((member) => ({
    id: member.id,
    username: member.username,
    displayName: member.display_name,
    slug: member.slug,
    status: member.status,
    isAnonymized: member.is_anonymized,
    roles: roles
      .filter((role) => role.user_id === member.id)
      .map((role) => ({ id: role.id, role: role.role, boardId: role.board_id, boardName: role.board_name })),
  }))
}

export async function grantRole(
  ctx: AdminContext,
  viewer: Viewer,
  userId: number,
  role: string,
  boardId: number | null,
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  const grantable = GRANTABLE_ROLES.find((item) => item.role === role)
  if (!grantable) return invalid('role', 'Diese Rolle gibt es nicht.')
  if (grantable.needsBoard && boardId === null) return invalid('boardId', 'Ein Forenpate braucht sein Forum.')
  if (boardId !== null && !(await findBoard(ctx.db, boardId)))
    return invalid('boardId', 'Dieses Forum gibt es nicht.')
  let added = false
  await ctx.audited(viewer, 'role.grant', `user:${userId}`, { role, boardId }, async (trx) => {
    added = await insertRole(trx, userId, grantable.role, boardId)
  })
  return added ? { ok: true } : refuse(409, 'conflict', 'Diese Rolle hat das Mitglied schon.')
}

export async function revokeRole(ctx: AdminContext, viewer: Viewer, roleId: number): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  let removed: Awaited<ReturnType<typeof deleteRole>>
  await ctx
    .audited(viewer, 'role.revoke', `role:${roleId}`, {}, async (trx) => {
      removed = await deleteRole(trx, roleId)
      if (removed?.user_id === viewer.userId && removed.role === 'admin') throw new OwnAdminRole()
    })
    .catch((error: unknown) => {
      if (!(error instanceof OwnAdminRole)) throw error
      removed = undefined
    })
  return removed
    ? { ok: true }
    : refuse(409, 'conflict', 'Diese Rolle gibt es nicht, oder es ist Deine eigene Administratorrolle.')
}

export async function anonymise(
  ctx: AdminContext,
  viewer: Viewer,
  userId: number,
  confirmation: string,
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  const member = await findMemberForAdmin(ctx.db, userId)
  if (!member || member.is_anonymized) return refuse(404, 'conflict', 'Dieses Mitglied gibt es nicht (mehr).')
  if (userId === viewer.userId)
    return refuse(400, 'policy', 'Das eigene Konto löschst Du in Deinen Einstellungen.')
  if (confirmation !== member.username)
    return invalid('confirmation', 'Zur Bestätigung bitte den Benutzernamen genau eintippen.')
  if (!ctx.anonymise) return refuse(409, 'conflict', 'Das Löschen ist hier nicht eingerichtet.')
  await insertAudit(ctx.db, {
    actorId: viewer.userId,
    action: 'member.anonymise',
    target: `user:${userId}`,
    details: { username: member.username },
  })
  await markDueForDeletion(ctx.db, userId, ctx.now())
  await ctx.anonymise(userId)
  ctx.afterWrite?.()
  return { ok: true }
}

/** An admin cannot take their own admin role (the site must keep one). */
class OwnAdminRole extends Error {}
