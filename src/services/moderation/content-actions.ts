import { findModeratorCasesInForce, findNoticeOrThrow, insertNotice, overturnNotice } from '#db/notices.ts'
import { findBoardChain, scopeOfChain } from '#db/posting.ts'
import { type ContentItemType, findNoticeReason } from '#domain/moderation.ts'
import {
  type ContentActionInput,
  contentActionInputSchema,
  TAKE_DOWN_NEEDS_GROUND,
} from '#domain/moderation-input.ts'
import { canDecideCase, type Viewer } from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { record } from './case-moves.ts'
import { snapshotOf } from './content.ts'
import { changeThread, setPostVisibility } from './content-changes.ts'
import { contentFor, done, factsOf, nameOf, nowOf, partyLink, scopeOf } from './context.ts'
import { reinstatementMessage } from './messages.ts'
import { notifyParties, tell } from './party-messages.ts'
import { CHECK_INPUT, FORBIDDEN, type ModerationDeps, NOT_FOUND, type Result } from './types.ts'

// Moderating content directly (hide, delete, close, move, …), with its statement of reasons.

/**
 * A moderator acts from the content itself, without a notice (hide/unhide, delete/restore
 * posts; close/reopen, move, hide/unhide, delete/restore threads). Removing content opens a
 * case of its own (status Accepted), so the member gets the statement of reasons and may
 * complain; taking a removal back reinstates and tells the member.
 */
export async function moderateContent(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ path: string }>> {
  const { db } = deps
  const parsed = contentActionInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: ContentActionInput = parsed.data
  const type: ContentItemType = input.target === 'post' ? 'ForumPost' : 'ForumThread'
  const item = await contentFor(deps, { type, id: input.id })
  if (!item) return refuse(404, 'policy', NOT_FOUND)
  const scope = await scopeOf(deps, item.boardId)
  if (viewer === null || !canDecideCase(viewer, scope)) return refuse(403, 'policy', FORBIDDEN)
  let targetBoard: number | undefined
  if (input.target === 'thread' && input.action === 'move') {
    if (input.boardId === undefined)
      return refuse(400, 'parse', 'Bitte wähle ein Forum.', { boardId: 'Bitte wähle ein Forum.' })
    const chain = await findBoardChain(db, input.boardId)
    if (chain.length === 0) return refuse(404, 'policy', 'Dieses Forum gibt es nicht.')
    if (!canDecideCase(viewer, { id: input.boardId, ...scopeOfChain(chain) })) {
      return refuse(403, 'policy', FORBIDDEN)
    }
    targetBoard = input.boardId
  }
  const removing = input.action === 'hide' || input.action === 'delete'
  // a second click (or a second moderator) on content already taken down opens no second case
  const already =
    (input.action === 'hide' && item.visibility === 'Hidden' && !item.deleted) ||
    (input.action === 'delete' && item.deleted)
  if (already) return { ok: true, path: item.path }
  const reinstating = input.action === 'unhide' || input.action === 'restore'
  // the statement of reasons needs a ground or the facts (DSA Art. 17 (3)): never 'see reason' with none
  const ground = input.reason === undefined ? undefined : findNoticeReason(type, input.reason)
  const opensCase = removing && item.authorId !== null && item.authorId !== viewer.userId
  if (input.reason !== undefined && !ground) {
    return refuse(400, 'parse', TAKE_DOWN_NEEDS_GROUND, { reason: 'Bitte wähle einen Grund aus der Liste.' })
  }
  if (opensCase && !ground && input.facts.trim() === '') {
    return refuse(400, 'parse', TAKE_DOWN_NEEDS_GROUND, { reason: TAKE_DOWN_NEEDS_GROUND })
  }
  const at = nowOf(deps)
  await db.transaction().execute(async (trx) => {
    if (input.target === 'post' && item.position !== 0) {
      if (input.action === 'hide') await setPostVisibility(trx, item.id, 'Hidden', false, at)
      if (input.action === 'delete') await setPostVisibility(trx, item.id, 'Hidden', true, at)
      if (reinstating) await setPostVisibility(trx, item.id, 'Online', false, at)
    } else {
      const threadId = item.threadId ?? item.id
      const change =
        input.action === 'close'
          ? { isOpen: false }
          : input.action === 'reopen'
            ? { isOpen: true }
            : input.action === 'hide'
              ? { visibility: 'Hidden' as const }
              : input.action === 'unhide'
                ? { visibility: 'Online' as const }
                : input.action === 'delete'
                  ? { deleted: true }
                  : input.action === 'restore'
                    ? { deleted: false, visibility: 'Online' as const }
                    : { boardId: targetBoard }
      await changeThread(trx, threadId, change, at)
    }
    if (opensCase && item.authorId !== null) {
      const reason = ground ?? findNoticeReason(type, 'Other')
      const noticeId = await insertNotice(trx, {
        contentType: type,
        contentId: item.id,
        boardId: item.boardId,
        threadId: item.threadId,
        affectedUserId: item.authorId,
        source: 'moderator',
        status: 'Accepted',
        reason: reason?.id ?? 'Other',
        category: reason?.category ?? 'Policy',
        snapshot: JSON.stringify(snapshotOf(item)),
        measureVisibility: 'Hidden',
        decided: { by: viewer.userId, at, facts: input.facts },
        createdAt: at,
        updatedAt: at,
      })
      await record(deps, trx, noticeId, 'moderatorAction', null, 'Accepted', viewer.userId, {
        text: `${input.action === 'delete' ? 'Gelöscht' : 'Ausgeblendet'}${input.facts ? `: ${input.facts}` : ''}`,
      })
      const notice = await findNoticeOrThrow(trx, noticeId)
      await notifyParties(deps, trx, { ...notice, status: 'OpenNotice' }, 'Accepted', {
        automated: false,
        liftedRestriction: false,
        event: 'accept',
      })
    }
    if (reinstating) {
      // a removal in force by the moderation's own case is taken back with it
      const cases = await findModeratorCasesInForce(trx, type, item.id)
      for (const open of cases) {
        await overturnNotice(trx, open.id, at, viewer.userId)
        await record(deps, trx, open.id, 'reinstate', open.status, 'OverturnedAccepted', viewer.userId, {
          text: input.facts || 'Von der Moderation wiederhergestellt.',
        })
        const notice = await findNoticeOrThrow(trx, open.id)
        if (notice.affected_user_id !== null) {
          await tell(
            deps,
            trx,
            notice.affected_user_id,
            'AffectedUser',
            { id: notice.id, status: 'OverturnedAccepted' },
            reinstatementMessage(
              await nameOf(trx, notice.affected_user_id),
              factsOf(deps, notice),
              partyLink(deps, notice.id),
              false,
            ),
            null,
            false,
          )
        }
      }
    }
  })
  done(deps)
  const fresh = await contentFor(deps, { type, id: input.id })
  return { ok: true, path: fresh?.path ?? item.path }
}
