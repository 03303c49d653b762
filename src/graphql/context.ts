import DataLoader from 'dataloader'
import type { VehicleKind } from '#db/board-page.ts'
import type { BoardRow } from '#db/boards.ts'
import type { DB } from '#db/database.ts'
import { findPostAttachments, findPostImages, type PostAttachmentRow, type PostImageRow } from '#db/media.ts'
import { findCurrentVehicles, type MemberVehicleRow } from '#db/member-vehicles.ts'
import { nearStatic } from '#db/near-static.ts'
import { findProfiles, type ProfileRow } from '#db/profiles.ts'
import {
  findPostsByIdsAndPages,
  findThreadsByIds,
  findThumbsGiven,
  type PostPageKey,
  type PostRow,
  type ThreadRow,
} from '#db/thread-page.ts'
import { findRoles, findUsersByIds, type RoleRow, type UserRow } from '#db/users.ts'
import type { ClientKind } from '#domain/client-kind.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { SiteVariant } from '#domain/variants.ts'
import type { Services } from '#services/services.ts'
import type { ExpensiveGate } from './cost.ts'

// Per-request context: who asks, for which site variant, and DataLoaders that batch every
// lookup of one request into one query per kind (no N+1).

export interface GraphQLContext {
  db: DB
  viewer: Viewer | null
  variant: SiteVariant
  loaders: Loaders
  /** True when the request proved it comes from our own page (session's CSRF token). */
  csrfVerified: boolean
  now: Date
  /** The write side, the same instances the route actions use (null where a test runs reads only). */
  services: Services | null
  /** The client's address (limits for visitors, decision 032); 'unknown' outside a request. */
  clientAddress: string
  /** The session cookie of this request: a new password keeps this one session (decision 027). */
  sessionToken: string | null
  /** spec 000 §7: which client sent the call (its X-Client-Id); 'web' for the pages' own operations. */
  clientKind: ClientKind
  /**
   * /graphql requests only (decision 039): runs the expensive resolvers one after another in
   * the process's shared slots. The pages' in-process operations have none and are not limited.
   */
  expensiveGate?: ExpensiveGate
}

export type Loaders = ReturnType<typeof createLoaders>

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]))
  return keys.map((key) => map.get(key) ?? null)
}

function groupByKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): V[][] {
  const map = new Map<K, V[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
  }
  return keys.map((key) => map.get(key) ?? [])
}

/** A post by id, or a page of a thread's posts. */
type PostRead = { id: number } | PostPageKey

