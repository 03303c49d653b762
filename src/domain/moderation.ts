// The vocabulary and the rules of reporting and moderation (spec 001 §2–§8), pure and
// shared by the server, the GraphQL schema and the browser: content categories and types, notice
// reasons in their display order, the 12 notice/complaint statuses with their transitions
// (../design/moderation-states.md) and the spec's 5 groupings, the measures and their periods.

import { berlinWallClock, fromBerlinWallClock } from './time.ts'

// ---------------------------------------------------------------------------------------------
// Content items (spec 001 §2 report dialogs, §3 content item types)

export const CONTENT_ITEM_TYPES = [
  'UserAccount',
  'UserProfile',
  'PrivateMessage',
  'ForumThread',
  'ForumPost',
  'BlogArticle',
  'VehicleReview',
  'MarketplaceArticle',
  'Comment',
] as const
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number]

export function isContentItemType(value: unknown): value is ContentItemType {
  return typeof value === 'string' && (CONTENT_ITEM_TYPES as readonly string[]).includes(value)
}

/** spec 001 §2: the `/melden/{category}/*` path segments, their content types and labels. */
export const REPORT_CATEGORIES = {
  forum: { type: 'ForumThread', label: 'Thema' },
  news: { type: 'ForumThread', label: 'Nachricht' },
  post: { type: 'ForumPost', label: 'Beitrag' },
  blogs: { type: 'BlogArticle', label: 'Blogartikel' },
  marktplatz: { type: 'MarketplaceArticle', label: 'Marktplatzartikel' },
  tests: { type: 'VehicleReview', label: 'Fahrzeugtest' },
  nutzer: { type: 'UserProfile', label: 'Benutzerprofil' },
  konto: { type: 'UserAccount', label: 'Benutzerkonto' },
  pn: { type: 'PrivateMessage', label: 'Private Nachricht' },
} as const satisfies Record<string, { type: ContentItemType; label: string }>

export type ReportCategory = keyof typeof REPORT_CATEGORIES

export function isReportCategory(value: unknown): value is ReportCategory {
  return typeof value === 'string' && Object.hasOwn(REPORT_CATEGORIES, value)
}

/** The label a content type is named by in dialogs and the queue. */
export const CONTENT_TYPE_LABELS: Record<ContentItemType, string> = {
  UserAccount: 'Benutzerkonto',
  UserProfile: 'Benutzerprofil',
  PrivateMessage: 'Private Nachricht',
  ForumThread: 'Thema',
  ForumPost: 'Beitrag',
  BlogArticle: 'Blogartikel',
  VehicleReview: 'Fahrzeugtest',
  MarketplaceArticle: 'Marktplatzartikel',
  Comment: 'Kommentar',
}

/** The category a content type is reported under from its own page (`Melden` menus, profiles). */
export function reportCategoryOf(type: ContentItemType): ReportCategory {
  const found = (Object.keys(REPORT_CATEGORIES) as ReportCategory[]).find(
    (category) => REPORT_CATEGORIES[category].type === type,
  )
  return found ?? 'forum'
}

/** spec 001 §5: a profile slug in a report path has at least 3 letters, digits, '_' or '-'. */
export const PROFILE_SLUG_PATTERN = /^[A-Za-z0-9_-]{3,}$/

/** The categories whose `*` is a member's slug; the others carry a numeric id. */
export function reportsBySlug(category: ReportCategory): boolean {
  return category === 'nutzer' || category === 'konto'
}

/**
 * decision 036: a comment under a blog article or a test is reported in its host's category (blogs,
 * tests) as `k{id}` — never mistaken for a host named by its id or its `{slug}-{id}`.
 */
export function commentReportTarget(commentId: number): string {
  return `k${commentId}`
}
export const COMMENT_REPORT_TARGET = /^k([1-9]\d{0,9})$/

/** `/melden/{category}/{id}` for a content item. */
export function reportPath(category: ReportCategory, idOrSlug: number | string): string {
  return `/melden/${category}/${encodeURIComponent(String(idOrSlug))}`
}

