import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { COMMENT_MAX, DELETE_REASON_MAX, DELETE_REASON_MIN } from '#domain/comments.ts'
import { parseId } from '#domain/ids.ts'
import { commentReportTarget } from '#domain/moderation.ts'
import { AUTHOR_ONLY_NOTE } from '#domain/visibility.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from './Comments.module.css'

// decision 036: the comments under a blog article or a test, with the form to write one and, for who
// may, the deletion with its reason (spec 000 §5: someone else's comment needs a comprehensible
// reason; the note in its place says when the deleter is not on the team).

/** A refused form's answer as form-parser.ts `refusedForm` gives it (decision 042). */
export interface RefusedAnswer {
  ok: false
  message: string
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

export interface CommentActionData {
  error: string
  /** which form the error belongs to: the new comment, or the deletion of this comment id */
  form: 'comment' | number
  typed: string
}

/** The comment forms' share of a refused answer: the deletion of the comment it names, else the new comment. */
export function commentResult(
  answer: RefusedAnswer | { ok?: unknown } | undefined,
): CommentActionData | undefined {
  if (!answer || answer.ok !== false || !('values' in answer) || answer.values.intent === 'rate')
    return undefined
  const deleting = answer.values.intent === 'delete-comment'
  const commentId = deleting ? parseId(answer.values.commentId) : null
  return {
    error: answer.message,
    form: commentId ?? 'comment',
    typed: (deleting ? answer.values.reason : answer.values.text) ?? '',
  }
}

export interface CommentView {
  id: number
  authorId: number
  author: { name: string; path: string | null } | null
  date: string
  text: string | null
  deletedNote: string | null
  /** hidden by a moderation measure: only its author (and the staff) see it */
  hidden: boolean
  canDelete: boolean
  isOwn: boolean
}

/** Lines starting with '>' are a quote (the comment form's `Zitieren`); the rest is the answer. */
function CommentText({ text }: { text: string }) {
  const blocks: { quote: boolean; lines: string[] }[] = []
  for (const line of text.split('\n')) {
    const quote = line.startsWith('>')
    const last = blocks.at(-1)
    const content = quote ? line.replace(/^>\s?/, '') : line
    if (last && last.quote === quote) last.lines.push(content)
    else blocks.push({ quote, lines: [content] })
  }
  return blocks.map((block, index) =>
    block.quote ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
      <blockquote key={index} className={styles.quote}>
        {block.lines.join('\n')}
      </blockquote>
    ) : block.lines.join('\n').trim() === '' ? null : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
      <p key={index} className={styles.text}>
        {block.lines.join('\n').trim()}
      </p>
    ),
  )
}

export function Comments({
  comments,
  enabled,
  isMember,
  loginPath,
  csrf,
  result,
  reportMenu,
  path,
  quotes = false,
  prefill = '',
}: {
  comments: CommentView[]
  enabled: boolean
  isMember: boolean
  loginPath: string
  csrf: string
  result: CommentActionData | undefined
  /** decision 036: the page's report menu for a comment (the report feature, composed by the route) */
  reportMenu: (comment: CommentView) => ReactNode
  /** the page's path, for the `Zitieren` links */
  path: string
  /** the blog setting "quotes": members quote comments into their own */
  quotes?: boolean
  /** the comment form's text when a member followed a `Zitieren` link */
  prefill?: string
}) {
  return (
    <section className={styles.comments} aria-labelledby="kommentare-titel" id="kommentare">
      <h2 id="kommentare-titel">Kommentare ({comments.filter((comment) => comment.text !== null).length})</h2>
      {comments.length === 0 && <p className={styles.empty}>Noch keine Kommentare.</p>}
      <ol className={styles.list}>
        {comments.map((comment) => (
          <li key={comment.id} id={`kommentar-${comment.id}`} className={styles.comment}>
            {comment.text === null ? (
              <p className={styles.deleted}>{comment.deletedNote}</p>
            ) : (
              <>
                <div className={styles.head}>
                  <p className={styles.meta}>
                    {comment.author?.path ? (
                      <a href={comment.author.path}>{comment.author.name}</a>
                    ) : (
                      (comment.author?.name ?? 'Ehemaliges Mitglied')
                    )}
                    {` · ${comment.date}`}
                  </p>
                  {!comment.hidden && reportMenu(comment)}
                </div>
                {comment.hidden && (
                  <p className={styles.hiddenNote} role="status">
                    Die Moderation hat diesen Kommentar ausgeblendet. {AUTHOR_ONLY_NOTE}
                  </p>
                )}
                <CommentText text={comment.text} />
                {quotes && !comment.hidden && (
                  <a
                    className={styles.quoteLink}
                    href={`${path}?zitat=${commentReportTarget(comment.id)}#kommentar-schreiben`}
                  >
                    Zitieren
                  </a>
                )}
                {comment.canDelete && (
                  <DeleteComment
                    comment={comment}
                    csrf={csrf}
                    result={result?.form === comment.id ? result : undefined}
                  />
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      {!enabled ? (
        <p className={styles.empty}>Die Kommentare sind hier ausgeschaltet.</p>
      ) : isMember ? (
        <Form method="post" className={styles.form} id="kommentar-schreiben">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="intent" value="comment" />
          <label htmlFor="comment-text">Dein Kommentar</label>
          <textarea
            id="comment-text"
            name="text"
            rows={4}
            maxLength={COMMENT_MAX}
            required
            defaultValue={result?.form === 'comment' ? result.typed : prefill}
            aria-invalid={result?.form === 'comment' ? true : undefined}
            aria-describedby={result?.form === 'comment' ? 'comment-error' : undefined}
          />
          {result?.form === 'comment' && (
            <p id="comment-error" className={styles.error} role="alert">
              {result.error}
            </p>
          )}
          <button type="submit">Kommentar senden</button>
        </Form>
      ) : (
        <p>
          <a href={loginPath}>Melde Dich an</a>, um zu kommentieren.
        </p>
      )}
    </section>
  )
}

function DeleteComment({
  comment,
  csrf,
  result,
}: {
  comment: CommentView
  csrf: string
  result: CommentActionData | undefined
}) {
  if (comment.isOwn)
    return (
      <Form method="post" className={styles.deleteOwn}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="delete-comment" />
        <input type="hidden" name="commentId" value={comment.id} />
        <button type="submit" className={styles.link}>
          Kommentar löschen
        </button>
        {result && (
          <span className={styles.error} role="alert">
            {result.error}
          </span>
        )}
      </Form>
    )
  return (
    <details className={styles.delete} open={result !== undefined}>
      <summary>Kommentar löschen</summary>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="intent" value="delete-comment" />
        <input type="hidden" name="commentId" value={comment.id} />
        <label htmlFor={`reason-${comment.id}`}>Begründung (wird statt des Kommentars angezeigt)</label>
        <textarea
          id={`reason-${comment.id}`}
          name="reason"
          rows={2}
          minLength={DELETE_REASON_MIN}
          maxLength={DELETE_REASON_MAX}
          required
          defaultValue={result?.typed ?? ''}
        />
        {result && (
          <p className={styles.error} role="alert">
            {result.error}
          </p>
        )}
        <button type="submit">Löschen</button>
      </Form>
    </details>
  )
}
