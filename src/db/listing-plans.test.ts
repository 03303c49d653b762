import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { newestGalleriesQuery } from './media.ts'
import { hotThreadsQuery, latestThreadsQuery } from './threads.ts'

// The home page's and the media pages' lists read an index in order, so their cost does not grow
// with the forum. The plans are asked on the demo community: on a handful of rows without
// statistics the planner sorts whatever it finds, whichever index there is.

// decision 036: /bilder.html walks the partial index of posts with pictures from the newest, also on
// an older page (keyset), and sorts nothing: its cost does not grow with the forum.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(async () => {
  await database.drop()
})

test.each([
  ['the first page', null],
  ['an older page', 20_000],
])('the newest galleries, %s: the partial index in order, no sort', async (_page, before) => {
  const plan = await planWithoutSeqScan(database.db, (trx) => newestGalleriesQuery(trx, before, 24))
  expect(plan).toContain('posts_newest_with_images')
  expect(plan).not.toMatch(/Seq Scan on posts|Sort\b/)
})

test('the latest and the hot threads read an index in order instead of sorting the threads table', async () => {
  const latest = await planWithoutSeqScan(database.db, (trx) => latestThreadsQuery(trx, 4))
  expect(latest).toMatch(/Index Scan using threads_latest/)
  expect(latest).not.toMatch(/Sort/)
  const hot = await planWithoutSeqScan(database.db, (trx) => hotThreadsQuery(trx, 6))
  expect(hot).toMatch(/Index Scan using threads_activity/)
  // only the bounded candidate set is sorted by replies
  expect(hot).toMatch(/Limit[\s\S]*Sort[\s\S]*Limit[\s\S]*Index Scan/)
})