/**
 * spec 001 §7: where closing the report dialog opened by `/melden/…` leads. post → PostJump with
 * postId; tests and nutzer → /{category}/{slug}; pn → the private message list; forum, blogs and
 * marktplatz → /{category}/{slug}.html. `news` and `konto` have no `/{category}/{slug}.html` page
 * in this forum (news are threads, an account is shown as its profile): they lead to `page`, the
 * reported content's own page, so closing never ends on a 404.
 */
export function legacyReportReturnPath(category: ReportCategory, slugOrId: string, page: string): string {
  switch (category) {
    case 'post':
      return `/forum/aktion/PostJump.html?postId=${encodeURIComponent(slugOrId)}`
    case 'tests':
    case 'nutzer':
      return `/${category}/${encodeURIComponent(slugOrId)}`
    case 'pn':
      return '/cockpit/pms/PrivateMessageList.html'
    case 'news':
    case 'konto':
      return page
    default:
      return `/${category}/${encodeURIComponent(slugOrId)}.html`
  }
}

// ---------------------------------------------------------------------------------------------
// Notice reasons (spec 001 §3 notice reason and level, §5 adjustments and display order)

export const NOTICE_CATEGORIES = [
  'Copyright',
  'Legal',
  'LegalAnonymous',
  'Policy',
  'YouthProtection',
] as const
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number]

/** A node of the reasons tree: a level groups reasons; a reason may itself be a level (Sonstiges). */
export interface NoticeLevel {
  levelId: string
  parentLevelId: string | null
  description: string
}

export interface NoticeReason {
  id: string
  noticeReason: string
  category: NoticeCategory
  parentLevelId: string | null
}

export interface ReasonsAndLevels {
  noticeReasons: NoticeReason[]
  noticeReasonLevels: NoticeLevel[]
}

/**
 * The reasons as the moderation service delivers them, before the spec's adjustments: the legal
 * reasons of the DSA sit under `VerstossDSA`, itself under `GeltendesRecht`.
 */
const LEVELS: NoticeLevel[] = [
  {
    levelId: 'Richtlinienverstoss',
    parentLevelId: null,
    description: 'Beitrag entspricht nicht den Beitragsregeln',
  },
  { levelId: 'GeltendesRecht', parentLevelId: null, description: 'Inhalt verstößt gegen geltendes Recht' },
  { levelId: 'VerstossDSA', parentLevelId: 'GeltendesRecht', description: 'Rechtswidriger Inhalt' },
]

const REASONS: NoticeReason[] = [
  { id: 'WrongForum', noticeReason: 'Falsches Forum', category: 'Policy', parentLevelId: null },
  { id: 'Spam', noticeReason: 'Spam oder Werbung', category: 'Policy', parentLevelId: 'Richtlinienverstoss' },
  { id: 'OffTopic', noticeReason: 'OffTopic', category: 'Policy', parentLevelId: 'Richtlinienverstoss' },
  {
    id: 'LinkRules',
    noticeReason: 'Verstoß gegen die Linkregeln',
    category: 'Policy',
    parentLevelId: 'Richtlinienverstoss',
  },
  {
    id: 'IllegalAutoUpgrade',
    noticeReason: 'Anleitung zu illegalem Tuning',
    category: 'Policy',
    parentLevelId: 'Richtlinienverstoss',
  },
  {
    id: 'Other',
    noticeReason: 'Anderer Verstoß gegen die Beitragsregeln',
    category: 'Policy',
    parentLevelId: 'Richtlinienverstoss',
  },
  {
    id: 'VerletzungPersoenlichkeitsrechten',
    noticeReason: 'Verletzung von Persönlichkeitsrechten',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'Faelschung',
    noticeReason: 'Fälschung oder Betrug',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'HassVerfassungsWidrigeInhalte',
    noticeReason: 'Hass oder verfassungswidrige Inhalte',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'BeleidigungUebleNachrede',
    noticeReason: 'Beleidigung oder üble Nachrede',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'AufforderungStraftatBedrohungGewalt',
    noticeReason: 'Aufforderung zu Straftaten, Bedrohung oder Gewalt',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'Terrorismus',
    noticeReason: 'Terroristische Inhalte',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'SexualstraftatenAnKindern',
    noticeReason: 'Darstellung sexuellen Missbrauchs von Kindern',
    category: 'YouthProtection',
    parentLevelId: 'VerstossDSA',
  },
  {
    id: 'Urheberrecht',
    noticeReason: 'Verletzung des Urheberrechts',
    category: 'Copyright',
    parentLevelId: 'GeltendesRecht',
  },
  {
    id: 'Jugendschutz',
    noticeReason: 'Jugendgefährdende Inhalte',
    category: 'YouthProtection',
    parentLevelId: 'GeltendesRecht',
  },
]

