import { bound } from '../bind.ts'
import { caseScope, caseTarget, decideNotice, findCase } from './cases.ts'
import { complain, decideComplaint } from './complaints.ts'
import { moderateContent } from './content-actions.ts'
import { complaintOpenTo, findOwnCase, restrictionTarget } from './context.ts'
import {
  canCreateNotice,
  createNotice,
  findReportable,
  noticePrerequisites,
  reportNotice,
  reportPage,
} from './notices.ts'
import {
  activeRestriction,
  activeRestrictionsOf,
  activeRestrictionView,
  liftRestriction,
  restrictMember,
} from './restrictions.ts'
import type { ModerationDeps } from './types.ts'
import { warnMember } from './warnings.ts'

export * from './types.ts'

// Reporting and moderation under the DSA (decision 021), the write side. Every use case: input schema
// (src/domain/moderation-input.ts) → permission (src/domain/permissions.ts) → one transaction that
// moves the case (design/moderation-states.md), applies the measure to the content and writes the
// messages to the parties → mails as jobs, cached pages invalidated.

/** The moderation use cases (one module per area), bound to one set of dependencies. */
export function createModerationService(deps: ModerationDeps) {
  return {
    findReportable: bound(deps, findReportable),
    canCreateNotice: bound(deps, canCreateNotice),
    noticePrerequisites: bound(deps, noticePrerequisites),
    createNotice: bound(deps, createNotice),
    reportPage: bound(deps, reportPage),
    reportNotice: bound(deps, reportNotice),
    caseScope: bound(deps, caseScope),
    findCase: bound(deps, findCase),
    caseTarget: bound(deps, caseTarget),
    /** A case seen by one of its parties, and whether a complaint is open to them. */
    findOwnCase: bound(deps, findOwnCase),
    complaintOpenTo: bound(deps, complaintOpenTo),
    decideNotice: bound(deps, decideNotice),
    complain: bound(deps, complain),
    decideComplaint: bound(deps, decideComplaint),
    moderateContent: bound(deps, moderateContent),
    restrictMember: bound(deps, restrictMember),
    liftRestriction: bound(deps, liftRestriction),
    warnMember: bound(deps, warnMember),
    activeRestriction: bound(deps, activeRestriction),
    activeRestrictionView: bound(deps, activeRestrictionView),
    activeRestrictionsOf: bound(deps, activeRestrictionsOf),
    /** The member as canRestrictMember sees them (roles, boards active in), for the pages' buttons. */
    restrictionTarget: bound(deps, restrictionTarget),
  }
}

export type ModerationService = ReturnType<typeof createModerationService>
