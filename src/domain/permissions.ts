import { OWN_POST_EDIT_WINDOW_MINUTES, USER_TITLE_MIN_POSTS } from './limits.ts'
import { type PostingRestriction, restrictionForbids } from './posting-restriction.ts'

// Roles and permissions (spec 001 §3, §6; spec 000 §6). Pure functions over the viewer's role
// relations: the server decides with them, and the UI asks the same functions what to show.

export const ROLES = [
  'admin',
  'faqAuthor',
  'fzdbAdmin',
  'godfather',
  'moderator',
  'systemAccount',
  'user',
] as const
export type Role = (typeof ROLES)[number]

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** A role, tied to boards or (no boards) valid everywhere. */
export interface RoleRelation {
  userRole: string
  relatedBoards: readonly { id: number }[]
}

export interface RoleHolder {
  roleRelations: readonly RoleRelation[]
}

/**
 * Rows of user_roles (one per role and board; board null: everywhere) as each member's role
 * relations — one relation per role with all its boards. Unknown roles are left out.
 */
export function roleRelationsByUser(
  rows: readonly { user_id: number; role: string; board_id: number | null }[],
): Map<number, RoleRelation[]> {
  const byUser = new Map<number, Map<string, { id: number }[]>>()
  for (const row of rows) {
    if (!isRole(row.role)) continue
    const relations = byUser.get(row.user_id) ?? new Map<string, { id: number }[]>()
    const boards = relations.get(row.role) ?? []
    if (row.board_id !== null) boards.push({ id: row.board_id })
    relations.set(row.role, boards)
    byUser.set(row.user_id, relations)
  }
  return new Map(
    [...byUser].map(([userId, relations]) => [
      userId,
      [...relations].map(([userRole, relatedBoards]) => ({ userRole, relatedBoards })),
    ]),
  )
}

/** The logged-in member as the server knows them; visitors are null. */
export interface Viewer extends RoleHolder {
  userId: number
}

// decision 021: what a restriction forbids is defined once, in posting-restriction.ts
export type { PostingRestriction } from './posting-restriction.ts'
export { postingRestrictionMessage } from './posting-restriction.ts'

function hasRole(holder: RoleHolder | null | undefined, role: Role): boolean {
  return holder?.roleRelations.some((relation) => relation.userRole === role) ?? false
}

/** spec 001 §6: Moderator = any role relation is moderator. */
export function isModerator(holder: RoleHolder | null | undefined): boolean {
  return hasRole(holder, 'moderator')
}

export function isAdmin(holder: RoleHolder | null | undefined): boolean {
  return hasRole(holder, 'admin')
}

/** spec 001 §6: Staff = any role relation is moderator or admin. */
export function isStaff(holder: RoleHolder | null | undefined): boolean {
  return isModerator(holder) || isAdmin(holder)
}

/** A board and the ids of the boards above it: a role on a parent covers its children. */
export interface BoardScope {
  id: number
  ancestorIds?: readonly number[]
}

function coversBoard(holder: RoleHolder | null | undefined, role: Role, board: BoardScope): boolean {
  const ids = new Set([board.id, ...(board.ancestorIds ?? [])])
  return (
    holder?.roleRelations.some(
      (relation) =>
        relation.userRole === role &&
        (relation.relatedBoards.length === 0 ||
          relation.relatedBoards.some((related) => ids.has(related.id))),
    ) ?? false
  )
}

/** Admins moderate everywhere; moderators where their relation (or a parent board) says. */
export function canModerateBoard(holder: RoleHolder | null | undefined, board: BoardScope): boolean {
  return isAdmin(holder) || coversBoard(holder, 'moderator', board)
}

/** spec 000 §6: forum godparents edit titles and sort topics in their boards. */
export function isGodfatherOf(holder: RoleHolder | null | undefined, board: BoardScope): boolean {
  return coversBoard(holder, 'godfather', board)
}

/** Moderators and Forenpaten are displayed as board facilitators (spec 001 §6). */
export function canCurateBoard(holder: RoleHolder | null | undefined, board: BoardScope): boolean {
  return canModerateBoard(holder, board) || isGodfatherOf(holder, board)
}

/** spec 000 §2.1 and §6: the moderation UI needs the MT-761_dsa switch plus a moderator check. */
export function showsModerationUi(holder: RoleHolder | null | undefined, dsaSwitchOn: boolean): boolean {
  return dsaSwitchOn && isStaff(holder)
}

