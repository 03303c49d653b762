import {
  execute,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  type VariableDefinitionNode,
} from 'graphql'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { loadOperations } from './operations.ts'
import { schema } from './schema.ts'

// decision 019: every field reachable from Query, walked as a visitor and as a plain member, with
// the ids of secret content in every id argument, shows none of that content. The secret rows
// get ids far above the demo's, so their digits cannot be mistaken for a counter.

const BOARD = 1065
const MEMBERS_ONLY = 990_001
const HIDDEN = 990_002
const DELETED = 990_003
const OPEN = 990_004
const POSTS = {
  membersOnly: 9_900_011,
  hidden: 9_900_021,
  deleted: 9_900_031,
  open: 9_900_041,
  hiddenReply: 9_900_042,
}
const MARK = {
  membersOnly: 'MARKER-MITGLIEDER-7QX',
  hidden: 'MARKER-VERSTECKT-8QX',
  deleted: 'MARKER-GELOESCHT-9QX',
  hiddenReply: 'MARKER-ANTWORT-6QX',
}

let database: TestDatabase
let author: { id: number; slug: string }
let member: Viewer
const variant = variantForHost('localhost')

async function insertThread(
  id: number,
  postId: number,
  title: string,
  text: string,
  state: { visibility: 'Online' | 'Hidden' | 'Offline'; deleted: boolean },
) {
  const db = database.db
  const now = new Date(Date.now() + 60_000)
  await db
    .insertInto('threads')
    .values({
      id,
      board_id: BOARD,
      title,
      slug: `geheim-${id}`,
      author_id: author.id,
      created_at: now,
      last_post_at: now,
      last_post_user_id: author.id,
      visibility: state.visibility,
      deleted_at: state.deleted ? now : null,
      post_count: 1,
      reply_count: 0,
      next_position: 1,
    })
    .execute()
  await db
    .insertInto('posts')
    .values({
      id: postId,
      thread_id: id,
      position: 0,
      author_id: author.id,
      text,
      created_at: now,
      image_count: 1,
    })
    .execute()
  await sql`INSERT INTO post_images (post_id, image_id, position, title, keywords)
    SELECT ${postId}, image_id, 0, ${`${text} Bild`}, keywords FROM post_images ORDER BY id LIMIT 1`.execute(
    db,
  )
  await db
    .updateTable('threads')
    .set({ first_post_id: postId, last_post_id: postId })
    .where('id', '=', id)
    .execute()
}

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const db = database.db
  const users = await db
    .selectFrom('users')
    .select(['id', 'slug', 'username'])
    .where('username', 'in', ['demo-mitglied', 'demo-forenpate'])
    .execute()
  const plain = users.find((user) => user.username === 'demo-mitglied')!
  author = users.find((user) => user.username === 'demo-forenpate')!
  member = { userId: plain.id, roleRelations: [] }
  // the members-only thread's title is public by design (its page says "nur für registrierte
  // Nutzer" and offers registration); its posts are not
  await insertThread(MEMBERS_ONLY, POSTS.membersOnly, 'Ein Thema für Mitglieder', MARK.membersOnly, {
    visibility: 'Offline',
    deleted: false,
  })
  await insertThread(HIDDEN, POSTS.hidden, `Titel ${MARK.hidden}`, MARK.hidden, {
    visibility: 'Hidden',
    deleted: false,
  })
  await insertThread(DELETED, POSTS.deleted, `Titel ${MARK.deleted}`, MARK.deleted, {
    visibility: 'Online',
    deleted: true,
  })
  await insertThread(OPEN, POSTS.open, 'Ein offenes Thema', 'Ein offener Beitrag', {
    visibility: 'Online',
    deleted: false,
  })
  // a hidden reply in an open thread, newer than everything
  await db
    .insertInto('posts')
    .values({
      id: POSTS.hiddenReply,
      thread_id: OPEN,
      position: 1,
      author_id: author.id,
      text: MARK.hiddenReply,
      created_at: new Date(Date.now() + 120_000),
      visibility: 'Hidden',
      image_count: 1,
    })
    .execute()
  await sql`INSERT INTO post_images (post_id, image_id, position, title, keywords)
    SELECT ${POSTS.hiddenReply}, image_id, 0, ${`${MARK.hiddenReply} Bild`}, keywords FROM post_images ORDER BY id LIMIT 1`.execute(
    db,
  )
  await db
    .updateTable('threads')
    .set({ next_position: 2, best_post_id: POSTS.hiddenReply })
    .where('id', '=', OPEN)
    .execute()
  // the profile's stored last post points into the members-only thread
  await db.updateTable('users').set({ last_post_id: POSTS.membersOnly }).where('id', '=', author.id).execute()
  await db
    .updateTable('boards')
    .set({ own_thread_count: sql`own_thread_count + 4`, anchors_computed_at: null })
    .where('id', '=', BOARD)
    .execute()
})
afterAll(() => database.drop())

