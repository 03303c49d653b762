import {
  deleteRole,
  endAnnouncement,
  findAdminBoards,
  findAnnouncements,
  findAudit,
  findBoard,
  findContactMessages,
  findMemberForAdmin,
  findMembersByName,
  findRolesWithIds,
  findSubtreeIds,
  insertAnnouncement,
  insertAudit,
  insertBoard,
  insertRestriction,
  insertRole,
  markDueForDeletion,
  updateBoard,
} from '#db/admin.ts'
import { recountBoards } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import { findFeatureSwitches, setFeatureSwitch } from '#db/feature-switches.ts'
import { GRANTABLE_ROLES } from '#domain/admin.ts'
import { DEFAULT_FEATURE_SWITCHES, featureSwitchesFrom, isFeatureSwitchKey } from '#domain/features.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { canAdministerSite, canOpenAdmin, type Viewer } from '#domain/permissions.ts'
import { slugify } from '#domain/routes.ts'

// issue 20: the admin screens (/admin) — feature switches, boards, roles, announcements, the
// contact messages and the audit log. The staff open them; what changes the site itself (switches,
// boards, roles) is the admins'. Every change is recorded in admin_audit in its transaction.

export type AdminResult = { ok: true } | { ok: false; status: 400 | 403 | 404 | 409; error: string }

const DENIED: AdminResult = { ok: false, status: 403, error: 'Das dürfen nur Administratoren.' }