/** spec 001 §5: the display order of the top level and of the two groups the spec names. */
const DISPLAY_ORDER: Record<string, readonly string[]> = {
  '': ['WrongForum', 'Richtlinienverstoss', 'GeltendesRecht'],
  Richtlinienverstoss: ['Spam', 'OffTopic', 'LinkRules', 'IllegalAutoUpgrade', 'Other'],
  VerstossDSA: [
    'VerletzungPersoenlichkeitsrechten',
    'Faelschung',
    'HassVerfassungsWidrigeInhalte',
    'BeleidigungUebleNachrede',
    'AufforderungStraftatBedrohungGewalt',
    'Sonstiges',
  ],
}

/** Content whose guideline reason reads 'Inhalt …' rather than 'Beitrag …': spec 001 §5 names profiles and private messages. */
function speaksOfContent(type: ContentItemType): boolean {
  return type === 'UserProfile' || type === 'PrivateMessage'
}

/** 'Falsches Forum' only makes sense for what lives in a forum. */
function hasForum(type: ContentItemType): boolean {
  return type === 'ForumThread' || type === 'ForumPost'
}

/**
 * The reasons and levels for a content type, adjusted as spec 001 §5 says: 'Sonstiges' appended
 * under 'VerstossDSA'; 'Terrorismus' and 'SexualstraftatenAnKindern' moved under it; the
 * description of 'Richtlinienverstoss' by content type; 'OffTopic' shown as 'Off-Topic Beitrag'.
 */
export function noticeReasonsAndLevels(type: ContentItemType): ReasonsAndLevels {
  const levels = LEVELS.map((level) =>
    level.levelId === 'Richtlinienverstoss'
      ? {
          ...level,
          description: speaksOfContent(type)
            ? 'Inhalt entspricht nicht den Beitragsregeln'
            : 'Beitrag entspricht nicht den Beitragsregeln',
        }
      : level,
  )
  levels.push({ levelId: 'Sonstiges', parentLevelId: 'VerstossDSA', description: 'Sonstiger Rechtsverstoß' })
  const reasons = REASONS.filter((reason) => reason.id !== 'WrongForum' || hasForum(type)).map((reason) => {
    if (reason.id === 'Terrorismus' || reason.id === 'SexualstraftatenAnKindern') {
      return { ...reason, parentLevelId: 'Sonstiges' }
    }
    if (reason.id === 'OffTopic') return { ...reason, noticeReason: 'Off-Topic Beitrag' }
    return reason
  })
  reasons.push({
    id: 'Sonstiges',
    noticeReason: 'Sonstiges',
    category: 'Legal',
    parentLevelId: 'VerstossDSA',
  })
  return { noticeReasons: reasons, noticeReasonLevels: levels }
}

/** A node of the tree the report dialog shows: a level or a reason, children in display order. */
export interface ReasonNode {
  id: string
  label: string
  /** Only reasons can be chosen; a level (Richtlinienverstoss) opens its children. */
  selectable: boolean
  category: NoticeCategory | null
  children: ReasonNode[]
}

function ordered<T extends { id: string }>(parent: string, nodes: T[]): T[] {
  const order = DISPLAY_ORDER[parent]
  if (!order) return nodes
  const rank = (id: string) => {
    const index = order.indexOf(id)
    return index === -1 ? order.length : index
  }
  return [...nodes].sort((a, b) => rank(a.id) - rank(b.id))
}

