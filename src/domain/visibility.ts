// Who may see a piece of content (issue 11 §3): one pure function per content type, asked by the
// thread page, every GraphQL resolver that returns content or ids, the post and best-answer
// redirects and the write actions alike. The answer carries the thread page's reason, so every
// caller refuses with the same status (spec 001 §8: Deleted and HiddenLoggedOut 410, unknown 404).

import { type BoardScope, canModerateBoard, type Viewer } from './permissions.ts'

/** The catalogue reason a refusal answers with (spec 000 §8). */
export type HiddenReason = 'NotFound' | 'Deleted' | 'HiddenLoggedOut'

export type Visibility = { visible: true } | { visible: false; reason: HiddenReason }

/** The columns a thread's visibility depends on. */
export interface ThreadVisibilityFacts {
  visibility: 'Online' | 'Hidden' | 'Offline'
  deletedAt: Date | null
}

/** The columns a post's visibility depends on. */
export interface PostVisibilityFacts {
  visibility: 'Online' | 'Hidden' | 'Offline'
}

const VISIBLE: Visibility = { visible: true }

/**
 * A thread: deleted → 410 Deleted for everyone (moderators included, as the thread page had it);
 * hidden → unknown (404) except for the board's moderators; members-only ('Offline') → 410
 * HiddenLoggedOut for visitors.
 */
export function threadVisibility(
  viewer: Viewer | null,
  thread: ThreadVisibilityFacts,
  board: BoardScope,
): Visibility {
  if (thread.deletedAt !== null) return { visible: false, reason: 'Deleted' }
  if (thread.visibility === 'Hidden' && !canModerateBoard(viewer, board)) {
    return { visible: false, reason: 'NotFound' }
  }
  if (thread.visibility === 'Offline' && viewer === null) return { visible: false, reason: 'HiddenLoggedOut' }
  return VISIBLE
}

/** A post: first its thread's rule, then the post's own (hidden for moderators only, members-only). */
export function postVisibility(
  viewer: Viewer | null,
  post: PostVisibilityFacts,
  thread: ThreadVisibilityFacts,
  board: BoardScope,
): Visibility {
  const ofThread = threadVisibility(viewer, thread, board)
  if (!ofThread.visible) return ofThread
  if (post.visibility === 'Hidden' && !canModerateBoard(viewer, board)) {
    return { visible: false, reason: 'NotFound' }
  }
  if (post.visibility === 'Offline' && viewer === null) return { visible: false, reason: 'HiddenLoggedOut' }
  return VISIBLE
}

/** The German message for a refusal, as the thread page words it. */
export function hiddenMessage(reason: HiddenReason): string {
  switch (reason) {
    case 'Deleted':
      return 'Dieses Thema wurde gelöscht.'
    case 'HiddenLoggedOut':
      return 'Dieser Inhalt ist nur für registrierte Nutzer sichtbar.'
    case 'NotFound':
      return 'Diesen Beitrag gibt es nicht.'
  }
}