/** decisions 028–031: members follow threads and boards; visitors are sent through login first. */
export function canFollow(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null
}

/**
 * Members write; visitors are sent through login first (spec 001 §6). A member under an active
 * posting restriction (decision 021) writes nothing: no thread, reply, draft or thumbs up.
 */
export function canStartThread(
  viewer: Viewer | null,
  board: BoardScope & { isOpen: boolean },
  restriction: PostingRestriction | null = null,
): boolean {
  return (
    viewer !== null &&
    !restrictionForbids(restriction, 'thread') &&
    (board.isOpen || canModerateBoard(viewer, board))
  )
}

export function canReply(
  viewer: Viewer | null,
  thread: { isOpen: boolean; board: BoardScope },
  restriction: PostingRestriction | null = null,
): boolean {
  return (
    viewer !== null &&
    !restrictionForbids(restriction, 'reply') &&
    (thread.isOpen || canModerateBoard(viewer, thread.board))
  )
}

/**
 * Whether a thread page offers its reply box (DESIGN.md: ThreadPage derived it itself). Visitors
 * see it on an open, visible thread (what they type waits for their login, spec 001 §7); a
 * member who may write (canReply, told by the server as `self.isWritable`) sees it anywhere,
 * a moderator also on a closed thread.
 */
export function offersReply(
  thread: { isOpen: boolean; isHidden: boolean; isDeleted: boolean },
  viewerMayWrite: boolean,
  restriction: PostingRestriction | null = null,
): boolean {
  // a restricted member is told why instead of finding out after typing (decision 021)
  if (restrictionForbids(restriction, 'reply')) return false
  return (thread.isOpen && !thread.isHidden && !thread.isDeleted) || viewerMayWrite
}

/** One thumbs up per member per post, never on one's own post (spec 001 §7), none while restricted. */
export function canGiveThumbsUp(
  viewer: Viewer | null,
  post: { authorId: number },
  restriction: PostingRestriction | null = null,
): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'rate') && viewer.userId !== post.authorId
}

/** The starter or a moderator marks the best answer. */
export function canMarkBestAnswer(
  viewer: Viewer | null,
  thread: { authorId: number; board: BoardScope },
): boolean {
  return viewer !== null && (viewer.userId === thread.authorId || canModerateBoard(viewer, thread.board))
}

/**
 * Profile role label (spec 001 §2): the first matching role in this order, followed by ' für'
 * and its boards, plus 'und alle anderen Foren' (not for FAQ authors).
 */
const LABELS: [Role, string][] = [
  ['systemAccount', 'System-Account'],
  ['admin', 'MT-Werkstatt'],
  ['moderator', 'Moderator'],
  ['godfather', 'Forenpate'],
  ['fzdbAdmin', 'Fahrzeugdatenbank-Administrator'],
  ['faqAuthor', 'FAQ-Autor'],
]

export function roleLabel(holder: RoleHolder | null | undefined): { role: Role; label: string } | null {
  for (const [role, label] of LABELS) {
    if (hasRole(holder, role)) return { role, label }
  }
  return null
}

/**
 * The profile's role line (spec 001 §2): 'Moderator für VW, BMW und alle anderen Foren'; FAQ
 * authors without the 'und alle anderen Foren'. A role tied to no board reads 'für alle Foren'.
 */
export function profileRoleLine<B extends { id: number }>(holder: {
  roleRelations: readonly { userRole: string; relatedBoards: readonly B[] }[]
}): { label: string; boards: B[]; tail: string } | null {
  const role = roleLabel(holder)
  if (!role) return null
  const boards = holder.roleRelations
    .filter((relation) => relation.userRole === role.role)
    .flatMap((relation) => relation.relatedBoards)
  if (role.role === 'faqAuthor') return { label: role.label, boards, tail: '' }
  return { label: role.label, boards, tail: boards.length > 0 ? ' und alle anderen Foren' : ' alle Foren' }
}

// ---------------------------------------------------------------------------------------------
// Reporting and moderation (decision 021)

/**
 * Members report (spec 001 §6, with MT-761_dsa); visitors log in first. A posting restriction
 * forbids reporting too (posting-restriction.ts), as its statement of reasons says.
 */
export function canReport(viewer: Viewer | null, restriction: PostingRestriction | null = null): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'notice')
}

