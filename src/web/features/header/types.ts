// The member header's data (spec 000 §3 "Header data"), read by the UserHeader query (spec 000
// §7) once accounts exist. Until then the layout passes null and the flyouts show their empty
// states. Timestamps are ISO strings, as every operation result carries them.

/** spec 000 §3 User: userId, displayName, avatarUrl, slug. */
export interface HeaderUser {
  userId: number
  displayName: string
  avatarUrl: string
  slug: string
}

/** A followed thread with new posts. */
export interface ThreadUpdate {
  author: HeaderUser | null
  lastPostCreatedAt: string
  thread: { id: number; title: string } | null
  title: string
  url: string
}

/** spec 000 §3 PrivateMessageUpdate; messageType is a private message or a user mention. */
export interface PrivateMessageUpdate {
  privateMessageId: number
  title: string
  createdAt: string
  author: HeaderUser | null
  messageType: 'PrivateMessage' | 'UserMention'
}

export interface SubscribedBoardUpdate {
  boardTitle: string
  boardUrl: string
  isUnread: boolean
  lastPostAuthor: HeaderUser | null
  lastPostCreatedAt: string | null
  lastPostUrl: string | null
}

export interface SubscribedBlogUpdate {
  title: string
  blogUrl: string
  isUnread: boolean
  lastPostAuthor: HeaderUser | null
  lastPostCreatedAt: string | null
  lastPostUrl: string | null
}

/** spec 000 §3 "Header data". */
export interface HeaderData {
  threadUpdates: ThreadUpdate[]
  /** Friends and buddies online right now. */
  friendsOnline: { users: HeaderUser[] }
  privateMessages: PrivateMessageUpdate[]
  subscribedBoardUpdates: SubscribedBoardUpdate[]
  subscribedBlogUpdates: SubscribedBlogUpdate[]
}

/** The header's panels; only one is open at a time (spec 000 §4). */
export type HeaderPanel = 'search' | 'messages' | 'threads' | 'favorites' | 'friends' | 'user'
