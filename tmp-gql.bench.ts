import { createDatabase } from '#db/database.ts'
import { variantForHost } from '#domain/variants.ts'
import { createContext } from '#graphql/context.ts'
import { createOperationExecutor } from '#graphql/operations.ts'
import { schema } from '#graphql/schema.ts'

const db = createDatabase({ connectionString: 'postgres://postgres@127.0.0.1:5432/perf', max: 10 })

import { nearStatic } from '#db/near-static.ts'

if (process.env.FED) nearStatic(db).fed = true
const execute = createOperationExecutor(schema, () => {})
const variant = variantForHost('localhost')
async function once() {
  const ctx = createContext({ db, viewer: null, variant })
  await execute('DiscussionThreadPageData', { threadId: 825, page: 0 }, ctx)
}
for (let i = 0; i < 200; i++) await once()
const cpu0 = process.cpuUsage()
let t = performance.now()
const N = 1000
for (let i = 0; i < N; i++) await once()
let el = performance.now() - t
const cpu = process.cpuUsage(cpu0)
console.log(
  'sequential ms/op',
  (el / N).toFixed(3),
  'cpu ms/op',
  ((cpu.user + cpu.system) / 1000 / N).toFixed(3),
)
t = performance.now()
const c1 = process.cpuUsage()
await Promise.all(
  Array.from({ length: 10 }, async () => {
    for (let i = 0; i < N / 10; i++) await once()
  }),
)
el = performance.now() - t
const cpu2 = process.cpuUsage(c1)
console.log(
  '10 parallel ms/op',
  (el / N).toFixed(3),
  'cpu ms/op',
  ((cpu2.user + cpu2.system) / 1000 / N).toFixed(3),
)
await db.destroy()
