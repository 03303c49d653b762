import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MISUSE_SUSPENSION_AT, MISUSE_WARNING_AT, type NoticeStatus } from '#domain/moderation.ts'
import type { Viewer } from '#domain/permissions.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { createBoard, createThread } from '#testing/content.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { createMember, type TestMember } from '#testing/members.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { createModerationService, type ModerationService } from './service.ts'

// The moderation service against real PostgreSQL (decision 021): every status of
// design/moderation-states.md reached by its transition, with what each transition does to the
// content, the member's restriction, the case's history, the parties' messages and the mails.

let database: TestDatabase
let service: ModerationService
let db: TestDatabase['db']

let admin: Viewer
/** moderates three boards (cars and what is below it, bmw, tuning), as the roles in user_roles say */
let moderator: Viewer
let member: TestMember
/** A second moderator of the same boards: decides complaints. */
let otherModerator: Viewer

interface Post {
  id: number
  authorId: number
  email: string
}
let inScope: Post[] = []
let outOfScope: Post[] = []
const reporters: { id: number; email: string }[] = []

/** A moderator of these boards, with the user_roles rows the service reads. */
async function moderatorOf(boardIds: number[]): Promise<Viewer> {
  const { userId } = await createMember(db, { prefix: 'moderator' })
  await db
    .insertInto('user_roles')
    .values(boardIds.map((board_id) => ({ user_id: userId, role: 'moderator' as const, board_id })))
    .execute()
  return { userId, roleRelations: boardIds.map((id) => ({ userRole: 'moderator', relatedBoards: [{ id }] })) }
}

/** Replies by authors of their own (no author collects the restrictions of another test's case). */
async function repliesIn(boardId: number, count: number): Promise<Post[]> {
  const starter = await createMember(db)
  const authors: TestMember[] = []
  for (let i = 0; i < count; i++) authors.push(await createMember(db, { prefix: 'autor' }))
  const thread = await createThread(db, {
    boardId,
    authorId: starter.userId,
    replies: authors.map((author) => ({ authorId: author.userId, text: 'Felgen günstig, schreibt mir!' })),
  })
  return authors.map((author, i) => ({
    id: thread.postIds[i + 1]!,
    authorId: author.userId,
    email: author.email,
  }))
}

beforeAll(async () => {
  database = await createTestDatabase('empty')
  db = database.db
  service = createModerationService({ db, publicUrl: 'http://localhost' })
  const top = await createBoard(db)
  const cars = await createBoard(db, { parentId: top })
  const golf = await createBoard(db, { parentId: cars })
  const bmw = await createBoard(db, { parentId: top })
  const tuning = await createBoard(db, { parentId: top })
  const bikes = await createBoard(db, { parentId: top })
  admin = await createMember(db, { prefix: 'admin', role: 'admin' })
  moderator = await moderatorOf([cars, bmw, tuning])
  otherModerator = await moderatorOf([cars, bmw, tuning])
  member = await createMember(db, { prefix: 'mitglied' })
  for (let i = 0; i < 40; i++) {
    const reporter = await createMember(db, { prefix: 'melder' })
    reporters.push({ id: reporter.userId, email: reporter.email })
  }
  inScope = [...(await repliesIn(golf, 30)), ...(await repliesIn(bmw, 25)), ...(await repliesIn(tuning, 25))]
  outOfScope = await repliesIn(bikes, 8)
})
afterAll(() => database.drop())

// ---------------------------------------------------------------------------------------------
// helpers

let nextPost = 0
let nextOutside = 0
let nextReporter = 0
const takePost = () => {
  const post = inScope[nextPost++]
  if (!post) throw new Error('out of posts')
  return post
}
const takeReporter = (): Viewer & { email: string } => {
  const reporter = reporters[nextReporter++]
  if (!reporter) throw new Error('out of reporters')
  return { userId: reporter.id, roleRelations: [], email: reporter.email }
}

const notice = (contentItemId: number, over: Record<string, unknown> = {}) => ({
  contentItemType: 'ForumPost',
  contentItemId,
  reasonId: 'Spam',
  explanation: 'Werbung für Felgen, dreimal im selben Thema.',
  location: 'Der ganze Beitrag',
  reporterName: '',
  reporterEmail: 'melder@example.org',
  goodFaith: true,
  ...over,
})

async function file(post: Post, reporter: Viewer, over: Record<string, unknown> = {}) {
  const result = await service.createNotice(reporter, notice(post.id, over))
  if (!result.ok) throw new Error(`createNotice: ${result.status} ${result.message}`)
  return result.noticeId
}

async function ok<T>(promise: Promise<({ ok: true } & T) | Refusal>) {
  const result = await promise
  if (!result.ok) throw new Error(`${result.status} ${result.message}`)
  return result
}

