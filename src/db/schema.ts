// Table types for Kysely, kept by hand in step with migrations/.
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely'
import type {
  ContentItemType,
  NoticeCategory,
  NoticeStatus,
  RecordedNoticeEvent,
} from '#domain/moderation.ts'
import type { Role } from '#domain/permissions.ts'
import type { SummarySentence } from '#domain/summary.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export type Visibility = 'Online' | 'Hidden' | 'Offline'
export type UserStatus = 'pending' | 'active' | 'deactivated' | 'deleted'
/** Migration 0001: the account kinds of the platform's member records (a CHECK lists them). */
export type AccountType =
  | 'Administrator'
  | 'CorporateFree'
  | 'CorporatePaid'
  | 'Editor'
  | 'Moderator'
  | 'Partner'
  | 'PremiumPartner'
  | 'Standard'
  | 'UserModeratorMajor'
  | 'UserModeratorMinor'

export interface UsersTable {
  id: Generated<number>
  username: string
  slug: string
  display_name: string
  email: string | null
  email_verified_at: NullableTimestamp
  password_hash: string | null
  avatar_url: string | null
  user_title: string | null
  about_me: Generated<string>
  signature: Generated<string>
  account_type: Generated<AccountType>
  status: Generated<UserStatus>
  is_anonymized: Generated<boolean>
  registered_at: Timestamp
  last_seen_at: NullableTimestamp
  topic_count: Generated<number>
  reply_count: Generated<number>
  thumbs_up_received: Generated<number>
  last_post_id: number | null
  newsletter_status: Generated<'none' | 'pending' | 'subscribed'>
  newsletter_confirmed_at: NullableTimestamp
  terms_accepted_at: NullableTimestamp
  password_changed_at: NullableTimestamp
  deactivated_at: NullableTimestamp
  deletion_due_at: NullableTimestamp
  deleted_at: NullableTimestamp
  /** Migration 0008: a moderation measure hides the profile's own texts (decision 021). */
  profile_hidden_at: NullableTimestamp
  /** Migration 0018 (decisions 028–031): one's own new threads and threads one replies to are followed. */
  auto_follow: Generated<boolean>
}

export interface UserRolesTable {
  id: Generated<number>
  user_id: number
  role: Role
  board_id: number | null
}

export interface VehicleManufacturersTable {
  id: Generated<number>
  name: string
  slug: string
  kind: 'car' | 'motorcycle'
}

export interface VehicleSeriesTable {
  id: Generated<number>
  manufacturer_id: number
  name: string
}

export interface VehicleModelsTable {
  id: Generated<number>
  series_id: number
  name: string
}

export interface BoardsTable {
  id: Generated<number>
  parent_id: number | null
  slug: string
  name: string
  description: Generated<string>
  seo_text: Generated<string>
  group_name: string | null
  icon: Generated<string>
  manufacturer_id: number | null
  is_open: Generated<boolean>
  is_ads: Generated<boolean>
  sort_order: Generated<number>
  created_at: Timestamp
  board_count: Generated<number>
  own_thread_count: Generated<number>
  thread_count: Generated<number>
  reply_count: Generated<number>
  last_post_id: number | null
  last_post_at: NullableTimestamp
  last_post_user_id: number | null
  anchors_computed_at: NullableTimestamp
}

export interface ThreadsTable {
  id: Generated<number>
  board_id: number
  title: string
  slug: string
  author_id: number
  created_at: Timestamp
  is_open: Generated<boolean>
  is_sticky: Generated<boolean>
  visibility: Generated<Visibility>
  deleted_at: NullableTimestamp
  manufacturer_id: number | null
  series_id: number | null
  model_id: number | null
  post_count: Generated<number>
  reply_count: Generated<number>
  next_position: Generated<number>
  first_post_id: number | null
  best_post_id: number | null
  last_post_id: number | null
  last_post_at: Timestamp
  last_post_user_id: number | null
  submission_key: string | null
  /** Migration 0012 (decisions 024–027): how many times the title was changed (thread_title_revisions rows). */
  title_edit_count: Generated<number>
  /** Migration 0009 (decision 022): the title's lexemes, computed by PostgreSQL (a tsvector, read as its text). */
  search_vector: GeneratedAlways<string | null>
}

