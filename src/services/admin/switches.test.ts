import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase, type DB } from '#db/database.ts'
import { nearStatic } from '#db/near-static.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember } from '#testing/members.ts'
import { createAdminService } from './service.ts'

// decision 034: while the process keeps the switches (it hears NOTIFY near_static), an admin's
// change shows on the very next read of this process, before any notification arrives.

let database: TestDatabase
let db: DB
beforeAll(async () => {
  database = await createTestDatabase('empty')
  db = createDatabase({ connectionString: database.url, max: 2 })
})
afterAll(async () => {
  await db.destroy()
  await database.drop()
})

test('a switch turned by an admin reads back at once from the kept copy', async () => {
  const admin = await createMember(db, { role: 'admin' })
  const service = createAdminService({ db })
  const kept = nearStatic(db)
  kept.fed = true // no listener here: nothing but the write itself can drop the copy
  try {
    for (const enabled of [false, true, false]) {
      expect(await service.setSwitch(admin, 'UserThemes', enabled)).toEqual({ ok: true })
      expect((await service.switches()).UserThemes).toBe(enabled)
    }
  } finally {
    kept.fed = false
  }
})
