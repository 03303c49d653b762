import { expect, test } from 'vitest'
import {
  canGiveThumbsUp,
  canModerateContent,
  canReadHiddenProfileTexts,
  canReply,
  canSaveDraft,
  canStartThread,
  postingRestrictionMessage,
  type Viewer,
} from './permissions.ts'

// issue 12: restrictions bite, and who reads texts the moderation hid.

const member: Viewer = { userId: 1, roleRelations: [] }
const admin: Viewer = { userId: 2, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const moderator: Viewer = {
  userId: 3,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const board = { id: 2000, ancestorIds: [200], isOpen: true }
const restriction = { endsAt: new Date('2026-11-25T16:30:00Z') }

test('a member under a posting restriction writes nothing: no thread, reply, draft or thumbs up', () => {
  expect(canStartThread(member, board)).toBe(true)
  expect(canStartThread(member, board, restriction)).toBe(false)
  expect(canReply(member, { isOpen: true, board })).toBe(true)
  expect(canReply(member, { isOpen: true, board }, restriction)).toBe(false)
  expect(canReply(moderator, { isOpen: false, board }, { endsAt: null })).toBe(false)
  expect(canGiveThumbsUp(member, { authorId: 9 }, restriction)).toBe(false)
  expect(canSaveDraft(member)).toBe(true)
  expect(canSaveDraft(member, restriction)).toBe(false)
})

test('the restriction message names its end in Berlin time, or says it is permanent', () => {
  expect(postingRestrictionMessage(restriction)).toBe(
    'Dein Konto ist bis 25.11.2026, 17:30 Uhr eingeschränkt. Du kannst in dieser Zeit keine Beiträge verfassen.',
  )
  expect(postingRestrictionMessage({ endsAt: null })).toBe(
    'Dein Konto ist dauerhaft eingeschränkt. Du kannst keine Beiträge verfassen.',
  )
})

test('the moderation controls are for the moderators of the board and admins', () => {
  expect(canModerateContent(moderator, board)).toBe(true)
  expect(canModerateContent(moderator, { id: 3000, ancestorIds: [300] })).toBe(false)
  expect(canModerateContent(admin, { id: 3000 })).toBe(true)
  expect(canModerateContent(member, board)).toBe(false)
})

test('hidden profile texts reach only their owner and admins', () => {
  expect(canReadHiddenProfileTexts(member, 1)).toBe(true)
  expect(canReadHiddenProfileTexts(admin, 1)).toBe(true)
  expect(canReadHiddenProfileTexts(moderator, 1)).toBe(false)
  expect(canReadHiddenProfileTexts(null, 1)).toBe(false)
})
