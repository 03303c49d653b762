import { execute, parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { DEMO_ACCOUNTS } from '#seed/seed.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createServices, type Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { schema } from './schema.ts'

// decision 026: editing through GraphQL for the apps: the same rights the thread page shows
// (self.canEdit, canEditTitle, canPin), the same service behind the mutations, and a post's
// versions only for the moderation — a visitor or member asking for them gets nothing.

const MEMBER: Viewer = { userId: DEMO_ACCOUNTS.member.id, roleRelations: [] }
const MODERATOR: Viewer = {
  userId: DEMO_ACCOUNTS.moderator.id,
  roleRelations: [200, 201, 1065].map((id) => ({ userRole: 'moderator', relatedBoards: [{ id }] })),
}
const GODFATHER: Viewer = {
  userId: DEMO_ACCOUNTS.godfather.id,
  roleRelations: [200, 2000].map((id) => ({ userRole: 'godfather', relatedBoards: [{ id }] })),
}
let other: Viewer
let database: TestDatabase
let services: Services
let golfThread: { id: number; author_id: number }
let bmwThread: { id: number }
let fresh: number
let old: number

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const db = database.db
  services = createServices(
    db,
    {
      publicUrl: 'http://localhost',
      smtpUrl: undefined,
      mailFrom: 'x@localhost',
      outboxDir: '/nonexistent',
      showsOutbox: false,
      uploadsDir: '/nonexistent',
    },
    () => {},
  )
  const open = (boardId: number) =>
    db
      .selectFrom('threads')
      .select(['id', 'author_id'])
      .where('board_id', '=', boardId)
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .where('is_open', '=', true)
      .where('author_id', '<>', DEMO_ACCOUNTS.godfather.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  golfThread = await open(2000)
  bmwThread = await open(201)
  const reply = await createPostingService({ db, flood: { reply: [], thread: [] } }).createReply(MEMBER, {
    threadId: golfThread.id,
    text: 'Erste Fassung aus der App.',
    submissionKey: 'gql-edit',
  })
  if (!reply.ok) throw new Error('setup: reply failed')
  fresh = reply.postId
  // demo-mitglied's seeded posts are years old: long past the window
  const seeded = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select('posts.id')
    .where('posts.author_id', '=', MEMBER.userId)
    .where('posts.visibility', '=', 'Online')
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('threads.is_open', '=', true)
    .where('posts.created_at', '<', new Date(Date.now() - 86_400_000))
    .orderBy('posts.id')
    .executeTakeFirstOrThrow()
  old = seeded.id
  const someone = await db
    .selectFrom('users')
    .select('id')
    .where('id', '>', 10)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  other = { userId: someone.id, roleRelations: [] }
})
afterAll(() => database.drop())

/** The shapes the queries below ask for (only what the tests read). */
interface Answer {
  post?: {
    text: string
    editCount: number
    self: { canEdit: boolean; canSeeHistory: boolean }
    revisions: { text: string }[] | null
  } | null
  editPost?: { path: string; changed: boolean }
  editThreadTitle?: { path: string; changed: boolean }
  setThreadSticky?: { changed: boolean }
  threads?: {
    byId: {
      self: { canEditTitle: boolean; canPin: boolean }
      titleRevisions: { text: string }[] | null
    } | null
  }
}

async function run(
  document: string,
  viewer: Viewer | null,
  variables: Record<string, unknown> = {},
  now: Date = new Date(),
) {
  const result = await execute({
    schema,
    document: parse(document),
    variableValues: variables,
    contextValue: createContext({
      db: database.db,
      viewer,
      variant: variantForHost('localhost'),
      services,
      csrfVerified: viewer !== null,
      now,
    }),
  })
  const reasons = (result.errors ?? []).map(
    (error) => (error.originalError as { reason?: string } | undefined)?.reason ?? 'GraphQLError',
  )
  return { data: result.data as Answer | null | undefined, reasons, errors: result.errors }
}

const CAN_EDIT = 'query($id: Int!) { post(postId: $id) { id editCount self { canEdit canSeeHistory } } }'
const EDIT = 'mutation($id: Int!, $text: String!) { editPost(postId: $id, text: $text) { path changed } }'
const REVISIONS =
  'query($id: Int!) { post(postId: $id) { text revisions { version text byModeration isCurrent writer { displayName } } } }'

describe('self.canEdit asks the same rule as the service', () => {
  test('the author within 120 minutes, not after; other members and visitors never; the moderator always', async () => {
    const canEdit = async (viewer: Viewer | null, now?: Date) =>
      (await run(CAN_EDIT, viewer, { id: fresh }, now)).data?.post?.self.canEdit
    expect(await canEdit(MEMBER)).toBe(true)
    expect(await canEdit(MEMBER, new Date(Date.now() + 121 * 60_000))).toBe(false)
    expect(await canEdit(other)).toBe(false)
    expect(await canEdit(null)).toBe(false)
    expect(await canEdit(GODFATHER)).toBe(false)
    expect(await canEdit(MODERATOR, new Date(Date.now() + 30 * 86_400_000))).toBe(true)
    expect((await run(CAN_EDIT, MEMBER, { id: old })).data?.post?.self.canEdit).toBe(false)
  })
})