/** The reasons as the dialog's tree, in the spec's display order. */
export function reasonTree(data: ReasonsAndLevels): ReasonNode[] {
  const build = (parent: string | null): ReasonNode[] => {
    const levelNodes = data.noticeReasonLevels
      .filter((level) => level.parentLevelId === parent)
      .map((level) => {
        const asReason = data.noticeReasons.find((reason) => reason.id === level.levelId)
        return {
          id: level.levelId,
          label: asReason ? asReason.noticeReason : level.description,
          selectable: asReason !== undefined,
          category: asReason?.category ?? null,
          children: build(level.levelId),
        }
      })
    const reasonNodes = data.noticeReasons
      .filter(
        (reason) =>
          reason.parentLevelId === parent &&
          !data.noticeReasonLevels.some((level) => level.levelId === reason.id),
      )
      .map((reason) => ({
        id: reason.id,
        label: reason.noticeReason,
        selectable: true,
        category: reason.category,
        children: [],
      }))
    return ordered(parent ?? '', [...levelNodes, ...reasonNodes])
  }
  return build(null)
}

/** The reason a notice names, if the content type offers it. */
export function findNoticeReason(type: ContentItemType, id: string): NoticeReason | undefined {
  return noticeReasonsAndLevels(type).noticeReasons.find((reason) => reason.id === id)
}

/** The label of a reason id for the queue, the case page and mails (any content type). */
export function noticeReasonLabel(id: string): string {
  if (id === 'OffTopic') return 'Off-Topic Beitrag'
  if (id === 'Sonstiges') return 'Sonstiger Rechtsverstoß'
  if (id === 'ModeratorAction') return 'Maßnahme der Moderation ohne Meldung'
  return REASONS.find((reason) => reason.id === id)?.noticeReason ?? id
}

/** Every reason id a notice or a moderator's own measure may carry, for filters. */
export function allReasonIds(): string[] {
  return [...REASONS.map((reason) => reason.id), 'Sonstiges']
}

/** Legal reasons ask for the law's details (Art. 16 (2)); guideline reasons do not. */
export function isLegalCategory(category: NoticeCategory): boolean {
  return category !== 'Policy'
}

// ---------------------------------------------------------------------------------------------
// Notice and complaint statuses (spec 001 §4) and their transitions (design/moderation-states.md)

export const NOTICE_STATUSES = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejected',
  'OpenComplaintRejectedOverturned',
  'OpenNotice',
  'OverturnedAccepted',
  'OverturnedRejected',
  'Rejected',
  'RejectedFinal',
] as const
export type NoticeStatus = (typeof NOTICE_STATUSES)[number]

export function isNoticeStatus(value: unknown): value is NoticeStatus {
  return typeof value === 'string' && (NOTICE_STATUSES as readonly string[]).includes(value)
}

const OPEN: readonly NoticeStatus[] = [
  'OpenNotice',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejected',
  'OpenComplaintRejectedOverturned',
]
const ACCEPTED: readonly NoticeStatus[] = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OverturnedRejected',
  'OpenComplaintRejectedOverturned',
]
const ACCEPTED_AND_CLOSED: readonly NoticeStatus[] = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OverturnedRejected',
]
const REJECTED_AND_CLOSED: readonly NoticeStatus[] = ['Rejected', 'RejectedFinal', 'OverturnedAccepted']
const POTENTIALLY_ACCEPTED: readonly NoticeStatus[] = [
  'Accepted',
  'AcceptedAutomatically',
  'AcceptedFinal',
  'OpenComplaintAccepted',
  'OpenComplaintAcceptedOverturned',
  'OpenComplaintRejectedOverturned',
  'OverturnedAccepted',
  'OverturnedRejected',
  'RejectedFinal',
]

/** spec 001 §4 grouping 'open': waiting for a person. */
export const isOpen = (status: NoticeStatus): boolean => OPEN.includes(status)
/** spec 001 §4 grouping 'accepted': the measure is in force (content removed now). */
export const isAccepted = (status: NoticeStatus): boolean => ACCEPTED.includes(status)
/** spec 001 §4 grouping 'accepted and closed'. */
export const isAcceptedAndClosed = (status: NoticeStatus): boolean => ACCEPTED_AND_CLOSED.includes(status)
/** spec 001 §4 grouping 'rejected and closed': a person looked and found nothing wrong. */
export const isRejectedAndClosed = (status: NoticeStatus): boolean => REJECTED_AND_CLOSED.includes(status)
/** spec 001 §4 grouping 'potentially accepted at any time'. */
export const isPotentiallyAcceptedAtAnyTime = (status: NoticeStatus): boolean =>
  POTENTIALLY_ACCEPTED.includes(status)