export interface PostsTable {
  id: Generated<number>
  thread_id: number
  position: number
  author_id: number
  text: string
  created_at: Timestamp
  edited_at: NullableTimestamp
  visibility: Generated<Visibility>
  is_posted_by_moderator: Generated<boolean>
  thumbs_up_count: Generated<number>
  submission_key: string | null
  image_count: Generated<number>
  attachment_count: Generated<number>
  /** Migration 0008: deleted by moderation (its visibility is then 'Hidden' too). */
  deleted_at: NullableTimestamp
  /** Migration 0012 (decisions 024–027): who made the last edit; how many edits (post_revisions rows). */
  edited_by_id: number | null
  edit_count: Generated<number>
  /** Migration 0009 (decision 022): the text's lexemes, computed by PostgreSQL (a tsvector, read as its text). */
  search_vector: GeneratedAlways<string | null>
  /** Migration 0035 (decision 043): the text as the markup renderer's HTML, and that renderer's version. */
  cooked_html: string | null
  cooked_version: number | null
}

/** Migration 0020 (decision 032): a thread's AI summary and its state. */
export interface ThreadSummariesTable {
  thread_id: number
  status: 'Pending' | 'Available' | 'Failed'
  requested_at: Timestamp
  sentences: ColumnType<SummarySentence[], string | undefined, string>
  source: 'extractive' | 'llm' | null
  built_at: NullableTimestamp
  built_post_count: number | null
  built_best_post_id: number | null
  job_queued_at: NullableTimestamp
  last_error: string | null
}

export interface PostThumbsTable {
  post_id: number
  user_id: number
  created_at: Timestamp
}

export interface BlogArticlesTable {
  id: Generated<number>
  author_id: number
  board_id: number | null
  title: string
  slug: string
  picture_url: string | null
  teaser: Generated<string>
  status: Generated<'draft' | 'published'>
  created_at: Timestamp
  published_at: NullableTimestamp
  /** decision 036: the article's text; the part before the 'more' cut (a line `[mehr]`) is its preview. */
  body: Generated<string>
  comments_enabled: Generated<boolean>
  rating_enabled: Generated<boolean>
  quotes_enabled: Generated<boolean>
  keywords: Generated<string[]>
  model_id: number | null
  updated_at: NullableTimestamp
  /** migration 0026: hidden by a moderation measure */
  hidden_at: NullableTimestamp
}

export interface BlogCoauthorsTable {
  article_id: number
  user_id: number
}

/** decision 036: comments under blog articles and vehicle tests. */
export interface ContentCommentsTable {
  id: Generated<number>
  target_type: 'blog' | 'test'
  target_id: number
  author_id: number
  body: string
  created_at: Timestamp
  deleted_at: NullableTimestamp
  deleted_by: number | null
  delete_reason: string | null
  /** decision 036: hidden by a moderation measure (migration 0029) */
  hidden_at: NullableTimestamp
}

/** decision 036: one member's one-to-five-star rating of a blog article (migration 0029). */
export interface BlogRatingsTable {
  article_id: number
  user_id: number
  stars: number
  rated_at: Generated<Date>
}

export type MagazineKind = 'news' | 'video' | 'exklusiv'

/** decision 036: the magazine's editorial articles (/news.html, /videos.html, /exklusiv). */
export interface MagazineArticlesTable {
  id: Generated<number>
  kind: MagazineKind
  author_id: number
  title: string
  slug: string
  teaser: string
  body: string
  picture_url: string | null
  /** a YouTube video id, embedded only after consent */
  video_id: string | null
  board_id: number | null
  published_at: Timestamp
}