/** A profile is reported by others, never by its owner (spec 001 §2). */
export function canReportProfile(viewer: Viewer | null, profileUserId: number): boolean {
  return viewer !== null && viewer.userId !== profileUserId
}

/**
 * Who sees and decides a case: the moderators of the content's board (and the boards above it),
 * admins everywhere. Content outside the boards (profiles, accounts, messages) is for admins.
 */
export function canDecideCase(holder: RoleHolder | null | undefined, board: BoardScope | null): boolean {
  return board === null ? isAdmin(holder) : canModerateBoard(holder, board)
}

/**
 * A complaint is decided by a person other than the one who took the decision (DSA Art. 20 (6),
 * design/moderation-states.md); the second round (a complaint about a reversal) by an admin.
 */
export function canDecideComplaint(
  viewer: Viewer | null,
  board: BoardScope | null,
  facts: { decidedBy: number | null; needsAdmin: boolean },
): boolean {
  if (viewer === null || !canDecideCase(viewer, board)) return false
  if (facts.decidedBy !== null && facts.decidedBy === viewer.userId) return false
  return !facts.needsAdmin || isAdmin(viewer)
}

/** The moderation queue is for staff: moderators see their boards' cases, admins all. */
export function canOpenModeration(holder: RoleHolder | null | undefined): boolean {
  return isStaff(holder)
}

/** The transparency figures (DSA Art. 24) are for admins. */
export function canSeeTransparency(holder: RoleHolder | null | undefined): boolean {
  return isAdmin(holder)
}

/** Rank among the staff (spec 001 §6): admin above moderator above everyone else. */
function staffRank(holder: RoleHolder | null | undefined): number {
  if (isAdmin(holder)) return 2
  return isModerator(holder) ? 1 : 0
}

/**
 * The member a restriction is about (DSA Art. 23): their roles, and the boards (with the boards
 * above them) where they wrote or had content reported: where a moderator may act on them.
 */
export interface RestrictionTarget extends RoleHolder {
  userId: number
  boards: readonly BoardScope[]
}

/**
 * Restricting a member, the one rule for the admin screen and the moderation API: never oneself,
 * never anyone of equal or higher rank (a moderator never another moderator or an admin); admins
 * anywhere, moderators only members active in their boards.
 */
export function canRestrictMember(viewer: Viewer | null, target: RestrictionTarget): boolean {
  if (viewer === null || viewer.userId === target.userId) return false
  if (staffRank(target) >= staffRank(viewer)) return false
  return isAdmin(viewer) || target.boards.some((board) => canModerateBoard(viewer, board))
}

/**
 * Warning a member (spec 001 §6: moderators may warn users): the mildest measure on a member, by
 * the same rule as a restriction, so who may restrict may warn and no one else.
 */
export function canWarnMember(viewer: Viewer | null, target: RestrictionTarget): boolean {
  return canRestrictMember(viewer, target)
}

/**
 * Lifting a restriction: an admin always (their own or another admin's included, so a wrong one
 * never needs a database edit); otherwise whoever may impose it.
 */
export function canLiftRestriction(viewer: Viewer | null, target: RestrictionTarget): boolean {
  return viewer !== null && (isAdmin(viewer) || canRestrictMember(viewer, target))
}

/**
 * Saving drafts is writing too (decision 021): a restricted member keeps what they typed in the form,
 * but nothing is stored for them while the restriction lasts.
 */
export function canSaveDraft(viewer: Viewer | null, restriction: PostingRestriction | null = null): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'reply')
}

/** The moderation's controls on a board's content (hide, delete, close, move …): who decides its cases. */
export function canModerateContent(holder: RoleHolder | null | undefined, board: BoardScope): boolean {
  return canDecideCase(holder, board)
}

/**
 * Profile texts hidden by a measure (users.profile_hidden_at): only their owner and admins (who
 * decide profile cases) still read them.
 */
export function canReadHiddenProfileTexts(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && (viewer.userId === ownerId || isAdmin(viewer))
}

// --- Attachments (decisions 024–027) ---

/** Uploading files is writing (decisions 024–027): members only, and not while a posting restriction lasts. */
export function canUpload(viewer: Viewer | null, restriction: PostingRestriction | null = null): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'upload')
}

/** Only the member who uploaded a file may put it into a post, and only once. */
export function canClaimUpload(
  viewer: Viewer | null,
  upload: { userId: number; claimedAt: Date | null },
): boolean {
  return viewer !== null && upload.userId === viewer.userId && upload.claimedAt === null
}

