import { execute, parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Viewer } from '#domain/permissions.ts'
import { variantForHost } from '#domain/variants.ts'
import { createPostingService } from '#services/posting/service.ts'
import { createServices, type Services } from '#services/services.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createContext } from './context.ts'
import { schema } from './schema.ts'

// decision 021: the moderation queries and mutations for the apps, with the pages' checks — visitors
// LoginRequired, members PermissionDenied, a moderator only for the cases of their boards.

const MEMBER = 5
const REPORTER = 4
const ADMIN: Viewer = { userId: 2, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const MODERATOR: Viewer = {
  userId: 3,
  roleRelations: [200, 201, 1065].map((id) => ({ userRole: 'moderator', relatedBoards: [{ id }] })),
}
const MEMBER_VIEWER: Viewer = { userId: MEMBER, roleRelations: [] }
let otherModerator: Viewer
let database: TestDatabase
let services: Services
let caseA: number
let caseB: number

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
  // a board outside the demo moderator's boards (and below none of them), with an open thread
  const scope = (await services.moderation.caseScope(MODERATOR)) ?? []
  const thread = (boards: number[], inside: boolean) =>
    db
      .selectFrom('threads')
      .select(['id', 'board_id'])
      .where('board_id', inside ? 'in' : 'not in', boards)
      .where('deleted_at', 'is', null)
      .where('visibility', '=', 'Online')
      .where('is_open', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  const threadA = await thread(scope, true)
  const threadB = await thread(scope, false)
  otherModerator = {
    userId: REPORTER,
    roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: threadB.board_id }] }],
  }
  const posting = createPostingService({ db, flood: { reply: [], thread: [] } })
  const replyA = await posting.createReply(MEMBER_VIEWER, {
    threadId: threadA.id,
    text: 'GQL-A',
    submissionKey: 'a',
  })
  const replyB = await posting.createReply(MEMBER_VIEWER, {
    threadId: threadB.id,
    text: 'GQL-B',
    submissionKey: 'b',
  })
  if (!replyA.ok || !replyB.ok) throw new Error('setup: replies failed')
  const notice = (postId: number) => ({
    contentItemType: 'ForumPost',
    contentItemId: postId,
    reasonId: 'Spam',
    explanation: '',
    location: 'ganzer Beitrag',
    reporterName: '',
    reporterEmail: 'melder@example.org',
    goodFaith: true,
  })
  const reporter = { userId: REPORTER, roleRelations: [] }
  const a = await services.moderation.createNotice(reporter, notice(replyA.postId))
  const b = await services.moderation.createNotice(reporter, notice(replyB.postId))
  if (!a.ok || !b.ok) throw new Error('setup: notices failed')
  caseA = a.noticeId
  caseB = b.noticeId
})
afterAll(() => database.drop())

async function run(document: string, viewer: Viewer | null, variables: Record<string, unknown> = {}) {
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
    }),
  })
  const reasons = (result.errors ?? []).map((error) => {
    const original = error.originalError as { reason?: string } | undefined
    return original?.reason ?? 'GraphQLError'
  })
  return { data: result.data as Record<string, unknown> | null | undefined, reasons, errors: result.errors }
}

const QUEUE = '{ moderationQueue { cases { noticeId title excerpt } nextCursor boards { id } } }'
const CASE =
  'query($id: Int!) { moderationCase(noticeId: $id) { noticeId status snapshot { text } reporter { email } } }'
const DECIDE = `mutation($id: Int!) {
  decideNotice(input: { noticeId: $id, decision: accept, visibility: Hidden, restriction: NONE, facts: "Werbung" }) { status }
}`
const MUTATIONS = [
  DECIDE,
  'mutation($id: Int!) { decideComplaint(noticeId: $id, outcome: uphold, facts: "Ok") { status } }',
  'mutation { restrictMember(userId: 5, restriction: HOURS_36, facts: "Spam") }',
  'mutation { liftRestriction(restrictionId: 1) }',
  'mutation { warnMember(userId: 5, facts: "Ton") }',
]
/** A root field of a result that must be there. */
function dataOf<T>(result: { data: Record<string, unknown> | null | undefined }, name: string): T {
  const value = result.data?.[name]
  if (value === undefined || value === null) throw new Error(`no ${name} in the result`)
  return value as T
}