/** The groupings as queue filters, with the statuses each stands for. */
export const STATUS_GROUPS = {
  open: { label: 'Offen', statuses: OPEN },
  accepted: { label: 'Maßnahme in Kraft', statuses: ACCEPTED },
  acceptedClosed: { label: 'Angenommen und abgeschlossen', statuses: ACCEPTED_AND_CLOSED },
  rejectedClosed: { label: 'Abgelehnt und abgeschlossen', statuses: REJECTED_AND_CLOSED },
  potentiallyAccepted: { label: 'Möglicherweise angenommen', statuses: POTENTIALLY_ACCEPTED },
  all: { label: 'Alle', statuses: NOTICE_STATUSES },
} as const satisfies Record<string, { label: string; statuses: readonly NoticeStatus[] }>
export type StatusGroup = keyof typeof STATUS_GROUPS

export function isStatusGroup(value: unknown): value is StatusGroup {
  return typeof value === 'string' && Object.hasOwn(STATUS_GROUPS, value)
}

export const STATUS_LABELS: Record<NoticeStatus, string> = {
  OpenNotice: 'Offene Meldung',
  Accepted: 'Angenommen',
  AcceptedAutomatically: 'Automatisch angenommen',
  AcceptedFinal: 'Angenommen (endgültig)',
  Rejected: 'Abgelehnt',
  RejectedFinal: 'Abgelehnt (endgültig)',
  OpenComplaintAccepted: 'Beschwerde gegen Annahme offen',
  OpenComplaintRejected: 'Beschwerde gegen Ablehnung offen',
  OpenComplaintAcceptedOverturned: 'Beschwerde gegen Aufhebung offen',
  OpenComplaintRejectedOverturned: 'Beschwerde gegen nachträgliche Annahme offen',
  OverturnedAccepted: 'Annahme aufgehoben',
  OverturnedRejected: 'Ablehnung aufgehoben',
}

export type NoticeEvent =
  | 'file'
  | 'accept'
  | 'acceptAutomatically'
  | 'reject'
  | 'complain'
  | 'upholdComplaint'
  | 'rejectComplaint'

/**
 * What a case's history records (notice_events.event): the transitions, and the moderators' own
 * measures and reinstatements, which are no transition of the notice's workflow.
 */
export type RecordedNoticeEvent = NoticeEvent | 'moderatorAction' | 'reinstate'

/** Who may cause a transition. */
export type TransitionActor =
  | 'reporter'
  | 'moderator'
  | 'system'
  | 'affectedUser'
  | 'otherModerator'
  | 'admin'

export interface Transition {
  from: NoticeStatus | null
  event: NoticeEvent
  to: NoticeStatus
  actor: TransitionActor
}

