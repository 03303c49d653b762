import { endAnnouncement as endRunning, findAnnouncements, findBoard, insertAnnouncement } from '#db/admin.ts'
import type { AnnouncementInput } from '#domain/admin-input.ts'
import { parseAnnouncementLink } from '#domain/outbound.ts'
import { canOpenAdmin, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { type AdminContext, type AdminResult, DENIED, invalid } from './context.ts'

// decision 037: /admin/ankuendigungen — the boards' 'Wichtige Hinweise', published and ended by the staff.

export async function announce(
  ctx: AdminContext,
  viewer: Viewer,
  input: AnnouncementInput,
): Promise<AdminResult> {
  if (!canOpenAdmin(viewer)) return DENIED
  const title = input.title.trim()
  const text = input.text.trim()
  const url = input.url.trim()
  const link = url === '' ? null : parseAnnouncementLink(url)
  if (title.length < 3 || title.length > 120) return invalid('title', 'Der Titel hat 3 bis 120 Zeichen.')
  if (text.length > 1000) return invalid('text', 'Der Text hat höchstens 1.000 Zeichen.')
  // a path on the site or an https address (shown through /out); never '//host/…' (outbound.ts)
  if (url !== '' && link === null)
    return invalid('url', 'Der Link ist ein Pfad der Seite (/…) oder eine https-Adresse.')
  if (input.boardId !== null && !(await findBoard(ctx.db, input.boardId)))
    return invalid('boardId', 'Dieses Forum gibt es nicht.')
  await ctx.audited(
    viewer,
    'announcement.create',
    `board:${input.boardId ?? 'alle'}`,
    { title },
    async (trx) => {
      await insertAnnouncement(trx, {
        boardId: input.boardId,
        title,
        text,
        url: link,
        visibleForAnonymous: input.forVisitors,
      })
    },
  )
  return { ok: true }
}

export async function endAnnouncement(ctx: AdminContext, viewer: Viewer, id: number): Promise<AdminResult> {
  if (!canOpenAdmin(viewer)) return DENIED
  let ended = false
  await ctx.audited(viewer, 'announcement.end', `announcement:${id}`, {}, async (trx) => {
    ended = await endRunning(trx, id, ctx.now())
  })
  return ended ? { ok: true } : refuse(404, 'conflict', 'Diese Ankündigung läuft nicht (mehr).')
}

/** An announcement as the staff's list shows it (decision 042: pages read view types). */
export interface AdminAnnouncementView {
  id: number
  title: string
  text: string
  url: string | null
  boardId: number | null
  boardName: string | null
  startDate: Date
  endDate: Date | null
  visibleForAnonymous: boolean
}

export async function announcements(ctx: AdminContext): Promise<AdminAnnouncementView[]> {
  const rows = await findAnnouncements(ctx.db)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    url: row.url,
    boardId: row.board_id,
    boardName: row.board_name,
    startDate: row.start_date,
    endDate: row.end_date,
    visibleForAnonymous: row.visible_for_anonymous,
  }))
}
