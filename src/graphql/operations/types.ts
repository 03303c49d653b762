// Result shapes of the named operations in this folder, as the route loaders read them.
// operations.test.ts checks that every document validates against the schema.

import type { SearchFilterOptions, SearchHit, SearchResults } from '#services/search/types.ts'

/** issue 13: the Search operation's variables (the GraphQL SearchInput). */
export interface SearchOperationInput {
  term?: string
  authorId?: number | null
  authorName?: string
  boardId?: number | null
  vehicle?: { level: string; id: number } | null
  from?: string | null
  to?: string | null
  scope?: string
  sort?: string | null
  bestAnswerOnly?: boolean
  page?: number
}

/** The Search operation's result: dates as ISO strings, the request not included. */
export type SearchPageResults = Omit<SearchResults, 'request' | 'hits'> & {
  page: number
  hits: (Omit<SearchHit, 'createdAt'> & { createdAt: string })[]
}

export interface ChildBoardItem {
  id: number
  name: string
  numberOfBoards: number
  numberOfThreads: number
  numberOfReplies: number
  path: string
  canonicalUrl: string
  /** ISO timestamp */
  lastPostCreatedAt: string | null
  lastPostUser: { displayName: string } | null
  self: { isSubscribed: boolean; isUnread: boolean; isWritable: boolean }
  description: string | null
  iconUrl: string
}

export interface RootBoardItem {
  id: number
  boardId: number
  name: string
  numberOfBoards: number
  numberOfThreads: number
  path: string
  canonicalUrl: string
  iconUrl: string
  children: ChildBoardItem[]
}

export interface PlatformIntel {
  totalNumberOfPosts: number
  totalNumberOfVehicleTests: number
  totalNumberOfBlogArticles: number
}

export interface CurrentUser {
  userId: number
  slug: string
  displayName: string
  avatarUrl: string
  roleRelations: { userRole: string; relatedBoards: { id: number; name: string; path: string }[] }[]
}

/** spec 000 §3 header data (UserHeader). */
export interface HeaderData {
  privateMessages: {
    privateMessageId: number
    title: string
    createdAt: string
    messageType: 'PrivateMessage' | 'UserMention' | 'ThumbsUp' | 'ThreadReply' | 'BoardThread'
    url: string
    author: { displayName: string; avatarUrl: string; slug: string } | null
  }[]
  threadUpdates: {
    title: string
    url: string
    lastPostCreatedAt: string
    newPostAmount: number
    thread: { id: number; title: string; path: string }
    author: { displayName: string } | null
  }[]
  friendsOnline: {
    users: { userId: number; displayName: string; avatarUrl: string; slug: string; path: string }[]
  }
  subscribedBoardUpdates: {
    boardTitle: string
    boardUrl: string
    isUnread: boolean
    lastPostCreatedAt: string | null
    lastPostUrl: string | null
    lastPostAuthor: { displayName: string } | null
  }[]
  subscribedBlogUpdates: {
    title: string
    blogUrl: string
    isUnread: boolean
    lastPostCreatedAt: string | null
    lastPostUrl: string | null
    lastPostAuthor: { displayName: string } | null
  }[]
}

/** spec 000 §3 User: the fields lists show of a person. */
export interface UserItem {
  userId: number
  displayName: string
  avatarUrl: string
  slug: string
}

/** spec 000 §3 "Thread (home lists)". */
export interface ThreadListItem {
  id: number
  title: string
  /** ISO timestamp */
  createdAt: string
  numberOfReplies: number
  path: string
  canonicalUrl: string
  author: UserItem | null
}

/** Hot threads also carry their last post (spec 000 §3). */
export interface HotThreadItem extends ThreadListItem {
  lastPost: { createdAt: string; author: { displayName: string } | null } | null
}

/** spec 000 §3 "Board (home)". */
export interface NewBoardItem {
  id: number
  name: string
  numberOfThreads: number
  path: string
  canonicalUrl: string
  description: string | null
  groupName: string | null
}

/** spec 000 §3 BlogArticle. */
export interface BlogArticleItem {
  id: number
  path: string
  title: string
  canonicalUrl: string
  author: UserItem | null
  pictureUrl: string | null
}

/** spec 000 §3 Motortest; rating on a scale of 50 (spec 001 §3). */
export interface MotortestItem extends BlogArticleItem {
  rating: number
}

