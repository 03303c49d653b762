import type { CurrentUser } from '#graphql/operations/types.ts'
import type { HeaderData, HeaderUser } from './types.ts'

// Sample members and header data for the header's component tests.

export const MEMBER: CurrentUser = {
  userId: 5,
  slug: 'demo-mitglied',
  displayName: 'demo-mitglied',
  avatarUrl: '/images/avatar-default.svg',
  roleRelations: [],
}

export const MODERATOR: CurrentUser = {
  userId: 3,
  slug: 'demo-moderator',
  displayName: 'demo-moderator',
  avatarUrl: '/images/avatar-default.svg',
  roleRelations: [
    { userRole: 'moderator', relatedBoards: [{ id: 200, name: 'VW', path: '/forum/vw-b200.html' }] },
  ],
}

const person = (userId: number, name: string): HeaderUser => ({
  userId,
  displayName: name,
  avatarUrl: '/images/avatar-default.svg',
  slug: name.toLowerCase(),
  path: `/nutzer/${name.toLowerCase()}`,
})

export const NOW = '2026-11-20T12:00:00.000Z'

export function headerData(): HeaderData {
  return {
    privateMessages: [
      {
        privateMessageId: 71,
        title: 'Treffen am Samstag?',
        createdAt: '2026-11-20T11:30:00.000Z',
        author: person(9, 'Golf-Gerd'),
        messageType: 'PrivateMessage',
        url: '/cockpit/pms/PrivateMessageList.html?messageId=71',
      },
      {
        privateMessageId: 72,
        title: 'Zahnriemen beim 2.0 TDI',
        createdAt: '2026-11-20T10:00:00.000Z',
        author: person(10, 'Passat-Paula'),
        messageType: 'UserMention',
        url: '/forum/zahnriemen-t99.html#post-5',
      },
    ],
    threadUpdates: [
      {
        author: person(11, 'Schrauber77'),
        lastPostCreatedAt: '2026-11-20T11:55:00.000Z',
        thread: {
          id: 1234,
          title: 'Golf 7 ruckelt im Leerlauf',
          path: '/forum/golf-7-ruckelt-im-leerlauf-t1234.html',
        },
        newPostAmount: 2,
        title: 'Golf 7 ruckelt im Leerlauf',
        url: '/forum/golf-7-ruckelt-im-leerlauf-t1234.html',
      },
    ],
    friendsOnline: { users: [person(12, 'Opel-Olli'), person(13, 'Kadett-Karin')] },
    subscribedBoardUpdates: Array.from({ length: 12 }, (_, i) => ({
      boardTitle: `Forum ${i + 1}`,
      boardUrl: `/forum/forum-${i + 1}-b${300 + i}.html`,
      isUnread: i < 3,
      lastPostAuthor: person(20 + i, `Autor${i + 1}`),
      lastPostCreatedAt: '2026-11-20T09:00:00.000Z',
      lastPostUrl: null,
    })),
    subscribedBlogUpdates: Array.from({ length: 12 }, (_, i) => ({
      title: `Blog ${i + 1}`,
      blogUrl: `/blogs/blog-${i + 1}.html`,
      isUnread: i === 0,
      lastPostAuthor: null,
      lastPostCreatedAt: null,
      // the schema's lastPostUrl is the blog's address, never null (the hand-written type said otherwise)
      lastPostUrl: `/blogs/blog-${i + 1}.html`,
    })),
  }
}
