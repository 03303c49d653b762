import { describe, expect, test } from 'vitest'
import {
  canDecideCase,
  canDecideComplaint,
  canLiftRestriction,
  canOpenModeration,
  canReport,
  canReportProfile,
  canRestrictMember,
  canSeeTransparency,
  type Viewer,
} from './permissions.ts'

// The permission rules of reporting and moderation (decision 021), bottom of permissions.ts.

const member: Viewer = { userId: 10, roleRelations: [] }
const moderatorOfVw: Viewer = {
  userId: 11,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const otherModeratorOfVw: Viewer = {
  userId: 15,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 200 }] }],
}
const moderatorOfBmw: Viewer = {
  userId: 16,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [{ id: 201 }] }],
}
const moderatorEverywhere: Viewer = {
  userId: 17,
  roleRelations: [{ userRole: 'moderator', relatedBoards: [] }],
}
const admin: Viewer = { userId: 12, roleRelations: [{ userRole: 'admin', relatedBoards: [] }] }
const godfather: Viewer = {
  userId: 13,
  roleRelations: [{ userRole: 'godfather', relatedBoards: [{ id: 200 }] }],
}
const golf = { id: 2000, ancestorIds: [200, 3] }

test('members report; visitors do not (they log in first)', () => {
  expect(canReport(member)).toBe(true)
  expect(canReport(null)).toBe(false)
})

test('a profile is reported by others, never by its owner', () => {
  expect(canReportProfile(member, 99)).toBe(true)
  expect(canReportProfile(member, member.userId)).toBe(false)
  expect(canReportProfile(null, 99)).toBe(false)
})

describe('canDecideCase', () => {
  test('moderators of the board and the boards above it, admins everywhere', () => {
    expect(canDecideCase(moderatorOfVw, golf)).toBe(true)
    expect(canDecideCase(moderatorOfVw, { id: 200 })).toBe(true)
    expect(canDecideCase(moderatorOfBmw, golf)).toBe(false)
    expect(canDecideCase(moderatorEverywhere, golf)).toBe(true)
    expect(canDecideCase(admin, golf)).toBe(true)
  })
  test('members, Forenpaten and visitors never', () => {
    expect(canDecideCase(member, golf)).toBe(false)
    expect(canDecideCase(godfather, golf)).toBe(false)
    expect(canDecideCase(null, golf)).toBe(false)
    expect(canDecideCase(undefined, golf)).toBe(false)
  })
  test('content outside the boards (profiles, accounts, messages) is for admins only', () => {
    expect(canDecideCase(admin, null)).toBe(true)
    expect(canDecideCase(moderatorEverywhere, null)).toBe(false)
    expect(canDecideCase(moderatorOfVw, null)).toBe(false)
  })
})

describe('canDecideComplaint (DSA Art. 20 (6))', () => {
  const firstRound = { decidedBy: moderatorOfVw.userId, needsAdmin: false }
  test('another moderator of the board or an admin decides the first round', () => {
    expect(canDecideComplaint(otherModeratorOfVw, golf, firstRound)).toBe(true)
    expect(canDecideComplaint(admin, golf, firstRound)).toBe(true)
  })
  test('never the person who took the decision', () => {
    expect(canDecideComplaint(moderatorOfVw, golf, firstRound)).toBe(false)
    expect(canDecideComplaint(admin, golf, { decidedBy: admin.userId, needsAdmin: false })).toBe(false)
    expect(canDecideComplaint(admin, golf, { decidedBy: admin.userId, needsAdmin: true })).toBe(false)
  })
  test('the second round only by an admin', () => {
    const secondRound = { decidedBy: moderatorOfVw.userId, needsAdmin: true }
    expect(canDecideComplaint(otherModeratorOfVw, golf, secondRound)).toBe(false)
    expect(canDecideComplaint(moderatorEverywhere, golf, secondRound)).toBe(false)
    expect(canDecideComplaint(admin, golf, secondRound)).toBe(true)
  })
  test('nobody outside the board, no member, no visitor', () => {
    expect(canDecideComplaint(moderatorOfBmw, golf, firstRound)).toBe(false)
    expect(canDecideComplaint(member, golf, firstRound)).toBe(false)
    expect(canDecideComplaint(null, golf, firstRound)).toBe(false)
  })
  test('an automated decision (no person) may be decided by any moderator of the board', () => {
    expect(canDecideComplaint(moderatorOfVw, golf, { decidedBy: null, needsAdmin: false })).toBe(true)
  })
})