/** design/moderation-states.md, row by row. */
export const TRANSITIONS: readonly Transition[] = [
  { from: null, event: 'file', to: 'OpenNotice', actor: 'reporter' },
  { from: 'OpenNotice', event: 'accept', to: 'Accepted', actor: 'moderator' },
  { from: 'OpenNotice', event: 'acceptAutomatically', to: 'AcceptedAutomatically', actor: 'system' },
  { from: 'OpenNotice', event: 'reject', to: 'Rejected', actor: 'moderator' },
  { from: 'Accepted', event: 'complain', to: 'OpenComplaintAccepted', actor: 'affectedUser' },
  { from: 'AcceptedAutomatically', event: 'complain', to: 'OpenComplaintAccepted', actor: 'affectedUser' },
  { from: 'OpenComplaintAccepted', event: 'rejectComplaint', to: 'AcceptedFinal', actor: 'otherModerator' },
  {
    from: 'OpenComplaintAccepted',
    event: 'upholdComplaint',
    to: 'OverturnedAccepted',
    actor: 'otherModerator',
  },
  { from: 'Rejected', event: 'complain', to: 'OpenComplaintRejected', actor: 'reporter' },
  { from: 'OpenComplaintRejected', event: 'rejectComplaint', to: 'RejectedFinal', actor: 'otherModerator' },
  {
    from: 'OpenComplaintRejected',
    event: 'upholdComplaint',
    to: 'OverturnedRejected',
    actor: 'otherModerator',
  },
  { from: 'OverturnedAccepted', event: 'complain', to: 'OpenComplaintAcceptedOverturned', actor: 'reporter' },
  { from: 'OpenComplaintAcceptedOverturned', event: 'upholdComplaint', to: 'AcceptedFinal', actor: 'admin' },
  { from: 'OpenComplaintAcceptedOverturned', event: 'rejectComplaint', to: 'RejectedFinal', actor: 'admin' },
  {
    from: 'OverturnedRejected',
    event: 'complain',
    to: 'OpenComplaintRejectedOverturned',
    actor: 'affectedUser',
  },
  { from: 'OpenComplaintRejectedOverturned', event: 'upholdComplaint', to: 'RejectedFinal', actor: 'admin' },
  { from: 'OpenComplaintRejectedOverturned', event: 'rejectComplaint', to: 'AcceptedFinal', actor: 'admin' },
]

export function findTransition(from: NoticeStatus, event: NoticeEvent): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.from === from && transition.event === event)
}

/** Whether content under a case with this status is removed (hidden or the restriction in force). */
export function removesContent(status: NoticeStatus): boolean {
  return isAccepted(status)
}

export type PartyRole = 'AffectedUser' | 'NoticeCreator'

/** Which party may complain about a case in this status, if any. */
export function complainingParty(status: NoticeStatus): PartyRole | null {
  const transition = findTransition(status, 'complain')
  if (!transition) return null
  return transition.actor === 'affectedUser' ? 'AffectedUser' : 'NoticeCreator'
}

/** A complaint is decided by an admin for the second round, by another moderator for the first. */
export function complaintNeedsAdmin(status: NoticeStatus): boolean {
  return status === 'OpenComplaintAcceptedOverturned' || status === 'OpenComplaintRejectedOverturned'
}

/** Whether the status waits for a complaint decision (not for a first decision). */
export function isOpenComplaint(status: NoticeStatus): boolean {
  return isOpen(status) && status !== 'OpenNotice'
}

/** DSA Art. 20 (1): complaints are possible for at least six months after the decision. */
export const COMPLAINT_WINDOW_MONTHS = 6

/**
 * Six months after the decision in Berlin calendar terms (DSA Art. 20 (1)): the same wall-clock
 * time on the same day six months on, across summer time; a day the month lacks (31 August →
 * February) is its last day (BGB §188 (3)).
 */
export function complaintDeadline(decidedAt: Date): Date {
  const wall = berlinWallClock(decidedAt)
  const monthIndex = wall.month - 1 + COMPLAINT_WINDOW_MONTHS
  const year = wall.year + Math.floor(monthIndex / 12)
  const month = (monthIndex % 12) + 1
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const day = Math.min(wall.day, lastDay)
  const at = fromBerlinWallClock(year, month, day, wall.hour, wall.minute)
  return new Date(at.getTime() + (((decidedAt.getTime() % 60_000) + 60_000) % 60_000))
}

// ---------------------------------------------------------------------------------------------
// Measures (spec 001 §3 visibility values and notice types; §6 the terms' moderator powers)

export const MEASURE_VISIBILITIES = ['Hidden', 'Offline'] as const
export type MeasureVisibility = (typeof MEASURE_VISIBILITIES)[number]

export const VISIBILITY_LABELS: Record<'Hidden' | 'Offline' | 'Online', string> = {
  Hidden: 'Ausgeblendet (für alle außer Autor und Moderation)',
  Offline: 'Nur für registrierte Mitglieder sichtbar',
  Online: 'Sichtbar',
}

export const NOTICE_TYPES = [
  'ContentDeletion',
  'ContentReinstatement',
  'UserRestriction',
  'UserRestrictionReversion',
] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]

export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  ContentDeletion: 'Inhalt entfernt',
  ContentReinstatement: 'Inhalt wiederhergestellt',
  UserRestriction: 'Konto eingeschränkt',
  UserRestrictionReversion: 'Einschränkung aufgehoben',
}