const statusOf = async (id: number) =>
  (await database.db.selectFrom('notices').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status

describe('who may ask', () => {
  test('a visitor gets LoginRequired for the queue, the case, the messages and every mutation', async () => {
    expect((await run(QUEUE, null)).reasons).toEqual(['LoginRequired'])
    expect((await run(CASE, null, { id: caseA })).reasons).toEqual(['LoginRequired'])
    expect((await run('{ myModerationMessages { subject } }', null)).reasons).toEqual(['LoginRequired'])
    for (const mutation of [
      ...MUTATIONS,
      'mutation($id: Int!) { fileComplaint(noticeId: $id, text: "Das stimmt so nicht.") { status } }',
    ]) {
      expect((await run(mutation, null, { id: caseA })).reasons, mutation).toEqual(['LoginRequired'])
    }
  })

  test('a member gets PermissionDenied for the queue, the case and every staff mutation; nothing changes', async () => {
    const queue = await run(QUEUE, MEMBER_VIEWER)
    expect(queue.reasons).toEqual(['PermissionDenied'])
    expect(JSON.stringify(queue.data)).not.toContain('GQL-A')
    expect((await run(CASE, MEMBER_VIEWER, { id: caseA })).reasons).toEqual(['PermissionDenied'])
    for (const mutation of MUTATIONS) {
      expect((await run(mutation, MEMBER_VIEWER, { id: caseA })).reasons, mutation).toEqual([
        'PermissionDenied',
      ])
    }
    expect(await statusOf(caseA)).toBe('OpenNotice')
    const restrictions = await database.db.selectFrom('user_restrictions').select('id').execute()
    expect(restrictions).toEqual([])
  })

  test("the moderator of board A gets A's case, never B's: not in the queue, PermissionDenied on case and mutation", async () => {
    const queue = await run(QUEUE, MODERATOR)
    expect(queue.reasons).toEqual([])
    const ids = dataOf<{ cases: { noticeId: number }[] }>(queue, 'moderationQueue').cases.map(
      (item) => item.noticeId,
    )
    expect(ids).toContain(caseA)
    expect(ids).not.toContain(caseB)
    const own = await run(CASE, MODERATOR, { id: caseA })
    expect(own.data?.moderationCase).toMatchObject({
      noticeId: caseA,
      status: 'OpenNotice',
      snapshot: { text: 'GQL-A' },
    })
    const other = await run(CASE, MODERATOR, { id: caseB })
    expect(other.reasons).toEqual(['PermissionDenied'])
    expect(JSON.stringify(other.data)).not.toContain('GQL-B')
    expect((await run(DECIDE, MODERATOR, { id: caseB })).reasons).toEqual(['PermissionDenied'])
    expect(await statusOf(caseB)).toBe('OpenNotice')
    expect((await run(CASE, MODERATOR, { id: 999_999 })).reasons).toEqual(['NotFound'])
  })

  test('a mutation without the CSRF proof is refused even for staff', async () => {
    const result = await execute({
      schema,
      document: parse(DECIDE),
      variableValues: { id: caseA },
      contextValue: createContext({
        db: database.db,
        viewer: ADMIN,
        variant: variantForHost('localhost'),
        services,
      }),
    })
    expect((result.errors?.[0]?.originalError as { reason?: string } | undefined)?.reason).toBe(
      'PermissionDenied',
    )
    expect(await statusOf(caseA)).toBe('OpenNotice')
  })
})

describe('the decisions through the API', () => {
  test('a bad filter or cursor is BadUserInput', async () => {
    expect(
      (await run('{ moderationQueue(filter: { statusGroup: "nix" }) { nextCursor } }', MODERATOR)).reasons,
    ).toEqual(['BadUserInput'])
    expect((await run('{ moderationQueue(after: "x|1") { nextCursor } }', MODERATOR)).reasons).toEqual([
      'BadUserInput',
    ])
  })

  test('decide, complain, refuse the same person, uphold by another: the statuses move and the messages arrive', async () => {
    const missing = await run(
      'mutation($id: Int!) { decideNotice(input: { noticeId: $id, decision: accept }) { status } }',
      MODERATOR,
      { id: caseA },
    )
    expect(missing.reasons).toEqual(['BadUserInput'])
    expect(missing.errors?.[0]?.message).toBe('Bitte prüfe Deine Angaben.')
    const decided = await run(DECIDE, MODERATOR, { id: caseA })
    expect(decided.data?.decideNotice).toEqual({ status: 'Accepted' })
    const messages = await run(
      '{ myModerationMessages { noticeId partyRole subject body complaintUntil } }',
      MEMBER_VIEWER,
    )
    const statement = dataOf<
      {
        noticeId: number
        partyRole: string
        complaintUntil: string | null
      }[]
    >(messages, 'myModerationMessages').find((message) => message.noticeId === caseA)
    expect(statement).toMatchObject({ partyRole: 'AffectedUser' })
    expect(statement?.complaintUntil).not.toBeNull()
    // the reporter's messages are theirs alone
    const reporterMessages = await run('{ myModerationMessages { noticeId partyRole } }', {
      userId: REPORTER,
      roleRelations: [],
    })
    expect(reporterMessages.data?.myModerationMessages).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ partyRole: 'AffectedUser' })]),
    )

    const complaint = await run(
      'mutation($id: Int!, $text: String!) { fileComplaint(noticeId: $id, text: $text) { status } }',
      MEMBER_VIEWER,
      { id: caseA, text: 'Das war keine Werbung, bitte prüft das noch einmal.' },
    )
    expect(complaint.data?.fileComplaint).toEqual({ status: 'OpenComplaintAccepted' })
    // only a party complains; anyone else learns nothing of the case
    const notParty = await run(
      'mutation($id: Int!) { fileComplaint(noticeId: $id, text: "Ich beschwere mich hiermit.") { status } }',
      MODERATOR,
      { id: caseA },
    )
    expect(notParty.reasons).toEqual(['NotFound'])

    const uphold =
      'mutation($id: Int!) { decideComplaint(noticeId: $id, outcome: uphold, facts: "Erlaubt") { status } }'
    const same = await run(uphold, MODERATOR, { id: caseA })
    expect(same.reasons).toEqual(['PermissionDenied'])
    expect(same.errors?.[0]?.message).toContain('andere Person')
    expect((await run(uphold, otherModerator, { id: caseA })).reasons).toEqual(['PermissionDenied'])
    const upheld = await run(uphold, ADMIN, { id: caseA })
    expect(upheld.data?.decideComplaint).toEqual({ status: 'OverturnedAccepted' })
  })

  test('warn a member: staff only; a case of its own with the statement of reasons to the member', async () => {
    const warned = await run(
      'mutation { warnMember(userId: 5, facts: "Ton gegenüber anderen Mitgliedern") }',
      ADMIN,
    )
    expect(warned.errors).toBeUndefined()
    const id = warned.data?.warnMember as number
    expect(id).toBeGreaterThan(0)
    const statement = await database.db
      .selectFrom('moderation_messages')
      .select(['subject', 'body'])
      .where('notice_id', '=', id)
      .where('recipient_id', '=', MEMBER)
      .executeTakeFirstOrThrow()
    expect(statement.subject).toBe('Begründung der Moderation: Verwarnung')
    expect(statement.body).toContain('Wir verwarnen Dich.')
    expect(statement.body).toContain('Ton gegenüber anderen Mitgliedern')
    // nothing restricted by a warning
    expect(await services.moderation.activeRestriction(MEMBER)).toBeUndefined()
    const empty = await run('mutation { warnMember(userId: 5, facts: "") }', ADMIN)
    expect(empty.reasons).toEqual(['BadUserInput'])
  })

  test('restrict and lift a member: staff of the board only, the restriction in force and then lifted', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const restricted = await run(
      'mutation($until: String!) { restrictMember(userId: 5, restriction: CUSTOM, restrictionUntil: $until, facts: "Wiederholt Spam") }',
      ADMIN,
      { until },
    )
    expect(restricted.errors).toBeUndefined()
    const id = restricted.data?.restrictMember as number
    expect(id).toBeGreaterThan(0)
    expect(await services.moderation.activeRestriction(MEMBER)).toMatchObject({ id })
    // a moderator of a board the member never wrote in (the rule: server/staff-restrictions.test.ts)
    const elsewhere: Viewer = {
      userId: 3,
      roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 999_999 }] }],
    }
    expect((await run(`mutation { liftRestriction(restrictionId: ${id}) }`, elsewhere)).reasons).toEqual([
      'PermissionDenied',
    ])
    expect(
      (await run(`mutation { liftRestriction(restrictionId: ${id}) }`, ADMIN)).data?.liftRestriction,
    ).toBe(true)
    expect(await services.moderation.activeRestriction(MEMBER)).toBeUndefined()
  })
})
