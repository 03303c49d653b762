import { expect, test } from 'vitest'
import {
  canGiveThumbsUp,
  canMarkBestAnswer,
  canModerateBoard,
  canReply,
  canStartThread,
  isGodfatherOf,
  isModerator,
  isStaff,
  offersReply,
  profileRoleLine,
  roleLabel,
  roleRelationsByUser,
  showsModerationUi,
  type Viewer,
} from './permissions.ts'

const member: Viewer = { userId: 10, roleRelations: [] }
const moderatorOfVw: Viewer = {
  userId: 11,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const admin: Viewer = { userId: 12, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const godfather: Viewer = {
  userId: 13,
  roleRelations: [{ userRole: 'godfather', relatedBoards: [{ id: 2000 }] }],
}
const faqAuthor: Viewer = { userId: 14, roleRelations: [{ userRole: 'faqAuthor', relatedBoards: [] }] }

test('staff = moderator or admin; moderator = a moderator relation (spec 001 §6)', () => {
  expect(isStaff(admin)).toBe(true)
  expect(isStaff(moderatorOfVw)).toBe(true)
  expect(isStaff(godfather)).toBe(false)
  expect(isModerator(admin)).toBe(false)
  expect(isModerator(moderatorOfVw)).toBe(true)
  expect(isStaff(null)).toBe(false)
})

test('role relations tied to boards cover those boards and the boards below them', () => {
  expect(canModerateBoard(moderatorOfVw, { id: 200 })).toBe(true)
  expect(canModerateBoard(moderatorOfVw, { id: 2000, ancestorIds: [200, 3] })).toBe(true)
  expect(canModerateBoard(moderatorOfVw, { id: 201, ancestorIds: [3] })).toBe(false)
  expect(canModerateBoard(admin, { id: 201 })).toBe(true)
  expect(isGodfatherOf(godfather, { id: 2000 })).toBe(true)
  expect(isGodfatherOf(godfather, { id: 200 })).toBe(false)
})

test('the moderation UI needs the MT-761_dsa switch and a moderator check', () => {
  expect(showsModerationUi(moderatorOfVw, true)).toBe(true)
  expect(showsModerationUi(moderatorOfVw, false)).toBe(false)
  expect(showsModerationUi(member, true)).toBe(false)
})

test('visitors cannot write; members can, closed threads and boards only for their moderators', () => {
  const board = { id: 200, isOpen: true }
  expect(canStartThread(null, board)).toBe(false)
  expect(canStartThread(member, board)).toBe(true)
  expect(canStartThread(member, { ...board, isOpen: false })).toBe(false)
  expect(canStartThread(moderatorOfVw, { ...board, isOpen: false })).toBe(true)
  expect(canReply(member, { isOpen: false, board })).toBe(false)
  expect(canReply(member, { isOpen: true, board })).toBe(true)
})

test('no thumbs up on one’s own post; best answer by the starter or a moderator', () => {
  expect(canGiveThumbsUp(member, { authorId: 10 })).toBe(false)
  expect(canGiveThumbsUp(member, { authorId: 99 })).toBe(true)
  expect(canGiveThumbsUp(null, { authorId: 99 })).toBe(false)
  expect(canMarkBestAnswer(member, { authorId: 10, board: { id: 201 } })).toBe(true)
  expect(canMarkBestAnswer(member, { authorId: 99, board: { id: 201 } })).toBe(false)
  expect(canMarkBestAnswer(moderatorOfVw, { authorId: 99, board: { id: 200 } })).toBe(true)
})

test('profile role label: the first matching role in the spec order', () => {
  const both: Viewer = {
    userId: 1,
    roleRelations: [...godfather.roleRelations, ...moderatorOfVw.roleRelations],
  }
  expect(roleLabel(both)).toEqual({ role: 'moderator', label: 'Moderator' })
  expect(roleLabel(admin)?.label).toBe('MT-Werkstatt')
  expect(roleLabel(faqAuthor)?.label).toBe('FAQ-Autor')
  expect(
    roleLabel({ roleRelations: [{ userRole: 'systemAccount', relatedBoards: [] }, ...admin.roleRelations] })
      ?.label,
  ).toBe('System-Account')
  expect(roleLabel(member)).toBeNull()
})

test("profile role line: ' für' the role's boards and 'und alle anderen Foren', not for FAQ authors", () => {
  const line = profileRoleLine(moderatorOfVw)
  expect(line?.label).toBe('Moderator')
  expect(line?.boards.map((board) => board.id)).toEqual([200])
  expect(line?.tail).toBe(' und alle anderen Foren')
  expect(profileRoleLine(admin)).toEqual({ label: 'MT-Werkstatt', boards: [], tail: ' alle Foren' })
  expect(profileRoleLine(faqAuthor)?.tail).toBe('')
  expect(profileRoleLine(member)).toBeNull()
})

test('the reply box: on an open, visible thread for everyone; otherwise for who may write', () => {
  const open = { isOpen: true, isHidden: false, isDeleted: false }
  expect(offersReply(open, false)).toBe(true)
  expect(offersReply({ ...open, isOpen: false }, false)).toBe(false)
  expect(offersReply({ ...open, isHidden: true }, false)).toBe(false)
  expect(offersReply({ ...open, isDeleted: true }, false)).toBe(false)
  expect(offersReply({ ...open, isOpen: false }, true)).toBe(true)
})

test('role rows become each member’s relations: one per role with all its boards; unknown roles left out', () => {
  const relations = roleRelationsByUser([
    { user_id: 1, role: 'moderator', board_id: 200 },
    { user_id: 1, role: 'moderator', board_id: 300 },
    { user_id: 1, role: 'admin', board_id: null },
    { user_id: 2, role: 'erfunden', board_id: null },
    { user_id: 3, role: 'godfather', board_id: 2000 },
  ])
  expect(relations.get(1)).toEqual([
    { userRole: 'moderator', relatedBoards: [{ id: 200 }, { id: 300 }] },
    { userRole: 'admin', relatedBoards: [] },
  ])
  expect(relations.get(2)).toBeUndefined()
  expect(relations.get(3)).toEqual([{ userRole: 'godfather', relatedBoards: [{ id: 2000 }] }])
})
