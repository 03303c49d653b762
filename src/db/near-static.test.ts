import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBoard } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createDatabase, type DB } from './database.ts'
import { findFeatureSwitches, setFeatureSwitch } from './feature-switches.ts'
import { nearStatic } from './near-static.ts'
import { foldCounterDeltas } from './posting.ts'

// decision 034: boards, vehicle names and feature switches kept in the process while it
// hears about every change (NOTIFY near_static), read afresh otherwise.

let database: TestDatabase
const queries: string[] = []
let db: DB
/** a forum two levels down: top → middle → board */
let top: number
let middle: number
let board: number
beforeAll(async () => {
  database = await createTestDatabase('empty')
  top = await createBoard(database.db)
  middle = await createBoard(database.db, { parentId: top })
  board = await createBoard(database.db, { parentId: middle })
  await createBoard(database.db, { parentId: middle })
  db = createDatabase({ connectionString: database.url, max: 2, onQuery: (sql) => queries.push(sql) })
})
afterAll(async () => {
  await db.destroy()
  await database.drop()
})

const boardReads = () => queries.filter((sql) => /from "boards"/.test(sql)).length

test('without the feed every read goes to the database; with it, the copy is read once', async () => {
  const kept = nearStatic(db)
  queries.length = 0
  await kept.boards()
  await kept.boards()
  expect(boardReads()).toBe(2)
  kept.fed = true
  queries.length = 0
  const first = await kept.boards()
  const again = await kept.boards()
  expect(again).toBe(first)
  expect(boardReads()).toBe(1)
  expect(first.ancestors(board).map((row) => row.id)).toEqual([middle, top])
  expect(first.children(middle).map((row) => row.id)).toContain(board)
  expect(first.children(middle)).toHaveLength(2)
  expect(first.children(null).map((row) => row.id)).toEqual([top])
  kept.fed = false
})

test('a change announced by another process drops the copy: the next read sees it', async () => {
  const kept = nearStatic(db)
  kept.fed = true
  const listener = new pg.Client({ connectionString: database.url })
  await listener.connect()
  try {
    const heard = new Promise<string>((resolve) => {
      listener.on('notification', (message) => {
        kept.changed(message.payload)
        resolve(message.payload ?? '')
      })
    })
    await listener.query('LISTEN near_static')
    expect((await kept.boards()).byId.get(board)?.name).not.toBe('Umbenannt')
    // another process renames the board
    const other = new pg.Client({ connectionString: database.url })
    await other.connect()
    await other.query(`UPDATE boards SET name = 'Umbenannt' WHERE id = ${board}`)
    await other.end()
    expect(await heard).toBe('boards')
    expect((await kept.boards()).byId.get(board)?.name).toBe('Umbenannt')
  } finally {
    await listener.end()
    kept.fed = false
  }
})

test('this process’s own writes drop its copy at once (a fold, a feature switch)', async () => {
  const kept = nearStatic(db)
  kept.fed = true
  try {
    const before = (await kept.boards()).byId.get(board)?.reply_count ?? 0
    await db.insertInto('counter_deltas').values({ board_id: board, replies: 1, posts: 1 }).execute()
    expect(await foldCounterDeltas(db)).toBe(1)
    expect((await kept.boards()).byId.get(board)?.reply_count).toBe(before + 1)
    const on = (await findFeatureSwitches(db)).find((row) => row.key === 'UserThemes')?.enabled
    await setFeatureSwitch(db, 'UserThemes', !on)
    expect((await findFeatureSwitches(db)).find((row) => row.key === 'UserThemes')?.enabled).toBe(!on)
  } finally {
    kept.fed = false
  }
})
