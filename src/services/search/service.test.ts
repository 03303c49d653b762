import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { EMPTY_SEARCH, type SearchRequest } from '#domain/search.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createSearchService } from './service.ts'
import type { SearchResults } from './types.ts'
import { countSearchWords } from './words.ts'

// The search against real PostgreSQL on the demo community (decision 022): compounds by their parts,
// typos, vehicle names as people write them, stemming, visibility, immediacy, filters, ranking.
// Content is written through the posting service, so it is searchable the way members' posts are.

let database: TestDatabase
let member: Viewer
let other: Viewer
const search = () => createSearchService({ db: database.db })
const posting = () =>
  createPostingService({ db: database.db, afterWrite: () => {}, flood: { reply: [], thread: [] } })

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const ids = await database.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['demo-mitglied', 'demo-forenpate'])
    .execute()
  member = { userId: ids.find((u) => u.username === 'demo-mitglied')?.id as number, roleRelations: [] }
  other = { userId: ids.find((u) => u.username === 'demo-forenpate')?.id as number, roleRelations: [] }
})
afterAll(() => database.drop())

async function newThread(
  title: string,
  text: string,
  boardId = 1065,
  author = member,
): Promise<{ threadId: number; postId: number }> {
  const result = await posting().createThread(author, {
    boardId,
    title,
    text,
    manufacturerId: null,
    seriesId: null,
    modelId: null,
    submissionKey: randomUUID(),
  })
  if (!result.ok) throw new Error(`createThread: ${JSON.stringify(result)}`)
  const row = await database.db
    .selectFrom('threads')
    .select(['id', 'first_post_id'])
    .where('id', '=', result.threadId)
    .executeTakeFirstOrThrow()
  return { threadId: row.id, postId: row.first_post_id as number }
}

async function reply(threadId: number, text: string, author = member): Promise<number> {
  const result = await posting().createReply(author, { threadId, text, submissionKey: randomUUID() })
  if (!result.ok) throw new Error(`createReply: ${JSON.stringify(result)}`)
  return result.postId
}

async function find(
  term: string,
  over: Partial<SearchRequest> = {},
  viewer: Viewer | null = null,
): Promise<SearchResults> {
  const outcome = await search().search(viewer, { ...EMPTY_SEARCH, term, ...over })
  if (!outcome.ok) throw new Error(`search refused: ${JSON.stringify(outcome.problems)}`)
  return outcome.results
}

const threadIds = (results: SearchResults) => results.hits.map((hit) => hit.threadId)
const postIds = (results: SearchResults) => results.hits.map((hit) => hit.postId)

// real compounds of a car forum, each found by a part of it (start, middle or end)
const COMPOUNDS: [part: string, compound: string][] = [
  ['Zahnriemen', 'Zahnriemenspannrolle'],
  ['Temperaturfühler', 'Kühlmitteltemperaturfühler'],
  ['Bremsscheibe', 'Bremsscheibenverschleiß'],
  ['Stoßdämpfer', 'Stoßdämpferlager'],
  ['Querlenker', 'Querlenkerbuchse'],
  ['Radlager', 'Radlagerschaden'],
  ['Lichtmaschine', 'Lichtmaschinenregler'],
  ['Nockenwelle', 'Nockenwellenversteller'],
  ['Kurbelwelle', 'Kurbelwellensimmerring'],
  ['Wasserpumpe', 'Wasserpumpendichtung'],
  ['Glühkerze', 'Glühkerzensteuergerät'],
  ['Einspritzdüse', 'Einspritzdüsenreiniger'],
  ['Partikelfilter', 'Dieselpartikelfilter'],
  ['Ladeluftkühler', 'Ladeluftkühlerschlauch'],
  ['Kraftstofffilter', 'Kraftstofffiltergehäuse'],
  ['Klimakompressor', 'Klimakompressorkupplung'],
  ['Servolenkung', 'Servolenkungspumpe'],
  ['Fensterheber', 'Fensterhebermotor'],
  ['Anlasser', 'Anlasserrelais'],
  ['Scheibenwischer', 'Scheibenwischergestänge'],
  ['Steuerkette', 'Steuerkettenspanner'],
  ['Luftmassenmesser', 'Luftmassenmessergehäuse'],
  ['Drosselklappe', 'Drosselklappenstutzen'],
  ['Filter', 'Ölfilter'],
  ['Lager', 'Radlager'],
  ['Sensor', 'Nockenwellensensor'],
]

