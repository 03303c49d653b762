import { findBlogArticlesByAuthor } from '#db/blogs.ts'
import type { DB } from '#db/database.ts'
import { findProfileUserBySlug } from '#db/profiles.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { EventBus } from '../events.ts'
import { addBuddy, buddyLists, relationTo, removeBuddy } from './buddies.ts'
import { teamRoles } from './team.ts'
import {
  addVehicle,
  editVehicle,
  removeVehicle,
  type VehicleForm,
  vehicleCatalogue,
  vehiclesOf,
} from './vehicles.ts'

// A member's ties and things (spec 000 §3): buddies and friends, vehicle profiles.

/** A member as the /nutzer/{slug}/… pages head them (decision 042: pages read view types). */
export interface MemberHeadView {
  id: number
  slug: string
  displayName: string
  avatarUrl: string | null
  isAnonymized: boolean
}

/** A published article in the member's blog list (decision 042: pages read view types). */
export interface MemberBlogArticleView {
  id: number
  slug: string
  title: string
  teaser: string
  publishedAt: Date | null
}

export function createMemberService(deps: {
  db: DB
  events: EventBus
  uploadsDir: string
  afterWrite?: () => void
  now?: () => Date
}) {
  return {
    /** A member whose pages can be shown (active, or anonymised), by profile slug. */
    bySlug: async (slug: string): Promise<MemberHeadView | undefined> => {
      const user = await findProfileUserBySlug(deps.db, slug)
      return (
        user && {
          id: user.id,
          slug: user.slug,
          displayName: user.display_name,
          avatarUrl: user.avatar_url,
          isAnonymized: user.is_anonymized,
        }
      )
    },
    blogArticles: async (
      authorId: number,
      before: number | null,
      limit: number,
    ): Promise<MemberBlogArticleView[]> =>
      (await findBlogArticlesByAuthor(deps.db, authorId, before, limit)).map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        teaser: row.teaser,
        publishedAt: row.published_at,
      })),
    relationTo: (viewer: Viewer, otherId: number) => relationTo(deps, viewer, otherId),
    addBuddy: (viewer: Viewer, otherId: number) => addBuddy(deps, viewer, otherId),
    removeBuddy: (viewer: Viewer, otherId: number) => removeBuddy(deps, viewer, otherId),
    buddyLists: (memberId: number, own: boolean) => buddyLists(deps, memberId, own),
    vehicles: (userId: number) => vehiclesOf(deps, userId),
    vehicleCatalogue: () => vehicleCatalogue(deps),
    addVehicle: (viewer: Viewer, form: VehicleForm) => addVehicle(deps, viewer, form),
    editVehicle: (viewer: Viewer, id: number, form: VehicleForm) => editVehicle(deps, viewer, id, form),
    removeVehicle: (viewer: Viewer, id: number) => removeVehicle(deps, viewer, id),
    /** decision 036: /team.html, who looks after the community (roles of the real role data). */
    team: () => teamRoles(deps.db),
  }
}

export type MemberService = ReturnType<typeof createMemberService>