/** decision 036: classified ads in /marktplatz. */
export interface MarketplaceAdsTable {
  id: Generated<number>
  seller_id: number
  kind: 'vehicle' | 'part'
  title: string
  slug: string
  description: string
  price_euro: number
  negotiable: Generated<boolean>
  manufacturer_id: number | null
  model_id: number | null
  model_year: number | null
  mileage_km: number | null
  postcode: string
  city: string
  status: Generated<'open' | 'closed'>
  created_at: Timestamp
  updated_at: NullableTimestamp
  closed_at: NullableTimestamp
  /** migration 0026: hidden by a moderation measure */
  hidden_at: NullableTimestamp
}

/** decision 036: a poll on a thread. */
export interface PollsTable {
  thread_id: number
  question: string
  created_at: Timestamp
  closes_at: NullableTimestamp
  total_votes: Generated<number>
}

export interface PollOptionsTable {
  id: Generated<number>
  thread_id: number
  position: number
  text: string
  votes: Generated<number>
}

export interface PollVotesTable {
  thread_id: number
  user_id: number
  option_id: number
  created_at: Timestamp
}

export interface MotortestsTable {
  id: Generated<number>
  author_id: number
  manufacturer_id: number | null
  model_id: number | null
  title: string
  slug: string
  picture_url: string | null
  rating: number
  created_at: Timestamp
  /** decision 036: the review itself */
  body: Generated<string>
  pros: Generated<string[]>
  cons: Generated<string[]>
  model_year: number | null
  power_ps: number | null
  mileage_km: number | null
  fuel: string | null
  comments_enabled: Generated<boolean>
  updated_at: NullableTimestamp
  /** migration 0026: hidden by a moderation measure */
  hidden_at: NullableTimestamp
}

export interface AnnouncementsTable {
  id: Generated<number>
  board_id: number | null
  title: string
  url: string | null
  text: Generated<string>
  start_date: Timestamp
  end_date: NullableTimestamp
  visible_for_anonymous: Generated<boolean>
}

export interface ContactMessagesTable {
  id: Generated<number>
  topic: string
  name: string
  email: string
  message: string
  user_id: number | null
  created_at: Timestamp
}

export interface FaqTeasersTable {
  id: Generated<number>
  board_id: number
  author_id: number
  title: string
  slug: string
  sort_order: Generated<number>
  created_at: Timestamp
  /** decision 036: the FAQ article's text */
  body: Generated<string>
}

export interface PlatformStatsTable {
  id: Generated<boolean>
  total_posts: Generated<number>
  total_motortests: Generated<number>
  total_blog_articles: Generated<number>
}

/** decision 035, decision 033: counters a post moved, not yet added to its boards and the platform. */
export interface CounterDeltasTable {
  id: Generated<number>
  board_id: number
  threads: Generated<number>
  replies: Generated<number>
  posts: Generated<number>
  last_post_id: number | null
  last_post_at: Date | null
  last_post_user_id: number | null
}

export interface SessionsTable {
  id: Generated<number>
  token_hash: Buffer
  user_id: number
  csrf_token: string
  created_at: Timestamp
  last_seen_at: Timestamp
  expires_at: Timestamp
  user_agent: string | null
  ip: string | null
}

export type EmailTokenPurpose =
  | 'confirm-email'
  | 'newsletter'
  | 'password-reset'
  | 'withdraw-cancellation'
  /** Migration 0014 (decisions 024–027): the link to a new address confirms it. */
  | 'change-email'

export interface EmailTokensTable {
  id: Generated<number>
  token_hash: Buffer
  user_id: number
  purpose: EmailTokenPurpose
  email: string
  redirect_to: string | null
  created_at: Timestamp
  expires_at: Timestamp
  used_at: NullableTimestamp
}

export interface RateLimitsTable {
  key: string
  window_start: Timestamp
  hits: Generated<number>
}

export interface JobsTable {
  id: Generated<number>
  kind: string
  payload: ColumnType<unknown, string | undefined, string>
  run_at: Timestamp
  attempts: Generated<number>
  locked_until: NullableTimestamp
  done_at: NullableTimestamp
  last_error: string | null
  created_at: Timestamp
}

export type MessageType = 'PrivateMessage' | 'UserMention'