describe('compounds are found by their parts', () => {
  const written = new Map<string, number>()
  beforeAll(async () => {
    for (const [, compound] of COMPOUNDS) {
      const { threadId } = await newThread(
        `Werkstattfrage Nummer ${written.size + 1}`,
        `Hallo zusammen, bei meinem Wagen wurde gestern ${compound} festgestellt. Was meint ihr dazu?`,
      )
      written.set(compound, threadId)
    }
  })

  test.each(COMPOUNDS)('%s finds %s', async (part, compound) => {
    // newest first: the thread just written leads, whatever the demo community says about the part
    const results = await find(part, { sort: 'newest' })
    expect(threadIds(results)).toContain(written.get(compound))
    const hit = results.hits.find((h) => h.threadId === written.get(compound))
    // the compound is marked in the excerpt
    expect(hit?.excerpt.filter((p) => p.highlighted).map((p) => p.text.toLowerCase())).toContain(
      compound.toLowerCase(),
    )
    // shown as typed: a noun with its capital
    expect(results.expansions.find((e) => e.word === part.toLowerCase())?.alternatives).toContain(
      `${compound[0]}${compound.slice(1).toLowerCase()}`,
    )
  })

  test('a word is no part of a word it merely looks like: Reifen does not find Streifen', async () => {
    const { threadId } = await newThread(
      'Lackfrage zum Dach',
      'Auf dem Dach sind seit dem Winter helle Streifen im Lack.',
    )
    expect(threadIds(await find('Reifen', { sort: 'newest' }))).not.toContain(threadId)
  })

  test('the whole compound finds itself, not its parts alone', async () => {
    const results = await find('Stoßdämpferlager', { sort: 'newest' })
    expect(threadIds(results)[0]).toBe(written.get('Stoßdämpferlager'))
    expect(threadIds(results)).not.toContain(written.get('Stoßdämpfer'))
  })
})

describe('typos', () => {
  test.each([
    ['Zahnrimen', 'Zahnriemen'],
    ['Kuplung', 'Kupplung'],
    ['Lamdasonde', 'Lambdasonde'],
    ['Zündspuhle', 'Zündspule'],
  ])('%s still finds %s, with "Meintest Du …?"', async (typo, meant) => {
    const results = await find(typo)
    expect(results.suggestion).toBe(meant)
    expect(results.hits.length).toBeGreaterThan(0)
    const stem = meant.toLowerCase().slice(0, 6)
    expect(
      results.hits.some(
        (hit) =>
          hit.threadTitle.toLowerCase().includes(stem) ||
          hit.excerpt.some((part) => part.highlighted && part.text.toLowerCase().startsWith(stem)),
      ),
    ).toBe(true)
  })

  test('a correctly written word gets no suggestion', async () => {
    expect((await find('Zahnriemen')).suggestion).toBeNull()
  })

  test('a rare word written by somebody finds its posts first; the common look-alike is only suggested', async () => {
    const { threadId } = await newThread('Kupplungg?', 'Meine Kuplung rutscht, schreibt mein Nachbar immer.')
    const results = await find('Kuplung', { sort: 'newest' })
    expect(results.suggestion).toBe('Kupplung')
    expect(threadIds(results)).toEqual([threadId])
  })
})

