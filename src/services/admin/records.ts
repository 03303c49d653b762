import { findAudit, findContactMessages } from '#db/admin.ts'
import { canAdministerSite, canOpenAdmin, type Viewer } from '#domain/permissions.ts'
import type { AdminContext } from './context.ts'

// decision 037: what the staff read — the contact form's messages and the admins' audit log.

export async function contactMessages(ctx: AdminContext, viewer: Viewer, before: number | null) {
  if (!canOpenAdmin(viewer)) return null
  const rows = await findContactMessages(ctx.db, before, 30)
  return { messages: rows.slice(0, 30), hasOlder: rows.length > 30 }
}

export async function audit(ctx: AdminContext, viewer: Viewer, before: number | null) {
  if (!canAdministerSite(viewer)) return null
  const rows = await findAudit(ctx.db, before, 50)
  return { entries: rows.slice(0, 50), hasOlder: rows.length > 50 }
}
