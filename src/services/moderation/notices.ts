import { isUniqueViolation } from '#db/errors.ts'
import {
  findActiveRestriction,
  findMeasureInForce,
  findNoticeOrThrow,
  findOwnNotice,
  findReviewedNotice,
  insertNotice,
  updateNoticeDecision,
} from '#db/notices.ts'
import { findEmailAndName } from '#db/users.ts'
import {
  ALREADY_REPORTED,
  type CanCreateNotice,
  type ContentItemType,
  findNoticeReason,
  type NoticeStatus,
  REPORTING_SUSPENDED,
} from '#domain/moderation.ts'
import { type NoticeInput, noticeInputSchema, noticeRequirements } from '#domain/moderation-input.ts'
import {
  canReport,
  canReportProfile,
  isAdmin,
  type PostingRestriction,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { parseRefusal, refuse } from '#domain/refusal.ts'
import { hit } from '../rate-limit.ts'
import { moveCase, record } from './case-moves.ts'
import { type ContentItem, type ContentKey, snapshotOf } from './content.ts'
import {
  contentFor,
  factsOf,
  maySee,
  nameOf,
  nowOf,
  partyLink,
  reportingSwitchedOn,
  viewerMaySee,
} from './context.ts'
import { receiptMessage, reporterDecisionMessage } from './messages.ts'
import { tell } from './party-messages.ts'
import {
  CHECK_INPUT,
  FORBIDDEN,
  type ModerationDeps,
  NOT_FOUND,
  NOTICE_RATE_RULE,
  type Result,
} from './types.ts'

// Filing a notice (DSA Art. 16, spec 001 §8): what may be reported, by whom, and the notice itself.

/** The member's posting restriction in force (decision 021), or null. */
export async function postingRestrictionOf(
  deps: ModerationDeps,
  viewer: Viewer,
): Promise<PostingRestriction | null> {
  const row = await findActiveRestriction(deps.db, viewer.userId, 'posting', nowOf(deps))
  return row ? { endsAt: row.ends_at } : null
}

/** The content a report path names, if it exists and the viewer (or a visitor) may see it. */
export async function findReportable(
  deps: ModerationDeps,
  viewer: Viewer | null,
  key: ContentKey,
): Promise<ContentItem | null> {
  const item = await contentFor(deps, key)
  if (!item) return null
  return (await maySee(deps, viewer, item)) ? item : null
}

/**
 * The content a report is about, read once (spec 001 §4 report flow): nothing while reporting is
 * switched off (spec 001 §6), and nothing a viewer (or a visitor) may not see — the /melden page,
 * CanCreateNotice and the filing all start here.
 */
async function reportableItem(
  deps: ModerationDeps,
  viewer: Viewer | null,
  key: ContentKey,
): Promise<ContentItem | null> {
  if (!(await reportingSwitchedOn(deps))) return null
  return findReportable(deps, viewer, key)
}

/** Why a member may or may not report the item now (spec 001 §7 CanCreateNotice, DSA Art. 23). */
export interface NoticeStanding extends CanCreateNotice {
  /** The member's reporting is suspended. */
  suspended: boolean
  /** The member's posting restriction in force, which forbids reporting too. */
  posting: PostingRestriction | null
}

async function standingOf(
  deps: ModerationDeps,
  viewer: Viewer | null,
  item: ContentItem,
): Promise<NoticeStanding> {
  const { db } = deps
  const [mine, reviewed] = await Promise.all([
    viewer === null ? Promise.resolve(undefined) : findOwnNotice(db, viewer.userId, item.type, item.id),
    findReviewedNotice(db, item.type, item.id),
  ])
  const ownContent = viewer !== null && item.authorId === viewer.userId
  const [suspended, posting] =
    viewer === null
      ? [undefined, null]
      : await Promise.all([
          findActiveRestriction(db, viewer.userId, 'notices', nowOf(deps)),
          postingRestrictionOf(deps, viewer),
        ])
  return {
    canCreateNotice: canReport(viewer, posting) && mine === undefined && !ownContent && !suspended,
    contentItemHasResolvedModerationCases: reviewed !== undefined,
    suspended: suspended !== undefined,
    posting,
  }
}

/** spec 001 §7 CanCreateNotice: not twice by the same member; 'already reviewed' when a person found nothing. */
export async function canCreateNotice(
  deps: ModerationDeps,
  viewer: Viewer | null,
  type: ContentItemType,
  id: number,
): Promise<CanCreateNotice | null> {
  const item = await reportableItem(deps, viewer, { type, id })
  if (!item) return null
  const { canCreateNotice, contentItemHasResolvedModerationCases } = await standingOf(deps, viewer, item)
  return { canCreateNotice, contentItemHasResolvedModerationCases }
}

/**
 * The /melden page's GET in one call: the content, the member's standing and, for the form, the
 * member's e-mail address. Null: no such content to report (404).
 */
export async function reportPage(
  deps: ModerationDeps,
  viewer: Viewer | null,
  key: ContentKey,
): Promise<{ item: ContentItem; standing: NoticeStanding | null; email: string } | null> {
  const item = await reportableItem(deps, viewer, key)
  if (!item) return null
  if (viewer === null) return { item, standing: null, email: '' }
  const [standing, prerequisites] = await Promise.all([
    standingOf(deps, viewer, item),
    noticePrerequisites(deps, viewer, viewer.userId),
  ])
  return { item, standing, email: prerequisites?.email ?? '' }
}

/**
 * The /melden page's POST in one call: the content, read once, and the notice filed about it
 * from the form's fields — unless `fields` is null (the form did not come from our page), the
 * viewer is a visitor or the content is the viewer's own, which the page answers itself.
 */
export async function reportNotice(
  deps: ModerationDeps,
  viewer: Viewer | null,
  key: ContentKey,
  fields: Record<string, unknown> | null,
): Promise<{ item: ContentItem; result: Result<{ noticeId: number; status: NoticeStatus }> | null } | null> {
  const item = await reportableItem(deps, viewer, key)
  if (!item) return null
  if (fields === null || viewer === null || item.authorId === viewer.userId) return { item, result: null }
  const input = { ...fields, contentItemType: item.type, contentItemId: item.id }
  return { item, result: await fileNotice(deps, viewer, input, item) }
}

/** spec 001 §7 CreateNoticePrerequisitesLoggedIn: the reporter's e-mail, for the form. */
export async function noticePrerequisites(
  deps: ModerationDeps,
  viewer: Viewer,
  userId: number,
): Promise<{ email: string; name: string } | null> {
  const { db } = deps
  if (viewer.userId !== userId) return null
  const row = await findEmailAndName(db, userId)
  return row ? { email: row.email ?? '', name: row.display_name } : null
}

/** Files a notice (DSA Art. 16): the case opens, the reporter gets the confirmation of receipt. */
export async function createNotice(
  deps: ModerationDeps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ noticeId: number; status: NoticeStatus }>> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um Inhalte zu melden.')
  // spec 001 §6: reporting needs MT-761_dsa, for the apps as for the /melden route
  if (!(await reportingSwitchedOn(deps))) return refuse(404, 'policy', NOT_FOUND)
  return fileNotice(deps, viewer, raw, null)
}

