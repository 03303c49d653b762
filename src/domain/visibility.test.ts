import { expect, test } from 'vitest'
import type { Viewer } from './permissions.ts'
import {
  acceptsWrites,
  isQuotable,
  PUBLIC_THREAD,
  postVisibility,
  type ThreadVisibilityFacts,
  threadVisibility,
} from './visibility.ts'

const member: Viewer = { userId: 1, roleRelations: [] }
const author: Viewer = { userId: 7, roleRelations: [] }
const moderator: Viewer = {
  userId: 2,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const otherModerator: Viewer = {
  userId: 3,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 300 }] }],
}
const admin: Viewer = { userId: 4, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const board = { id: 2000, ancestorIds: [200, 3] }
const online = { visibility: 'Online', deletedAt: null, authorId: 7 } as const

test.each([
  ['visitor', null, 'Online', false, { visible: true }],
  ['visitor', null, 'Offline', false, { visible: false, reason: 'HiddenLoggedOut' }],
  ['member', member, 'Offline', false, { visible: true }],
  // decision 020: a hidden thread answers 410 to visitors and members, its starter sees it marked
  ['visitor', null, 'Hidden', false, { visible: false, reason: 'Deleted' }],
  ['member', member, 'Hidden', false, { visible: false, reason: 'Deleted' }],
  ['starter', author, 'Hidden', false, { visible: true, marked: 'Hidden', authorOnly: true }],
  ['moderator of another board', otherModerator, 'Hidden', false, { visible: false, reason: 'Deleted' }],
  ['moderator of a parent board', moderator, 'Hidden', false, { visible: true, marked: 'Hidden' }],
  ['admin', admin, 'Hidden', false, { visible: true, marked: 'Hidden' }],
  // a deleted thread: 410 for everyone but the board's moderators, who see it marked
  ['visitor', null, 'Hidden', true, { visible: false, reason: 'Deleted' }],
  ['starter', author, 'Online', true, { visible: false, reason: 'Deleted' }],
  ['moderator of another board', otherModerator, 'Online', true, { visible: false, reason: 'Deleted' }],
  ['moderator', moderator, 'Online', true, { visible: true, marked: 'Deleted' }],
] as const)('thread for a %s: %s, deleted %s → %o', (_who, viewer, visibility, deleted, expected) => {
  expect(
    threadVisibility(viewer, { visibility, deletedAt: deleted ? new Date() : null, authorId: 7 }, board),
  ).toEqual(expected)
})

test('a hidden post is unknown to visitors and members, seen marked by its author and the moderators of its board', () => {
  const hidden = { visibility: 'Hidden', authorId: 7 } as const
  expect(postVisibility(null, hidden, online, board)).toEqual({ visible: false, reason: 'NotFound' })
  expect(postVisibility(member, hidden, online, board)).toEqual({ visible: false, reason: 'NotFound' })
  expect(postVisibility(author, hidden, online, board)).toEqual({
    visible: true,
    marked: 'Hidden',
    authorOnly: true,
  })
  expect(postVisibility(moderator, hidden, online, board)).toEqual({ visible: true, marked: 'Hidden' })
  expect(postVisibility(moderator, hidden, online, { id: 3000, ancestorIds: [300] })).toEqual({
    visible: false,
    reason: 'NotFound',
  })
})

test('a deleted post is unknown even to its author; the moderators see it marked', () => {
  const deleted = { visibility: 'Hidden', deletedAt: new Date(), authorId: 7 } as const
  expect(postVisibility(author, deleted, online, board)).toEqual({ visible: false, reason: 'NotFound' })
  expect(postVisibility(member, deleted, online, board)).toEqual({ visible: false, reason: 'NotFound' })
  expect(postVisibility(moderator, deleted, online, board)).toEqual({ visible: true, marked: 'Deleted' })
})

test("a post answers with its thread's refusal first", () => {
  expect(
    postVisibility(null, { visibility: 'Online' }, { visibility: 'Offline', deletedAt: null }, board),
  ).toEqual({
    visible: false,
    reason: 'HiddenLoggedOut',
  })
  expect(
    postVisibility(member, { visibility: 'Online' }, { ...online, visibility: 'Hidden' }, board),
  ).toEqual({ visible: false, reason: 'Deleted' })
})

test('content seen only as its author, or deleted, takes no writes; the moderators write into hidden threads', () => {
  const hiddenThread = { ...online, visibility: 'Hidden' } as const
  expect(acceptsWrites(threadVisibility(author, hiddenThread, board))).toBe(false)
  expect(
    acceptsWrites(postVisibility(author, { visibility: 'Online', authorId: 9 }, hiddenThread, board)),
  ).toBe(false)
  expect(acceptsWrites(threadVisibility(moderator, hiddenThread, board))).toBe(true)
  expect(acceptsWrites(threadVisibility(moderator, { ...online, deletedAt: new Date() }, board))).toBe(false)
  expect(acceptsWrites(threadVisibility(member, online, board))).toBe(true)
  expect(acceptsWrites(threadVisibility(member, hiddenThread, board))).toBe(false)
})

test('only a post its thread shows as published may be quoted (decision 024)', () => {
  const quotable = (
    viewer: Viewer | null,
    post: { visibility: 'Online' | 'Hidden' | 'Offline'; deletedAt?: Date },
    thread: ThreadVisibilityFacts = online,
  ) => isQuotable(postVisibility(viewer, { authorId: 7, ...post }, thread, board), post, thread)
  expect(quotable(member, { visibility: 'Online' })).toBe(true)
  expect(quotable(null, { visibility: 'Online' })).toBe(true)
  // seen marked by its author and the moderators: a quote would publish it again
  expect(quotable(author, { visibility: 'Hidden' })).toBe(false)
  expect(quotable(moderator, { visibility: 'Hidden' })).toBe(false)
  expect(quotable(moderator, { visibility: 'Hidden', deletedAt: new Date() })).toBe(false)
  expect(quotable(member, { visibility: 'Hidden' })).toBe(false)
  // members-only: not into a thread visitors read, but within a members-only thread
  expect(quotable(member, { visibility: 'Offline' })).toBe(false)
  expect(quotable(member, { visibility: 'Offline' }, { ...online, visibility: 'Offline' })).toBe(true)
  // a thread seen only as its starter
  expect(quotable(author, { visibility: 'Online' }, { ...online, visibility: 'Hidden' })).toBe(false)
})

test('decision 037: PUBLIC_THREAD, the filter of sitemaps, feeds and the poll list, is exactly what a visitor sees', () => {
  for (const visibility of ['Online', 'Hidden', 'Offline'] as const)
    for (const deletedAt of [null, new Date()]) {
      const facts = { visibility, deletedAt }
      const listed = visibility === PUBLIC_THREAD.visibility && deletedAt === PUBLIC_THREAD.deletedAt
      expect(threadVisibility(null, facts, board).visible, `${visibility} ${deletedAt}`).toBe(listed)
    }
})
