import type { DB } from '#db/database.ts'
import { findTeamRoles } from '#db/users.ts'
import type { Role } from '#domain/permissions.ts'

/** One role of someone who looks after the community, as /team.html lists them (decision 042: pages read view types). */
export interface TeamRoleView {
  userId: number
  role: Role
  displayName: string
  slug: string
  avatarUrl: string | null
  boardId: number | null
  boardName: string | null
  boardSlug: string | null
}

/** decision 036: /team.html, who looks after the community (roles of the real role data). */
export async function teamRoles(db: DB): Promise<TeamRoleView[]> {
  return (await findTeamRoles(db)).map((row) => ({
    userId: row.user_id,
    role: row.role,
    displayName: row.display_name,
    slug: row.slug,
    avatarUrl: row.avatar_url,
    boardId: row.board_id,
    boardName: row.board_name,
    boardSlug: row.board_slug,
  }))
}
