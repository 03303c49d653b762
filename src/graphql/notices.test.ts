import { execute, parse } from 'graphql'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { AppError } from '#domain/errors.ts'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { createOperationExecutor } from './operations.ts'
import { schema } from './schema.ts'

// spec 001 §7: the report flow's operations for the apps, as visitor and as member.

const MEMBER: Viewer = { userId: 5, roleRelations: [] }
const GODFATHER: Viewer = { userId: 4, roleRelations: [] }
const variant = variantForHost('localhost')
const run = createOperationExecutor(schema, () => {})

let database: TestDatabase
let visiblePost: number
let hiddenPost: number
let ownPost: number

const context = (viewer: Viewer | null, csrfVerified = false) =>
  createContext({ db: database.db, viewer, variant, csrfVerified })

beforeAll(async () => {
  database = await createTestDatabase('demo')
  const db = database.db
  const posts = await db
    .selectFrom('posts')
    .innerJoin('threads', 'threads.id', 'posts.thread_id')
    .select(['posts.id', 'posts.thread_id'])
    .where('threads.visibility', '=', 'Online')
    .where('threads.deleted_at', 'is', null)
    .where('posts.visibility', '=', 'Online')
    .where('posts.author_id', 'not in', [4, 5])
    .orderBy('posts.id')
    .limit(2)
    .execute()
  visiblePost = posts[0]!.id
  hiddenPost = posts[1]!.id
  await db.updateTable('posts').set({ visibility: 'Hidden' }).where('id', '=', hiddenPost).execute()
  ownPost = (
    await db
      .insertInto('posts')
      .values({
        thread_id: posts[0]!.thread_id,
        position: 100_000,
        author_id: 5,
        text: 'Eigener Beitrag',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => database.drop())

async function reasonOfFailure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    return error instanceof AppError ? error.reason : String(error)
  }
  return 'no error'
}

test('CanCreateNotice: visitors may not, members may once, never their own; hidden or unknown is null', async () => {
  const can = async (viewer: Viewer | null, id: number, type: 'ForumPost' | 'ForumThread' = 'ForumPost') =>
    (await run('CanCreateNotice', { contentItemType: type, contentItemId: id }, context(viewer))).notices
      .canCreateNotice
  expect(await can(null, visiblePost)).toEqual({
    canCreateNotice: false,
    contentItemHasResolvedModerationCases: false,
  })
  expect(await can(MEMBER, visiblePost)).toEqual({
    canCreateNotice: true,
    contentItemHasResolvedModerationCases: false,
  })
  expect(await can(MEMBER, ownPost)).toMatchObject({ canCreateNotice: false })
  // hidden content: nothing, not even that it exists
  expect(await can(null, hiddenPost)).toBeNull()
  expect(await can(MEMBER, hiddenPost)).toBeNull()
  expect(await can(MEMBER, 2147483647)).toBeNull()
})

test('NoticeReasonsAndLevels: the adjusted reasons by content type (spec 001 §5)', async () => {
  const forPost = (
    await run('NoticeReasonsAndLevels', { moderationContentItemType: 'ForumPost' }, context(null))
  ).notices.noticeReasonsAndLevels
  expect(forPost.noticeReasons).toContainEqual({
    id: 'OffTopic',
    noticeReason: 'Off-Topic Beitrag',
    category: 'Policy',
    parentLevelId: 'Richtlinienverstoss',
  })
  expect(forPost.noticeReasons).toContainEqual(
    expect.objectContaining({ id: 'Terrorismus', parentLevelId: 'Sonstiges' }),
  )
  expect(forPost.noticeReasons.map((reason) => reason.id)).toContain('WrongForum')
  expect(forPost.noticeReasonLevels).toContainEqual({
    levelId: 'Richtlinienverstoss',
    parentLevelId: null,
    description: 'Beitrag entspricht nicht den Beitragsregeln',
  })
  const forProfile = (
    await run('NoticeReasonsAndLevels', { moderationContentItemType: 'UserProfile' }, context(MEMBER))
  ).notices.noticeReasonsAndLevels
  expect(forProfile.noticeReasons.map((reason) => reason.id)).not.toContain('WrongForum')
  expect(forProfile.noticeReasonLevels).toContainEqual(
    expect.objectContaining({
      levelId: 'Richtlinienverstoss',
      description: 'Inhalt entspricht nicht den Beitragsregeln',
    }),
  )
})

test('CreateNoticePrerequisitesLoggedIn: only one’s own e-mail; visitors must log in', async () => {
  const own = await run('CreateNoticePrerequisitesLoggedIn', { userId: 5 }, context(MEMBER))
  expect(own.notices.createNoticePrerequisitesLoggedIn.email).toBe('demo-mitglied@example.org')
  expect(
    await reasonOfFailure(run('CreateNoticePrerequisitesLoggedIn', { userId: 4 }, context(MEMBER))),
  ).toBe('PermissionDenied')
  expect(await reasonOfFailure(run('CreateNoticePrerequisitesLoggedIn', { userId: 5 }, context(null)))).toBe(
    'LoginRequired',
  )
})

const CREATE = parse(`mutation Create($input: CreateNoticeInput!) {
  createNotice(input: $input) { noticeId status }
}`)

function input(overrides: Record<string, unknown> = {}) {
  return {
    contentItemType: 'ForumPost',
    contentItemId: visiblePost,
    reasonId: 'Spam',
    explanation: '',
    location: 'https://www.motor-talk.de/forum/x.html',
    reporterName: 'Pate',
    reporterEmail: 'pate@example.org',
    goodFaith: true,
    ...overrides,
  }
}

async function create(viewer: Viewer | null, csrf: boolean, values: Record<string, unknown>) {
  const result = await execute({
    schema,
    document: CREATE,
    variableValues: { input: values },
    contextValue: context(viewer, csrf),
  })
  const original = result.errors?.[0]?.originalError
  return {
    data: result.data as { createNotice: { noticeId: number; status: string } } | null | undefined,
    error:
      original instanceof AppError
        ? { reason: original.reason, status: original.status, description: original.description }
        : null,
  }
}

test('createNotice: members with the CSRF proof file once; the same checks as the form', async () => {
  expect((await create(null, false, input())).error?.reason).toBe('LoginRequired')
  expect((await create(GODFATHER, false, input())).error?.reason).toBe('PermissionDenied')
  const invalid = await create(GODFATHER, true, input({ goodFaith: false, reporterEmail: 'nope' }))
  expect(invalid.error).toMatchObject({ reason: 'BadUserInput', status: 400 })
  expect(JSON.parse(invalid.error!.description!)).toMatchObject({
    reporterEmail: 'Bitte gib eine gültige E-Mail-Adresse an.',
  })
  const hidden = await create(GODFATHER, true, input({ contentItemId: hiddenPost }))
  expect(hidden.error).toMatchObject({ reason: 'NotFound', status: 404 })

  const filed = await create(GODFATHER, true, input())
  expect(filed.error).toBeNull()
  expect(filed.data?.createNotice).toEqual({ noticeId: expect.any(Number), status: 'OpenNotice' })
  const twice = await create(GODFATHER, true, input())
  expect(twice.error).toMatchObject({ reason: 'BadUserInput', status: 409 })
  const can = await run(
    'CanCreateNotice',
    { contentItemType: 'ForumPost', contentItemId: visiblePost },
    context(GODFATHER),
  )
  expect(can.notices.canCreateNotice?.canCreateNotice).toBe(false)
  // one's own post
  const own = await create(MEMBER, true, input({ contentItemId: ownPost }))
  expect(own.error).toMatchObject({ reason: 'PermissionDenied', status: 403 })
})