export interface LandingPageResult {
  platform: { platformIntel: PlatformIntel }
  users: { onlineCount: number; latest: UserItem[] }
  user: { whoAmI: { userId: number } | null }
  threads: { latest: ThreadListItem[]; hot: HotThreadItem[] }
  boards: { newBoards: NewBoardItem[] }
  blogs: { latest: { articles: BlogArticleItem[] } }
  motortests: { latest: { tests: MotortestItem[] } }
}

/** spec 001 §3 Breadcrumb */
export interface Breadcrumb {
  name: string
  path: string
  canonicalUrl: string
}

export interface VehicleRelationItem {
  manufacturerId: number
  manufacturerName: string
  seriesId: number | null
  seriesName: string | null
  modelId: number | null
  modelName: string | null
}

export interface TopicListBoard {
  id: number
  name: string
  description: string | null
  seoDescription: string | null
  path: string
  canonicalUrl: string
  iconUrl: string
  isOpen: boolean
  isAds: boolean
  numberOfThreads: number
  numberOfOwnThreads: number
  breadcrumbs: Breadcrumb[]
  children: {
    id: number
    name: string
    description: string | null
    path: string
    iconUrl: string
    numberOfThreads: number
    numberOfReplies: number
    lastPostCreatedAt: string | null
    lastPostUser: { displayName: string } | null
  }[]
  self: { isWritable: boolean; isSubscribed: boolean }
  tests: {
    title: string
    canonicalUrl: string
    tests: { id: number; title: string; path: string; rating: number; pictureUrl: string | null }[]
  }
  blogs: {
    articles: {
      id: number
      title: string
      path: string
      pictureUrl: string | null
      author: { displayName: string } | null
    }[]
  }
}

export interface TopicListItem {
  id: number
  title: string
  path: string
  isSticky: boolean
  isOpen: boolean
  hasBestAnswer: boolean
  numberOfReplies: number
  /** issue 15: only in the board's topic list (ThreadListData), for members */
  unread?: { newPosts: number; path: string } | null
  createdAt: string
  author: { displayName: string; avatarUrl: string; path: string } | null
  lastPost: { id: number; createdAt: string; author: { displayName: string } | null } | null
  fzdbRelation: VehicleRelationItem | null
}

export interface Facilitator {
  userId: number
  displayName: string
  avatarUrl: string
  path: string
}

export interface AnnouncementItem {
  id: number
  title: string
  url: string | null
  text: string
  startDate: string
  visibleForAnonymous: boolean
}

export interface VehicleManufacturerItem {
  id: number
  name: string
  kind: string
  series: { id: number; name: string; models: { id: number; name: string }[] }[]
}

export interface StartThreadFormResult {
  boards: {
    byId: {
      id: number
      name: string
      path: string
      isOpen: boolean
      self: { isWritable: boolean }
      breadcrumbs: Breadcrumb[]
    } | null
    selectable: { id: number; name: string; depth: number; isOpen: boolean }[]
  }
  vehicles: { manufacturers: VehicleManufacturerItem[] }
  user: { draft: { title: string; text: string; data: string; updatedAt: string } | null }
}

/** issue 14: the full reply's editor (ReplyFormData). */
export interface ReplyFormResult {
  threads: {
    byId: {
      id: number
      title: string
      path: string
      isOpen: boolean
      breadcrumbs: Breadcrumb[]
      self: { isWritable: boolean }
      quotablePost: { id: number; text: string; author: { displayName: string } | null } | null
    } | null
  }
  user: { draft: { text: string; updatedAt: string } | null }
}

/** A post's author on the thread page (issue 14: title in the author line, signature under the post). */
export interface PostAuthor {
  userId: number
  displayName: string
  avatarUrl: string
  /** null for the default picture */
  avatarSrcSet: string | null
  path: string
  /** Both empty (null, '') while hidden by the moderation, except for the author and admins. */
  profileData: { userTitle: string | null; signature: string }
}

/** A post on the thread page (fragment PostFields). */
export interface ThreadPost {
  id: number
  position: number
  text: string
  createdAt: string
  editedAt: string | null
  /** issue 14: the last edit was someone else's ('… von der Moderation'). */
  editedByModeration: boolean
  editCount: number
  numberOfThumbsUp: number
  isPostedByModerator: boolean
  isVisible: boolean
  isDeleted: boolean
  path: string
  author: PostAuthor | null
  self: { gaveThumbsUp: boolean; canGiveThumbsUp: boolean; canEdit: boolean; canSeeHistory: boolean }
  imageCount: number
  images: PostImageItem[]
  attachments: PostAttachmentItem[]
}