/** The notice itself; `loaded`: the content as the /melden page already read (and checked) it. */
async function fileNotice(
  deps: ModerationDeps,
  viewer: Viewer,
  raw: unknown,
  loaded: ContentItem | null,
): Promise<Result<{ noticeId: number; status: NoticeStatus }>> {
  const { db } = deps
  const parsed = noticeInputSchema.safeParse(raw)
  if (!parsed.success) return parseRefusal(parsed.error, CHECK_INPUT)
  const input: NoticeInput = parsed.data
  const reason = findNoticeReason(input.contentItemType, input.reasonId)
  if (!reason) return refuse(400, 'parse', CHECK_INPUT, { reasonId: 'Bitte wähle einen Grund.' })
  const missing = noticeRequirements(input, reason.category)
  if (Object.keys(missing).length > 0) return refuse(400, 'parse', CHECK_INPUT, missing)
  const item = loaded ?? (await contentFor(deps, { type: input.contentItemType, id: input.contentItemId }))
  if (!item || (loaded === null && !(await viewerMaySee(deps, viewer, item))))
    return refuse(404, 'policy', NOT_FOUND)
  if (item.type === 'UserProfile' && !canReportProfile(viewer, item.id))
    return refuse(403, 'policy', FORBIDDEN)
  if (item.authorId === viewer.userId) return refuse(403, 'policy', 'Eigene Inhalte kannst Du nicht melden.')
  // a posting restriction forbids reporting, as its statement of reasons says (posting-restriction.ts)
  const posting = await postingRestrictionOf(deps, viewer)
  if (posting && !canReport(viewer, posting)) return refuse(403, 'policy', postingRestrictionMessage(posting))
  if (await findActiveRestriction(db, viewer.userId, 'notices', nowOf(deps))) {
    return refuse(403, 'policy', REPORTING_SUSPENDED)
  }
  if (
    !isAdmin(viewer) &&
    !(await hit(db, deps.noticeRate ?? NOTICE_RATE_RULE, `user:${viewer.userId}`, nowOf(deps)))
  ) {
    return refuse(
      429,
      'limit',
      'Du hast in kurzer Zeit sehr viele Meldungen gesendet. Bitte versuche es später erneut.',
    )
  }
  try {
    const created = await db.transaction().execute(async (trx) => {
      // a notice about content whose removal is already in force is a duplicate: accepted automatically
      const inForce = await findMeasureInForce(trx, item.type, item.id)
      const noticeId = await insertNotice(trx, {
        contentType: item.type,
        contentId: item.id,
        boardId: item.boardId,
        threadId: item.threadId,
        affectedUserId: item.authorId,
        source: 'notice',
        status: 'OpenNotice',
        reason: reason.id,
        category: reason.category,
        reporter: {
          id: viewer.userId,
          name: input.reporterName,
          email: input.reporterEmail,
          explanation: input.explanation,
          location: input.location,
          goodFaith: input.goodFaith,
        },
        snapshot: JSON.stringify(snapshotOf(item)),
        measureVisibility: inForce?.measure_visibility ?? null,
        createdAt: nowOf(deps),
        updatedAt: nowOf(deps),
      })
      await record(deps, trx, noticeId, 'file', null, 'OpenNotice', viewer.userId, {
        partyRole: 'NoticeCreator',
        text: input.despiteReview ? 'Trotz früherer Prüfung gemeldet.' : '',
      })
      const notice = await findNoticeOrThrow(trx, noticeId)
      await tell(
        deps,
        trx,
        viewer.userId,
        'NoticeCreator',
        { id: noticeId, status: 'OpenNotice' },
        receiptMessage(await nameOf(trx, viewer.userId), factsOf(deps, notice), partyLink(deps, noticeId)),
        null,
        false,
      )
      if (inForce) {
        const status = await moveCase(deps, trx, notice, 'acceptAutomatically', null, {
          automated: true,
          decided: true,
          text: `Inhalt bereits auf Meldung #${inForce.id} hin entfernt.`,
        })
        await updateNoticeDecision(trx, noticeId, {
          facts: `Der Inhalt wurde bereits auf eine frühere Meldung hin entfernt (Fall #${inForce.id}).`,
        })
        if (status) {
          // the affected member already has the statement of the first case; only the reporter hears
          const fresh = await findNoticeOrThrow(trx, noticeId)
          await tell(
            deps,
            trx,
            viewer.userId,
            'NoticeCreator',
            { id: noticeId, status },
            reporterDecisionMessage(
              await nameOf(trx, viewer.userId),
              factsOf(deps, fresh, { automated: true }),
              status,
              partyLink(deps, noticeId),
            ),
            null,
            true,
          )
          return { noticeId, status }
        }
      }
      return { noticeId, status: 'OpenNotice' as const }
    })
    // nothing public changed: mails go out, the visitors' cached pages stay
    deps.kickJobs?.()
    return { ok: true, ...created }
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, 'conflict', ALREADY_REPORTED)
    throw error
  }
}
