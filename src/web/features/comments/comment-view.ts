import { quoteFor } from '#domain/blogs.ts'
import { COMMENT_REPORT_TARGET } from '#domain/moderation.ts'
import { formatLongDate } from '#domain/time.ts'
import type { CommentView } from './Comments.tsx'

interface ServiceComment {
  id: number
  authorId: number
  author: { name: string; path: string | null } | null
  createdAt: Date
  text: string | null
  deletedNote: string | null
  hidden: boolean
  canDelete: boolean
  isOwn: boolean
}

/** A comment from the service as the page shows it. */
export function commentView(comment: ServiceComment): CommentView {
  return {
    id: comment.id,
    authorId: comment.authorId,
    author: comment.author && { name: comment.author.name, path: comment.author.path },
    date: formatLongDate(comment.createdAt),
    text: comment.text,
    deletedNote: comment.deletedNote,
    hidden: comment.hidden,
    canDelete: comment.canDelete,
    isOwn: comment.isOwn,
  }
}

/**
 * decision 036: the comments of a blog article or a test as the page needs them. With quotes on (the
 * blog setting "quotes"), `?zitat=artikel` or `?zitat=k{id}` fills a member's comment form with
 * the article's or that comment's words — a plain link that works without JavaScript.
 */
export function commentsData(
  request: Request,
  input: {
    comments: ServiceComment[]
    enabled: boolean
    quotesEnabled: boolean
    isMember: boolean
    /** what `?zitat=artikel` quotes */
    host: { author: string; text: string }
  },
) {
  const quotes = input.isMember && input.enabled && input.quotesEnabled
  const asked = new URL(request.url).searchParams.get('zitat') ?? ''
  let prefill = ''
  if (quotes && asked === 'artikel') prefill = quoteFor(input.host.author, input.host.text)
  const commentId = Number(COMMENT_REPORT_TARGET.exec(asked)?.[1] ?? 0)
  const quoted = input.comments.find((comment) => comment.id === commentId && comment.text && !comment.hidden)
  if (quotes && quoted?.text) prefill = quoteFor(quoted.author?.name ?? 'Ehemaliges Mitglied', quoted.text)
  return { comments: input.comments.map(commentView), enabled: input.enabled, quotes, prefill }
}
