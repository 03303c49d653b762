import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { JobRunner } from './jobs.ts'

// Periodic work runs once per cluster (migration 0033): two processes' job runners share one
// schedule, and each period enqueues and works exactly one run, whichever runner gets there.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(async () => {
  await database.drop()
})

test('two processes run a schedule once per period, and a long pause once, not once per missed period', async () => {
  const runs: string[] = []
  const runner = (name: string) =>
    new JobRunner(
      database.db,
      {
        tidy: async () => {
          runs.push(name)
        },
      },
      () => {},
      [{ kind: 'tidy', everySeconds: 3600 }],
    )
  const [first, second] = [runner('first'), runner('second')]
  const start = new Date()
  await Promise.all([first.start(60_000), second.start(60_000)])
  await Promise.all([first.stop(), second.stop()])
  // a new schedule waits one period
  const at = (minutes: number) => () => new Date(start.getTime() + minutes * 60_000)
  await Promise.all([first.runDue(at(30)), second.runDue(at(30))])
  expect(runs).toEqual([])

  await Promise.all([first.runDue(at(61)), second.runDue(at(61)), first.runDue(at(61))])
  expect(runs).toHaveLength(1)
  await Promise.all([first.runDue(at(90)), second.runDue(at(90))])
  expect(runs).toHaveLength(1)

  // the cluster was down for a day: one run, then the next an hour later
  await Promise.all([second.runDue(at(24 * 60)), first.runDue(at(24 * 60))])
  expect(runs).toHaveLength(2)
  await first.runDue(at(24 * 60 + 30))
  expect(runs).toHaveLength(2)
  await second.runDue(at(24 * 60 + 61))
  expect(runs).toHaveLength(3)

  // a restart keeps the schedule's next time
  await first.start(60_000)
  await first.stop()
  const row = await database.db
    .selectFrom('job_schedules')
    .select(['every_seconds', 'next_run_at'])
    .where('kind', '=', 'tidy')
    .executeTakeFirstOrThrow()
  expect(row.every_seconds).toBe(3600)
  expect(row.next_run_at.getTime()).toBe(start.getTime() + (24 * 60 + 61 + 60) * 60_000)
})

test('a schedule for work waiting since a migration first runs at once, then once a period', async () => {
  const runs: number[] = []
  const runner = new JobRunner(database.db, { catchUp: async () => void runs.push(1) }, () => {}, [
    { kind: 'catchUp', everySeconds: 300, firstRunAtOnce: true },
  ])
  const start = new Date()
  await runner.start(60_000)
  await runner.stop()
  await runner.runDue(() => start)
  expect(runs).toHaveLength(1)
  await runner.runDue(() => new Date(start.getTime() + 200_000))
  expect(runs).toHaveLength(1)
  await runner.runDue(() => new Date(start.getTime() + 301_000))
  expect(runs).toHaveLength(2)
})
