import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { planWithoutSeqScan } from '#testing/plan.ts'
import { newestGalleriesQuery } from './media.ts'

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