test('the queue is for staff; the transparency figures for admins', () => {
  expect(canOpenModeration(moderatorOfVw)).toBe(true)
  expect(canOpenModeration(admin)).toBe(true)
  expect(canOpenModeration(godfather)).toBe(false)
  expect(canOpenModeration(member)).toBe(false)
  expect(canOpenModeration(null)).toBe(false)
  expect(canSeeTransparency(admin)).toBe(true)
  expect(canSeeTransparency(moderatorEverywhere)).toBe(false)
  expect(canSeeTransparency(moderatorOfVw)).toBe(false)
  expect(canSeeTransparency(member)).toBe(false)
  expect(canSeeTransparency(null)).toBe(false)
})

describe('canRestrictMember and canLiftRestriction: one rule for the admin screen and the API', () => {
  const memberIn = (...boards: { id: number; ancestorIds?: number[] }[]) => ({
    userId: 99,
    roleRelations: [],
    boards,
  })
  const golfMember = memberIn(golf)
  const adminTarget = { ...admin, boards: [golf] }
  test('admins anywhere; moderators only members active in their boards', () => {
    expect(canRestrictMember(admin, memberIn())).toBe(true)
    expect(canRestrictMember(moderatorOfVw, golfMember)).toBe(true)
    expect(canRestrictMember(moderatorEverywhere, golfMember)).toBe(true)
    expect(canRestrictMember(moderatorOfVw, memberIn())).toBe(false)
    expect(canRestrictMember(moderatorOfBmw, golfMember)).toBe(false)
  })
  test('nobody against equal or higher rank: a moderator never against a moderator or an admin', () => {
    expect(canRestrictMember(moderatorOfVw, adminTarget)).toBe(false)
    expect(canRestrictMember(moderatorOfVw, { ...otherModeratorOfVw, boards: [golf] })).toBe(false)
    expect(canRestrictMember(moderatorEverywhere, { ...moderatorOfBmw, boards: [golf] })).toBe(false)
    expect(canRestrictMember(admin, { ...moderatorOfVw, boards: [] })).toBe(true)
    expect(canRestrictMember(admin, { userId: 77, roleRelations: admin.roleRelations, boards: [] })).toBe(
      false,
    )
  })
  test('never oneself, never by a member or visitor', () => {
    expect(canRestrictMember(admin, { ...admin, boards: [] })).toBe(false)
    expect(canRestrictMember(member, golfMember)).toBe(false)
    expect(canRestrictMember(null, golfMember)).toBe(false)
  })
  test('an admin always lifts, their own restriction and another admin’s included; others as they may impose', () => {
    expect(canLiftRestriction(admin, { ...admin, boards: [] })).toBe(true)
    expect(canLiftRestriction(admin, { userId: 77, roleRelations: admin.roleRelations, boards: [] })).toBe(
      true,
    )
    expect(canLiftRestriction(moderatorOfVw, golfMember)).toBe(true)
    expect(canLiftRestriction(moderatorOfVw, memberIn())).toBe(false)
    expect(canLiftRestriction(moderatorOfVw, adminTarget)).toBe(false)
    expect(canLiftRestriction(moderatorOfVw, { ...moderatorOfVw, boards: [golf] })).toBe(false)
    expect(canLiftRestriction(null, golfMember)).toBe(false)
  })
})