const MAX_DEPTH = 5

/** The leaf fields of a type that need no argument we cannot fill. */
function leaves(type: GraphQLObjectType, argsFor: ArgFiller): string {
  const parts: string[] = []
  for (const field of Object.values(type.getFields())) {
    const args = argumentsOf(field, argsFor)
    if (args !== null && isLeafType(getNamedType(field.type))) parts.push(`${field.name}${args}`)
  }
  return parts.join(' ')
}

/**
 * Documents that together select every field reachable from each field of Query's namespaces
 * (threads.byId, boards.threadList, users.bySlug …): a breadth-first walk from each of them takes
 * every edge (type.field) once, by its shortest path, and selects the leaves at its end. Each
 * document is small enough for the complexity limits (docs/security.md), so every field really runs.
 */
function walkFrom(
  start: GraphQLObjectType,
  prefix: string[],
  startLists: number,
  argsFor: ArgFiller,
  out: string[],
): void {
  const seen = new Set<string>()
  let frontier: { type: GraphQLObjectType; path: string[]; lists: number }[] = [
    { type: start, path: prefix, lists: startLists },
  ]
  while (frontier.length > 0) {
    const next: typeof frontier = []
    for (const { type, path, lists } of frontier) {
      const own = leaves(type, argsFor)
      if (own) out.push(`{ ${path.map((part) => `${part} {`).join(' ')} ${own} ${'}'.repeat(path.length)} }`)
      if (path.length >= MAX_DEPTH + 1) continue
      for (const field of Object.values(type.getFields())) {
        const args = argumentsOf(field, argsFor)
        const named: GraphQLNamedType = getNamedType(field.type)
        const edge = `${type.name}.${field.name}`
        if (args === null || !isObjectType(named) || seen.has(edge)) continue
        const nested = lists + (isListType(getNullableType(field.type)) ? 1 : 0)
        // three nested lists cost more than the complexity limit allows
        if (nested > 2) continue
        seen.add(edge)
        next.push({ type: named, path: [...path, `${field.name}${args}`], lists: nested })
      }
    }
    frontier = next
  }
}

type ArgFiller = (name: string) => string | null

function argumentsOf(field: GraphQLField<unknown, unknown>, argsFor: ArgFiller): string | null {
  const given: string[] = []
  for (const arg of field.args) {
    const value = argsFor(arg.name)
    if (value === null) {
      if (isNonNullType(arg.type)) return null
      continue
    }
    given.push(`${arg.name}: ${value}`)
  }
  return given.length > 0 ? `(${given.join(', ')})` : ''
}

interface Target {
  threadId: number
  postId: number
}

const TARGETS: Target[] = [
  { threadId: MEMBERS_ONLY, postId: POSTS.membersOnly },
  { threadId: HIDDEN, postId: POSTS.hidden },
  { threadId: DELETED, postId: POSTS.deleted },
  { threadId: OPEN, postId: POSTS.hiddenReply },
]

function filler(target: Target): ArgFiller {
  return (name) => {
    switch (name) {
      case 'threadId':
        return String(target.threadId)
      case 'galleryId':
      case 'postId':
        return String(target.postId)
      case 'boardId':
        return String(BOARD)
      case 'userId':
        return String(author.id)
      case 'slug':
        return JSON.stringify(author.slug)
      case 'page':
        return '0'
      case 'limit':
        return '5'
      case 'context':
        return JSON.stringify(`reply:${target.threadId}`)
      default:
        return null
    }
  }
}

function walkQueries(target: Target): string[] {
  const query = schema.getQueryType()!
  const argsFor = filler(target)
  const documents: string[] = []
  for (const root of Object.values(query.getFields())) {
    const namespace = getNamedType(root.type)
    if (!isObjectType(namespace)) continue
    for (const field of Object.values(namespace.getFields())) {
      const args = argumentsOf(field, argsFor)
      const named = getNamedType(field.type)
      if (args === null) continue
      if (isObjectType(named))
        walkFrom(
          named,
          [root.name, `${field.name}${args}`],
          isListType(getNullableType(field.type)) ? 1 : 0,
          argsFor,
          documents,
        )
      else documents.push(`{ ${root.name} { ${field.name}${args} } }`)
    }
  }
  return documents
}

function secretsIn(text: string, who: 'visitor' | 'member'): string[] {
  const markers = who === 'visitor' ? Object.values(MARK) : [MARK.hidden, MARK.deleted, MARK.hiddenReply]
  const ids =
    who === 'visitor'
      ? [HIDDEN, DELETED, POSTS.membersOnly, POSTS.hidden, POSTS.deleted, POSTS.hiddenReply]
      : [HIDDEN, DELETED, POSTS.hidden, POSTS.deleted, POSTS.hiddenReply]
  return [
    ...markers.filter((marker) => text.includes(marker)),
    ...ids.filter((id) => new RegExp(`(?<![0-9])${id}(?![0-9])`).test(text)).map(String),
  ]
}

async function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
  const result = await execute({
    schema,
    document: parse(document),
    variableValues: variables,
    contextValue: createContext({ db: database.db, viewer, variant }),
  })
  return JSON.stringify({ data: result.data, errors: result.errors?.map((error) => error.message) })
}

