import {
  findModeratedBoardIds,
  findNotice,
  findNoticeOrThrow,
  lockNotice,
  lockOpenDuplicates,
  type NoticeRow,
  updateNoticeDecision,
} from '#db/notices.ts'
import { type NoticeStatus, restrictionEnd } from '#domain/moderation.ts'
import { type DecisionInput, decisionInputSchema } from '#domain/moderation-input.ts'
import { canDecideCase, type Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { applyMeasure, checkMisuse, moveCase } from './case-moves.ts'
import { done, factsOf, nameOf, nowOf, partyLink, scopeOf } from './context.ts'
import { reporterDecisionMessage } from './messages.ts'
import { notifyParties, tell } from './party-messages.ts'
import {
  CASE_NOT_FOUND,
  CHECK_INPUT,
  FORBIDDEN,
  type ModerationDeps,
  parseRestrictionUntil,
  type Result,
} from './types.ts'

// Deciding a notice (DSA Art. 17, design/moderation-states.md): the case, its decision and the
// statement of reasons to the parties.

/** The boards whose cases the viewer sees: null = all (admins, moderators without a board tie). */
export function caseScope(deps: ModerationDeps, viewer: Viewer): Promise<number[] | null> {
  const { db } = deps
  return findModeratedBoardIds(db, viewer)
}

/** A case, if the viewer may see it (moderators of its board, admins). */
export async function findCase(
  deps: ModerationDeps,
  viewer: Viewer | null,
  noticeId: number,
): Promise<Result<{ notice: NoticeRow }>> {
  const { db } = deps
  const notice = await findNotice(db, noticeId)
  if (!notice) return refuse(404, 'policy', CASE_NOT_FOUND)
  if (!canDecideCase(viewer, await scopeOf(deps, notice.board_id))) return refuse(403, 'policy', FORBIDDEN)
  return { ok: true, notice }
}

/** Whom a case is about, as the case page's actions need it (decision 042: pages read view types). */
export interface CaseTargetView {
  noticeId: number
  /** the member whose content or conduct the case is about; null when there is none */
  affectedUserId: number | null
}

/** findCase for the case page: the same check, the case as a view. */
export async function caseTarget(
  deps: ModerationDeps,
  viewer: Viewer | null,
  noticeId: number,
): Promise<Result<{ target: CaseTargetView }>> {
  const found = await findCase(deps, viewer, noticeId)
  if (!found.ok) return found
  return { ok: true, target: { noticeId: found.notice.id, affectedUserId: found.notice.affected_user_id } }
}

/** A moderator's decision on an open notice (accept with its measure, or reject). */
export async function decideNotice(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ status: NoticeStatus }>> {
  const { db } = deps
  const parsed = decisionInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: DecisionInput = parsed.data
  const existing = await findNotice(db, input.noticeId)
  if (!existing) return refuse(404, 'policy', CASE_NOT_FOUND)
  if (viewer === null || !canDecideCase(viewer, await scopeOf(deps, existing.board_id)))
    return refuse(403, 'policy', FORBIDDEN)
  if (input.decision === 'accept' && input.facts === '') {
    return refuse(400, 'parse', CHECK_INPUT, {
      facts: 'Bitte beschreibe den Sachverhalt für die Begründung.',
    })
  }
  let restrictionEndsAt: Date | null | undefined
  if (input.decision === 'accept') {
    const custom =
      input.restriction === 'custom' ? parseRestrictionUntil(input.restrictionUntil, nowOf(deps)) : null
    if (input.restriction === 'custom' && custom === null) {
      return refuse(400, 'parse', CHECK_INPUT, {
        restrictionUntil: 'Bitte gib ein Datum in der Zukunft an.',
      })
    }
    restrictionEndsAt = restrictionEnd(input.restriction, nowOf(deps), custom)
    if (existing.content_type === 'UserAccount' && restrictionEndsAt === undefined) {
      return refuse(400, 'parse', CHECK_INPUT, {
        restriction: 'Ein Konto wird durch eine Sperre eingeschränkt.',
      })
    }
    if (restrictionEndsAt !== undefined && existing.affected_user_id === viewer.userId) {
      return refuse(403, 'policy', FORBIDDEN)
    }
  }
  const result = await db.transaction().execute(async (trx) => {
    const notice = await lockNotice(trx, input.noticeId)
    if (notice?.status !== 'OpenNotice') return null
    const accepted = input.decision === 'accept'
    const measure = accepted && notice.content_type !== 'UserAccount' ? input.visibility : null
    await updateNoticeDecision(trx, notice.id, {
      measureVisibility: measure,
      restrictionEndsAt: restrictionEndsAt ?? null,
      restrictionPermanent: accepted && restrictionEndsAt === null,
      facts: input.facts,
      ground: input.ground,
    })
    const updated = await findNoticeOrThrow(trx, notice.id)
    const status = await moveCase(deps, trx, updated, accepted ? 'accept' : 'reject', viewer.userId, {
      decided: true,
      text: input.facts,
    })
    if (!status) return null
    const measured = await findNoticeOrThrow(trx, notice.id)
    const { liftedRestriction } = await applyMeasure(deps, trx, measured, 'OpenNotice', status, viewer.userId)
    await notifyParties(deps, trx, measured, status, {
      automated: false,
      liftedRestriction,
      event: accepted ? 'accept' : 'reject',
    })
    if (accepted) {
      // other open notices about the same content follow automatically
      const duplicates = await lockOpenDuplicates(trx, notice.content_type, notice.content_id, notice.id)
      for (const duplicate of duplicates) {
        await updateNoticeDecision(trx, duplicate.id, {
          measureVisibility: measure,
          facts: `Der Inhalt wurde auf eine andere Meldung hin entfernt (Fall #${notice.id}).`,
        })
        const row = await findNoticeOrThrow(trx, duplicate.id)
        const moved = await moveCase(deps, trx, row, 'acceptAutomatically', null, {
          automated: true,
          decided: true,
        })
        if (moved && row.reporter_id !== null) {
          const fresh = await findNoticeOrThrow(trx, duplicate.id)
          await tell(
            deps,
            trx,
            row.reporter_id,
            'NoticeCreator',
            { id: row.id, status: moved },
            reporterDecisionMessage(
              await nameOf(trx, row.reporter_id),
              factsOf(deps, fresh, { automated: true }),
              moved,
              partyLink(deps, row.id),
            ),
            null,
            true,
          )
        }
      }
    } else {
      await checkMisuse(deps, trx, notice.reporter_id)
    }
    return status
  })
  if (result === null) return refuse(409, 'conflict', 'Über diesen Fall wurde bereits entschieden.')
  done(deps)
  return { ok: true, status: result }
}
