import type { DB } from '#db/database.ts'
import { advanceReadPosition, markBoardRead } from '#db/read-state.ts'
import { POSTS_PER_PAGE } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import type { EventBus } from './events.ts'

// Read state that follows reading (decision 029): a member who views a page of a followed thread has
// read it to that page's end; reading the last page clears the thread from the `Themen` flyout
// and the badge. One indexed UPDATE per member page view; visitors cost nothing.

export function createReadStateService(deps: { db: DB; events: EventBus }) {
  // one's own post never makes a followed board new for oneself
  deps.events.on('post.created', async (event) => {
    await markBoardRead(deps.db, event.authorId, event.boardId, event.at)
  })
  return {
    /**
     * The member views page `page` (0 first; positions page × 10 … page × 10 + 9). Returns the
     * read position before this view (the first unread post), or null when not followed.
     */
    async readThreadPage(viewer: Viewer, threadId: number, page: number): Promise<number | null> {
      const result = await advanceReadPosition(deps.db, viewer.userId, threadId, (page + 1) * POSTS_PER_PAGE)
      // the reply notification stays until it is opened: a reply seen live is still news in the header
      if (result?.moved) await deps.events.emit({ type: 'member.changed', userId: viewer.userId })
      return result?.before ?? null
    },
    /** The member looked at a followed board's topics: its `Neue Beiträge` marker goes. */
    async readBoard(viewer: Viewer, boardId: number): Promise<void> {
      if (await markBoardRead(deps.db, viewer.userId, boardId, new Date())) {
        await deps.events.emit({ type: 'member.changed', userId: viewer.userId })
      }
    },
  }
}
