// Result shapes of the named operations in this folder, as the route loaders read them.
// operations.test.ts checks that every document validates against the schema.

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
    messageType: 'PrivateMessage' | 'UserMention'
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
  friendsOnline: { userId: number; displayName: string; avatarUrl: string; slug: string; path: string }[]
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
    lastPostUrl: string
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
  FeatureSwitches: {
    variables: Record<string, never>
    result: { featureSwitches: { key: string; enabled: boolean }[] }
  }
}

export type OperationName = keyof Operations

/** Runs a named operation in-process (no HTTP hop) and returns its data, or throws with a reason. */
export type RunOperation = <N extends OperationName>(
  name: N,
  variables: Operations[N]['variables'],
) => Promise<Operations[N]['result']>
