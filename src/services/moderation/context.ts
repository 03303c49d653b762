import type { DB } from '#db/database.ts'
import { findFeatureSwitches } from '#db/feature-switches.ts'
import { findNotice, type NoticeRow } from '#db/notices.ts'
import { findBoardChain } from '#db/posting.ts'
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
import { type ContentItem, type ContentKey, loadContent, type Snapshot } from './content.ts'
import type { CaseFacts } from './messages.ts'
import { CASE_NOT_FOUND, casePathForParty, fail, type ModerationDeps, type Result } from './types.ts'

// What every moderation use case shares (design/moderation-states.md): the dependencies, the
// clock, the board scope, the parties' names and case facts, who may see what, and the parties'
// own view of a case. The messages to the parties are in party-messages.ts, the case's moves and
// measures in case-moves.ts; createWorkflow (workflow.ts) joins the three.

export function createContext(deps: ModerationDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const partyLink = (noticeId: number) => `${deps.publicUrl}${casePathForParty(noticeId)}`

  async function scopeOf(boardId: number | null): Promise<BoardScope | null> {
    if (boardId === null) return null
    const chain = await findBoardChain(db, boardId)
    return { id: boardId, ancestorIds: chain.slice(1).map((board) => board.id) }
  }

  /**
   * The member as the restriction rule sees them (canRestrictMember): roles and the boards they
   * are active in; undefined when there is no such member (or only an anonymised one).
   */
  async function restrictionTarget(userId: number): Promise<RestrictionTarget | undefined> {
    const [member, roles, boards] = await Promise.all([
      findRestrictableMember(db, userId),
      findRoleRows(db, userId),
      findActivityBoards(db, userId),
    ])
    if (!member || member.is_anonymized) return undefined
    return { userId, roleRelations: roleRelationsByUser(roles).get(userId) ?? [], boards }
  }

  async function nameOf(trx: DB, userId: number | null): Promise<string> {
    if (userId === null) return ''
    return (await findDisplayName(trx, userId)) ?? ''
  }

  function factsOf(notice: NoticeRow, overrides: Partial<CaseFacts> = {}): CaseFacts {
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
  function done(): void {
    deps.kickJobs?.()
    deps.afterWrite?.()
  }

  /** A case seen by one of its parties (the affected member or the reporter). */
  async function findOwnCase(
    viewer: Viewer,
    noticeId: number,
  ): Promise<Result<{ notice: NoticeRow; role: PartyRole }>> {
    const notice = await findNotice(db, noticeId)
    if (!notice) return fail(404, CASE_NOT_FOUND)
    const role: PartyRole | null =
      notice.affected_user_id === viewer.userId
        ? 'AffectedUser'
        : notice.reporter_id === viewer.userId
          ? 'NoticeCreator'
          : null
    if (role === null) return fail(404, CASE_NOT_FOUND)
    return { ok: true, notice, role }
  }

  /** Whether (and until when) a party may complain about its case now. */
  function complaintOpenTo(notice: NoticeRow, role: PartyRole, at = now()): Date | null {
    if (!isNoticeStatus(notice.status) || complainingParty(notice.status) !== role) return null
    if (notice.decided_at === null) return null
    const deadline = complaintDeadline(notice.decided_at)
    return at <= deadline ? deadline : null
  }

  async function reportingSwitchedOn(): Promise<boolean> {
    return featureSwitchesFrom(await findFeatureSwitches(db))[FEATURE_SWITCHES.dsa]
  }

  async function contentFor(key: ContentKey): Promise<ContentItem | null> {
    return loadContent(db, key)
  }

  /** Whether the viewer may see the content at all (a report never confirms what one cannot see). */
  async function viewerMaySee(viewer: Viewer, item: ContentItem): Promise<boolean> {
    if (item.type === 'PrivateMessage') return item.participants?.includes(viewer.userId) ?? false
    if (item.boardId === null)
      return item.visibility !== 'Hidden' || item.authorId === viewer.userId || isAdmin(viewer)
    if (item.deleted) return canDecideCase(viewer, await scopeOf(item.boardId))
    if (item.visibility === 'Hidden' && item.authorId !== viewer.userId) {
      return canDecideCase(viewer, await scopeOf(item.boardId))
    }
    if (item.threadId !== null && item.type === 'ForumPost') {
      const thread = await findThreadVisibility(db, item.threadId)
      if (!thread) return false
      if (
        thread.deleted_at !== null ||
        (thread.visibility === 'Hidden' && thread.author_id !== viewer.userId)
      ) {
        return canDecideCase(viewer, await scopeOf(item.boardId))
      }
    }
    return true
  }

  /** What a visitor sees: public content only, and a post only in a public thread. */
  async function visitorMaySee(item: ContentItem): Promise<boolean> {
    if (item.type === 'PrivateMessage' || item.visibility !== 'Online' || item.deleted) return false
    if (item.type !== 'ForumPost' || item.threadId === null) return true
    const thread = await findThreadVisibility(db, item.threadId)
    return thread !== undefined && thread.deleted_at === null && thread.visibility === 'Online'
  }

  const maySee = (viewer: Viewer | null, item: ContentItem) =>
    viewer === null ? visitorMaySee(item) : viewerMaySee(viewer, item)

  return {
    deps,
    db,
    now,
    partyLink,
    scopeOf,
    restrictionTarget,
    nameOf,
    factsOf,
    done,
    findOwnCase,
    complaintOpenTo,
    reportingSwitchedOn,
    contentFor,
    viewerMaySee,
    visitorMaySee,
    maySee,
  }
}

export type Context = ReturnType<typeof createContext>