describe('what a reader types (decision 022)', () => {
  test('a typed compound nobody wrote finds its two parts: Kupplungsgeberzylinder, Kupplung and Geberzylinder', async () => {
    const { threadId } = await newThread(
      'Pedal bleibt unten hängen',
      'Bei meinem Wagen bleibt das Pedal der Kupplung unten. Der Geberzylinder verliert Flüssigkeit.',
    )
    const results = await find('Kupplungsgeberzylinder', { sort: 'newest' })
    expect(threadIds(results)).toContain(threadId)
    expect(results.suggestion).toBeNull()
    expect(results.expansions.find((e) => e.word === 'kupplungsgeberzylinder')?.alternatives).toContain(
      'Kupplung Geberzylinder',
    )
  })

  test('a correct word that finds posts of its own gets no "Meintest Du": Bremsbeläge is not Beläge', async () => {
    await newThread('Bremsen quietschen', 'Die Bremsbeläge sind neu und quietschen trotzdem.')
    await newThread('Beläge für hinten', 'Welche Beläge nehmt ihr für hinten?')
    await countSearchWords(database.db)
    // as a big forum counts them: 'Beläge' far more often than 'Bremsbeläge'
    await database.db.updateTable('search_words').set({ ndoc: 5000 }).where('lexeme', '=', 'belag').execute()
    const results = await find('Bremsbeläge')
    expect(results.total).toBeGreaterThan(0)
    expect(results.suggestion).toBeNull()
  })

  test('a one-letter typo of a word only a new thread holds finds it: Quetschkantenabstant', async () => {
    const { threadId } = await newThread(
      'Quetschkante beim Zweitakter messen',
      'Wie messe ich den Quetschkantenabstand am besten, mit Lötzinn?',
    )
    const results = await find('Quetschkantenabstant')
    expect(threadIds(results)).toContain(threadId)
    expect(results.suggestion).toBe('Quetschkantenabstand')
  })

  test('a suggestion never finds nothing: a look-alike only hidden posts hold is not offered', async () => {
    const written: number[] = []
    for (let i = 0; i < 3; i += 1)
      written.push(
        (await newThread(`Frage zum Ventiltrieb ${i}`, 'Das Ventiltriebsgeräusch ist laut.')).postId,
      )
    await database.db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', 'in', written).execute()
    await countSearchWords(database.db)
    const results = await find('Ventiltriebsgeräuch')
    expect(results.total).toBe(0)
    expect(results.suggestion).toBeNull()
  })
})

describe('vehicle names and model codes as written by people', () => {
  let golf: number
  let golfJoined: number
  let tdi: number
  let e46: number
  beforeAll(async () => {
    golf = (
      await newThread('Türdichtung quietscht', 'Mein Golf 7 quietscht an der Fahrertür seit dem Frost.')
    ).threadId
    golfJoined = (await newThread('Rost am Schweller', 'Am golf7 meiner Schwester blüht der Schweller.'))
      .threadId
    tdi = (await newThread('Verbrauch zu hoch', 'Der 1,9TDI im Caddy braucht plötzlich acht Liter.')).threadId
    e46 = (await newThread('Vanos rasselt', 'Mein BMW E46 330i rasselt beim Kaltstart aus der Vanos.'))
      .threadId
  })

  test('golf7 finds Golf 7, and Golf 7 finds golf7', async () => {
    expect(threadIds(await find('golf7', { sort: 'newest' }))).toEqual(
      expect.arrayContaining([golf, golfJoined]),
    )
    expect(threadIds(await find('Golf 7', { sort: 'newest' }))).toEqual(
      expect.arrayContaining([golf, golfJoined]),
    )
  })

  test('1.9 TDI finds 1,9TDI; 1,9 TDI too', async () => {
    expect(threadIds(await find('1.9 TDI', { sort: 'newest' }))).toContain(tdi)
    expect(threadIds(await find('1,9 TDI', { sort: 'newest' }))).toContain(tdi)
    expect(threadIds(await find('1.9TDI', { sort: 'newest' }))).toContain(tdi)
  })

  test('E46 finds the E46, e46 too, and not an E90', async () => {
    const e90 = (await newThread('Vanos beim E90', 'Mein BMW E90 rasselt auch.')).threadId
    for (const term of ['E46', 'e46']) {
      const ids = threadIds(await find(term, { sort: 'newest' }))
      expect(ids).toContain(e46)
      expect(ids).not.toContain(e90)
    }
  })

  test('Golf 7 does not find a Golf 6 with a 7 somewhere else', async () => {
    const six = (await newThread('Golf 6 Frage', 'Mein Golf 6 hat 7 Fehler im Speicher.')).threadId
    expect(threadIds(await find('Golf 7', { sort: 'newest' }))).not.toContain(six)
  })
})