export interface PrivateMessagesTable {
  id: Generated<number>
  sender_id: number | null
  recipient_id: number
  message_type: Generated<MessageType>
  title: string
  body: Generated<string>
  url: string | null
  created_at: Timestamp
  read_at: NullableTimestamp
  /** Migration 0008: hidden by a moderation measure. */
  hidden_at: NullableTimestamp
  /** Migration 0016: null on a message's first copy; the first copy's id on the other recipients' copies. */
  batch_id: number | null
  receipt_requested: Generated<boolean>
  /** the sender took the still unread copy back (revocable read receipt, spec 000 §4) */
  withdrawn_at: NullableTimestamp
  /** the recipient's own folder; null: the inbox */
  folder_id: number | null
  recipient_deleted_at: NullableTimestamp
  sender_deleted_at: NullableTimestamp
}

/** Migration 0032 (decision 041): one member's side of a conversation, kept by a trigger. */
/** Migration 0033: periodic jobs, once per cluster. */
export interface JobSchedulesTable {
  kind: string
  every_seconds: number
  next_run_at: Timestamp
}

export interface PrivateConversationsTable {
  user_id: number
  /** null: the messages from the site itself */
  other_id: number | null
  last_message_at: Timestamp
}

/** Migration 0016: a member's own private message folders. */
export interface MessageFoldersTable {
  id: Generated<number>
  user_id: number
  name: string
  created_at: Generated<Date>
}

/** Migration 0017: a member's vehicle profile, current or former (decisions 028–031). */
export interface MemberVehiclesTable {
  id: Generated<number>
  user_id: number
  manufacturer_id: number
  series_id: number | null
  model_id: number | null
  build_year: number | null
  engine: Generated<string>
  description: Generated<string>
  /** the picture's storage key under uploads/images (w500 … w1200, original) */
  picture_key: string | null
  is_current: Generated<boolean>
  created_at: Generated<Date>
}

/** Migration 0016: who does not want to hear from whom. */
export interface IgnoredMembersTable {
  user_id: number
  ignored_id: number
  created_at: Generated<Date>
}

/** Migration 0015 (decisions 028–031): mentions and thumbs up, for the header, mails and pushes; 0018: replies in followed threads, new threads in followed boards, private messages. */
export type NotificationKind = 'UserMention' | 'ThumbsUp' | 'ThreadReply' | 'BoardThread' | 'PrivateMessage'

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  kind: NotificationKind
  actor_id: number | null
  post_id: number | null
  title: string
  url: string
  created_at: Timestamp
  read_at: NullableTimestamp
  mailed_at: NullableTimestamp
  /** Migration 0018: the thread of a ThreadReply or BoardThread notice */
  thread_id: Generated<number | null>
  /** Migration 0018: the private message of a PrivateMessage notice */
  message_id: Generated<number | null>
  pushed_at: Generated<Date | null>
}

/** Migration 0018: how a member wants to hear of each kind (no row: the defaults of src/domain/notifications.ts). */
export interface NotificationSettingsTable {
  user_id: number
  kind: NotificationKind
  mail: 'immediate' | 'daily' | 'off'
  push: boolean
  updated_at: Generated<Date>
}

/** Migration 0018: a browser's web push subscription (PushManager). */
export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  user_agent: string | null
  created_at: Generated<Date>
}

/** Migration 0018: keys generated once and shared by every app process (VAPID, link signatures). */
export interface AppKeysTable {
  name: string
  value: string
  created_at: Generated<Date>
}

export interface ThreadSubscriptionsTable {
  user_id: number
  thread_id: number
  read_position: Generated<number>
  created_at: Timestamp
}

export interface BoardSubscriptionsTable {
  user_id: number
  board_id: number
  last_read_at: Timestamp
  created_at: Timestamp
}

export interface BlogSubscriptionsTable {
  user_id: number
  blog_article_id: number
  last_read_at: Timestamp
  created_at: Timestamp
}

export interface BuddiesTable {
  user_id: number
  buddy_id: number
  created_at: Timestamp
}