async function postState(postId: number) {
  return db
    .selectFrom('posts')
    .select(['visibility', 'deleted_at'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
}

async function statusOf(noticeId: number): Promise<NoticeStatus> {
  const row = await db
    .selectFrom('notices')
    .select('status')
    .where('id', '=', noticeId)
    .executeTakeFirstOrThrow()
  return row.status as NoticeStatus
}

async function lastEvent(noticeId: number) {
  return db
    .selectFrom('notice_events')
    .selectAll()
    .where('notice_id', '=', noticeId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
}

/** The case's restriction rows (of the affected member). */
async function restrictionsOf(noticeId: number) {
  return db
    .selectFrom('user_restrictions')
    .select(['user_id', 'scope', 'ends_at', 'lifted_at'])
    .where('notice_id', '=', noticeId)
    .orderBy('id')
    .execute()
}

/** Marks where a step starts: what it writes afterwards is what the step did. */
async function mark() {
  const [message, job] = await Promise.all([
    sql<{ max: number | null }>`SELECT max(id) AS max FROM moderation_messages`.execute(db),
    sql<{ max: number | null }>`SELECT max(id) AS max FROM jobs`.execute(db),
  ])
  return { message: message.rows[0]?.max ?? 0, job: job.rows[0]?.max ?? 0 }
}

async function since(from: { message: number; job: number }) {
  const messages = await db
    .selectFrom('moderation_messages')
    .select([
      'notice_id',
      'recipient_id',
      'party_role',
      'notice_type',
      'status',
      'subject',
      'automated',
      'complaint_until',
    ])
    .where('id', '>', from.message)
    .orderBy('id')
    .execute()
  const jobs = await db
    .selectFrom('jobs')
    .select(['kind', 'payload'])
    .where('id', '>', from.job)
    .orderBy('id')
    .execute()
  const mails = jobs
    .filter((job) => job.kind === SEND_MAIL_JOB)
    .map((job) => (job.payload as { to: string; subject: string }).to)
  return { messages, mails }
}

type Party = { userId?: number; authorId?: number; email: string }
const idOf = (party: Party) => party.userId ?? party.authorId

/** A complaint filed: the complainant's receipt and the other party's note, each by message and mail, neither with a deadline. */
function expectComplaintTold(
  out: Awaited<ReturnType<typeof since>>,
  complainant: Party,
  other: Party,
  role: 'AffectedUser' | 'NoticeCreator',
) {
  expect(out.messages.map((m) => [m.recipient_id, m.party_role, m.complaint_until])).toEqual([
    [idOf(complainant), role, null],
    [idOf(other), role === 'AffectedUser' ? 'NoticeCreator' : 'AffectedUser', null],
  ])
  expect(out.messages[0]?.subject).toBe('Deine Beschwerde ist bei uns eingegangen')
  expect(out.messages[1]?.subject).toBe('Beschwerde gegen eine Entscheidung der Moderation')
  expect(out.mails).toEqual([complainant.email, other.email])
}

const SIX_MONTHS = 181 * 86_400_000
function expectComplaintWindow(until: Date | null) {
  expect(until).not.toBeNull()
  const left = (until as Date).getTime() - Date.now()
  expect(left).toBeGreaterThan(SIX_MONTHS - 5 * 86_400_000)
  expect(left).toBeLessThan(SIX_MONTHS + 5 * 86_400_000)
}

/** A fresh post in the moderator's boards, reported by a fresh reporter, accepted (hidden, 36 h). */
async function acceptedCase() {
  const post = takePost()
  const reporter = takeReporter()
  const noticeId = await file(post, reporter)
  await ok(
    service.decideNotice(moderator, {
      noticeId,
      decision: 'accept',
      visibility: 'Hidden',
      restriction: '36h',
      facts: 'Werbung für einen Felgenhändler ohne Bezug zum Thema.',
      ground: 'Beitragsregeln, Abschnitt Werbung',
    }),
  )
  return { post, reporter, noticeId, author: { userId: post.authorId, roleRelations: [] } as Viewer }
}

async function rejectedCase() {
  const post = takePost()
  const reporter = takeReporter()
  const noticeId = await file(post, reporter)
  await ok(
    service.decideNotice(moderator, { noticeId, decision: 'reject', facts: 'Kein Verstoß erkennbar.' }),
  )
  return { post, reporter, noticeId, author: { userId: post.authorId, roleRelations: [] } as Viewer }
}

const complaint = (noticeId: number) => ({
  noticeId,
  text: 'Ich halte die Entscheidung für falsch, bitte erneut prüfen.',
})
const decision = (noticeId: number, outcome: 'uphold' | 'reject') => ({
  noticeId,
  outcome,
  facts: outcome === 'uphold' ? 'Die Beschwerde ist begründet.' : 'Die Beschwerde ist unbegründet.',
})

// ---------------------------------------------------------------------------------------------
// the twelve statuses, each reached by its transition

describe('every status through the service', () => {
  test('file → OpenNotice: content stays, the reporter gets the receipt by message and mail', async () => {
    const post = takePost()
    const before = await mark()
    const noticeId = await file(post, member)
    expect(await statusOf(noticeId)).toBe('OpenNotice')
    expect(await postState(post.id)).toEqual({ visibility: 'Online', deleted_at: null })
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'file',
      from_status: null,
      to_status: 'OpenNotice',
      actor_id: member.userId,
      party_role: 'NoticeCreator',
      automated: false,
    })
    const { messages, mails } = await since(before)
    expect(messages).toEqual([
      expect.objectContaining({
        notice_id: noticeId,
        recipient_id: member.userId,
        party_role: 'NoticeCreator',
        status: 'OpenNotice',
        subject: 'Deine Meldung ist bei uns eingegangen',
      }),
    ])
    expect(mails).toEqual([member.email])
    expect(await restrictionsOf(noticeId)).toEqual([])
    // the snapshot keeps the content as reported
    const row = await db
      .selectFrom('notices')
      .select(['snapshot', 'board_id', 'affected_user_id'])
      .where('id', '=', noticeId)
      .executeTakeFirstOrThrow()
    expect(row.affected_user_id).toBe(post.authorId)
    expect((row.snapshot as { text: string }).text.length).toBeGreaterThan(0)
  })

  test('accept → Accepted: hidden, restricted 36 h, statement of reasons to the author, decision to the reporter', async () => {
    const post = takePost()
    const reporter = takeReporter()
    const noticeId = await file(post, reporter)
    const before = await mark()
    const result = await ok(
      service.decideNotice(moderator, {
        noticeId,
        decision: 'accept',
        visibility: 'Hidden',
        restriction: '36h',
        facts: 'Werbung für einen Felgenhändler.',
      }),
    )
    expect(result.status).toBe('Accepted')
    expect((await postState(post.id)).visibility).toBe('Hidden')
    const [restriction] = await restrictionsOf(noticeId)
    expect(restriction).toMatchObject({ user_id: post.authorId, scope: 'posting', lifted_at: null })
    const hours = (Number(restriction?.ends_at?.getTime()) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(35.9)
    expect(hours).toBeLessThan(36.1)
    expect(await service.activeRestriction(post.authorId)).toBeDefined()
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'accept',
      from_status: 'OpenNotice',
      to_status: 'Accepted',
      actor_id: moderator.userId,
      automated: false,
    })
    const { messages, mails } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status, m.notice_type])).toEqual([
      [post.authorId, 'AffectedUser', 'Accepted', 'ContentDeletion'],
      [reporter.userId, 'NoticeCreator', 'Accepted', null],
    ])
    expectComplaintWindow(messages[0]?.complaint_until ?? null)
    expect(messages[1]?.complaint_until).toBeNull()
    expect(mails.sort()).toEqual([post.email, reporter.email].sort())
    const decided = await db
      .selectFrom('notices')
      .select(['decided_by', 'decided_at', 'measure_visibility'])
      .where('id', '=', noticeId)
      .executeTakeFirstOrThrow()
    expect(decided).toMatchObject({ decided_by: moderator.userId, measure_visibility: 'Hidden' })
  })

  test('a notice on content removed already → AcceptedAutomatically, only the reporter hears', async () => {
    // 'Offline' keeps the post readable for members, so a second member can still report it
    const post = takePost()
    const first = await file(post, takeReporter())
    await ok(
      service.decideNotice(moderator, {
        noticeId: first,
        decision: 'accept',
        visibility: 'Offline',
        facts: 'Werbung.',
      }),
    )
    expect((await postState(post.id)).visibility).toBe('Offline')
    const second = takeReporter()
    const before = await mark()
    const result = await ok(service.createNotice(second, notice(post.id)))
    expect(result.status).toBe('AcceptedAutomatically')
    expect(await statusOf(result.noticeId)).toBe('AcceptedAutomatically')
    expect((await postState(post.id)).visibility).toBe('Offline')
    expect(await lastEvent(result.noticeId)).toMatchObject({
      event: 'acceptAutomatically',
      from_status: 'OpenNotice',
      to_status: 'AcceptedAutomatically',
      actor_id: null,
      automated: true,
    })
    const { messages, mails } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status, m.automated])).toEqual([
      [second.userId, 'NoticeCreator', 'OpenNotice', false],
      [second.userId, 'NoticeCreator', 'AcceptedAutomatically', true],
    ])
    expect(mails).toEqual([second.email, second.email])
  })

  test('open notices on the same content follow an acceptance → AcceptedAutomatically', async () => {
    const post = takePost()
    const [a, b] = [takeReporter(), takeReporter()]
    const first = await file(post, a)
    const duplicate = await file(post, b)
    const before = await mark()
    await ok(service.decideNotice(moderator, { noticeId: first, decision: 'accept', facts: 'Werbung.' }))
    expect(await statusOf(duplicate)).toBe('AcceptedAutomatically')
    expect(await lastEvent(duplicate)).toMatchObject({
      event: 'acceptAutomatically',
      automated: true,
      actor_id: null,
    })
    const { messages } = await since(before)
    expect(
      messages.filter((m) => m.notice_id === duplicate).map((m) => [m.recipient_id, m.status, m.automated]),
    ).toEqual([[b.userId, 'AcceptedAutomatically', true]])
  })

  test('reject → Rejected: content stays, no restriction, the reporter may complain', async () => {
    const post = takePost()
    const reporter = takeReporter()
    const noticeId = await file(post, reporter)
    const before = await mark()
    const result = await ok(
      service.decideNotice(moderator, { noticeId, decision: 'reject', facts: 'Kein Verstoß.' }),
    )
    expect(result.status).toBe('Rejected')
    expect(await postState(post.id)).toEqual({ visibility: 'Online', deleted_at: null })
    expect(await restrictionsOf(noticeId)).toEqual([])
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'reject',
      from_status: 'OpenNotice',
      to_status: 'Rejected',
    })
    const { messages, mails } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status])).toEqual([
      [reporter.userId, 'NoticeCreator', 'Rejected'],
    ])
    expectComplaintWindow(messages[0]?.complaint_until ?? null)
    expect(mails).toEqual([reporter.email])
    // the next reporter is told that a person has looked (spec 001 §3 'bereits geprüft')
    const next = await service.canCreateNotice(takeReporter(), 'ForumPost', post.id)
    expect(next).toEqual({ canCreateNotice: true, contentItemHasResolvedModerationCases: true })
  })

  test('Accepted → OpenComplaintAccepted → AcceptedFinal (complaint rejected by another moderator)', async () => {
    const { post, reporter, noticeId, author } = await acceptedCase()
    let before = await mark()
    expect((await ok(service.complain(author, complaint(noticeId)))).status).toBe('OpenComplaintAccepted')
    expect((await postState(post.id)).visibility).toBe('Hidden')
    expect((await restrictionsOf(noticeId))[0]?.lifted_at).toBeNull()
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'complain',
      from_status: 'Accepted',
      to_status: 'OpenComplaintAccepted',
      actor_id: author.userId,
      party_role: 'AffectedUser',
    })
    // filing a complaint: the complainant's receipt, and the other party learns of the review
    expectComplaintTold(await since(before), post, reporter, 'AffectedUser')

    before = await mark()
    const result = await ok(service.decideComplaint(otherModerator, decision(noticeId, 'reject')))
    expect(result.status).toBe('AcceptedFinal')
    expect((await postState(post.id)).visibility).toBe('Hidden')
    expect((await restrictionsOf(noticeId)).map((r) => r.lifted_at)).toEqual([null])
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'rejectComplaint',
      from_status: 'OpenComplaintAccepted',
      to_status: 'AcceptedFinal',
      actor_id: otherModerator.userId,
    })
    const { messages, mails } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status, m.complaint_until])).toEqual([
      [post.authorId, 'AffectedUser', 'AcceptedFinal', null],
      [reporter.userId, 'NoticeCreator', 'AcceptedFinal', null],
    ])
    expect(messages[0]?.subject).toMatch(/^Deine Beschwerde wurde geprüft/)
    expect(mails.sort()).toEqual([post.email, reporter.email].sort())
    // final: no further complaint
    expect((await service.complain(author, complaint(noticeId))).ok).toBe(false)
  })

  test('OpenComplaintAccepted → OverturnedAccepted → OpenComplaintAcceptedOverturned → AcceptedFinal (admin)', async () => {
    const { post, reporter, noticeId, author } = await acceptedCase()
    await ok(service.complain(author, complaint(noticeId)))
    let before = await mark()
    expect((await ok(service.decideComplaint(otherModerator, decision(noticeId, 'uphold')))).status).toBe(
      'OverturnedAccepted',
    )
    expect((await postState(post.id)).visibility).toBe('Online')
    const [lifted] = await restrictionsOf(noticeId)
    expect(lifted?.lifted_at).not.toBeNull()
    expect(await service.activeRestriction(post.authorId)).toBeUndefined()
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'upholdComplaint',
      to_status: 'OverturnedAccepted',
    })
    let out = await since(before)
    expect(out.messages.map((m) => [m.recipient_id, m.party_role, m.status, m.notice_type])).toEqual([
      [post.authorId, 'AffectedUser', 'OverturnedAccepted', 'ContentReinstatement'],
      [reporter.userId, 'NoticeCreator', 'OverturnedAccepted', null],
    ])
    expect(out.messages[0]?.complaint_until).toBeNull()
    expectComplaintWindow(out.messages[1]?.complaint_until ?? null)
    expect(out.mails.sort()).toEqual([post.email, reporter.email].sort())

    before = await mark()
    expect((await ok(service.complain(reporter, complaint(noticeId)))).status).toBe(
      'OpenComplaintAcceptedOverturned',
    )
    expect((await postState(post.id)).visibility).toBe('Online')
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'complain',
      party_role: 'NoticeCreator',
      actor_id: reporter.userId,
    })
    expectComplaintTold(await since(before), reporter, post, 'NoticeCreator')

    // the second round is for an admin
    const refused = await service.decideComplaint(moderator, decision(noticeId, 'uphold'))
    expect(refused).toMatchObject({
      ok: false,
      status: 403,
      message: 'Über diese Beschwerde entscheidet ein Administrator.',
    })
    before = await mark()
    expect((await ok(service.decideComplaint(admin, decision(noticeId, 'uphold')))).status).toBe(
      'AcceptedFinal',
    )
    expect((await postState(post.id)).visibility).toBe('Hidden')
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'upholdComplaint',
      from_status: 'OpenComplaintAcceptedOverturned',
      to_status: 'AcceptedFinal',
      actor_id: admin.userId,
    })
    // the case's restriction is in force again
    expect((await restrictionsOf(noticeId)).filter((r) => r.lifted_at === null)).toHaveLength(1)
    out = await since(before)
    expect(out.messages.map((m) => [m.recipient_id, m.party_role, m.status, m.complaint_until])).toEqual([
      [post.authorId, 'AffectedUser', 'AcceptedFinal', null],
      [reporter.userId, 'NoticeCreator', 'AcceptedFinal', null],
    ])
  })

  test('OpenComplaintAcceptedOverturned → RejectedFinal (admin keeps the reversal)', async () => {
    const { post, reporter, noticeId, author } = await acceptedCase()
    await ok(service.complain(author, complaint(noticeId)))
    await ok(service.decideComplaint(otherModerator, decision(noticeId, 'uphold')))
    await ok(service.complain(reporter, complaint(noticeId)))
    const before = await mark()
    expect((await ok(service.decideComplaint(admin, decision(noticeId, 'reject')))).status).toBe(
      'RejectedFinal',
    )
    expect((await postState(post.id)).visibility).toBe('Online')
    expect((await restrictionsOf(noticeId)).every((r) => r.lifted_at !== null)).toBe(true)
    const { messages } = await since(before)
    // the content was visible and stays so: only the reporter hears
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status])).toEqual([
      [reporter.userId, 'NoticeCreator', 'RejectedFinal'],
    ])
  })

  test('Rejected → OpenComplaintRejected → RejectedFinal', async () => {
    const { post, reporter, noticeId } = await rejectedCase()
    let before = await mark()
    expect((await ok(service.complain(reporter, complaint(noticeId)))).status).toBe('OpenComplaintRejected')
    expect((await postState(post.id)).visibility).toBe('Online')
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'complain',
      from_status: 'Rejected',
      party_role: 'NoticeCreator',
    })
    expectComplaintTold(await since(before), reporter, post, 'NoticeCreator')
    before = await mark()
    expect((await ok(service.decideComplaint(otherModerator, decision(noticeId, 'reject')))).status).toBe(
      'RejectedFinal',
    )
    expect((await postState(post.id)).visibility).toBe('Online')
    expect(await restrictionsOf(noticeId)).toEqual([])
    const { messages, mails } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status, m.complaint_until])).toEqual([
      [reporter.userId, 'NoticeCreator', 'RejectedFinal', null],
    ])
    expect(mails).toEqual([reporter.email])
  })

  test('OpenComplaintRejected → OverturnedRejected → OpenComplaintRejectedOverturned → RejectedFinal (admin)', async () => {
    const { post, reporter, noticeId, author } = await rejectedCase()
    await ok(service.complain(reporter, complaint(noticeId)))
    let before = await mark()
    expect((await ok(service.decideComplaint(otherModerator, decision(noticeId, 'uphold')))).status).toBe(
      'OverturnedRejected',
    )
    // a rejected notice now accepted: hidden by default
    expect((await postState(post.id)).visibility).toBe('Hidden')
    expect(await lastEvent(noticeId)).toMatchObject({
      event: 'upholdComplaint',
      to_status: 'OverturnedRejected',
    })
    let out = await since(before)
    expect(out.messages.map((m) => [m.recipient_id, m.party_role, m.status, m.notice_type])).toEqual([
      [post.authorId, 'AffectedUser', 'OverturnedRejected', 'ContentDeletion'],
      [reporter.userId, 'NoticeCreator', 'OverturnedRejected', null],
    ])
    expectComplaintWindow(out.messages[0]?.complaint_until ?? null)
    expect(out.messages[1]?.complaint_until).toBeNull()
    expect(out.mails.sort()).toEqual([post.email, reporter.email].sort())

    before = await mark()
    expect((await ok(service.complain(author, complaint(noticeId)))).status).toBe(
      'OpenComplaintRejectedOverturned',
    )
    expect((await postState(post.id)).visibility).toBe('Hidden')
    expectComplaintTold(await since(before), post, reporter, 'AffectedUser')
    expect((await service.decideComplaint(otherModerator, decision(noticeId, 'uphold'))).ok).toBe(false)

    before = await mark()
    expect((await ok(service.decideComplaint(admin, decision(noticeId, 'uphold')))).status).toBe(
      'RejectedFinal',
    )
    expect((await postState(post.id)).visibility).toBe('Online')
    out = await since(before)
    expect(out.messages.map((m) => [m.recipient_id, m.party_role, m.status, m.notice_type])).toEqual([
      [post.authorId, 'AffectedUser', 'RejectedFinal', 'ContentReinstatement'],
      [reporter.userId, 'NoticeCreator', 'RejectedFinal', null],
    ])
  })

  test('OpenComplaintRejectedOverturned → AcceptedFinal (admin confirms the removal)', async () => {
    const { post, reporter, noticeId, author } = await rejectedCase()
    await ok(service.complain(reporter, complaint(noticeId)))
    await ok(service.decideComplaint(otherModerator, decision(noticeId, 'uphold')))
    await ok(service.complain(author, complaint(noticeId)))
    const before = await mark()
    expect((await ok(service.decideComplaint(admin, decision(noticeId, 'reject')))).status).toBe(
      'AcceptedFinal',
    )
    expect((await postState(post.id)).visibility).toBe('Hidden')
    const { messages } = await since(before)
    expect(messages.map((m) => [m.recipient_id, m.party_role, m.status])).toEqual([
      [post.authorId, 'AffectedUser', 'AcceptedFinal'],
      [reporter.userId, 'NoticeCreator', 'AcceptedFinal'],
    ])
    expect(messages[0]?.subject).toMatch(/^Deine Beschwerde wurde geprüft/)
  })

  test('the history of a case holds every transition in order', async () => {
    const { noticeId, author } = await acceptedCase()
    await ok(service.complain(author, complaint(noticeId)))
    await ok(service.decideComplaint(admin, decision(noticeId, 'reject')))
    const events = await db
      .selectFrom('notice_events')
      .select(['event', 'from_status', 'to_status'])
      .where('notice_id', '=', noticeId)
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { event: 'file', from_status: null, to_status: 'OpenNotice' },
      { event: 'accept', from_status: 'OpenNotice', to_status: 'Accepted' },
      { event: 'complain', from_status: 'Accepted', to_status: 'OpenComplaintAccepted' },
      { event: 'rejectComplaint', from_status: 'OpenComplaintAccepted', to_status: 'AcceptedFinal' },
    ])
  })
})

