import { sql } from 'kysely'
import { openDatabase } from '#db/connect.ts'

const d = await openDatabase({ databaseUrl: undefined, dataDir: process.argv[2]!, log: () => {} })
for (const q of process.argv.slice(3)) {
  const r = await sql.raw(q).execute(d.db)
  console.log(JSON.stringify(r.rows))
}
await d.close()
