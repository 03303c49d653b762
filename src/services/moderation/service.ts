import { bound } from '../bind.ts'
import { caseScope, caseTarget, decideNotice, findCase } from './cases.ts'
import { complain, decideComplaint } from './complaints.ts'
import { moderateContent } from './content-actions.ts'
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
import { createWorkflow } from './workflow.ts'

export * from './types.ts'

// Reporting and moderation under the DSA (decision 021), the write side. Every use case: input schema
// (src/domain/moderation-input.ts) → permission (src/domain/permissions.ts) → one transaction that
// moves the case (design/moderation-states.md), applies the measure to the content and writes the
// messages to the parties → mails as jobs, cached pages invalidated.

/** The moderation use cases (one module per area), bound to one set of dependencies. */
export function createModerationService(deps: ModerationDeps) {
  const ctx = createWorkflow(deps)
  return {
    findReportable: bound(ctx, findReportable),
    canCreateNotice: bound(ctx, canCreateNotice),
    noticePrerequisites: bound(ctx, noticePrerequisites),
    createNotice: bound(ctx, createNotice),
    reportPage: bound(ctx, reportPage),
    reportNotice: bound(ctx, reportNotice),
    caseScope: bound(ctx, caseScope),
    findCase: bound(ctx, findCase),
    caseTarget: bound(ctx, caseTarget),
    /** A case seen by one of its parties, and whether a complaint is open to them. */
    findOwnCase: ctx.findOwnCase,
    complaintOpenTo: ctx.complaintOpenTo,
    decideNotice: bound(ctx, decideNotice),
    complain: bound(ctx, complain),
    decideComplaint: bound(ctx, decideComplaint),
    moderateContent: bound(ctx, moderateContent),
    restrictMember: bound(ctx, restrictMember),
    liftRestriction: bound(ctx, liftRestriction),
    warnMember: bound(ctx, warnMember),
    activeRestriction: bound(ctx, activeRestriction),
    activeRestrictionView: bound(ctx, activeRestrictionView),
    activeRestrictionsOf: bound(ctx, activeRestrictionsOf),
    /** The member as canRestrictMember sees them (roles, boards active in), for the pages' buttons. */
    restrictionTarget: ctx.restrictionTarget,
  }
}

export type ModerationService = ReturnType<typeof createModerationService>