export function createAdminService(deps: {
  db: DB
  afterWrite?: AfterWrite
  now?: () => Date
  /** spec 000 (help): the cancellation's deletion — personal data gone, name anonymised, posts stay */
  anonymise?: (userId: number) => Promise<boolean>
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const audited = async (
    viewer: Viewer,
    action: string,
    target: string,
    details: Record<string, unknown>,
    write: (trx: DB) => Promise<void>,
  ) => {
    await db.transaction().execute(async (trx) => {
      await write(trx)
      await insertAudit(trx, { actorId: viewer.userId, action, target, details })
    })
    deps.afterWrite?.()
  }
  return {
    mayOpen: canOpenAdmin,
    mayAdminister: canAdministerSite,
    async switches() {
      return featureSwitchesFrom(await findFeatureSwitches(db))
    },
    async setSwitch(viewer: Viewer, key: string, enabled: boolean): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      if (!isFeatureSwitchKey(key)) return { ok: false, status: 404, error: 'Diesen Schalter gibt es nicht.' }
      await audited(viewer, enabled ? 'switch.on' : 'switch.off', `switch:${key}`, {}, (trx) =>
        setFeatureSwitch(trx, key, enabled),
      )
      return { ok: true }
    },
    knownSwitches: Object.keys(DEFAULT_FEATURE_SWITCHES),
    boards: () => findAdminBoards(db),
    async changeBoard(
      viewer: Viewer,
      id: number,
      change: { name?: string; isOpen?: boolean; sortOrder?: number; parentId?: number | null },
    ): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      const board = await findBoard(db, id)
      if (!board) return { ok: false, status: 404, error: 'Dieses Forum gibt es nicht.' }
      const name = change.name?.trim()
      if (name !== undefined && (name.length < 2 || name.length > 80))
        return { ok: false, status: 400, error: 'Der Name eines Forums hat 2 bis 80 Zeichen.' }
      if (
        change.sortOrder !== undefined &&
        !(Number.isInteger(change.sortOrder) && Math.abs(change.sortOrder) < 100_000)
      )
        return { ok: false, status: 400, error: 'Die Position ist eine ganze Zahl.' }
      const moves = change.parentId !== undefined && change.parentId !== board.parent_id
      if (moves) {
        if (change.parentId === null || change.parentId === undefined || board.parent_id === null)
          return { ok: false, status: 400, error: 'Die obersten Bereiche bleiben, wo sie sind.' }
        if (!(await findBoard(db, change.parentId)))
          return { ok: false, status: 400, error: 'Das neue übergeordnete Forum gibt es nicht.' }
        if ((await findSubtreeIds(db, id)).includes(change.parentId))
          return { ok: false, status: 400, error: 'Ein Forum kann nicht unter sich selbst stehen.' }
      }
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(change.isOpen !== undefined ? { is_open: change.isOpen } : {}),
        ...(change.sortOrder !== undefined ? { sort_order: change.sortOrder } : {}),
        ...(moves && change.parentId ? { parent_id: change.parentId } : {}),
      }
      await audited(
        viewer,
        moves ? 'board.move' : 'board.change',
        `board:${id}`,
        { before: board, after: changes },
        async (trx) => {
          await updateBoard(trx, id, changes)
          // the counters of the boards above it follow the move
          if (moves) await recountBoards(trx)
        },
      )
      return { ok: true }
    },
    async createBoard(
      viewer: Viewer,
      input: { name: string; parentId: number | null; description: string },
    ): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      const name = input.name.trim()
      if (name.length < 2 || name.length > 80)
        return { ok: false, status: 400, error: 'Der Name eines Forums hat 2 bis 80 Zeichen.' }
      if (input.parentId === null || !(await findBoard(db, input.parentId)))
        return { ok: false, status: 400, error: 'Bitte gib das übergeordnete Forum an.' }
      const parentId = input.parentId
      await audited(viewer, 'board.create', `board-parent:${parentId}`, { name }, async (trx) => {
        await insertBoard(trx, {
          parentId,
          name,
          slug: slugify(name),
          description: input.description.trim().slice(0, 500),
          sortOrder: 999,
        })
        await recountBoards(trx)
      })
      return { ok: true }
    },
    announcements: () => findAnnouncements(db),
    async announce(
      viewer: Viewer,
      input: {
        title: string
        text: string
        url: string
        boardId: number | null
        visibleForAnonymous: boolean
      },
    ): Promise<AdminResult> {
      if (!canOpenAdmin(viewer)) return DENIED
      const title = input.title.trim()
      const text = input.text.trim()
      const url = input.url.trim()
      if (title.length < 3 || title.length > 120)
        return { ok: false, status: 400, error: 'Der Titel hat 3 bis 120 Zeichen.' }
      if (text.length > 1000)
        return { ok: false, status: 400, error: 'Der Text hat höchstens 1.000 Zeichen.' }
      if (url !== '' && !/^\/[^\s]*$|^https:\/\/[^\s]+$/.test(url))
        return {
          ok: false,
          status: 400,
          error: 'Der Link ist ein Pfad der Seite (/…) oder eine https-Adresse.',
        }
      if (input.boardId !== null && !(await findBoard(db, input.boardId)))
        return { ok: false, status: 400, error: 'Dieses Forum gibt es nicht.' }
      await audited(
        viewer,
        'announcement.create',
        `board:${input.boardId ?? 'alle'}`,
        { title },
        async (trx) => {
          await insertAnnouncement(trx, {
            boardId: input.boardId,
            title,
            text,
            url: url || null,
            visibleForAnonymous: input.visibleForAnonymous,
          })
        },
      )
      return { ok: true }
    },
    async endAnnouncement(viewer: Viewer, id: number): Promise<AdminResult> {
      if (!canOpenAdmin(viewer)) return DENIED
      let ended = false
      await audited(viewer, 'announcement.end', `announcement:${id}`, {}, async (trx) => {
        ended = await endAnnouncement(trx, id, now())
      })
      return ended ? { ok: true } : { ok: false, status: 404, error: 'Diese Ankündigung läuft nicht (mehr).' }
    },
    async members(viewer: Viewer, query: string) {
      if (!canOpenAdmin(viewer) || query.trim().length < 2) return []
      const found = await findMembersByName(db, query.trim(), 20)
      return Promise.all(
        found.map(async (member) => ({ ...member, roles: await findRolesWithIds(db, member.id) })),
      )
    },
    async grantRole(
      viewer: Viewer,
      userId: number,
      role: string,
      boardId: number | null,
    ): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      const grantable = GRANTABLE_ROLES.find((item) => item.role === role)
      if (!grantable) return { ok: false, status: 400, error: 'Diese Rolle gibt es nicht.' }
      if (grantable.needsBoard && boardId === null)
        return { ok: false, status: 400, error: 'Ein Forenpate braucht sein Forum.' }
      if (boardId !== null && !(await findBoard(db, boardId)))
        return { ok: false, status: 400, error: 'Dieses Forum gibt es nicht.' }
      let added = false
      await audited(viewer, 'role.grant', `user:${userId}`, { role, boardId }, async (trx) => {
        added = await insertRole(trx, userId, grantable.role, boardId)
      })
      return added ? { ok: true } : { ok: false, status: 409, error: 'Diese Rolle hat das Mitglied schon.' }
    },
    async revokeRole(viewer: Viewer, roleId: number): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      let removed: Awaited<ReturnType<typeof deleteRole>>
      await audited(viewer, 'role.revoke', `role:${roleId}`, {}, async (trx) => {
        removed = await deleteRole(trx, roleId)
        if (removed?.user_id === viewer.userId && removed.role === 'admin') throw new OwnAdminRole()
      }).catch((error: unknown) => {
        if (!(error instanceof OwnAdminRole)) throw error
        removed = undefined
      })
      return removed
        ? { ok: true }
        : {
            ok: false,
            status: 409,
            error: 'Diese Rolle gibt es nicht, oder es ist Deine eigene Administratorrolle.',
          }
    },
    async restrict(
      viewer: Viewer,
      userId: number,
      input: { days: number; reason: string },
    ): Promise<AdminResult> {
      if (!canOpenAdmin(viewer)) return DENIED
      const member = await findMemberForAdmin(db, userId)
      if (!member || member.is_anonymized)
        return { ok: false, status: 404, error: 'Dieses Mitglied gibt es nicht.' }
      if (userId === viewer.userId)
        return { ok: false, status: 400, error: 'Du kannst Dich nicht selbst sperren.' }
      const reason = input.reason.trim()
      if (reason.length < 10)
        return {
          ok: false,
          status: 400,
          error: 'Bitte begründe die Sperre nachvollziehbar (mindestens 10 Zeichen).',
        }
      if (![1, 7, 30, 0].includes(input.days))
        return { ok: false, status: 400, error: 'Bitte wähle die Dauer.' }
      const endsAt = input.days === 0 ? null : new Date(now().getTime() + input.days * 86_400_000)
      await audited(viewer, 'member.restrict', `user:${userId}`, { days: input.days, reason }, (trx) =>
        insertRestriction(trx, { userId, endsAt, reason, createdBy: viewer.userId }),
      )
      return { ok: true }
    },
    async anonymise(viewer: Viewer, userId: number, confirmation: string): Promise<AdminResult> {
      if (!canAdministerSite(viewer)) return DENIED
      const member = await findMemberForAdmin(db, userId)
      if (!member || member.is_anonymized)
        return { ok: false, status: 404, error: 'Dieses Mitglied gibt es nicht (mehr).' }
      if (userId === viewer.userId)
        return { ok: false, status: 400, error: 'Das eigene Konto löschst Du in Deinen Einstellungen.' }
      if (confirmation !== member.username)
        return { ok: false, status: 400, error: 'Zur Bestätigung bitte den Benutzernamen genau eintippen.' }
      if (!deps.anonymise)
        return { ok: false, status: 409, error: 'Das Löschen ist hier nicht eingerichtet.' }
      await insertAudit(db, {
        actorId: viewer.userId,
        action: 'member.anonymise',
        target: `user:${userId}`,
        details: { username: member.username },
      })
      await markDueForDeletion(db, userId, now())
      await deps.anonymise(userId)
      deps.afterWrite?.()
      return { ok: true }
    },
    async contactMessages(viewer: Viewer, before: number | null) {
      if (!canOpenAdmin(viewer)) return null
      const rows = await findContactMessages(db, before, 30)
      return { messages: rows.slice(0, 30), hasOlder: rows.length > 30 }
    },
    async audit(viewer: Viewer, before: number | null) {
      if (!canAdministerSite(viewer)) return null
      const rows = await findAudit(db, before, 50)
      return { entries: rows.slice(0, 50), hasOlder: rows.length > 50 }
    },
  }
}

/** An admin cannot take their own admin role (the site must keep one). */
class OwnAdminRole extends Error {}

export type AdminService = ReturnType<typeof createAdminService>