// ---------------------------------------------------------------------------------------------
// refusals

describe('refusals', () => {
  test('a member deciding → 403; a visitor → 403; nothing changes', async () => {
    const post = takePost()
    const noticeId = await file(post, takeReporter())
    for (const viewer of [member, null]) {
      const result = await service.decideNotice(viewer, { noticeId, decision: 'accept', facts: 'x' })
      expect(result).toMatchObject({ ok: false, status: 403 })
    }
    expect(await statusOf(noticeId)).toBe('OpenNotice')
    expect((await postState(post.id)).visibility).toBe('Online')
  })

  test('a moderator of another board → 403 (and sees no such case)', async () => {
    const post = outOfScope[nextOutside++] as Post
    const noticeId = await file(post, takeReporter())
    expect(await service.decideNotice(moderator, { noticeId, decision: 'reject', facts: 'x' })).toMatchObject(
      {
        ok: false,
        status: 403,
      },
    )
    expect(await service.findCase(moderator, noticeId)).toMatchObject({ ok: false, status: 403 })
    expect(await statusOf(noticeId)).toBe('OpenNotice')
    // an admin may
    expect(
      (await ok(service.decideNotice(admin, { noticeId, decision: 'reject', facts: 'Kein Verstoß.' })))
        .status,
    ).toBe('Rejected')
  })

  test('the person who decided cannot decide the complaint → 403', async () => {
    const { noticeId, author } = await acceptedCase()
    await ok(service.complain(author, complaint(noticeId)))
    expect(await service.decideComplaint(moderator, decision(noticeId, 'uphold'))).toMatchObject({
      ok: false,
      status: 403,
      message:
        'Über eine Beschwerde entscheidet eine andere Person als die, die die Entscheidung getroffen hat.',
    })
    expect(await statusOf(noticeId)).toBe('OpenComplaintAccepted')
  })

  test('the second round by a non-admin → 403', async () => {
    const { noticeId, author } = await rejectedCase()
    const reporterRow = await db
      .selectFrom('notices')
      .select('reporter_id')
      .where('id', '=', noticeId)
      .executeTakeFirstOrThrow()
    await ok(
      service.complain({ userId: reporterRow.reporter_id as number, roleRelations: [] }, complaint(noticeId)),
    )
    await ok(service.decideComplaint(otherModerator, decision(noticeId, 'uphold')))
    await ok(service.complain(author, complaint(noticeId)))
    const everywhere: Viewer = {
      userId: 9_999,
      roleRelations: [{ userRole: 'moderator', relatedBoards: [] }],
    }
    for (const viewer of [moderator, everywhere]) {
      expect(await service.decideComplaint(viewer, decision(noticeId, 'reject'))).toMatchObject({
        ok: false,
        status: 403,
      })
    }
    expect(await statusOf(noticeId)).toBe('OpenComplaintRejectedOverturned')
  })

  test('a complaint by a non-party → 404; by a visitor → 403', async () => {
    const { noticeId } = await acceptedCase()
    expect(await service.complain(takeReporter(), complaint(noticeId))).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await service.complain(moderator, complaint(noticeId))).toMatchObject({ ok: false, status: 404 })
    expect(await service.complain(null, complaint(noticeId))).toMatchObject({ ok: false, status: 403 })
    // and by the wrong party: the reporter of an accepted notice has nothing to complain about
    const row = await db
      .selectFrom('notices')
      .select('reporter_id')
      .where('id', '=', noticeId)
      .executeTakeFirstOrThrow()
    expect(
      await service.complain({ userId: row.reporter_id as number, roleRelations: [] }, complaint(noticeId)),
    ).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await statusOf(noticeId)).toBe('Accepted')
  })

  test('a complaint after six months → 409', async () => {
    const { noticeId, author } = await acceptedCase()
    const later = createModerationService({
      db,
      publicUrl: 'http://localhost',
      now: () => new Date(Date.now() + 7 * 31 * 86_400_000),
    })
    expect(await later.complain(author, complaint(noticeId))).toMatchObject({
      ok: false,
      status: 409,
      message:
        'Eine Beschwerde ist nur innerhalb von 6 Monaten nach der Entscheidung und nur einmal je Entscheidung möglich.',
    })
    const inTime = createModerationService({
      db,
      publicUrl: 'http://localhost',
      now: () => new Date(Date.now() + 5 * 30 * 86_400_000),
    })
    const found = await ok(service.findCase(admin, noticeId))
    expect(inTime.complaintOpenTo(found.notice, 'AffectedUser')).not.toBeNull()
    expect(await statusOf(noticeId)).toBe('Accepted')
  })

  test('a complaint twice → 409', async () => {
    const { noticeId, author } = await acceptedCase()
    await ok(service.complain(author, complaint(noticeId)))
    expect(await service.complain(author, complaint(noticeId))).toMatchObject({ ok: false, status: 409 })
    expect(await statusOf(noticeId)).toBe('OpenComplaintAccepted')
  })

  test('a second report of the same content by the same member → 409 with the spec’s text', async () => {
    const post = takePost()
    const reporter = takeReporter()
    await file(post, reporter)
    expect(await service.createNotice(reporter, notice(post.id))).toMatchObject({
      ok: false,
      status: 409,
      message: 'Du hast diesen Inhalt bereits gemeldet.',
    })
    expect(await service.canCreateNotice(reporter, 'ForumPost', post.id)).toEqual({
      canCreateNotice: false,
      contentItemHasResolvedModerationCases: false,
    })
  })

  test('one’s own content → 403', async () => {
    const post = takePost()
    const author: Viewer = { userId: post.authorId, roleRelations: [] }
    expect(await service.createNotice(author, notice(post.id))).toMatchObject({
      ok: false,
      status: 403,
      message: 'Eigene Inhalte kannst Du nicht melden.',
    })
    expect((await service.canCreateNotice(author, 'ForumPost', post.id))?.canCreateNotice).toBe(false)
  })

  test('content a member cannot see → 404 (a report never confirms it exists)', async () => {
    const { post } = await acceptedCase()
    expect(await service.createNotice(takeReporter(), notice(post.id))).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await service.createNotice(takeReporter(), notice(2_000_000_000))).toMatchObject({
      ok: false,
      status: 404,
    })
  })

  test(`a reporter is warned at ${MISUSE_WARNING_AT} and suspended at ${MISUSE_SUSPENSION_AT} rejected notices`, async () => {
    const reporter = takeReporter()
    const warnings = async () =>
      db
        .selectFrom('moderation_messages')
        .select(['subject', 'notice_id'])
        .where('recipient_id', '=', reporter.userId)
        .where('subject', 'in', ['Hinweis zu Deinen Meldungen', 'Deine Meldemöglichkeit ist ausgesetzt'])
        .orderBy('id')
        .execute()
    for (let i = 1; i <= MISUSE_SUSPENSION_AT; i += 1) {
      const noticeId = await file(takePost(), reporter)
      await ok(service.decideNotice(moderator, { noticeId, decision: 'reject', facts: 'Kein Verstoß.' }))
      const sent = await warnings()
      if (i < MISUSE_WARNING_AT) expect(sent).toEqual([])
      if (i >= MISUSE_WARNING_AT && i < MISUSE_SUSPENSION_AT) {
        expect(sent).toEqual([{ subject: 'Hinweis zu Deinen Meldungen', notice_id: null }])
      }
      if (i < MISUSE_SUSPENSION_AT) {
        expect(await service.activeRestriction(reporter.userId, 'notices')).toBeUndefined()
      }
    }
    expect((await warnings()).map((w) => w.subject)).toEqual([
      'Hinweis zu Deinen Meldungen',
      'Deine Meldemöglichkeit ist ausgesetzt',
    ])
    const suspension = await service.activeRestriction(reporter.userId, 'notices')
    expect(suspension).toBeDefined()
    const days = (Number(suspension?.ends_at?.getTime()) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)
    // suspended from reporting, not from writing
    expect(await service.activeRestriction(reporter.userId, 'posting')).toBeUndefined()
    const post = takePost()
    expect(await service.createNotice(reporter, notice(post.id))).toMatchObject({
      ok: false,
      status: 403,
      message: 'Deine Möglichkeit, Inhalte zu melden, ist derzeit ausgesetzt.',
    })
    expect((await service.canCreateNotice(reporter, 'ForumPost', post.id))?.canCreateNotice).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------
// concurrency

test('two moderators deciding the same notice at once: exactly one wins', async () => {
  const post = takePost()
  const reporter = takeReporter()
  const noticeId = await file(post, reporter)
  const results = await Promise.all([
    service.decideNotice(moderator, { noticeId, decision: 'accept', facts: 'Werbung.' }),
    service.decideNotice(admin, { noticeId, decision: 'reject', facts: 'Kein Verstoß.' }),
  ])
  const winners = results.filter((result) => result.ok)
  const losers = results.filter((result) => !result.ok)
  expect(winners).toHaveLength(1)
  // the domain's one refusal (decision 042): the case moved on meanwhile
  expect(losers).toEqual([refuse(409, 'conflict', 'Über diesen Fall wurde bereits entschieden.')])
  const status = await statusOf(noticeId)
  expect(['Accepted', 'Rejected']).toContain(status)
  const decisions = await db
    .selectFrom('notice_events')
    .select('event')
    .where('notice_id', '=', noticeId)
    .where('event', 'in', ['accept', 'reject'])
    .execute()
  expect(decisions).toHaveLength(1)
  // the content matches the winner
  expect((await postState(post.id)).visibility).toBe(status === 'Accepted' ? 'Hidden' : 'Online')
  // the reporter heard of one decision only
  const told = await db
    .selectFrom('moderation_messages')
    .select('status')
    .where('notice_id', '=', noticeId)
    .where('recipient_id', '=', reporter.userId)
    .where('status', '<>', 'OpenNotice')
    .execute()
  expect(told).toEqual([{ status }])
})

describe('a decision changes only what its own measure covers', () => {
  test('rejecting a notice does not bring back a post the moderation removed on its own meanwhile', async () => {
    const post = takePost()
    const noticeId = await file(post, takeReporter())
    await ok(
      service.moderateContent(moderator, {
        target: 'post',
        id: post.id,
        action: 'delete',
        facts: 'Doppelpost.',
      }),
    )
    const removed = await postState(post.id)
    expect(removed.visibility).toBe('Hidden')
    expect(removed.deleted_at).not.toBeNull()
    await ok(service.decideNotice(admin, { noticeId, decision: 'reject', facts: 'Kein Spam.' }))
    expect(await postState(post.id)).toEqual(removed)
  })

  test('a complaint about a rejection rejected again leaves the post as it is', async () => {
    const { post, reporter, noticeId } = await rejectedCase()
    await ok(service.complain(reporter, complaint(noticeId)))
    await ok(
      service.moderateContent(admin, { target: 'post', id: post.id, action: 'hide', facts: 'Off-Topic.' }),
    )
    await ok(service.decideComplaint(otherModerator, decision(noticeId, 'reject')))
    expect((await postState(post.id)).visibility).toBe('Hidden')
  })
})

describe('review fixes', () => {
  test('with MT-761_dsa off the apps can neither ask nor report (the route and GraphQL share the rule)', async () => {
    const post = takePost()
    const reporter = takeReporter()
    await db.updateTable('feature_switches').set({ enabled: false }).where('key', '=', 'MT-761_dsa').execute()
    try {
      expect(await service.canCreateNotice(reporter, 'ForumPost', post.id)).toBeNull()
      const refused = await service.createNotice(reporter, notice(post.id))
      expect(refused.ok).toBe(false)
      expect(!refused.ok && refused.status).toBe(404)
    } finally {
      await db
        .updateTable('feature_switches')
        .set({ enabled: true })
        .where('key', '=', 'MT-761_dsa')
        .execute()
    }
    expect(await service.canCreateNotice(reporter, 'ForumPost', post.id)).not.toBeNull()
  })

  test('hiding content twice opens one case and tells the member once', async () => {
    const post = takePost()
    const before = await mark()
    const hide = { target: 'post', id: post.id, action: 'hide', facts: 'Off-Topic.' }
    await ok(service.moderateContent(moderator, hide))
    await ok(service.moderateContent(moderator, hide))
    const cases = await db
      .selectFrom('notices')
      .select('id')
      .where('content_type', '=', 'ForumPost')
      .where('content_id', '=', post.id)
      .execute()
    expect(cases).toHaveLength(1)
    expect((await since(before)).messages).toHaveLength(1)
  })
})