describe('German stemming and ranking', () => {
  test('Reifen finds Reifens', async () => {
    const { threadId } = await newThread(
      'Profiltiefe messen',
      'Die Profiltiefe des linken Reifens ist ungleichmäßig.',
    )
    expect(threadIds(await find('Reifen', { sort: 'newest' }))).toContain(threadId)
  })

  test('a title match ranks above a match in the text, a question above its replies', async () => {
    const inText = await newThread(
      'Geräusch vorne links',
      'Klingt nach Wankelmotorschmierung, meint mein Schrauber.',
    )
    const inTitle = await newThread('Wankelmotorschmierung beim RX-8', 'Wie oft muss man nachfüllen?')
    const results = await find('Wankelmotorschmierung')
    expect(threadIds(results).slice(0, 2)).toEqual([inTitle.threadId, inText.threadId])
    expect(results.hits[0]?.isQuestion).toBe(true)
    expect(results.hits[0]?.postPath).toBe(`/forum/aktion/PostJump.html?postId=${inTitle.postId}`)
  })

  test('one hit per thread; every post of an author for "Meine Beiträge"', async () => {
    const { threadId } = await newThread(
      'Kardanwellenmittellager brummt',
      'Das Kardanwellenmittellager brummt ab 80.',
    )
    await reply(threadId, 'Kardanwellenmittellager getauscht, Ruhe.')
    const all = await find('Kardanwellenmittellager')
    expect(threadIds(all).filter((id) => id === threadId)).toHaveLength(1)
    const own = await find('', { authorId: member.userId, scope: 'posts' })
    expect(own.sort).toBe('newest')
    expect(own.hits.slice(0, 2).map((hit) => hit.threadId)).toEqual([threadId, threadId])
    expect(own.author?.userId).toBe(member.userId)
    // every post of theirs counted, not only as far as the page reads
    const written = await database.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('author_id', '=', member.userId)
      .where('visibility', '=', 'Online')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow()
    expect(own.total).toBe(Math.min(Number(written.n), 1000))
    expect(own.total).toBeGreaterThan(21)
    expect(own.hits.every((hit) => hit.authorPath === own.hits[0]?.authorPath)).toBe(true)
  })
})

describe('what may be seen, at once', () => {
  test('a new post is found as soon as it is written; an edit at once', async () => {
    const { threadId } = await newThread('Frage zum Kühlergrill', 'Wo bekomme ich einen Kühlergrill her?')
    const postId = await reply(threadId, 'Probier mal den Verwertungshof Schrottplatzwunder.')
    expect(postIds(await find('Schrottplatzwunder', { scope: 'posts' }))).toContain(postId)
    await database.db
      .updateTable('posts')
      .set({ text: 'Probier mal den Teilemarkt.' })
      .where('id', '=', postId)
      .execute()
    expect((await find('Schrottplatzwunder')).hits).toHaveLength(0)
    expect(postIds(await find('Teilemarkt'))).toContain(postId)
  })

  test('members-only content: members find it, visitors do not', async () => {
    const { threadId } = await newThread(
      'Nur für Mitglieder: Tuningtreffen',
      'Das Tuningtreffenprogramm steht.',
    )
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Offline' })
      .where('id', '=', threadId)
      .execute()
    expect(threadIds(await find('Tuningtreffenprogramm'))).not.toContain(threadId)
    expect(threadIds(await find('Tuningtreffenprogramm', {}, member))).toContain(threadId)
  })

  test('hidden and deleted posts and threads are found by nobody', async () => {
    const hiddenThread = await newThread('Spoilerlippe lackieren', 'Die Spoilerlippenlackierung ist fertig.')
    await database.db
      .updateTable('threads')
      .set({ visibility: 'Hidden' })
      .where('id', '=', hiddenThread.threadId)
      .execute()
    const open = await newThread('Spoiler Frage', 'Wer kennt sich mit Spoilern aus?')
    const hiddenPost = await reply(open.threadId, 'Meine Spoilerlippenlackierung war teuer.')
    await database.db
      .updateTable('posts')
      .set({ visibility: 'Hidden' })
      .where('id', '=', hiddenPost)
      .execute()
    const deletedPost = await reply(open.threadId, 'Spoilerlippenlackierung bei mir auch.')
    await database.db
      .updateTable('posts')
      .set({ visibility: 'Hidden', deleted_at: new Date() })
      .where('id', '=', deletedPost)
      .execute()
    for (const viewer of [null, member, other]) {
      const results = await find('Spoilerlippenlackierung', { scope: 'posts' }, viewer)
      expect(results.hits).toHaveLength(0)
      expect(results.total).toBe(0)
    }
  })
})

