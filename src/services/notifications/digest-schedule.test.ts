import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createTestServices } from '#testing/services.ts'
import { berlinHour, DIGEST_HOUR, DIGEST_JOB } from './types.ts'

// decision 030: one daily digest job per morning, however many app processes start at once
// (migration 0034) — two starting together used to queue two, and every member got two digests.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(async () => {
  await database.drop()
})

test('processes starting together queue one digest for the next morning', async () => {
  const processes = [1, 2, 3].map(() => createTestServices(database.db))
  await Promise.all(processes.map((services) => services.notifications.scheduleDigest()))
  await Promise.all(processes.map((services) => services.notifications.scheduleDigest()))
  const queued = await database.db
    .selectFrom('jobs')
    .select(['run_at'])
    .where('kind', '=', DIGEST_JOB)
    .where('done_at', 'is', null)
    .execute()
  expect(queued).toHaveLength(1)
  expect(queued[0]?.run_at.getTime()).toBeGreaterThan(Date.now())
  expect(berlinHour(queued[0]?.run_at as Date)).toBe(DIGEST_HOUR)
})