/** spec 000 §3 PostImage. */
export interface PostImageItem {
  id: number
  title: string
  url: string
  thumbnailUrl: string
  galleryUrl: string
}

export interface PostAttachmentItem {
  id: number
  title: string
  extension: string
  byteSize: number
  url: string
}

/** spec 001 §3 Thread summary, as SummaryData and CompressThread read it (issue 16). */
export interface ThreadSummaryItem {
  id: number
  status: 'Available' | 'NotRequested' | 'Pending'
  summary: string | null
  contentItemId: number
  contentItemType: string
  generatedAt: string | null
  sentences: {
    section: 'question' | 'answer' | 'suggestions' | 'open'
    text: string
    postId: number
    position: number
    postPath: string
  }[]
}

/** spec 001 §3 Gallery image, as GalleryData reads it. */
export interface GalleryImageItem {
  id: number
  title: string
  path: string
  sizes: { w500: { url: string; width: number; height: number } }
}

export interface ImageSize {
  url: string
  width: number
  height: number
}

/** spec 000 §3 Gallery, as the picture gallery page reads it (ImageGallery). */
export interface GalleryItem {
  id: number
  author: { displayName: string; path: string } | null
  board: { name: string } | null
  thread: { id: number; title: string; path: string; canonicalUrl: string; createdAt: string }
  post: { id: number; createdAt: string }
  breadcrumbs: { name: string; path: string; canonicalUrl: string; isRouterContext: boolean }[]
  images: {
    id: number
    title: string
    path: string
    canonicalUrl: string
    sizes: Record<'w500' | 'w640' | 'w960' | 'w1200' | 'original', ImageSize>
  }[]
  keywords: string[]
}

/** spec 001 §3 User with profileData and statistics, as the public profile reads it. */
export interface UserProfile {
  userId: number
  name: string
  displayName: string
  slug: string
  path: string
  canonicalUrl: string
  avatarUrl: string
  /** issue 14: 70, 140 and 280 px of an uploaded avatar; null for the default picture */
  avatarSrcSet: string | null
  isAnonymized: boolean
  role: string | null
  roleRelations: { userRole: string; relatedBoards: { id: number; name: string; path: string }[] }[]
  profileData: {
    /** ISO timestamp */
    registrationDate: string
    personalInformation: string
    signature: string
    userTitle: string | null
    onlineStatus: 'online' | 'offline'
    isHiddenByModeration: boolean
    textsWithheld: boolean
  }
  statistics: {
    numberOfTopics: number
    numberOfReplies: number
    numberOfArticles: number
    numberOfVehicles: number
    numThumbsUpReceived: number
    numberOfFriends: number
    numberOfComments: number
    lastPost: {
      id: number
      createdAt: string
      text: string
      path: string
      thread: {
        id: number
        title: string
        path: string
        fzdbRelation: { manufacturerName: string; seriesName: string | null; modelName: string | null } | null
      } | null
    } | null
  }
}

export interface ThreadPageThread {
  id: number
  title: string
  path: string
  canonicalUrl: string
  createdAt: string
  isOpen: boolean
  isSticky: boolean
  isHidden: boolean
  isDeleted: boolean
  numberOfReplies: number
  numberOfPosts: number
  numberOfPages: number
  excerpt: string
  faqUrl: string
  bestPostPageIndex: number | null
  author: { userId: number; displayName: string; avatarUrl: string; path: string } | null
  board: { id: number; name: string; path: string; canonicalUrl: string } | null
  breadcrumbs: Breadcrumb[]
  fzdbRelation: VehicleRelationItem | null
  lastPost: { id: number; createdAt: string; path: string } | null
  firstPost: ThreadPost | null
  bestPost: ThreadPost | null
  recommendations: {
    id: number
    title: string
    path: string
    numberOfReplies: number
    board: { name: string; path: string } | null
  }[]
  blogs: { articles: { id: number; title: string; path: string }[] }
  self: {
    isSubscribed: boolean
    isUnread: boolean
    isWritable: boolean
    newPostAmount: number
    participating: boolean
    role: string | null
    canMarkBestAnswer: boolean
    canModerate: boolean
    canEditTitle: boolean
    canPin: boolean
    moderationBoards: { id: number; name: string; depth: number }[]
  }
}

/** issue 14: one version of a post or title (PostHistory, EditThreadFormData), newest first. */
export interface PostVersionItem {
  version: number
  text: string
  writtenAt: string
  reason: string | null
  byModeration: boolean
  isCurrent: boolean
  writer: { displayName: string; path: string } | null
}