/** Responses the schema's limits refused would prove nothing: the walk must really run. */
function refusedByLimits(response: string): boolean {
  return /erlaubte (Komplexität|Breite|Tiefe)/.test(response)
}

/** Runs the whole walk for every target, a few documents at a time, and lists what leaked. */
async function walk(
  who: 'visitor' | 'member',
): Promise<{ documents: number; refused: string[]; leaks: string[] }> {
  const viewer = who === 'visitor' ? null : member
  const all = TARGETS.flatMap((target) => walkQueries(target))
  const refused: string[] = []
  const leaks: string[] = []
  for (let index = 0; index < all.length; index += 8) {
    const batch = all.slice(index, index + 8)
    const responses = await Promise.all(batch.map((document) => run(document, viewer)))
    responses.forEach((response, at) => {
      if (refusedByLimits(response)) refused.push(batch[at]!)
      const found = secretsIn(response, who)
      if (found.length > 0) leaks.push(`${found.join(',')} in ${batch[at]}`)
    })
  }
  return { documents: all.length, refused, leaks }
}

test('walking every field from Query as a visitor shows no members-only, hidden or deleted content', {
  timeout: 120_000,
}, async () => {
  const result = await walk('visitor')
  expect(result.documents).toBeGreaterThan(1000)
  expect(result.refused).toEqual([])
  expect(result.leaks).toEqual([])
})

test('walking every field from Query as a plain member shows no hidden or deleted content', {
  timeout: 120_000,
}, async () => {
  const result = await walk('member')
  expect(result.refused).toEqual([])
  expect(result.leaks).toEqual([])
})

test('a member does see the members-only posts the visitor may not', async () => {
  const query = `{ boards { threadList(boardId: ${BOARD}, page: 0) { threads { id excerpt firstPost { text } } } } }`
  expect(await run(query, member)).toContain(MARK.membersOnly)
  expect(await run(query, null)).not.toContain(MARK.membersOnly)
})

test("the issue's query no longer returns a members-only thread's posts to a visitor", async () => {
  const response = await run(
    `{boards{threadList(boardId:${BOARD},page:0){threads{id excerpt firstPost{text} lastPost{text}}}}}`,
    null,
  )
  expect(response).toContain(String(MEMBERS_ONLY))
  expect(response).not.toContain(MARK.membersOnly)
})

test('every named operation run with the secret ids shows none of their content', async () => {
  const leaks: string[] = []
  for (const [name, document] of loadOperations(schema)) {
    const definition = document.definitions[0]
    const variables: VariableDefinitionNode[] =
      definition && definition.kind === 'OperationDefinition'
        ? [...(definition.variableDefinitions ?? [])]
        : []
    for (const target of TARGETS) {
      for (const [who, viewer] of [
        ['visitor', null],
        ['member', member],
      ] as const) {
        const values = Object.fromEntries(
          variables.flatMap((variable) => {
            const raw = filler(target)(variable.variable.name.value)
            return raw === null ? [] : [[variable.variable.name.value, JSON.parse(raw)]]
          }),
        )
        const response = await run(print(document), viewer, values)
        const found = secretsIn(response, who)
        if (found.length > 0) leaks.push(`${who} ${name} ${target.threadId}: ${found.join(',')}`)
      }
    }
  }
  expect(leaks).toEqual([])
})