// --- One's own profile (decisions 024–027) ---

/**
 * spec 000 §5: a custom user title requires more than 30 posts (topics and replies together);
 * only the member sets their own.
 */
export function canSetUserTitle(
  viewer: Viewer | null,
  member: { userId: number; topicCount: number; replyCount: number },
): boolean {
  return (
    viewer !== null &&
    viewer.userId === member.userId &&
    member.topicCount + member.replyCount > USER_TITLE_MIN_POSTS
  )
}

// ---------------------------------------------------------------------------------------------
// Editing (decisions 024–027, docs/decisions/026-editing.md)

/** The end of a post's own-edit window: OWN_POST_EDIT_WINDOW_MINUTES after it was sent. */
export function editWindowEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OWN_POST_EDIT_WINDOW_MINUTES * 60_000)
}

/** Whether a post sent at `createdAt` is still in its author's edit window at `now`. */
export function withinEditWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() < editWindowEnd(createdAt).getTime()
}

/** What deciding on an edit needs to know about a post. */
export interface EditablePost {
  authorId: number
  createdAt: Date
  /** The post's board (and those above it): its moderators edit every post in it. */
  board: BoardScope
  /** Its thread takes replies; a closed thread's posts stay as they are for their authors. */
  threadOpen: boolean
  /**
   * Hidden or deleted by the moderation (the post or its thread): seen by its author only
   * read-only (src/domain/visibility.ts acceptsWrites), so not edited by them either.
   */
  takenDown: boolean
}

/**
 * spec 000 §3, §6: members edit their own posts, within OWN_POST_EDIT_WINDOW_MINUTES of sending,
 * in an open thread, while the moderation has not taken the post down; moderators (their boards)
 * and admins edit every post, at any time. Nobody writes while under a posting restriction
 * (decision 021), moderators included.
 */
export function canEditPost(
  viewer: Viewer | null,
  post: EditablePost,
  now: Date,
  restriction: PostingRestriction | null = null,
): boolean {
  if (viewer === null || restrictionForbids(restriction, 'edit')) return false
  if (canModerateContent(viewer, post.board)) return true
  return (
    viewer.userId === post.authorId &&
    !post.takenDown &&
    post.threadOpen &&
    withinEditWindow(post.createdAt, now)
  )
}

/**
 * spec 000 §4, §6: a topic's title cannot be changed by its starter; Forenpaten (their boards),
 * moderators (their boards) and admins edit it. The starter as such has no say.
 */
export function canEditThreadTitle(
  viewer: Viewer | null,
  thread: { board: BoardScope },
  restriction: PostingRestriction | null = null,
): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'edit') && canCurateBoard(viewer, thread.board)
}

/** spec 000 §6 "sort topics": pinning a topic to the top of its board, and loosening it. */
export function canPinThread(
  viewer: Viewer | null,
  thread: { board: BoardScope },
  restriction: PostingRestriction | null = null,
): boolean {
  return viewer !== null && !restrictionForbids(restriction, 'edit') && canCurateBoard(viewer, thread.board)
}

/** A post's earlier versions are for those who decide the board's cases (moderators, admins). */
export function canSeePostHistory(viewer: Viewer | null, board: BoardScope): boolean {
  return viewer !== null && canDecideCase(viewer, board)
}

/**
 * decisions 028–031: a member on the recipient's ignore list cannot write to them; moderators and admins
 * still can (a moderation matter must reach the member).
 */
export function mayWriteMessage(sender: Viewer, ignoredByRecipient: boolean): boolean {
  return !ignoredByRecipient || isStaff(sender)
}

/** spec 000 §5: pictures and attachments in private messages only when staff take part. */
export function mayAttachToMessage(sender: RoleHolder, recipients: readonly RoleHolder[]): boolean {
  return isStaff(sender) || (recipients.length > 0 && recipients.every((recipient) => isStaff(recipient)))
}

/** decision 036: members comment on blog articles and tests whose comments are on, unless restricted. */
export function canComment(
  viewer: Viewer | null,
  target: { commentsEnabled: boolean },
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  return viewer !== null && target.commentsEnabled && !restrictionForbids(restriction, 'comment')
}

/**
 * decision 036 (spec 000 §5, §6): a comment is deleted by its author, by the owner of what it is
 * under (the blog article's author and co-authors, the test's author) and by the staff.
 */
