import { insertAudit } from '#db/admin.ts'
import type { DB } from '#db/database.ts'
import { nearStatic } from '#db/near-static.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import type { Viewer } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'

// decision 037: what the admin screens' use cases share — the database, the clock, the cache
// invalidation and the audit: every change is recorded in admin_audit in its own transaction.

/** What an admin write answers: done, or the refusal the screen and the API show (decision 042). */
export type AdminResult = { ok: true } | Refusal

export const DENIED: Refusal = refuse(403, 'policy', 'Das dürfen nur Administratoren.')

/** A field the screen's form and the mutation name, refused with the screen's sentence (400). */
export function invalid(field: string, message: string): Refusal {
  return refuse(400, 'parse', message, { [field]: message })
}

export interface AdminDeps {
  db: DB
  afterWrite?: AfterWrite
  now?: () => Date
  /** spec 000 (help): the cancellation's deletion — personal data gone, name anonymised, posts stay */
  anonymise?: (userId: number) => Promise<boolean>
}

export interface AdminContext {
  db: DB
  now: () => Date
  afterWrite: AfterWrite | undefined
  anonymise: ((userId: number) => Promise<boolean>) | undefined
  /** Runs the write and records who did what to which target, in one transaction; then invalidates. */
  audited(
    viewer: Viewer,
    action: string,
    target: string,
    details: Record<string, unknown>,
    write: (trx: DB) => Promise<unknown>,
  ): Promise<void>
}

export function createAdminContext(deps: AdminDeps): AdminContext {
  const { db } = deps
  return {
    db,
    now: deps.now ?? (() => new Date()),
    afterWrite: deps.afterWrite,
    anonymise: deps.anonymise,
    async audited(viewer, action, target, details, write) {
      await db.transaction().execute(async (trx) => {
        await write(trx)
        await insertAudit(trx, { actorId: viewer.userId, action, target, details })
      })
      // An admin write may change what this process keeps of boards and switches (decision 034).
      // Other processes hear the NOTIFY; this one drops its copy now, after the commit, so the
      // page it answers next shows the change — dropping inside the transaction would let a read
      // in between keep the old rows, and the NOTIFY may arrive after the next request.
      nearStatic(db).changed()
      deps.afterWrite?.()
    },
  }
}