export interface Operations {
  ForumHomePageData: {
    variables: Record<string, never>
    result: { boards: { rootBoards: RootBoardItem[] }; platform: { platformIntel: PlatformIntel } }
  }
  WhoAmI: {
    variables: Record<string, never>
    result: { user: { whoAmI: CurrentUser | null } }
  }
  UserHeader: {
    variables: Record<string, never>
    result: { user: { headerData: HeaderData | null } }
  }
  LandingPageData: {
    variables: Record<string, never>
    result: LandingPageResult
  }
  UserProfileBySlug: {
    variables: { slug: string }
    result: { users: { bySlug: UserProfile } }
  }
  UserIdByUserSlug: {
    variables: { slug: string }
    result: { users: { idBySlug: number } }
  }
  UserSlugByUserId: {
    variables: { userId: number }
    result: { users: { slugById: string } }
  }
  ImageGallery: {
    variables: { galleryId: number }
    result: { gallery: { byId: GalleryItem } }
  }
  GalleryData: {
    variables: { threadId: number }
    result: { threads: { gallery: GalleryImageItem[] } }
  }
  SummaryData: {
    variables: { threadId: number }
    result: { threads: { summary: ThreadSummaryItem | null } }
  }
  CompressThread: {
    variables: { threadId: number }
    result: { compressThread: ThreadSummaryItem }
  }
  FeatureSwitches: {
    variables: Record<string, never>
    result: { featureSwitches: { key: string; enabled: boolean }[] }
  }
  TopicListPageData: {
    variables: { boardId: number }
    result: { boards: { byId: TopicListBoard | null } }
  }
  ThreadListData: {
    variables: { boardId: number; page: number }
    result: {
      boards: {
        threadList: {
          page: number
          numberOfPages: number
          numberOfThreads: number
          threads: TopicListItem[]
        } | null
      }
    }
  }
  BoardInfoData: {
    variables: { boardId: number }
    result: {
      boards: {
        byId: {
          id: number
          name: string
          numberOfThreads: number
          numberOfReplies: number
          isOpen: boolean
        } | null
      }
      users: { onlineCount: number }
    }
  }
  BoardFacilitatorsData: {
    variables: { boardId: number }
    result: { boards: { byId: { id: number; moderators: Facilitator[]; godfathers: Facilitator[] } | null } }
  }
  BoardFaqData: {
    variables: { boardId: number }
    result: {
      boards: {
        byId: { id: number; faqUrl: string; faqTeasers: { id: number; title: string; path: string }[] } | null
      }
    }
  }
  StartThreadFormData: {
    variables: { boardId: number }
    result: StartThreadFormResult
  }
  ReplyFormData: {
    variables: { threadId: number; quotePostId: number; draftContext: string }
    result: ReplyFormResult
  }
  DiscussionThreadPageData: {
    variables: { threadId: number; page: number }
    result: {
      threads: {
        byId: ThreadPageThread | null
        postList: { page: number; numberOfPages: number; posts: ThreadPost[] } | null
      }
    }
  }
  AnnouncementsData: {
    variables: { boardId: number }
    result: { boards: { byId: { id: number; announcements: AnnouncementItem[] } | null } }
  }
  Search: {
    variables: { input: SearchOperationInput }
    result: { search: SearchPageResults }
  }
  SearchFilterOptions: {
    variables: Record<string, never>
    result: { searchFilterOptions: SearchFilterOptions }
  }
  PostHistory: {
    variables: { postId: number }
    result: {
      post: {
        id: number
        position: number
        path: string
        createdAt: string
        author: { displayName: string; path: string } | null
        thread: { id: number; title: string; path: string } | null
        revisions: PostVersionItem[] | null
      } | null
    }
  }
  EditThreadFormData: {
    variables: { threadId: number }
    result: {
      threads: {
        byId: {
          id: number
          title: string
          path: string
          isSticky: boolean
          breadcrumbs: Breadcrumb[]
          self: { canEditTitle: boolean; canPin: boolean }
          titleRevisions: PostVersionItem[] | null
        } | null
      }
    }
  }
}

export type OperationName = keyof Operations

/** Runs a named operation in-process (no HTTP hop) and returns its data, or throws with a reason. */
export type RunOperation = <N extends OperationName>(
  name: N,
  variables: Operations[N]['variables'],
) => Promise<Operations[N]['result']>
