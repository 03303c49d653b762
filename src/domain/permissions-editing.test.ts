import { expect, test } from 'vitest'
import { OWN_POST_EDIT_WINDOW_MINUTES } from './limits.ts'
import {
  canEditPost,
  canEditThreadTitle,
  canPinThread,
  canSeePostHistory,
  type EditablePost,
  editWindowEnd,
  type Viewer,
  withinEditWindow,
} from './permissions.ts'

// docs/decisions/026-editing.md: who edits which post, title and pin, with an injected clock.

const author: Viewer = { userId: 10, roleRelations: [] }
const otherMember: Viewer = { userId: 20, roleRelations: [] }
const moderatorOfVw: Viewer = {
  userId: 11,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const moderatorOfBmw: Viewer = {
  userId: 15,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 201 }] }],
}
const admin: Viewer = { userId: 12, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const godfatherOfGolf: Viewer = {
  userId: 13,
  roleRelations: [{ userRole: 'godfather', relatedBoards: [{ id: 2000 }] }],
}

const sentAt = new Date('2026-11-23T12:00:00Z')
const after = (minutes: number, seconds = 0) => new Date(sentAt.getTime() + (minutes * 60 + seconds) * 1000)
/** A post in the VW Golf forum (2000, below VW 200 and Auto 3). */
const post = (over: Partial<EditablePost> = {}): EditablePost => ({
  authorId: author.userId,
  createdAt: sentAt,
  board: { id: 2000, ancestorIds: [200, 3] },
  threadOpen: true,
  takenDown: false,
  ...over,
})
const restricted = { endsAt: after(36 * 60) }

test('the own-post window is 120 minutes (the help says one thing)', () => {
  expect(OWN_POST_EDIT_WINDOW_MINUTES).toBe(120)
  expect(editWindowEnd(sentAt).toISOString()).toBe('2026-11-23T14:00:00.000Z')
})

test('the author edits at 119:59 after sending, not at 120:00 or 120:01', () => {
  expect(canEditPost(author, post(), after(0))).toBe(true)
  expect(canEditPost(author, post(), after(119, 59))).toBe(true)
  expect(withinEditWindow(sentAt, after(120))).toBe(false)
  expect(canEditPost(author, post(), after(120, 1))).toBe(false)
  expect(canEditPost(author, post(), after(24 * 60))).toBe(false)
})

test('a clock a little behind the post (another app node) still counts as inside the window', () => {
  expect(canEditPost(author, post(), new Date(sentAt.getTime() - 2_000))).toBe(true)
})

test("a member never edits another member's post, fresh or not; visitors never edit", () => {
  expect(canEditPost(otherMember, post(), after(1))).toBe(false)
  expect(canEditPost(null, post(), after(1))).toBe(false)
})

test('the author edits nothing in a closed thread, nothing taken down by the moderation, nothing while restricted', () => {
  expect(canEditPost(author, post({ threadOpen: false }), after(1))).toBe(false)
  expect(canEditPost(author, post({ takenDown: true }), after(1))).toBe(false)
  expect(canEditPost(author, post(), after(1), restricted)).toBe(false)
  expect(canEditPost(author, post(), after(1), { endsAt: null })).toBe(false)
})

test("moderators of the board (or a board above) and admins edit any post at any time, also closed or hidden; another board's moderator does not", () => {
  for (const viewer of [moderatorOfVw, admin]) {
    expect(canEditPost(viewer, post(), after(5 * 24 * 60))).toBe(true)
    expect(canEditPost(viewer, post({ threadOpen: false, takenDown: true }), after(121))).toBe(true)
  }
  expect(canEditPost(moderatorOfBmw, post(), after(1))).toBe(false)
  // a Forenpate edits titles, not posts
  expect(canEditPost(godfatherOfGolf, post(), after(1))).toBe(false)
  // a restricted moderator writes nothing either (decision 021)
  expect(canEditPost(moderatorOfVw, post(), after(1), restricted)).toBe(false)
})

test("titles and pins: the board's Forenpaten, moderators and admins; never the starter as such (spec 000 §4)", () => {
  const golf = { board: { id: 2000, ancestorIds: [200, 3] } }
  const bmw = { board: { id: 201, ancestorIds: [3] } }
  for (const decide of [canEditThreadTitle, canPinThread]) {
    expect(decide(godfatherOfGolf, golf)).toBe(true)
    expect(decide(godfatherOfGolf, bmw)).toBe(false)
    expect(decide(moderatorOfVw, golf)).toBe(true)
    expect(decide(moderatorOfVw, bmw)).toBe(false)
    expect(decide(admin, bmw)).toBe(true)
    expect(decide(author, golf)).toBe(false)
    expect(decide(null, golf)).toBe(false)
    expect(decide(godfatherOfGolf, golf, restricted)).toBe(false)
  }
})

test("a post's versions are for who decides the board's cases: its moderators and admins, not Forenpaten, authors or visitors", () => {
  const golf = { id: 2000, ancestorIds: [200, 3] }
  expect(canSeePostHistory(moderatorOfVw, golf)).toBe(true)
  expect(canSeePostHistory(admin, golf)).toBe(true)
  expect(canSeePostHistory(moderatorOfBmw, golf)).toBe(false)
  expect(canSeePostHistory(godfatherOfGolf, golf)).toBe(false)
  expect(canSeePostHistory(author, golf)).toBe(false)
  expect(canSeePostHistory(null, golf)).toBe(false)
})
