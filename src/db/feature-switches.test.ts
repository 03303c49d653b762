import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { findFeatureSwitches, setFeatureSwitch } from './feature-switches.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('empty')
})
afterAll(() => database.drop())

test('a fresh database holds the three switches, all on, each described', async () => {
  const rows = await findFeatureSwitches(database.db)
  expect(rows.map((row) => [row.key, row.enabled])).toEqual([
    ['AiThreadSummary', true],
    ['MT-761_dsa', true],
    ['UserThemes', true],
  ])
  for (const row of rows) expect(row.description.length).toBeGreaterThan(10)
})

test('a switch can be turned off and on again', async () => {
  await setFeatureSwitch(database.db, 'UserThemes', false)
  expect((await findFeatureSwitches(database.db)).find((row) => row.key === 'UserThemes')?.enabled).toBe(
    false,
  )
  await setFeatureSwitch(database.db, 'UserThemes', true)
  expect((await findFeatureSwitches(database.db)).find((row) => row.key === 'UserThemes')?.enabled).toBe(true)
})

test('keys are checked by the database', async () => {
  await expect(setFeatureSwitch(database.db, 'kein gültiger Schlüssel!', true)).rejects.toThrow()
})
