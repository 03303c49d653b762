import type { DB } from '#db/database.ts'
import { findFeatureSwitches } from '#db/feature-switches.ts'
import { findNotice, type NoticeRow } from '#db/notices.ts'
import { findBoardScope } from '#db/posting.ts'
import { findActivityBoards, findRestrictableMember, findRoleRows } from '#db/restriction-targets.ts'
import { findThreadVisibility } from '#db/threads.ts'
import { findDisplayName } from '#db/users.ts'
import { FEATURE_SWITCHES, featureSwitchesFrom } from '#domain/features.ts'
import { complainingParty, complaintDeadline, isNoticeStatus, type PartyRole } from '#domain/moderation.ts'
import {
  type BoardScope,
  canDecideCase,
  isAdmin,
  type RestrictionTarget,
  roleRelationsByUser,
  type Viewer,
} from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { type ContentItem, type ContentKey, loadContent, type Snapshot } from './content.ts'
import type { CaseFacts } from './messages.ts'
import { CASE_NOT_FOUND, casePathForParty, type ModerationDeps, type Result } from './types.ts'

// What every moderation use case shares (design/moderation-states.md): the dependencies, the
// clock, the board scope, the parties' names and case facts, who may see what, and the parties'
// own view of a case. The messages to the parties are in party-messages.ts, the case's moves and
// measures in case-moves.ts. Plain functions taking the dependencies first (decision 042).

/** The service's clock (tests set one). */
export function nowOf(deps: ModerationDeps): Date {
  return deps.now?.() ?? new Date()
}

/** The page a party reads its messages on, as a link in a message or mail. */
export function partyLink(deps: ModerationDeps, noticeId: number): string {
  return `${deps.publicUrl}${casePathForParty(noticeId)}`
}

export async function scopeOf(deps: ModerationDeps, boardId: number | null): Promise<BoardScope | null> {
  if (boardId === null) return null
  return findBoardScope(deps.db, boardId)
}

/**
 * The member as the restriction rule sees them (canRestrictMember): roles and the boards they
 * are active in; undefined when there is no such member (or only an anonymised one).
 */
export async function restrictionTarget(
  deps: ModerationDeps,
  userId: number,
): Promise<RestrictionTarget | undefined> {
  const [member, roles, boards] = await Promise.all([
    findRestrictableMember(deps.db, userId),
    findRoleRows(deps.db, userId),
    findActivityBoards(deps.db, userId),
  ])
  if (!member || member.is_anonymized) return undefined
  return { userId, roleRelations: roleRelationsByUser(roles).get(userId) ?? [], boards }
}

export async function nameOf(trx: DB, userId: number | null): Promise<string> {
  if (userId === null) return ''
  return (await findDisplayName(trx, userId)) ?? ''
}

export function factsOf(
  deps: ModerationDeps,
  notice: NoticeRow,
  overrides: Partial<CaseFacts> = {},
): CaseFacts {
  const snapshot = notice.snapshot as Snapshot
  return {
    noticeId: notice.id,
    contentType: notice.content_type,
    title: snapshot.title,
    reason: notice.reason,
    category: notice.category,
    byNotice: notice.source === 'notice',
    automated: false,
    measureVisibility: notice.measure_visibility,
    restriction:
      notice.restriction_permanent || notice.restriction_ends_at
        ? { endsAt: notice.restriction_permanent ? null : notice.restriction_ends_at }
        : null,
    facts: notice.decision_facts,
    ground: notice.decision_ground,
    complaintUntil: null,
    createdAt: notice.created_at,
    text: typeof snapshot.text === 'string' ? snapshot.text : '',
    contentLink: snapshot.path ? `${deps.publicUrl}${snapshot.path}` : '',
    publicUrl: deps.publicUrl,
    warning: (snapshot as { warning?: unknown }).warning === true,
    ...overrides,
  }
}

/** After a write: mails go out, visitors' cached pages are stale. */
export function done(deps: ModerationDeps): void {
  deps.kickJobs?.()
  deps.afterWrite?.()
}

/** A case seen by one of its parties (the affected member or the reporter). */
export async function findOwnCase(
  deps: ModerationDeps,
  viewer: Viewer,
  noticeId: number,
): Promise<Result<{ notice: NoticeRow; role: PartyRole }>> {
  const notice = await findNotice(deps.db, noticeId)
  if (!notice) return refuse(404, 'policy', CASE_NOT_FOUND)
  const role: PartyRole | null =
    notice.affected_user_id === viewer.userId
      ? 'AffectedUser'
      : notice.reporter_id === viewer.userId
        ? 'NoticeCreator'
        : null
  if (role === null) return refuse(404, 'policy', CASE_NOT_FOUND)
  return { ok: true, notice, role }
}

/** Whether (and until when) a party may complain about its case now. */
export function complaintOpenTo(
  deps: ModerationDeps,
  notice: NoticeRow,
  role: PartyRole,
  at = nowOf(deps),
): Date | null {
  if (!isNoticeStatus(notice.status) || complainingParty(notice.status) !== role) return null
  if (notice.decided_at === null) return null
  const deadline = complaintDeadline(notice.decided_at)
  return at <= deadline ? deadline : null
}

export async function reportingSwitchedOn(deps: ModerationDeps): Promise<boolean> {
  return featureSwitchesFrom(await findFeatureSwitches(deps.db))[FEATURE_SWITCHES.dsa]
}

export async function contentFor(deps: ModerationDeps, key: ContentKey): Promise<ContentItem | null> {
  return loadContent(deps.db, key)
}

/** Whether the viewer may see the content at all (a report never confirms what one cannot see). */
export async function viewerMaySee(
  deps: ModerationDeps,
  viewer: Viewer,
  item: ContentItem,
): Promise<boolean> {
  if (item.type === 'PrivateMessage') return item.participants?.includes(viewer.userId) ?? false
  if (item.boardId === null)
    return item.visibility !== 'Hidden' || item.authorId === viewer.userId || isAdmin(viewer)
  if (item.deleted) return canDecideCase(viewer, await scopeOf(deps, item.boardId))
  if (item.visibility === 'Hidden' && item.authorId !== viewer.userId) {
    return canDecideCase(viewer, await scopeOf(deps, item.boardId))
  }
  if (item.threadId !== null && item.type === 'ForumPost') {
    const thread = await findThreadVisibility(deps.db, item.threadId)
    if (!thread) return false
    if (
      thread.deleted_at !== null ||
      (thread.visibility === 'Hidden' && thread.author_id !== viewer.userId)
    ) {
      return canDecideCase(viewer, await scopeOf(deps, item.boardId))
    }
  }
  return true
}

/** What a visitor sees: public content only, and a post only in a public thread. */
export async function visitorMaySee(deps: ModerationDeps, item: ContentItem): Promise<boolean> {
  if (item.type === 'PrivateMessage' || item.visibility !== 'Online' || item.deleted) return false
  if (item.type !== 'ForumPost' || item.threadId === null) return true
  const thread = await findThreadVisibility(deps.db, item.threadId)
  return thread !== undefined && thread.deleted_at === null && thread.visibility === 'Online'
}

export function maySee(deps: ModerationDeps, viewer: Viewer | null, item: ContentItem): Promise<boolean> {
  return viewer === null ? visitorMaySee(deps, item) : viewerMaySee(deps, viewer, item)
}