describe('editPost', () => {
  test('the author edits a fresh post; the same text again changes nothing', async () => {
    const result = await run(EDIT, MEMBER, { id: fresh, text: 'Zweite Fassung aus der App.' })
    expect(result.reasons).toEqual([])
    expect(result.data?.editPost).toEqual({
      path: expect.stringMatching(new RegExp(`#post-${fresh}$`)),
      changed: true,
    })
    const again = await run(EDIT, MEMBER, { id: fresh, text: 'Zweite Fassung aus der App.' })
    expect(again.data?.editPost?.changed).toBe(false)
  })

  test("an old own post, another member's post, bad input and visitors are refused like the form refuses them", async () => {
    expect((await run(EDIT, MEMBER, { id: old, text: 'Zu spät' })).reasons).toEqual(['PermissionDenied'])
    expect((await run(EDIT, other, { id: fresh, text: 'Fremd' })).reasons).toEqual(['PermissionDenied'])
    const empty = await run(EDIT, MEMBER, { id: fresh, text: '   ' })
    expect(empty.reasons).toEqual(['BadUserInput'])
    const description = (empty.errors?.[0]?.originalError as { description?: string } | undefined)
      ?.description
    expect(JSON.parse(description ?? '{}')).toEqual({
      text: 'Bitte fülle dieses Feld aus.',
    })
    expect((await run(EDIT, null, { id: fresh, text: 'Besucher' })).reasons).toEqual(['LoginRequired'])
    expect((await run(EDIT, MEMBER, { id: 2_000_000_000, text: 'x' })).reasons).toEqual(['NotFound'])
  })

  test('the moderator edits the old post; the moderator reads both versions, a visitor and a member read none', async () => {
    const before = (await run(REVISIONS, MODERATOR, { id: old })).data?.post
    if (!before) throw new Error('no post')
    const edited = await run(EDIT, MODERATOR, { id: old, text: 'Von der Moderation gekürzt.' })
    expect(edited.reasons).toEqual([])
    const history = (await run(REVISIONS, MODERATOR, { id: old })).data?.post
    expect(history?.revisions).toEqual([
      {
        version: 2,
        text: 'Von der Moderation gekürzt.',
        byModeration: true,
        isCurrent: true,
        writer: { displayName: 'demo-moderator' },
      },
      {
        version: 1,
        text: before.text,
        byModeration: false,
        isCurrent: false,
        writer: { displayName: expect.any(String) },
      },
    ])
    for (const viewer of [null, MEMBER, other, GODFATHER]) {
      const seen = await run(REVISIONS, viewer, { id: old })
      expect(seen.reasons).toEqual([])
      expect(seen.data?.post?.revisions).toBeNull()
      expect(JSON.stringify(seen.data)).not.toContain(before.text)
    }
    expect((await run(CAN_EDIT, MODERATOR, { id: old })).data?.post).toMatchObject({
      editCount: 1,
      self: { canSeeHistory: true },
    })
    expect((await run(CAN_EDIT, null, { id: old })).data?.post?.self.canSeeHistory).toBe(false)
  })
})

describe('titles and pins', () => {
  const SELF =
    'query($id: Int!) { threads { byId(threadId: $id) { self { canEditTitle canPin } titleRevisions { text } } } }'
  const TITLE =
    'mutation($id: Int!, $title: String!) { editThreadTitle(threadId: $id, title: $title) { path changed } }'
  const PIN =
    'mutation($id: Int!, $sticky: Boolean!) { setThreadSticky(threadId: $id, sticky: $sticky) { changed } }'

  test("the board's Forenpate may, in another board not; the starter never", async () => {
    const self = async (viewer: Viewer | null, id: number) =>
      (await run(SELF, viewer, { id })).data?.threads?.byId?.self
    expect(await self(GODFATHER, golfThread.id)).toEqual({ canEditTitle: true, canPin: true })
    expect(await self(GODFATHER, bmwThread.id)).toEqual({ canEditTitle: false, canPin: false })
    expect(await self({ userId: golfThread.author_id, roleRelations: [] }, golfThread.id)).toEqual({
      canEditTitle: false,
      canPin: false,
    })
    expect(await self(null, golfThread.id)).toEqual({ canEditTitle: false, canPin: false })
    expect(await self(MODERATOR, bmwThread.id)).toEqual({ canEditTitle: true, canPin: true })
  })

  test('the mutations: the Forenpate changes the title and pins in their board, is refused in another; the starter is refused', async () => {
    const done = await run(TITLE, GODFATHER, { id: golfThread.id, title: 'Neuer Titel aus der App' })
    expect(done.data?.editThreadTitle).toEqual({
      path: `/forum/neuer-titel-aus-der-app-t${golfThread.id}.html`,
      changed: true,
    })
    expect((await run(TITLE, GODFATHER, { id: bmwThread.id, title: 'Fremdes Forum' })).reasons).toEqual([
      'PermissionDenied',
    ])
    const starter = { userId: golfThread.author_id, roleRelations: [] }
    expect((await run(TITLE, starter, { id: golfThread.id, title: 'Vom Starter' })).reasons).toEqual([
      'PermissionDenied',
    ])
    expect((await run(PIN, GODFATHER, { id: golfThread.id, sticky: true })).data?.setThreadSticky).toEqual({
      changed: true,
    })
    expect((await run(PIN, GODFATHER, { id: bmwThread.id, sticky: true })).reasons).toEqual([
      'PermissionDenied',
    ])
    expect((await run(PIN, MEMBER, { id: golfThread.id, sticky: false })).reasons).toEqual([
      'PermissionDenied',
    ])
    // the old title is a version, for the moderation only
    const moderator = (await run(SELF, MODERATOR, { id: golfThread.id })).data?.threads?.byId?.titleRevisions
    expect(moderator?.map((v) => v.text)[0]).toBe('Neuer Titel aus der App')
    expect(moderator).toHaveLength(2)
    for (const viewer of [null, MEMBER, GODFATHER]) {
      expect((await run(SELF, viewer, { id: golfThread.id })).data?.threads?.byId?.titleRevisions).toBeNull()
    }
  })
})