describe('filters', () => {
  let golfThread: { threadId: number; postId: number }
  beforeAll(async () => {
    golfThread = await newThread(
      'Heckklappendämpfer schwach',
      'Die Heckklappendämpfer halten nicht mehr.',
      2000,
    )
    await reply(golfThread.threadId, 'Heckklappendämpfer kosten wenig.', other)
  })

  test('a board with its sub-boards', async () => {
    expect(threadIds(await find('Heckklappendämpfer', { boardId: 200 }))).toContain(golfThread.threadId)
    expect(threadIds(await find('Heckklappendämpfer', { boardId: 2000 }))).toContain(golfThread.threadId)
    expect(threadIds(await find('Heckklappendämpfer', { boardId: 201 }))).not.toContain(golfThread.threadId)
  })

  test('an author by id and by name', async () => {
    const byId = await find('Heckklappendämpfer', { authorId: other.userId, scope: 'posts' })
    expect(byId.hits.map((hit) => hit.isQuestion)).toEqual([false])
    const byName = await find('Heckklappendämpfer', { authorName: 'demo-forenpate', scope: 'posts' })
    expect(postIds(byName)).toEqual(postIds(byId))
  })

  test('threads only: the question, not the replies', async () => {
    const { threadId } = await newThread('Zündschloss hakt', 'Schlüssel dreht schwer.')
    await reply(threadId, 'Zündschlossgraphitspray hilft.')
    expect(threadIds(await find('Zündschlossgraphitspray', { scope: 'posts' }))).toContain(threadId)
    expect(threadIds(await find('Zündschlossgraphitspray', { scope: 'threads' }))).not.toContain(threadId)
  })

  test('a date range in Berlin days', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' })
    expect(threadIds(await find('Heckklappendämpfer', { from: today, to: today }))).toContain(
      golfThread.threadId,
    )
    expect(threadIds(await find('Heckklappendämpfer', { to: '2020-01-01' }))).not.toContain(
      golfThread.threadId,
    )
  })

  test('only threads with a best answer', async () => {
    expect(threadIds(await find('Heckklappendämpfer', { bestAnswerOnly: true }))).not.toContain(
      golfThread.threadId,
    )
    const best = await sql<{
      id: number
    }>`SELECT id FROM posts WHERE thread_id = ${golfThread.threadId} AND position = 1`.execute(database.db)
    await database.db
      .updateTable('threads')
      .set({ best_post_id: best.rows[0]?.id as number })
      .where('id', '=', golfThread.threadId)
      .execute()
    const results = await find('Heckklappendämpfer', { bestAnswerOnly: true })
    expect(threadIds(results)).toContain(golfThread.threadId)
  })

  test('a vehicle', async () => {
    const vehicle = await sql<{ manufacturer_id: number; series_id: number; model_id: number }>`
      SELECT s.manufacturer_id, m.series_id, m.id AS model_id FROM vehicle_models m JOIN vehicle_series s ON s.id = m.series_id
      ORDER BY m.id LIMIT 1`.execute(database.db)
    const v = vehicle.rows[0] as { manufacturer_id: number; series_id: number; model_id: number }
    const result = await posting().createThread(member, {
      boardId: 1065,
      title: 'Kennzeichenhalterung klappert',
      text: 'Die Kennzeichenhalterung klappert.',
      manufacturerId: v.manufacturer_id,
      seriesId: v.series_id,
      modelId: v.model_id,
      submissionKey: randomUUID(),
    })
    if (!result.ok) throw new Error('createThread')
    for (const [level, id] of [
      ['manufacturer', v.manufacturer_id],
      ['series', v.series_id],
      ['model', v.model_id],
    ] as const) {
      expect(threadIds(await find('Kennzeichenhalterung', { vehicle: { level, id } }))).toContain(
        result.threadId,
      )
    }
    expect(
      threadIds(await find('Kennzeichenhalterung', { vehicle: { level: 'model', id: v.model_id + 1 } })),
    ).not.toContain(result.threadId)
  })

  test('unknown author, board or vehicle: 400 with the German message, no exception', async () => {
    const outcome = await search().search(null, {
      ...EMPTY_SEARCH,
      term: 'Motor',
      authorName: 'gibt-es-nicht-4711',
      boardId: 999_999,
      vehicle: { level: 'model', id: 999_999 },
    })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.problems.map((p) => p.message)).toEqual([
      'Ein Mitglied mit diesem Namen gibt es nicht.',
      'Dieses Forum gibt es nicht.',
      'Dieses Fahrzeug gibt es nicht.',
    ])
  })
})

