import { deleteBuddy, findBuddyRelations, findRelation, insertBuddy } from '#db/buddies.ts'
import { findMemberByIdOrName } from '#db/users.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { EventBus } from '../events.ts'

// Buddies and friends (spec 000 §4): adding someone makes them one's buddy; when both
// have added each other they are friends; removing ends it (the other side's add stays, so a
// friend becomes the other's one-sided buddy again).

export interface BuddyDeps {
  db: import('#db/database.ts').DB
  events: EventBus
  afterWrite?: () => void
  now?: () => Date
}

export type BuddyState = 'none' | 'buddy' | 'friend' | 'fan'

export function stateOf(relation: { added: boolean; addedBy: boolean }): BuddyState {
  if (relation.added && relation.addedBy) return 'friend'
  if (relation.added) return 'buddy'
  return relation.addedBy ? 'fan' : 'none'
}

export async function relationTo(deps: BuddyDeps, viewer: Viewer, otherId: number): Promise<BuddyState> {
  if (otherId === viewer.userId) return 'none'
  return stateOf(await findRelation(deps.db, viewer.userId, otherId))
}

export async function addBuddy(
  deps: BuddyDeps,
  viewer: Viewer,
  otherId: number,
): Promise<{ ok: true; state: BuddyState } | { ok: false; status: 400 | 404; message: string }> {
  if (otherId === viewer.userId)
    return { ok: false, status: 400, message: 'Dich selbst kannst Du nicht hinzufügen.' }
  const other = await findMemberByIdOrName(deps.db, { id: otherId })
  if (!other || other.is_anonymized)
    return { ok: false, status: 404, message: 'Dieses Mitglied gibt es nicht.' }
  await insertBuddy(deps.db, viewer.userId, otherId, deps.now ? deps.now() : new Date())
  // the friends count on both profiles may have changed (cached pages)
  deps.afterWrite?.()
  await deps.events.emit({ type: 'member.changed', userId: otherId })
  return { ok: true, state: await relationTo(deps, viewer, otherId) }
}

export async function removeBuddy(
  deps: BuddyDeps,
  viewer: Viewer,
  otherId: number,
): Promise<{ ok: true; state: BuddyState }> {
  if (await deleteBuddy(deps.db, viewer.userId, otherId)) {
    deps.afterWrite?.()
    await deps.events.emit({ type: 'member.changed', userId: otherId })
  }
  return { ok: true, state: await relationTo(deps, viewer, otherId) }
}

/** A member's friends (for everyone); to the member themself also their buddies and who added them. */
/** Someone tied to the member, as the friends page lists them (decision 042: pages read view types). */
export interface BuddyView {
  id: number
  slug: string
  displayName: string
  avatarUrl: string | null
  since: Date
  mutual: boolean
  /** true: the member added them; false: they added the member */
  outgoing: boolean
}

export async function buddyLists(deps: BuddyDeps, memberId: number, own: boolean) {
  const rows: BuddyView[] = (await findBuddyRelations(deps.db, memberId)).map((row) => ({
    id: row.id,
    slug: row.slug,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    since: row.since,
    mutual: row.mutual,
    outgoing: row.outgoing,
  }))
  return {
    friends: rows.filter((row) => row.mutual),
    buddies: own ? rows.filter((row) => !row.mutual && row.outgoing) : [],
    fans: own ? rows.filter((row) => !row.mutual && !row.outgoing) : [],
  }
}
