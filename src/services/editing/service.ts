import type { Viewer } from '#domain/permissions.ts'
import { checkPostEdit, editPost } from './edit-post.ts'
import { editThreadTitle, setSticky } from './edit-thread.ts'
import type { EditingDeps } from './shared.ts'

// Editing (docs/decisions/026-editing.md): own posts within the window, others' posts
// for the moderation, thread titles and pins for Forenpaten and the moderation. The form actions
// and the GraphQL mutations call these same functions.

export function createEditingService(deps: EditingDeps) {
  return {
    /** Whether the viewer may edit this post now (the edit form asks before it shows anything). */
    checkPostEdit: (viewer: Viewer, postId: number) => checkPostEdit(deps, viewer, postId),
    editPost: (viewer: Viewer, input: unknown) => editPost(deps, viewer, input),
    editThreadTitle: (viewer: Viewer, input: unknown) => editThreadTitle(deps, viewer, input),
    setSticky: (viewer: Viewer, input: unknown) => setSticky(deps, viewer, input),
  }
}

export type EditingService = ReturnType<typeof createEditingService>
