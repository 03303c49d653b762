import { setBestAnswer } from './best-answer.ts'
import { createPostingContext } from './context.ts'
import { createReply } from './create-reply.ts'
import { createThread } from './create-thread.ts'
import { deleteMemberDraft, findMemberDraft, saveMemberDraft } from './drafts.ts'
import { locatePost, locateThread } from './locate.ts'
import { toggleThumbsUp } from './thumbs-up.ts'
import type { PostingDeps } from './types.ts'

export * from './types.ts'

// The posting service (DESIGN.md "services"): one module per use case, each input → permission
// (src/domain/permissions.ts) → one transaction through src/db → events. This file only binds
// them to their dependencies; context.ts holds what they share.

type Tail<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never

/** The posting use cases (one module each), bound to one set of dependencies. */
export function createPostingService(deps: PostingDeps) {
  const ctx = createPostingContext(deps)
  return {
    createThread: (...args: Tail<Parameters<typeof createThread>>) => createThread(ctx, ...args),
    createReply: (...args: Tail<Parameters<typeof createReply>>) => createReply(ctx, ...args),
    toggleThumbsUp: (...args: Tail<Parameters<typeof toggleThumbsUp>>) => toggleThumbsUp(ctx, ...args),
    setBestAnswer: (...args: Tail<Parameters<typeof setBestAnswer>>) => setBestAnswer(ctx, ...args),
    locateThread: (...args: Tail<Parameters<typeof locateThread>>) => locateThread(ctx, ...args),
    locatePost: (...args: Tail<Parameters<typeof locatePost>>) => locatePost(ctx, ...args),
    findDraft: (...args: Tail<Parameters<typeof findMemberDraft>>) => findMemberDraft(ctx, ...args),
    saveDraft: (...args: Tail<Parameters<typeof saveMemberDraft>>) => saveMemberDraft(ctx, ...args),
    deleteDraft: (...args: Tail<Parameters<typeof deleteMemberDraft>>) => deleteMemberDraft(ctx, ...args),
  }
}

export type PostingService = ReturnType<typeof createPostingService>
