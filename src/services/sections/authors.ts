import type { DB } from '#db/database.ts'
import { findUsersByIds } from '#db/users.ts'

// decision 036: the sections name the people behind each item — authors, sellers, commenters — found
// in one query per page (no N+1).

export interface PersonLink {
  id: number
  name: string
  /** null for an anonymised former member, whose profile is gone */
  path: string | null
}

export async function peopleByIds(db: DB, ids: readonly number[]): Promise<Map<number, PersonLink>> {
  const users = await findUsersByIds(db, [...new Set(ids)])
  return new Map(
    users.map((user) => [
      user.id,
      { id: user.id, name: user.display_name, path: user.is_anonymized ? null : `/nutzer/${user.slug}` },
    ]),
  )
}
