import {
  findActiveRestriction,
  findActiveRestrictions,
  findNotice,
  findNoticeOrThrow,
  findRestriction,
  insertAccountCase,
  markRestrictionLifted,
} from '#db/notices.ts'
import { restrictionEnd } from '#domain/moderation.ts'
import { type RestrictionInput, restrictionInputSchema } from '#domain/moderation-input.ts'
import { canLiftRestriction, canRestrictMember, type Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { imposeRestriction, record } from './case-moves.ts'
import { done, nameOf, nowOf, restrictionTarget, scopeOf } from './context.ts'
import { restrictionLiftedMessage } from './messages.ts'
import { mailTo, notifyParties, tell } from './party-messages.ts'
import { CHECK_INPUT, FORBIDDEN, type ModerationDeps, parseRestrictionUntil, type Result } from './types.ts'

// Restricting a member (DSA Art. 23): imposed, lifted, and the one in force. The admin screen
// (/admin/mitglieder) and the moderation API both come here, so one rule decides
// (canRestrictMember, canLiftRestriction in src/domain/permissions.ts).

const RESTRICT_FORBIDDEN =
  'Sperren darfst Du nur Mitglieder, die in Deinen Foren aktiv sind, und niemanden mit gleicher oder höherer Rolle.'

/** A restriction of a member without a notice (36 hours, until a date, permanently). */
export async function restrictMember(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ restrictionId: number }>> {
  const { db } = deps
  const parsed = restrictionInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: RestrictionInput = parsed.data
  if (viewer === null) return refuse(403, 'policy', FORBIDDEN)
  if (input.userId === viewer.userId) return refuse(400, 'policy', 'Du kannst Dich nicht selbst sperren.')
  const target = await restrictionTarget(deps, input.userId)
  if (!target) return refuse(404, 'policy', 'Dieses Mitglied gibt es nicht.')
  if (!canRestrictMember(viewer, target)) return refuse(403, 'policy', RESTRICT_FORBIDDEN)
  const custom =
    input.restriction === 'custom' ? parseRestrictionUntil(input.restrictionUntil, nowOf(deps)) : null
  if (input.restriction === 'custom' && custom === null) {
    return refuse(400, 'parse', CHECK_INPUT, {
      restrictionUntil: 'Bitte gib ein Datum in der Zukunft an.',
    })
  }
  const endsAt = restrictionEnd(input.restriction, nowOf(deps), custom) ?? null
  const id = await db.transaction().execute(async (trx) => {
    const caseId = await insertAccountCase(trx, {
      userId: input.userId,
      title: await nameOf(trx, input.userId),
      decidedBy: viewer.userId,
      facts: input.facts,
      at: nowOf(deps),
      restriction: { endsAt },
    })
    await record(deps, trx, caseId, 'moderatorAction', null, 'Accepted', viewer.userId, { text: input.facts })
    const notice = await findNoticeOrThrow(trx, caseId)
    await imposeRestriction(deps, trx, notice, viewer.userId)
    await notifyParties(deps, trx, { ...notice, status: 'OpenNotice' }, 'Accepted', {
      automated: false,
      liftedRestriction: false,
      event: 'accept',
    })
    const fresh = await findNoticeOrThrow(trx, caseId)
    return fresh.restriction_id as number
  })
  done(deps)
  return { ok: true, restrictionId: id }
}

/** Lifts a restriction early (the reversal of a restriction without a complaint). */
export async function liftRestriction(
  deps: ModerationDeps,
  viewer: Viewer | null,
  restrictionId: number,
): Promise<Result<object>> {
  const { db } = deps
  const restriction = await findRestriction(db, restrictionId)
  if (!restriction) return refuse(404, 'policy', 'Diese Sperre gibt es nicht.')
  const notice = restriction.notice_id === null ? null : await findNotice(db, restriction.notice_id)
  const scope = notice ? await scopeOf(deps, notice.board_id) : null
  const target = await restrictionTarget(deps, restriction.user_id)
  // the case's own board counts as well (an anonymised member's restriction is for admins)
  const facts = target
    ? { ...target, boards: scope ? [...target.boards, scope] : target.boards }
    : { userId: restriction.user_id, roleRelations: [], boards: [] }
  if (viewer === null || !canLiftRestriction(viewer, facts)) return refuse(403, 'policy', FORBIDDEN)
  if (restriction.lifted_at !== null) return { ok: true }
  const lifted = await db.transaction().execute(async (trx) => {
    // only the first of two simultaneous clicks lifts it and tells the member
    if (!(await markRestrictionLifted(trx, restrictionId, nowOf(deps), viewer.userId))) return false
    const message = restrictionLiftedMessage(await nameOf(trx, restriction.user_id))
    if (notice) {
      await record(deps, trx, notice.id, 'reinstate', notice.status, notice.status, viewer.userId, {
        text: 'Sperre aufgehoben',
      })
      await tell(
        deps,
        trx,
        restriction.user_id,
        'AffectedUser',
        { id: notice.id, status: notice.status },
        message,
        null,
        false,
      )
    } else {
      await mailTo(trx, restriction.user_id, message)
    }
    return true
  })
  if (lifted) done(deps)
  return { ok: true }
}

/** The posting restrictions in force of these members, by member (one query for a whole list). */
export async function activeRestrictionsOf(deps: ModerationDeps, userIds: readonly number[]) {
  const rows = await findActiveRestrictions(deps.db, userIds, 'posting', nowOf(deps))
  return new Map(rows.map((row) => [row.userId, { id: row.id, endsAt: row.endsAt }]))
}

/** The member's restriction in force (posting), for the writing side and the member's page. */
export function activeRestriction(
  deps: ModerationDeps,
  userId: number,
  scope: 'posting' | 'notices' = 'posting',
) {
  const { db } = deps
  return findActiveRestriction(db, userId, scope, nowOf(deps))
}

/** What a page says of the member's restriction in force: until when (decision 042: a view type). */
export interface RestrictionView {
  /** null: until further notice */
  endsAt: Date | null
}

export async function activeRestrictionView(
  deps: ModerationDeps,
  userId: number,
  scope: 'posting' | 'notices' = 'posting',
): Promise<RestrictionView | undefined> {
  const row = await activeRestriction(deps, userId, scope)
  return row ? { endsAt: row.ends_at } : undefined
}