export interface BoardPageAnchorsTable {
  board_id: number
  page: number
  is_sticky: boolean
  last_post_at: Timestamp
  thread_id: number
}

export interface DraftsTable {
  user_id: number
  context: string
  title: Generated<string>
  text: Generated<string>
  data: ColumnType<unknown, string | undefined, string>
  updated_at: Timestamp
}

/** Migration 0003: feature switches (spec 000 §2.1, §6; spec 001 §4, §6). */
export interface FeatureSwitchesTable {
  key: string
  enabled: boolean
  description: Generated<string>
  updated_at: Generated<Date>
}

export interface ImagesTable {
  id: Generated<number>
  uploader_id: number | null
  storage_key: string
  width: number
  height: number
  byte_size: number
  created_at: Timestamp
}

export interface PostImagesTable {
  id: Generated<number>
  post_id: number
  image_id: number
  position: number
  title: Generated<string>
  keywords: ColumnType<string[], string[] | undefined, string[]>
}

export interface PostAttachmentsTable {
  id: Generated<number>
  post_id: number
  title: string
  extension: string
  byte_size: number
  storage_key: string
  created_at: Timestamp
}

/** Migration 0013 (decisions 024–027): a member's file, stored before the post that claims it. */
export interface UploadsTable {
  id: Generated<number>
  user_id: number
  kind: 'picture' | 'audio' | 'video' | 'document'
  title: string
  extension: string
  byte_size: number
  storage_key: string
  image_id: number | null
  created_at: Timestamp
  post_id: number | null
  claimed_at: NullableTimestamp
  /** Migration 0019 (decisions 028–031): the private message (its first copy) that claimed it. */
  message_id: number | null
}

