import { findFeatureSwitches } from '#db/feature-switches.ts'
import { DEFAULT_FEATURE_SWITCHES, featureSwitchesFrom } from '#domain/features.ts'
import { canAdministerSite, canOpenAdmin } from '#domain/permissions.ts'
import { bound } from '../bind.ts'
import { announce, announcements, endAnnouncement } from './announcements.ts'
import { boards, changeBoard, createBoard } from './boards.ts'
import { type AdminDeps, createAdminContext } from './context.ts'
import { anonymise, grantRole, members, revokeRole } from './members.ts'
import { audit, contactMessages } from './records.ts'
import { setSwitch } from './switches.ts'

// decision 037: the admin screens (/admin) — feature switches, boards, roles, announcements, the
// contact messages and the audit log. The staff open them; what changes the site itself (switches,
// boards, roles) is the admins'. Every change is recorded in admin_audit in its transaction. One module per area, bound here.

export type { AdminResult } from './context.ts'

export function createAdminService(deps: AdminDeps) {
  const ctx = createAdminContext(deps)
  return {
    mayOpen: canOpenAdmin,
    mayAdminister: canAdministerSite,
    switches: async () => featureSwitchesFrom(await findFeatureSwitches(ctx.db)),
    setSwitch: bound(ctx, setSwitch),
    knownSwitches: Object.keys(DEFAULT_FEATURE_SWITCHES),
    boards: () => boards(ctx),
    changeBoard: bound(ctx, changeBoard),
    createBoard: bound(ctx, createBoard),
    announcements: () => announcements(ctx),
    announce: bound(ctx, announce),
    endAnnouncement: bound(ctx, endAnnouncement),
    members: bound(ctx, members),
    grantRole: bound(ctx, grantRole),
    revokeRole: bound(ctx, revokeRole),
    anonymise: bound(ctx, anonymise),
    contactMessages: bound(ctx, contactMessages),
    audit: bound(ctx, audit),
  }
}

export type AdminService = ReturnType<typeof createAdminService>