export function createLoaders(db: DB, viewerId: number | null = null) {
  // decision 035: boards and vehicle names from the process's near-static copy (decision 034)
  const kept = nearStatic(db)
  const board = new DataLoader<number, BoardRow | null>(async (ids) => {
    const boards = await kept.boards()
    return ids.map((id) => boards.byId.get(id) ?? null)
  })
  const user = new DataLoader<number, UserRow | null>(async (ids) =>
    byKey(ids, await findUsersByIds(db, ids), (row) => row.id),
  )
  const postReads = new DataLoader<PostRead, PostRow | PostRow[] | null, string>(
    async (keys) => {
      const ids = keys.flatMap((key) => ('id' in key ? [key.id] : []))
      const pages = keys.filter((key): key is PostPageKey => !('id' in key))
      const rows = await findPostsByIdsAndPages(db, ids, pages)
      // the posts' authors came with them: the page's author lines need no query of their own
      for (const row of rows) if (row.author) user.prime(row.author.id, row.author)
      const parts = groupByKey(['id', ...pages.map((_key, index) => String(index))], rows, (row) => row.part)
      const found = parts.map((part) => part.map(({ part: _part, author: _author, ...row }) => row))
      const byId = new Map((found[0] ?? []).map((row) => [row.id, row]))
      return keys.map((key) =>
        'id' in key
          ? (byId.get(key.id) ?? null)
          : (found[pages.indexOf(key) + 1] ?? []).sort((a, b) => a.position - b.position),
      )
    },
    {
      cacheKeyFn: (key) =>
        'id' in key
          ? `id:${key.id}`
          : `page:${key.threadId}:${key.page}:${key.withHidden ? 'all' : `visible:${key.authorId ?? ''}`}`,
    },
  )
  return {
    board,
    childBoards: new DataLoader<number, BoardRow[]>(async (parentIds) => {
      const boards = await kept.boards()
      return parentIds.map((id) => [...boards.children(id)])
    }),
    user,
    /** Profile data and statistics (spec 001 §3 User profileData, statistics). */
    profile: new DataLoader<number, ProfileRow | null>(async (ids) =>
      byKey(ids, await findProfiles(db, ids), (row) => row.id),
    ),
    /** A member's current vehicle (the author line of posts), one query for a page's authors. */
    currentVehicle: new DataLoader<number, MemberVehicleRow | null>(async (userIds) =>
      byKey(userIds, await findCurrentVehicles(db, userIds), (row) => row.user_id),
    ),
    roles: new DataLoader<number, RoleRow[]>(async (userIds) =>
      groupByKey(userIds, await findRoles(db, userIds), (row) => row.user_id),
    ),
    thread: new DataLoader<number, ThreadRow | null>(async (ids) =>
      byKey(ids, await findThreadsByIds(db, ids), (row) => row.id),
    ),
    /** A post by id; asked in the same tick as a page of posts, both come from one query. */
    post: {
      load: (id: number) => postReads.load({ id }) as Promise<PostRow | null>,
    },
    /** One page of a thread's posts, in position order; its rows fill the post loader. */
    postPage: async (key: PostPageKey): Promise<PostRow[]> => {
      const rows = (await postReads.load(key)) as PostRow[]
      for (const row of rows) postReads.prime({ id: row.id }, row)
      return rows
    },
    /** Pictures of a post, in order (asked only for posts whose image_count says so). */
    postImages: new DataLoader<number, PostImageRow[]>(async (postIds) =>
      groupByKey(postIds, await findPostImages(db, postIds), (row) => row.post_id),
    ),
    postAttachments: new DataLoader<number, PostAttachmentRow[]>(async (postIds) =>
      groupByKey(postIds, await findPostAttachments(db, postIds), (row) => row.post_id),
    ),
    /** Whether the viewer has thanked a post (always false for visitors). */
    thumbsGiven: new DataLoader<number, boolean>(async (postIds) => {
      if (viewerId === null) return postIds.map(() => false)
      const given = await findThumbsGiven(db, viewerId, postIds)
      return postIds.map((id) => given.has(id))
    }),
    /** The ids of the boards above a board, nearest first; their rows go to the board loader. */
    ancestors: new DataLoader<number, number[]>(async (boardIds) => {
      const boards = await kept.boards()
      return boardIds.map((id) => boards.ancestors(id).map((ancestor) => ancestor.id))
    }),
    /** Manufacturer, series and model names of a page's topics in one query. */
    vehicleName: new DataLoader<{ kind: VehicleKind; id: number }, string | null, string>(
      async (keys) => {
        const names = await kept.vehicleNames()
        return keys.map((key) => names.get(`${key.kind}:${key.id}`) ?? null)
      },
      { cacheKeyFn: (key) => `${key.kind}:${key.id}` },
    ),
  }
}

export function createContext(input: {
  db: DB
  viewer: Viewer | null
  variant: SiteVariant
  csrfVerified?: boolean
  now?: Date
  services?: Services
  clientAddress?: string
  sessionToken?: string | null
  clientKind?: ClientKind
  expensiveGate?: ExpensiveGate
}): GraphQLContext {
  return {
    db: input.db,
    viewer: input.viewer,
    variant: input.variant,
    csrfVerified: input.csrfVerified ?? false,
    now: input.now ?? new Date(),
    services: input.services ?? null,
    clientAddress: input.clientAddress ?? 'unknown',
    sessionToken: input.sessionToken ?? null,
    clientKind: input.clientKind ?? 'web',
    ...(input.expensiveGate ? { expensiveGate: input.expensiveGate } : {}),
    loaders: createLoaders(input.db, input.viewer?.userId ?? null),
  }
}