describe('odd input', () => {
  test.each([
    '"',
    '-',
    '!!!',
    "'; DROP TABLE posts; --",
    '& | ! <-> :*',
    'die der das',
    '\\',
    'a'.repeat(200),
    'x:* & y',
  ])('%j answers without an error', async (term) => {
    const results = await find(term)
    expect(Array.isArray(results.hits)).toBe(true)
  })

  test('an excluded word', async () => {
    const a = await newThread('Ventildeckeldichtung undicht', 'Ventildeckeldichtung ölt am Benziner.')
    const b = await newThread('Ventildeckeldichtung Diesel', 'Ventildeckeldichtung ölt am Diesel.')
    const ids = threadIds(await find('Ventildeckeldichtung -Diesel'))
    expect(ids).toContain(a.threadId)
    expect(ids).not.toContain(b.threadId)
    // found by its title, excluded by its question's text
    const c = await newThread('Ventildeckeldichtung wechseln', 'Beim Diesel ist das mehr Arbeit.')
    expect(threadIds(await find('Ventildeckeldichtung -Diesel'))).not.toContain(c.threadId)
    expect(threadIds(await find('Ventildeckeldichtung'))).toContain(c.threadId)
  })
})

describe('the vocabulary', () => {
  test('a new word is learnt as it is written and counted by the daily count', async () => {
    const { threadId } = await newThread(
      'Frage zur Hinterachsvermessung',
      'Wer macht eine Hinterachsvermessungsanlage?',
    )
    await reply(threadId, 'Die Hinterachsvermessungsanlage steht in Köln.')
    const before = await database.db
      .selectFrom('search_words')
      .select(['ndoc', 'lexeme', 'folded'])
      .where('word', '=', 'hinterachsvermessungsanlage')
      .executeTakeFirstOrThrow()
    expect(before).toEqual({
      ndoc: 1,
      lexeme: 'hinterachsvermessungsanlag',
      folded: 'hinterachsvermessungsanlage',
    })

    expect(await countSearchWords(database.db)).toBe(true)
    const after = await database.db
      .selectFrom('search_words')
      .select('ndoc')
      .where('word', '=', 'hinterachsvermessungsanlage')
      .executeTakeFirstOrThrow()
    expect(after.ndoc).toBe(2)
  })
})
