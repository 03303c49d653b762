import { bound } from '../bind.ts'
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

/** The posting use cases (one module each), bound to one set of dependencies. */
export function createPostingService(deps: PostingDeps) {
  const ctx = createPostingContext(deps)
  return {
    createThread: bound(ctx, createThread),
    createReply: bound(ctx, createReply),
    toggleThumbsUp: bound(ctx, toggleThumbsUp),
    setBestAnswer: bound(ctx, setBestAnswer),
    locateThread: bound(ctx, locateThread),
    locatePost: bound(ctx, locatePost),
    findDraft: bound(ctx, findMemberDraft),
    saveDraft: bound(ctx, saveMemberDraft),
    deleteDraft: bound(ctx, deleteMemberDraft),
  }
}

export type PostingService = ReturnType<typeof createPostingService>
