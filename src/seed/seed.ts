import { sql } from 'kysely'
import { recountBoards, recountPlatform, recountUsers } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import { refreshSearchWords } from '#db/search.ts'
import { CommunityBuilder } from './builder.ts'
import { syncIdentity } from './bulk.ts'
import { FIRST_LINE_BOARD_ID } from './catalog.ts'
import { giveDemoMemberOldReplies, seedDemoMembers } from './members.ts'
import type { SeedOptions, SeedSummary } from './model.ts'
import { seedPictures } from './pictures.ts'
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

/** Writes the whole community, aggregate by aggregate, and counts it. */
async function buildCommunity(b: CommunityBuilder): Promise<SeedSummary> {
  await insertVehicles(b)
  planBoards(b)
  await insertUsers(b)
  await insertBoards(b)
  await insertRoles(b)
  await insertTeasers(b)
  await writeThreads(b)
  await syncIdentity(b.db, [
    'users',
    'boards',
    'threads',
    'posts',
    'vehicle_manufacturers',
    'vehicle_series',
    'vehicle_models',
  ])
  await giveDemoMemberOldReplies(b.db, FIRST_LINE_BOARD_ID, b.now)
  await insertSections(b)
  b.log('Zähler werden berechnet …')
  await recountBoards(b.db)
  await recountUsers(b.db)
  await recountPlatform(b.db)
  await seedDemoMembers(b.db, b.now)
  if (b.uploadsDir) {
    b.log('Bilder und Anhänge …')
    await seedPictures(b.db, b.uploadsDir)
  }
  // the vocabulary of everything written, learnt and counted once (decision 022)
  b.log('Suchwörter werden gezählt …')
  await refreshSearchWords(b.db)
  await sql`ANALYZE`.execute(b.db)
  return {
    users: b.users.length,
    boards: b.boards.length,
    threads: b.threadId,
    posts: b.postId,
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
    const summary = await buildCommunity(new CommunityBuilder(trx, options))
    await sql`ALTER TABLE posts ENABLE TRIGGER posts_search_learn`.execute(trx)
    await sql`ALTER TABLE threads ENABLE TRIGGER threads_search_learn`.execute(trx)
    return summary
  })
}

/** Empties every community table (for `npm run seed`, which rebuilds on purpose). */
export async function clearCommunity(db: DB): Promise<void> {
  await sql`
    TRUNCATE post_thumbs, post_images, post_attachments, images, posts, threads, faq_teasers, announcements, blog_articles, motortests, magazine_articles, marketplace_ads, polls, content_comments, user_roles,
      boards, users, vehicle_models, vehicle_series, vehicle_manufacturers, search_words RESTART IDENTITY CASCADE
  `.execute(db)
  await sql`UPDATE platform_stats SET total_posts = 0, total_motortests = 0, total_blog_articles = 0`.execute(
    db,
  )
}
