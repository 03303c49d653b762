import { expect, test } from 'vitest'
import type { Viewer } from './permissions.ts'
import { postVisibility, threadVisibility } from './visibility.ts'

const member: Viewer = { userId: 1, roleRelations: [] }
const moderator: Viewer = {
  userId: 2,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const board = { id: 2000, ancestorIds: [200, 3] }
const online = { visibility: 'Online', deletedAt: null } as const

test.each([
  ['visitor', null, 'Online', false, { visible: true }],
  ['visitor', null, 'Offline', false, { visible: false, reason: 'HiddenLoggedOut' }],
  ['member', member, 'Offline', false, { visible: true }],
  ['member', member, 'Hidden', false, { visible: false, reason: 'NotFound' }],
  ['moderator of a parent board', moderator, 'Hidden', false, { visible: true }],
  ['moderator', moderator, 'Online', true, { visible: false, reason: 'Deleted' }],
  ['visitor', null, 'Hidden', true, { visible: false, reason: 'Deleted' }],
] as const)('thread for a %s: %s, deleted %s → %o', (_who, viewer, visibility, deleted, expected) => {
  expect(threadVisibility(viewer, { visibility, deletedAt: deleted ? new Date() : null }, board)).toEqual(
    expected,
  )
})

test('a hidden post is unknown to members and visible to the moderators of its board', () => {
  expect(postVisibility(member, { visibility: 'Hidden' }, online, board)).toEqual({
    visible: false,
    reason: 'NotFound',
  })
  expect(postVisibility(moderator, { visibility: 'Hidden' }, online, board)).toEqual({ visible: true })
  expect(
    postVisibility(moderator, { visibility: 'Hidden' }, online, { id: 3000, ancestorIds: [300] }),
  ).toEqual({
    visible: false,
    reason: 'NotFound',
  })
})

test("a post answers with its thread's refusal first", () => {
  expect(
    postVisibility(null, { visibility: 'Online' }, { visibility: 'Offline', deletedAt: null }, board),
  ).toEqual({
    visible: false,
    reason: 'HiddenLoggedOut',
  })
})