/** The periods a moderator restricts a member for: 36 hours, a chosen end, or permanently. */
export const RESTRICTION_DEFAULT_HOURS = 36
export const RESTRICTION_CHOICES = [
  { value: 'none', label: 'Keine Sperre' },
  { value: '36h', label: '36 Stunden' },
  { value: 'custom', label: 'Bis zu einem Datum' },
  { value: 'permanent', label: 'Dauerhaft' },
] as const
export type RestrictionChoice = (typeof RESTRICTION_CHOICES)[number]['value']

export function isRestrictionChoice(value: unknown): value is RestrictionChoice {
  return RESTRICTION_CHOICES.some((choice) => choice.value === value)
}

/** The end of a restriction: null = permanent; undefined = no restriction (also a custom one without its date). */
export function restrictionEnd(
  choice: RestrictionChoice,
  now: Date,
  customEnd: Date | null,
): Date | null | undefined {
  switch (choice) {
    case 'none':
      return undefined
    case '36h':
      return new Date(now.getTime() + RESTRICTION_DEFAULT_HOURS * 3_600_000)
    case 'custom':
      // a missing date is no restriction, never a permanent one
      return customEnd ?? undefined
    case 'permanent':
      return null
  }
}

/** A custom restriction ends in the future, at most ten years ahead. */
export const RESTRICTION_MAX_DAYS = 3650

// ---------------------------------------------------------------------------------------------
// Misuse (DSA Art. 23): reporters who keep sending unfounded notices are warned, then suspended
// from reporting; members whose content keeps being removed for illegality are flagged.

export const MISUSE_WINDOW_DAYS = 90
export const MISUSE_WARNING_AT = 5
export const MISUSE_SUSPENSION_AT = 10
export const MISUSE_SUSPENSION_DAYS = 30
/** Accepted legal notices against one member within the window before the case page advises a restriction. */
export const REPEAT_OFFENDER_AT = 3

// ---------------------------------------------------------------------------------------------
// Limits of the report form

export const NOTICE_EXPLANATION_MAX = 2000
export const NOTICE_EXPLANATION_MIN_LEGAL = 10
export const NOTICE_LOCATION_MAX = 500
export const NOTICE_NAME_MAX = 120
export const STATEMENT_FACTS_MAX = 4000
/** The ground of a decision: short enough that facts and ground stay inside the 64 KB form limit. */
export const STATEMENT_GROUND_MAX = 2000
export const COMPLAINT_TEXT_MAX = 4000
export const COMPLAINT_TEXT_MIN = 10

// spec 001 §8 texts of the report flow
export const REPORT_START_FAILED = {
  title: 'Ups, das hat nicht geklappt',
  body: 'Der Meldeprozess konnte nicht gestartet werden. Versuche es bitte erneut.',
} as const
export const ALREADY_REPORTED = 'Du hast diesen Inhalt bereits gemeldet.'
export const ALREADY_REVIEWED =
  'Dieser Beitrag wurde von unserer Moderation bereits geprüft. Der betroffene Inhalt verletzt weder unsere Richtlinien noch verstößt er gegen geltendes Recht.'
export const REPORT_ANYWAY = 'Beitrag trotzdem melden'
/** DSA Art. 23: reporting suspended after repeated unfounded notices. */
export const REPORTING_SUSPENDED = 'Deine Möglichkeit, Inhalte zu melden, ist derzeit ausgesetzt.'
export const REPORT_CANCEL = 'Abbrechen'
/** The confirmation's title once a report is filed, in the dialog and on the tab. */
export const THANKS_TITLE = 'Vielen Dank für Deine Meldung'
export const notPossibleTitle = (label: string) => `${label} melden nicht möglich`
export const alreadyReviewedTitle = (label: string) => `${label} wurde bereits geprüft`
export const reportTitle = (label: string) => `${label} melden`

/** spec 001 §3 can-create-notice summary, with the reason the dialog names when it is false. */
export interface CanCreateNotice {
  canCreateNotice: boolean
  contentItemHasResolvedModerationCases: boolean
}
