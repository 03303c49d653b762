import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { findSimilarThreads, findSubject } from './similar-threads.ts'

// decision 023: 'Ähnliche Themen' by the question's words and its vehicle, on the demo community.
// The demo's 'Ruckeln beim Kaltstart' threads of a VW Golf used to get, by title trigrams and the
// same model, 'Scheibenwischer funktionieren nur manchmal', 'Fehlercode P0420 beim VW Golf',
// 'AdBlue-Warnung im VW Golf' and 'Klimakompressor schaltet nicht zu'.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(() => database.drop())

const SUBJECT = /ruckel|kaltstart|zündspule|leerlauf|anlassen/i
const UNRELATED = /scheibenwischer|p0420|adblue|klimakompressor/i

interface Facts {
  id: number
  title: string
  manufacturer_id: number | null
  series_id: number | null
  model_id: number | null
  question: string
}

async function facts(ids: readonly number[]): Promise<Facts[]> {
  if (ids.length === 0) return []
  const rows = await sql<Facts>`
    SELECT t.id, t.title, t.manufacturer_id, t.series_id, t.model_id, p.text AS question
    FROM threads t JOIN posts p ON p.thread_id = t.id AND p.position = 0
    WHERE t.id = ANY(${[...ids]}::int[])`.execute(database.db)
  return ids.map((id) => rows.rows.find((row) => row.id === id) as Facts)
}

function closeness(me: Facts, other: Facts): number {
  if (me.model_id !== null && other.model_id === me.model_id) return 3
  if (me.series_id !== null && other.series_id === me.series_id) return 2
  if (me.manufacturer_id !== null && other.manufacturer_id === me.manufacturer_id) return 1
  return 0
}

async function golfColdStarts(): Promise<Facts[]> {
  const rows = await sql<{ id: number }>`
    SELECT id FROM threads WHERE title ILIKE 'VW Golf%Ruckeln beim Kaltstart%'
      AND deleted_at IS NULL AND visibility = 'Online' ORDER BY id`.execute(database.db)
  return facts(rows.rows.map((row) => row.id))
}

test("a VW Golf's 'Ruckeln beim Kaltstart' gets threads of its vehicle about its subject, nearest vehicle first", async () => {
  const golfs = await golfColdStarts()
  expect(golfs.length).toBeGreaterThan(0)
  for (const golf of golfs) {
    const similar = await facts((await findSimilarThreads(database.db, golf.id)).map((row) => row.id))
    expect(similar.length, golf.title).toBeGreaterThanOrEqual(2)
    expect(similar.map((thread) => thread.id)).not.toContain(golf.id)
    for (const thread of similar) {
      // the same make at least, and the subject in its title or question
      expect(closeness(golf, thread), thread.title).toBeGreaterThanOrEqual(1)
      expect(`${thread.title} ${thread.question}`).toMatch(SUBJECT)
      expect(thread.title).not.toMatch(UNRELATED)
    }
    const order = similar.map((thread) => closeness(golf, thread))
    expect(order).toEqual([...order].sort((a, b) => b - a))
  }
})

test('the same vehicle alone is not enough: threads of the same model about other things are left out', async () => {
  const [golf] = await golfColdStarts()
  const sameModel = await sql<{ id: number; title: string }>`
    SELECT id, title FROM threads WHERE model_id = ${golf!.model_id} AND id <> ${golf!.id}
      AND title ~* 'Scheibenwischer|P0420|AdBlue|Klimakompressor|Zentralverriegelung|Öl'`.execute(database.db)
  const similar = await findSimilarThreads(database.db, golf!.id, 20)
  const ids = new Set(similar.map((row) => row.id))
  expect(sameModel.rows.filter((row) => ids.has(row.id))).toEqual([])
})

test("the question's words: its title's and its text's rarest, without the vehicle's name or words everybody writes", async () => {
  const [golf] = await golfColdStarts()
  const subject = await findSubject(database.db, golf!.id)
  const words = subject!.terms.flatMap((term) => term.lexemes)
  // the German stemmer differs between PostgreSQL versions: 15 keeps 'ruckeln', 18 gives 'ruckel'
  const stem = (
    await sql<{
      lexeme: string
    }>`SELECT unnest(tsvector_to_array(to_tsvector('german', 'Ruckeln'))) AS lexeme`.execute(database.db)
  ).rows[0]!.lexeme
  expect(words).toEqual(expect.arrayContaining([stem, 'kaltstart']))
  // 'Ruckeln' (ruckel) stands for 'ruckelt' too where its stem is a start of it: the stemmer keeps them apart
  if ('ruckelt'.startsWith(stem)) {
    expect(subject!.terms.find((term) => term.lexemes[0] === stem)!.lexemes).toContain('ruckelt')
  }
  for (const name of ['vw', 'golf', 'tsi', 'tdi', 'gti', 'hallo', 'beim', 'dank'])
    expect(words).not.toContain(name)
  expect(subject!.terms.filter((term) => !term.inTitle).length).toBeLessThanOrEqual(8)
  expect(subject!.terms.every((term) => term.weight > 0)).toBe(true)
})

