import { findNoticeOrThrow, insertAccountCase } from '#db/notices.ts'
import { type WarningInput, warningInputSchema } from '#domain/moderation-input.ts'
import { canWarnMember, type Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { record } from './case-moves.ts'
import { done, nameOf, nowOf, restrictionTarget } from './context.ts'
import { notifyParties } from './party-messages.ts'
import { CHECK_INPUT, FORBIDDEN, type ModerationDeps, type Result } from './types.ts'

// Warning a member (spec 001 §6, the terms of use and the posting rules: moderators warn). A
// warning is a case of its own like a restriction without a notice (decision 021): the member gets
// the statement of reasons and may complain; it stays in the member's case history.

const WARN_FORBIDDEN =
  'Verwarnen darfst Du nur Mitglieder, die in Deinen Foren aktiv sind, und niemanden mit gleicher oder höherer Rolle.'

/** Warns a member with a statement of reasons; the id of the warning's case. */
export async function warnMember(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ noticeId: number }>> {
  const { db } = deps
  const parsed = warningInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: WarningInput = parsed.data
  if (viewer === null) return refuse(403, 'policy', FORBIDDEN)
  if (input.userId === viewer.userId) return refuse(400, 'policy', 'Du kannst Dich nicht selbst verwarnen.')
  const target = await restrictionTarget(deps, input.userId)
  if (!target) return refuse(404, 'policy', 'Dieses Mitglied gibt es nicht.')
  if (!canWarnMember(viewer, target)) return refuse(403, 'policy', WARN_FORBIDDEN)
  const noticeId = await db.transaction().execute(async (trx) => {
    const id = await insertAccountCase(trx, {
      userId: input.userId,
      title: await nameOf(trx, input.userId),
      decidedBy: viewer.userId,
      facts: input.facts,
      at: nowOf(deps),
      warning: true,
    })
    await record(deps, trx, id, 'moderatorAction', null, 'Accepted', viewer.userId, {
      text: `Verwarnung: ${input.facts}`,
    })
    const notice = await findNoticeOrThrow(trx, id)
    await notifyParties(deps, trx, { ...notice, status: 'OpenNotice' }, 'Accepted', {
      automated: false,
      liftedRestriction: false,
      event: 'accept',
    })
    return id
  })
  done(deps)
  return { ok: true, noticeId }
}
