import { sql } from 'kysely'
import { recountBoards, recountPlatform, recountUsers } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import { refreshSearchWords } from '#db/search.ts'
import { syncIdentity } from './bulk.ts'
import { FIRST_LINE_BOARD_ID } from './catalog.ts'
import { giveDemoMemberOldReplies, seedDemoMembers } from './members.ts'
import {
  DEMO_POSTS,
  floorToMinute,
  LARGE_POSTS,
  type SeedBoard,
  type SeedOptions,
  type SeedSummary,
  type SeedUser,
  type Vehicle,
} from './model.ts'
import { seedPictures } from './pictures.ts'
import { Random } from './random.ts'
import { insertBoards, insertRoles, planBoards } from './seed-boards.ts'
import { insertSections } from './seed-sections.ts'
import { insertTeasers } from './seed-teasers.ts'
import { writeThreads } from './seed-threads.ts'
import { insertUsers } from './seed-users.ts'
import { insertVehicles } from './seed-vehicles.ts'

export { DEMO_ACCOUNTS, DEMO_POSTS, type SeedOptions, type SeedSummary } from './model.ts'

// The deterministic demo community (decision 003): real German brand and model names, a few hundred
// members, thousands of threads and tens of thousands of posts. With --posts in the millions it
// becomes the benchmark community, with a board of 100,000 threads and a thread of 100,000 posts.
// The builder holds the run's state; each aggregate's part is a module of its own (DESIGN.md).

export class CommunityBuilder {
  readonly db: DB
  readonly random: Random
  readonly now: Date
  readonly log: (message: string) => void
  readonly targetPosts: number
  readonly large: boolean
  readonly uploadsDir: string | undefined

  readonly boards: SeedBoard[] = []
  readonly users: SeedUser[] = []
  readonly vehiclesByBrand = new Map<string, Vehicle[]>()
  readonly moderatorIds = new Set<number>()
  readonly boardModerator = new Map<number, number>()

  threadId = 0
  postId = 0
  postsCreated = 0
  lastReported = 0
  threadRows: unknown[][] = []
  postRows: unknown[][] = []
  thumbRows: unknown[][] = []

  constructor(db: DB, options: SeedOptions) {
    this.db = db
    this.random = new Random(options.seed ?? 20_010_901)
    this.now = floorToMinute(options.now ?? new Date())
    this.log = options.log ?? (() => {})
    this.targetPosts = Math.max(1_000, options.posts ?? DEMO_POSTS)
    this.large = this.targetPosts >= LARGE_POSTS
    this.uploadsDir = options.uploadsDir
  }

  ago(ms: number): Date {
    return new Date(this.now.getTime() - ms)
  }

  async run(): Promise<SeedSummary> {
    await insertVehicles(this)
    planBoards(this)
    await insertUsers(this)
    await insertBoards(this)
    await insertRoles(this)
    await insertTeasers(this)
    await writeThreads(this)
    await syncIdentity(this.db, [
      'users',
      'boards',
      'threads',
      'posts',
      'vehicle_manufacturers',
      'vehicle_series',
      'vehicle_models',
    ])
    await giveDemoMemberOldReplies(this.db, FIRST_LINE_BOARD_ID, this.now)
    await insertSections(this)
    this.log('Zähler werden berechnet …')
    await recountBoards(this.db)
    await recountUsers(this.db)
    await recountPlatform(this.db)
    await seedDemoMembers(this.db, this.now)
    if (this.uploadsDir) {
      this.log('Bilder und Anhänge …')
      await seedPictures(this.db, this.uploadsDir)
    }
    // the vocabulary of everything written, learnt and counted once (decision 022)
    this.log('Suchwörter werden gezählt …')
    await refreshSearchWords(this.db)
    await sql`ANALYZE`.execute(this.db)
    return {
      users: this.users.length,
      boards: this.boards.length,
      threads: this.threadId,
      posts: this.postId,
    }
  }
}

/** True when the database holds no community yet (first start). */
export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('boards').select('id').limit(1).executeTakeFirst()
  return row === undefined
}

/**
 * Builds the demo community in one transaction: either all of it exists afterwards or nothing.
 * The search's triggers (migration 0009), which learn each written post's words one row at a
 * time, are off meanwhile: with them the 1,000,000-post seed took 385 s instead of 123 s; the
 * run learns and counts the whole vocabulary once at its end instead (refreshSearchWords).
 */
export async function seedDemoCommunity(db: DB, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE posts DISABLE TRIGGER posts_search_learn`.execute(trx)
    await sql`ALTER TABLE threads DISABLE TRIGGER threads_search_learn`.execute(trx)
    const summary = await new CommunityBuilder(trx, options).run()
    await sql`ALTER TABLE posts ENABLE TRIGGER posts_search_learn`.execute(trx)
    await sql`ALTER TABLE threads ENABLE TRIGGER threads_search_learn`.execute(trx)
    return summary
  })
}

/** Empties every community table (for `npm run seed`, which rebuilds on purpose). */
export async function clearCommunity(db: DB): Promise<void> {
  await sql`
    TRUNCATE post_thumbs, post_images, post_attachments, images, posts, threads, faq_teasers, announcements, blog_articles, vehicle_tests, magazine_articles, marketplace_ads, polls, content_comments, user_roles,
      boards, users, vehicle_models, vehicle_series, vehicle_manufacturers, search_words RESTART IDENTITY CASCADE
  `.execute(db)
  await sql`UPDATE platform_stats SET total_posts = 0, total_vehicle_tests = 0, total_blog_articles = 0`.execute(
    db,
  )
}
