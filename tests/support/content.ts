import { randomBytes } from 'node:crypto'
import { insertBoard } from '#db/admin.ts'
import { insertBlogArticle } from '#db/blogs.ts'
import { recountBoards } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import { insertAd } from '#db/marketplace.ts'
import { insertCopies } from '#db/messages.ts'
import { insertMotortest } from '#db/motortests.ts'
import {
  countNewPost,
  foldCounterDeltas,
  insertFirstPost,
  insertReply,
  insertThread,
  setFirstPost,
  setLastPost,
  takeReplySlot,
} from '#db/posting.ts'
import { slugify } from '#domain/routes.ts'

// A test builds the content it needs (DESIGN.md, tests) on an empty migrated database, beside
// createMember (members.ts): each factory writes through the src/db module the use case writes
// with, so counters and denormalised columns are as the site keeps them, and returns the ids.
// Names carry a random part: a test never depends on another's rows.

const unique = () => randomBytes(3).toString('hex')

/** A forum board; without a parent a top-level one. */
export async function createBoard(
  db: DB,
  options: { parentId?: number; name?: string; isOpen?: boolean; createdAt?: Date } = {},
): Promise<number> {
  const name = options.name ?? `Forum ${unique()}`
  if (options.parentId !== undefined) {
    const id = await insertBoard(db, {
      parentId: options.parentId,
      name,
      slug: slugify(name),
      description: '',
      sortOrder: 0,
    })
    if (options.isOpen === false || options.createdAt) {
      await db
        .updateTable('boards')
        .set({
          ...(options.isOpen === false ? { is_open: false } : {}),
          ...(options.createdAt ? { created_at: options.createdAt } : {}),
        })
        .where('id', '=', id)
        .execute()
    }
    // as the admin's createBoard: the boards above count the new one
    await recountBoards(db)
    return id
  }
  // a top-level forum is made by the seed or a migration only; no use case writes one
  const row = await db
    .insertInto('boards')
    .values({
      parent_id: null,
      name,
      slug: slugify(name),
      is_open: options.isOpen ?? true,
      created_at: options.createdAt ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface TestPost {
  authorId: number
  text?: string
  at?: Date
}

export interface TestThread {
  threadId: number
  /** the posts' ids by position: the first post, then the replies */
  postIds: number[]
}

/**
 * A thread with its first post and replies, written as createThread and createReply write
 * them (counters, first and last post, the board's deltas folded), without their rate limits.
 */
export async function createThread(
  db: DB,
  options: {
    boardId: number
    authorId: number
    title?: string
    text?: string
    at?: Date
    replies?: TestPost[]
    vehicle?: TestVehicle
  },
): Promise<TestThread> {
  const title = options.title ?? `Thema ${unique()}`
  const at = options.at ?? new Date()
  const result = await db.transaction().execute(async (trx) => {
    const thread = await insertThread(trx, {
      boardId: options.boardId,
      title,
      slug: slugify(title),
      authorId: options.authorId,
      at,
      manufacturerId: options.vehicle?.manufacturerId ?? null,
      seriesId: options.vehicle?.seriesId ?? null,
      modelId: options.vehicle?.modelId ?? null,
      submissionKey: `test-${unique()}`,
    })
    const first = await insertFirstPost(trx, {
      threadId: thread.id,
      authorId: options.authorId,
      text: options.text ?? `Beitrag ${unique()}`,
      at,
      isPostedByModerator: false,
    })
    await setFirstPost(trx, thread.id, first.id)
    await countNewPost(trx, {
      threadId: thread.id,
      boardId: options.boardId,
      postId: first.id,
      authorId: options.authorId,
      createdAt: at,
      startsThread: true,
    })
    const postIds = [first.id]
    for (const reply of options.replies ?? []) {
      const replyAt = reply.at ?? at
      const slot = await takeReplySlot(trx, thread.id, reply.authorId, replyAt)
      const inserted = await insertReply(trx, {
        threadId: thread.id,
        position: slot.position,
        authorId: reply.authorId,
        text: reply.text ?? `Antwort ${unique()}`,
        createdAt: slot.last_post_at,
        isPostedByModerator: false,
        submissionKey: `test-${unique()}`,
      })
      await setLastPost(trx, thread.id, inserted.id)
      await countNewPost(trx, {
        threadId: thread.id,
        boardId: options.boardId,
        postId: inserted.id,
        authorId: reply.authorId,
        createdAt: slot.last_post_at,
        startsThread: false,
      })
      postIds.push(inserted.id)
    }
    return { threadId: thread.id, postIds }
  })
  await foldCounterDeltas(db)
  return result
}

/** A blog article, published at the given time (null: a draft). */
export async function createBlogArticle(
  db: DB,
  options: {
    authorId: number
    title?: string
    publishedAt?: Date | null
    boardId?: number | null
    body?: string
  },
): Promise<number> {
  const title = options.title ?? `Artikel ${unique()}`
  return insertBlogArticle(
    db,
    options.authorId,
    {
      title,
      slug: slugify(title),
      body: options.body ?? 'Ein Bericht aus der Werkstatt.',
      teaser: 'Ein Bericht aus der Werkstatt.',
      keywords: [],
      boardId: options.boardId ?? null,
      commentsEnabled: true,
      ratingEnabled: true,
      quotesEnabled: true,
    },
    options.publishedAt === undefined ? new Date() : options.publishedAt,
  )
}

/** A motortest (a member's vehicle test) with its rating out of 50. */
export async function createMotortest(
  db: DB,
  options: { authorId: number; title?: string; rating?: number; createdAt?: Date },
): Promise<number> {
  const title = options.title ?? `Test ${unique()}`
  const id = await insertMotortest(db, options.authorId, {
    title,
    slug: slugify(title),
    manufacturerId: null,
    modelId: null,
    modelYear: null,
    rating: options.rating ?? 40,
    body: 'Fährt sich gut.',
    pros: ['sparsam'],
    cons: ['laut'],
    powerPs: null,
    mileageKm: null,
    fuel: null,
    commentsEnabled: true,
  })
  if (options.createdAt) {
    await db.updateTable('motortests').set({ created_at: options.createdAt }).where('id', '=', id).execute()
  }
  return id
}

/** An open marketplace ad for a part. */
export async function createAd(
  db: DB,
  options: { sellerId: number; title?: string; priceEuro?: number; createdAt?: Date },
): Promise<number> {
  const title = options.title ?? `Anzeige ${unique()}`
  return insertAd(db, {
    seller_id: options.sellerId,
    kind: 'part',
    title,
    slug: slugify(title),
    description: 'Gebraucht, gut erhalten.',
    price_euro: options.priceEuro ?? 100,
    postcode: '10115',
    city: 'Berlin',
    created_at: options.createdAt ?? new Date(),
  })
}

/** A private message from one member to others; the ids of the recipients' copies. */
export async function createMessage(
  db: DB,
  options: { senderId: number; recipientIds: readonly number[]; title?: string; body?: string; at?: Date },
): Promise<number[]> {
  const ids = await insertCopies(
    db,
    {
      senderId: options.senderId,
      title: options.title ?? `Nachricht ${unique()}`,
      body: options.body ?? 'Hallo!',
      receipt: false,
      at: options.at ?? new Date(),
    },
    options.recipientIds,
  )
  if (!ids) throw new Error('the message was not written')
  return ids
}

export interface TestVehicle {
  manufacturerId: number
  seriesId: number
  modelId: number
}

/**
 * A manufacturer with one series and one model. The catalogue is the seed's (no use case writes
 * it), so this inserts its three rows as the seed does.
 */
export async function createVehicle(
  db: DB,
  options: { kind?: 'car' | 'motorcycle'; name?: string } = {},
): Promise<TestVehicle> {
  const name = options.name ?? `Marke ${unique()}`
  const maker = await db
    .insertInto('vehicle_manufacturers')
    .values({ name, slug: slugify(name), kind: options.kind ?? 'car' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const series = await db
    .insertInto('vehicle_series')
    .values({ manufacturer_id: maker.id, name: `Reihe ${unique()}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  const model = await db
    .insertInto('vehicle_models')
    .values({ series_id: series.id, name: `Modell ${unique()}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { manufacturerId: maker.id, seriesId: series.id, modelId: model.id }
}