/** Migration 0008 (decision 021): a notice, or a moderator's own measure, and the case it opens. */
export interface NoticesTable {
  id: Generated<number>
  content_type: ContentItemType
  content_id: number
  board_id: number | null
  thread_id: number | null
  affected_user_id: number | null
  source: 'notice' | 'moderator'
  status: NoticeStatus
  reason: string
  category: NoticeCategory
  reporter_id: number | null
  reporter_name: Generated<string>
  reporter_email: Generated<string>
  explanation: Generated<string>
  location: Generated<string>
  good_faith: Generated<boolean>
  snapshot: ColumnType<unknown, string, string>
  measure_visibility: 'Hidden' | 'Offline' | null
  restriction_ends_at: NullableTimestamp
  restriction_permanent: Generated<boolean>
  restriction_id: number | null
  decided_by: number | null
  decided_at: NullableTimestamp
  decision_facts: Generated<string>
  decision_ground: Generated<string>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export interface NoticeEventsTable {
  id: Generated<number>
  notice_id: number
  event: RecordedNoticeEvent
  from_status: NoticeStatus | null
  to_status: NoticeStatus
  actor_id: number | null
  party_role: 'AffectedUser' | 'NoticeCreator' | null
  automated: Generated<boolean>
  text: Generated<string>
  created_at: Generated<Date>
}

export interface ModerationMessagesTable {
  id: Generated<number>
  notice_id: number | null
  recipient_id: number
  party_role: 'AffectedUser' | 'NoticeCreator'
  notice_type:
    | 'ContentDeletion'
    | 'ContentReinstatement'
    | 'UserRestriction'
    | 'UserRestrictionReversion'
    | null
  status: NoticeStatus | null
  subject: string
  body: string
  automated: Generated<boolean>
  complaint_until: NullableTimestamp
  created_at: Generated<Date>
  read_at: NullableTimestamp
}

export interface UserRestrictionsTable {
  id: Generated<number>
  user_id: number
  scope: Generated<'posting' | 'notices'>
  starts_at: Generated<Date>
  ends_at: NullableTimestamp
  reason: Generated<string>
  notice_id: number | null
  created_by: number | null
  created_at: Generated<Date>
  lifted_at: NullableTimestamp
  lifted_by: number | null
}

/** decision 022: the search's vocabulary (migration 0009); the vectors on posts and threads are generated. */
export interface SearchWordsTable {
  word: string
  folded: string
  lexeme: string | null
  ndoc: Generated<number>
}

/**
 * Migration 0010 (decision 023): what a thread every visitor may see is about, for similar
 * threads; written by triggers only (a tsvector, read as its text).
 */
export interface ThreadTermsTable {
  thread_id: number
  terms: string
}

/** Migration 0012 (decisions 024–027): one row per edit of a post: the text before it, who, when, why. */
export interface PostRevisionsTable {
  post_id: number
  version: number
  text: string
  editor_id: number | null
  edited_at: Timestamp
  reason: string | null
}

/** Migration 0012 (decisions 024–027): one row per change of a thread's title: the title before it. */
export interface ThreadTitleRevisionsTable {
  thread_id: number
  version: number
  title: string
  editor_id: number | null
  edited_at: Timestamp
  reason: string | null
}

/** decision 037: what was done on the admin screens. */
export interface AdminAuditTable {
  id: Generated<number>
  actor_id: number | null
  action: string
  target: string
  details: ColumnType<Record<string, unknown>, string | undefined, string>
  created_at: Generated<Date>
}

/** Migration 0031 (spec 001 §7): a visitor's quick reply kept through login, by token hash. */
export interface KeptRepliesTable {
  token_hash: Buffer
  thread_id: number
  text: string
  created_at: Generated<Date>
  expires_at: Timestamp
}

export interface Database {
  kept_replies: KeptRepliesTable
  users: UsersTable
  user_roles: UserRolesTable
  vehicle_manufacturers: VehicleManufacturersTable
  vehicle_series: VehicleSeriesTable
  vehicle_models: VehicleModelsTable
  boards: BoardsTable
  threads: ThreadsTable
  posts: PostsTable
  post_thumbs: PostThumbsTable
  blog_articles: BlogArticlesTable
  motortests: MotortestsTable
  announcements: AnnouncementsTable
  faq_teasers: FaqTeasersTable
  admin_audit: AdminAuditTable
  blog_coauthors: BlogCoauthorsTable
  content_comments: ContentCommentsTable
  blog_ratings: BlogRatingsTable
  magazine_articles: MagazineArticlesTable
  marketplace_ads: MarketplaceAdsTable
  polls: PollsTable
  poll_options: PollOptionsTable
  poll_votes: PollVotesTable
  contact_messages: ContactMessagesTable
  platform_stats: PlatformStatsTable
  counter_deltas: CounterDeltasTable
  sessions: SessionsTable
  email_tokens: EmailTokensTable
  rate_limits: RateLimitsTable
  jobs: JobsTable
  private_messages: PrivateMessagesTable
  message_folders: MessageFoldersTable
  private_conversations: PrivateConversationsTable
  job_schedules: JobSchedulesTable
  ignored_members: IgnoredMembersTable
  member_vehicles: MemberVehiclesTable
  notifications: NotificationsTable
  notification_settings: NotificationSettingsTable
  push_subscriptions: PushSubscriptionsTable
  app_keys: AppKeysTable
  thread_subscriptions: ThreadSubscriptionsTable
  board_subscriptions: BoardSubscriptionsTable
  blog_subscriptions: BlogSubscriptionsTable
  buddies: BuddiesTable
  board_page_anchors: BoardPageAnchorsTable
  drafts: DraftsTable
  feature_switches: FeatureSwitchesTable
  images: ImagesTable
  post_images: PostImagesTable
  post_attachments: PostAttachmentsTable
  uploads: UploadsTable
  thread_summaries: ThreadSummariesTable
  notices: NoticesTable
  search_words: SearchWordsTable
  thread_terms: ThreadTermsTable
  notice_events: NoticeEventsTable
  moderation_messages: ModerationMessagesTable
  user_restrictions: UserRestrictionsTable
  post_revisions: PostRevisionsTable
  thread_title_revisions: ThreadTitleRevisionsTable
}

export type Board = Selectable<BoardsTable>
export type NewBoard = Insertable<BoardsTable>
export type User = Selectable<UsersTable>