test('a hidden, deleted or members-only thread is never recommended, and a restored one is again', async () => {
  const [golf] = await golfColdStarts()
  const before = await findSimilarThreads(database.db, golf!.id)
  const [first, second, third] = before
  expect(third).toBeDefined()
  await database.db.updateTable('threads').set({ visibility: 'Hidden' }).where('id', '=', first!.id).execute()
  await database.db
    .updateTable('threads')
    .set({ deleted_at: new Date() })
    .where('id', '=', second!.id)
    .execute()
  await database.db
    .updateTable('threads')
    .set({ visibility: 'Offline' })
    .where('id', '=', third!.id)
    .execute()
  try {
    const during = (await findSimilarThreads(database.db, golf!.id, 50)).map((row) => row.id)
    for (const gone of [first, second, third]) expect(during).not.toContain(gone!.id)
    const terms = await sql<{ thread_id: number }>`
      SELECT thread_id FROM thread_terms WHERE thread_id IN (${first!.id}, ${second!.id}, ${third!.id})`.execute(
      database.db,
    )
    expect(terms.rows).toEqual([])
  } finally {
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Online' })
      .where('id', '=', first!.id)
      .execute()
    await database.db.updateTable('threads').set({ deleted_at: null }).where('id', '=', second!.id).execute()
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Online' })
      .where('id', '=', third!.id)
      .execute()
  }
  expect(await findSimilarThreads(database.db, golf!.id)).toEqual(before)
})

test('a hidden copy of the very same question is never recommended', async () => {
  const [golf] = await golfColdStarts()
  const copy = await insertThread({ ...golf!, title: golf!.title }, golf!.question, 'Hidden')
  const deleted = await insertThread({ ...golf!, title: golf!.title }, golf!.question, 'Online', new Date())
  const ids = (await findSimilarThreads(database.db, golf!.id, 50)).map((row) => row.id)
  expect(ids).not.toContain(copy)
  expect(ids).not.toContain(deleted)
})

test('a thread without a vehicle still gets threads about its subject', async () => {
  const id = await insertThread(
    { title: 'Motor ruckelt beim Kaltstart', manufacturer_id: null, series_id: null, model_id: null },
    'Hallo zusammen,\n\nmein Auto ruckelt seit ein paar Tagen beim Kaltstart. Sobald der Motor warm ist, läuft er ruhig. Zündkerzen sind neu. Woran kann das liegen?',
  )
  const similar = await facts((await findSimilarThreads(database.db, id)).map((row) => row.id))
  expect(similar.length).toBe(4)
  for (const thread of similar) {
    expect(`${thread.title} ${thread.question}`).toMatch(SUBJECT)
    expect(thread.title).not.toMatch(UNRELATED)
  }
})

test('a question that shares nothing with any other gets no recommendations rather than unrelated ones', async () => {
  const id = await insertThread(
    { title: 'Quastenflosser im Vergaser', manufacturer_id: 1, series_id: 3, model_id: 12 },
    'Seit gestern schwimmt ein Quastenflosser im Vergaser.',
  )
  expect(await findSimilarThreads(database.db, id)).toEqual([])
})

test('thread_terms follows the thread: a new title is what it is recommended for', async () => {
  const [golf] = await golfColdStarts()
  const [first] = await findSimilarThreads(database.db, golf!.id)
  const old = (await facts([first!.id]))[0]!
  await database.db
    .updateTable('threads')
    .set({ title: 'Quastenflosser' })
    .where('id', '=', first!.id)
    .execute()
  await database.db
    .updateTable('posts')
    .set({ text: 'Ein Quastenflosser.' })
    .where('thread_id', '=', first!.id)
    .where('position', '=', 0)
    .execute()
  try {
    const ids = (await findSimilarThreads(database.db, golf!.id, 50)).map((row) => row.id)
    expect(ids).not.toContain(first!.id)
  } finally {
    await database.db.updateTable('threads').set({ title: old.title }).where('id', '=', first!.id).execute()
    await database.db
      .updateTable('posts')
      .set({ text: old.question })
      .where('thread_id', '=', first!.id)
      .where('position', '=', 0)
      .execute()
  }
  expect((await findSimilarThreads(database.db, golf!.id))[0]!.id).toBe(first!.id)
})

/** A thread with its first post, as the posting service writes them (the triggers do the rest). */
async function insertThread(
  thread: Pick<Facts, 'title' | 'manufacturer_id' | 'series_id' | 'model_id'>,
  question: string,
  visibility: 'Online' | 'Hidden' | 'Offline' = 'Online',
  deletedAt: Date | null = null,
): Promise<number> {
  const now = new Date()
  const row = await database.db
    .insertInto('threads')
    .values({
      board_id: 2000,
      title: thread.title,
      slug: 'neu',
      author_id: 5,
      created_at: now,
      last_post_at: now,
      visibility,
      deleted_at: deletedAt,
      manufacturer_id: thread.manufacturer_id,
      series_id: thread.series_id,
      model_id: thread.model_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await database.db
    .insertInto('posts')
    .values({ thread_id: row.id, position: 0, author_id: 5, text: question, created_at: now })
    .execute()
  return row.id
}
