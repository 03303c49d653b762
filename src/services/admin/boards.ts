import { findAdminBoards, findBoard, findSubtreeIds, insertBoard, updateBoard } from '#db/admin.ts'
import { recountBoards } from '#db/counters.ts'
import { canAdministerSite, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { type AdminContext, type AdminResult, DENIED, invalid } from './context.ts'

// decision 037: /admin/foren — boards renamed, closed, ordered, moved and created by the admins; the
// counters of the boards above follow a move in the same transaction.

export async function changeBoard(
  ctx: AdminContext,
  viewer: Viewer,
  id: number,
  change: { name?: string; isOpen?: boolean; sortOrder?: number; parentId?: number | null },
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  const board = await findBoard(ctx.db, id)
  if (!board) return refuse(404, 'conflict', 'Dieses Forum gibt es nicht.')
  const name = change.name?.trim()
  if (name !== undefined && (name.length < 2 || name.length > 80))
    return invalid('name', 'Der Name eines Forums hat 2 bis 80 Zeichen.')
  if (
    change.sortOrder !== undefined &&
    !(Number.isInteger(change.sortOrder) && Math.abs(change.sortOrder) < 100_000)
  )
    return invalid('sortOrder', 'Die Position ist eine ganze Zahl.')
  const moves = change.parentId !== undefined && change.parentId !== board.parent_id
  if (moves) {
    if (change.parentId === null || change.parentId === undefined || board.parent_id === null)
      return invalid('parentId', 'Die obersten Bereiche bleiben, wo sie sind.')
    if (!(await findBoard(ctx.db, change.parentId)))
      return invalid('parentId', 'Das neue übergeordnete Forum gibt es nicht.')
    if ((await findSubtreeIds(ctx.db, id)).includes(change.parentId))
      return invalid('parentId', 'Ein Forum kann nicht unter sich selbst stehen.')
  }
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(change.isOpen !== undefined ? { is_open: change.isOpen } : {}),
    ...(change.sortOrder !== undefined ? { sort_order: change.sortOrder } : {}),
    ...(moves && change.parentId ? { parent_id: change.parentId } : {}),
  }
  await ctx.audited(
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
}

export async function createBoard(
  ctx: AdminContext,
  viewer: Viewer,
  input: { name: string; parentId: number | null; description: string },
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  const name = input.name.trim()
  if (name.length < 2 || name.length > 80)
    return invalid('name', 'Der Name eines Forums hat 2 bis 80 Zeichen.')
  if (input.parentId === null || !(await findBoard(ctx.db, input.parentId)))
    return invalid('parentId', 'Bitte gib das übergeordnete Forum an.')
  const parentId = input.parentId
  await ctx.audited(viewer, 'board.create', `board-parent:${parentId}`, { name }, async (trx) => {
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
}

/** A board as the board screen lists it (decision 042: pages read view types). */
export interface AdminBoardView {
  id: number
  parentId: number | null
  name: string
  slug: string
  isOpen: boolean
  sortOrder: number
  ownThreadCount: number
}

/** Every board in tree order for the board screen. */
export async function boards(ctx: AdminContext): Promise<AdminBoardView[]> {
  const rows = await findAdminBoards(ctx.db)
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    slug: row.slug,
    isOpen: row.is_open,
    sortOrder: row.sort_order,
    ownThreadCount: row.own_thread_count,
  }))
}
