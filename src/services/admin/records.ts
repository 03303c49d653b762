import { findAudit, findContactMessages } from '#db/admin.ts'
import { canAdministerSite, canOpenAdmin, type Viewer } from '#domain/permissions.ts'
import type { AdminContext } from './context.ts'

// decision 037: what the staff read — the contact form's messages and the admins' audit log.

/** A message of the contact form (decision 042: pages read view types). */
export interface ContactMessageView {
  id: number
  topic: string
  name: string
  email: string
  message: string
  userId: number | null
  createdAt: Date
}

/** An entry of the admins' audit log; actorName is null for a member who is gone. */
export interface AuditEntryView {
  id: number
  action: string
  target: string
  details: Record<string, unknown>
  createdAt: Date
  actorName: string | null
}

export async function contactMessages(ctx: AdminContext, viewer: Viewer, before: number | null) {
  if (!canOpenAdmin(viewer)) return null
  const rows = await findContactMessages(ctx.db, before, 30)
  const messages: ContactMessageView[] = rows.slice(0, 30).map((row) => ({
    id: row.id,
    topic: row.topic,
    name: row.name,
    email: row.email,
    message: row.message,
    userId: row.user_id,
    createdAt: row.created_at,
  }))
  return { messages, hasOlder: rows.length > 30 }
}

export async function audit(ctx: AdminContext, viewer: Viewer, before: number | null) {
  if (!canAdministerSite(viewer)) return null
  const rows = await findAudit(ctx.db, before, 50)
  const entries: AuditEntryView[] = rows.slice(0, 50).map((row) => ({
    id: row.id,
    action: row.action,
    target: row.target,
    details: row.details,
    createdAt: row.created_at,
    actorName: row.display_name,
  }))
  return { entries, hasOlder: rows.length > 50 }
}