export function canDeleteComment(
  viewer: Viewer | null,
  comment: { authorId: number },
  ownerIds: readonly number[],
): viewer is Viewer {
  if (viewer === null) return false
  return viewer.userId === comment.authorId || ownerIds.includes(viewer.userId) || isStaff(viewer)
}

/**
 * decision 036: members rate a blog article whose author turned rating on — not their own (its author
 * and co-authors), and not while a posting restriction runs.
 */
export function canRateBlogArticle(
  viewer: Viewer | null,
  article: { ratingEnabled: boolean; ownerIds: readonly number[] },
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  return (
    viewer !== null &&
    article.ratingEnabled &&
    !restrictionForbids(restriction, 'rate') &&
    !article.ownerIds.includes(viewer.userId)
  )
}

/** decision 036: the magazine (news, videos, exclusive articles) is written by the staff. */
export function canEditMagazine(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && isStaff(viewer)
}

/** decision 036: members place ads in the marketplace unless restricted. */
export function canPlaceAd(
  viewer: Viewer | null,
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  return viewer !== null && !restrictionForbids(restriction, 'ad')
}

/** decision 036: an ad is edited and closed by its seller and by the staff. */
export function canManageAd(viewer: Viewer | null, ad: { sellerId: number }): viewer is Viewer {
  return viewer !== null && (viewer.userId === ad.sellerId || isStaff(viewer))
}

/** decision 036: a member votes once in an open poll of a thread they can see. */
export function canVote(
  viewer: Viewer | null,
  poll: { closed: boolean; votedOptionId: number | null },
): viewer is Viewer {
  return viewer !== null && !poll.closed && poll.votedOptionId === null
}

/** decision 036 (spec 000 §6): members write blog articles unless restricted. */
export function canWriteBlog(
  viewer: Viewer | null,
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  return viewer !== null && !restrictionForbids(restriction, 'blogArticle')
}

export interface BlogAuthorship {
  authorId: number
  coauthorIds: readonly number[]
}

/**
 * decision 036 (spec 000 §6): an article is edited by its author and co-authors, by blog moderators
 * (the moderators) and blog administrators (the admins).
 */
export function canEditBlogArticle(viewer: Viewer | null, article: BlogAuthorship): viewer is Viewer {
  if (viewer === null) return false
  return viewer.userId === article.authorId || article.coauthorIds.includes(viewer.userId) || isStaff(viewer)
}

/** decision 036 (spec 000 §4, §6): authors publish their articles; blog administrators publish others' drafts too. */
export function canPublishBlogArticle(viewer: Viewer | null, article: BlogAuthorship): viewer is Viewer {
  if (viewer === null) return false
  return viewer.userId === article.authorId || article.coauthorIds.includes(viewer.userId) || isAdmin(viewer)
}

/** decision 036: members write tests of their vehicles unless restricted. */
export function canWriteMotortest(
  viewer: Viewer | null,
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  return viewer !== null && !restrictionForbids(restriction, 'motortest')
}

/** decision 036: a test is edited by its author and by the staff. */
export function canEditMotortest(viewer: Viewer | null, test: { authorId: number }): viewer is Viewer {
  return viewer !== null && (viewer.userId === test.authorId || isStaff(viewer))
}

/** decision 036: a thread's starter adds a poll to their open thread; its board's moderators too. */
export function canAddPoll(
  viewer: Viewer | null,
  thread: { authorId: number; isOpen: boolean; board: BoardScope },
  restriction: PostingRestriction | null = null,
): viewer is Viewer {
  if (viewer === null || restrictionForbids(restriction, 'edit')) return false
  if (canModerateContent(viewer, thread.board)) return true
  return viewer.userId === thread.authorId && thread.isOpen
}

/** decision 037: the admin screens open to the staff; what changes the site itself is the admins'. */
export function canOpenAdmin(holder: RoleHolder | null | undefined): boolean {
  return isStaff(holder)
}

/** decision 037: feature switches, boards, roles and the audit log: admins only. */
export function canAdministerSite(holder: RoleHolder | null | undefined): boolean {
  return isAdmin(holder)
}

/** decision 036 (spec 000 §6): an article is deleted by its author and by blog moderators (the staff). */
export function canDeleteBlogArticle(viewer: Viewer | null, article: BlogAuthorship): viewer is Viewer {
  return viewer !== null && (viewer.userId === article.authorId || isStaff(viewer))
}
