import { formatLongDate } from '#domain/time.ts'
import type { CommentView } from './Comments.tsx'

/** A comment from the service as the page shows it. */
export function commentView(comment: {
  id: number
  author: { name: string; path: string | null } | null
  createdAt: Date
  text: string | null
  deletedNote: string | null
  canDelete: boolean
  isOwn: boolean
}): CommentView {
  return {
    id: comment.id,
    author: comment.author && { name: comment.author.name, path: comment.author.path },
    date: formatLongDate(comment.createdAt),
    text: comment.text,
    deletedNote: comment.deletedNote,
    canDelete: comment.canDelete,
    isOwn: comment.isOwn,
  }
}
