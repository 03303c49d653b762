import { randomUUID } from 'node:crypto'
import { execute, parse } from 'graphql'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { schema } from './schema.ts'

// The `search` field for the apps (decision 022), asked as a visitor and as a member: members-only
// content only for members, hidden and deleted content for nobody, bad input a BadUserInput.

let database: TestDatabase
let member: Viewer
const threads: Record<'open' | 'membersOnly' | 'hidden' | 'deleted', number> = {
  open: 0,
  membersOnly: 0,
  hidden: 0,
  deleted: 0,
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'demo-mitglied')
    .executeTakeFirstOrThrow()
  member = { userId: user.id, roleRelations: [] }
  const posting = createPostingService({
    db: database.db,
    afterWrite: () => {},
    flood: { reply: [], thread: [] },
  })
  for (const key of Object.keys(threads) as (keyof typeof threads)[]) {
    const result = await posting.createThread(member, {
      boardId: 1065,
      title: `Geheimtipp ${key}`,
      text: `Der Auspuffgeheimtipp ${key} steht hier.`,
      manufacturerId: null,
      seriesId: null,
      modelId: null,
      submissionKey: randomUUID(),
    })
    if (!result.ok) throw new Error('setup')
    threads[key] = result.threadId
  }
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Offline' })
    .where('id', '=', threads.membersOnly)
    .execute()
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Hidden' })
    .where('id', '=', threads.hidden)
    .execute()
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Hidden', deleted_at: new Date() })
    .where('id', '=', threads.deleted)
    .execute()
})
afterAll(() => database.drop())

const SEARCH = `query ($input: SearchInput!) {
  search(input: $input) {
    hits { threadId postId threadTitle postPath excerpt { text highlighted } }
    total totalIsLowerBound page pageCount sort suggestion notes
    expansions { word alternatives }
  }
}`

async function run(viewer: Viewer | null, input: Record<string, unknown>) {
  const result = await execute({
    schema,
    document: parse(SEARCH),
    variableValues: { input },
    contextValue: createContext({ db: database.db, viewer, variant: variantForHost('localhost') }),
  })
  const data = result.data as { search: { hits: { threadId: number }[]; total: number } } | null
  return {
    data,
    reasons: (result.errors ?? []).map((e) => (e.originalError as { reason?: string } | undefined)?.reason),
    messages: (result.errors ?? []).map((e) => e.message),
  }
}

test('a visitor finds the open thread only', async () => {
  const { data } = await run(null, { term: 'Auspuffgeheimtipp' })
  expect(data?.search.hits.map((hit) => hit.threadId)).toEqual([threads.open])
  expect(data?.search.total).toBe(1)
})

test('a member finds the members-only thread too, never the hidden or deleted one', async () => {
  const { data } = await run(member, { term: 'Auspuffgeheimtipp', sort: 'newest' })
  expect(data?.search.hits.map((hit) => hit.threadId).sort()).toEqual(
    [threads.open, threads.membersOnly].sort(),
  )
})

test('bad input is a BadUserInput with the German message', async () => {
  const long = await run(null, { term: 'a'.repeat(201) })
  expect(long.reasons).toEqual(['BadUserInput'])
  expect(long.messages[0]).toContain('höchstens 200 Zeichen')
  expect((await run(null, { term: 'Motor', page: 60 })).reasons).toEqual(['BadUserInput'])
  expect((await run(null, { term: 'Motor', from: '2024-02-31' })).reasons).toEqual(['BadUserInput'])
  expect((await run(null, { term: 'Motor', vehicle: { level: 'engine', id: 1 } })).reasons).toEqual([
    'BadUserInput',
  ])
  expect((await run(null, { term: 'Motor', authorName: 'niemand-4711' })).messages).toEqual([
    'Ein Mitglied mit diesem Namen gibt es nicht.',
  ])
})

test('the filter options list boards in tree order and the vehicles', async () => {
  const result = await execute({
    schema,
    document: parse(
      '{ searchFilterOptions { boards { id name depth } vehicles { id name series { id name models { id name } } } } }',
    ),
    contextValue: createContext({ db: database.db, viewer: null, variant: variantForHost('localhost') }),
  })
  const options = (
    result.data as {
      searchFilterOptions: { boards: { id: number; depth: number }[]; vehicles: { series: unknown[] }[] }
    }
  ).searchFilterOptions
  expect(options.boards[0]?.depth).toBe(0)
  expect(options.boards.some((board) => board.id === 2000 && board.depth > 0)).toBe(true)
  expect(options.vehicles.length).toBeGreaterThan(10)
  expect(options.vehicles.every((make) => make.series.length > 0)).toBe(true)
})
