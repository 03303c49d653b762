import { expect, test } from 'vitest'
import {
  canComment,
  canGiveThumbsUp,
  canModerateContent,
  canPlaceAd,
  canReadHiddenProfileTexts,
  canReply,
  canReport,
  canSaveDraft,
  canStartThread,
  canUpload,
  offersReply,
  postingRestrictionMessage,
  type Viewer,
} from './permissions.ts'
import {
  RESTRICTED_ACTIONS,
  RESTRICTED_WRITING,
  type RestrictedActivity,
  restrictionForbids,
} from './posting-restriction.ts'

// decision 021: restrictions bite, and who reads texts the moderation hid.

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

test('the restriction message names its end in Berlin time, or says it is permanent, and all it forbids', () => {
  expect(postingRestrictionMessage(restriction)).toBe(
    'Dein Konto ist bis 25.11.2026, 17:30 Uhr eingeschränkt. Du kannst in dieser Zeit keine Beiträge, Themen, Kommentare, Blogartikel, Tests, Anzeigen oder Meldungen verfassen, nichts bearbeiten, nichts bewerten und keine Dateien hochladen.',
  )
  expect(postingRestrictionMessage({ endsAt: null })).toBe(
    'Dein Konto ist dauerhaft eingeschränkt. Du kannst keine Beiträge, Themen, Kommentare, Blogartikel, Tests, Anzeigen oder Meldungen verfassen, nichts bearbeiten, nichts bewerten und keine Dateien hochladen.',
  )
})

test('what the restriction says it forbids is what the checks forbid: reporting included', () => {
  expect(canReport(member)).toBe(true)
  expect(canReport(member, restriction)).toBe(false)
  expect(postingRestrictionMessage(restriction)).toContain('Meldungen')
  // every activity named in the text is refused while the restriction lasts
  for (const activity of [...Object.keys(RESTRICTED_WRITING), ...Object.keys(RESTRICTED_ACTIONS)]) {
    expect(restrictionForbids(restriction, activity as RestrictedActivity)).toBe(true)
    expect(restrictionForbids(null, activity as RestrictedActivity)).toBe(false)
  }
  expect(canComment(member, { commentsEnabled: true }, restriction)).toBe(false)
  expect(canPlaceAd(member, restriction)).toBe(false)
  expect(canUpload(member, restriction)).toBe(false)
  // the thread page offers no reply box to a restricted member, whatever the thread
  const open = { isOpen: true, isHidden: false, isDeleted: false }
  expect(offersReply(open, true)).toBe(true)
  expect(offersReply(open, false, restriction)).toBe(false)
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
