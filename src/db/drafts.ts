import type { DB } from './database.ts'

// spec 000 §4: drafts are saved every 10 seconds; on return the member restores or discards.

export interface Draft {
  title: string
  text: string
  data: Record<string, unknown>
  updated_at: Date
}

export async function findDraft(db: DB, userId: number, context: string): Promise<Draft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .select(['title', 'text', 'data', 'updated_at'])
    .where('user_id', '=', userId)
    .where('context', '=', context)
    .executeTakeFirst()
  if (!row) return undefined
  const data = typeof row.data === 'object' && row.data !== null ? (row.data as Record<string, unknown>) : {}
  return { title: row.title, text: row.text, data, updated_at: row.updated_at }
}

export async function saveDraft(
  db: DB,
  userId: number,
  context: string,
  draft: { title: string; text: string; data: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db
    .insertInto('drafts')
    .values({
      user_id: userId,
      context,
      title: draft.title,
      text: draft.text,
      data: JSON.stringify(draft.data),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'context']).doUpdateSet({
        title: draft.title,
        text: draft.text,
        data: JSON.stringify(draft.data),
        updated_at: now,
      }),
    )
    .execute()
}

export async function deleteDraft(db: DB, userId: number, context: string): Promise<void> {
  await db.deleteFrom('drafts').where('user_id', '=', userId).where('context', '=', context).execute()
}

/** docs/security.md: keeps the member's newest drafts, dropping the oldest beyond the cap. */
export async function pruneDrafts(db: DB, userId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('drafts')
    .where('user_id', '=', userId)
    .where('context', 'not in', (eb) =>
      eb
        .selectFrom('drafts')
        .select('context')
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('context')
        .limit(keep),
    )
    .execute()
}
