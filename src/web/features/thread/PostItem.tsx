import { Form } from 'react-router'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { ThreadPost } from '#graphql/operations/types.ts'
import { Icon } from '../../ui/Icon.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import { EditedMark } from '../editing/EditedMark.tsx'
import { PostEditLinks } from '../editing/PostEditLinks.tsx'
import { PostText } from '../posts/PostText.tsx'
import { ReportMenu } from '../report/ReportMenu.tsx'
import { PostModeration } from './ModerationControls.tsx'
import { PostAttachments, PostImages } from './PostMedia.tsx'
import styles from './ThreadPage.module.css'

interface PostItemProps {
  post: ThreadPost
  threadId: number
  threadPath: string
  starterId: number | null
  now: string
  csrf: string
  isBest?: boolean
  canMarkBest: boolean
  onQuote?: (post: ThreadPost) => void
}

/** One post: author, badges, time, text, thumbs up, answer with quote, best-answer mark. */
export function PostItem({
  post,
  threadId,
  threadPath,
  starterId,
  now,
  csrf,
  isBest = false,
  canMarkBest,
  onQuote,
}: PostItemProps) {
  const anchor = `post-${post.id}`
  const isStarter = post.author !== null && post.author.userId === starterId
  return (
    <article
      id={isBest ? undefined : anchor}
      className={`${styles.post} ${post.isVisible ? '' : styles.hidden}`}
      aria-labelledby={`${anchor}-author`}
    >
      <header className={styles.postHeader}>
        <img
          src={post.author?.avatarUrl ?? '/images/avatar-default.svg'}
          alt=""
          width={40}
          height={40}
          className={styles.avatar}
          loading="lazy"
        />
        <div className={styles.postMeta}>
          <span id={`${anchor}-author`} className={styles.author}>
            {post.author ? <a href={post.author.path}>{post.author.displayName}</a> : 'Gelöschter Nutzer'}
          </span>
          <span className={styles.badges}>
            {isStarter && post.position > 0 && <span className={styles.badge}>Themenstarter</span>}
            {post.isPostedByModerator && <span className={styles.badgeMod}>Moderator</span>}
            {!post.isVisible && (
              <span className={styles.badgeMuted}>{post.isDeleted ? 'Gelöscht' : 'Ausgeblendet'}</span>
            )}
          </span>
          <span className={styles.time}>
            <RelativeTime date={post.createdAt} now={now} initial="label" />
          </span>
        </div>
        <a href={post.path} className={styles.permalink} aria-label={`Link zu Beitrag ${post.position + 1}`}>
          {`#${post.position + 1}`}
        </a>
        <ReportMenu placement="post" category="post" target={post.id} ownerId={post.author?.userId ?? null} />
      </header>
      <PostText source={post.text} referrer={threadPath} ownHosts={OWN_HOSTS} />
      {post.editedAt && <EditedMark editedAt={post.editedAt} byModeration={post.editedByModeration} />}
      <PostImages images={post.images} imageCount={post.imageCount} />
      <PostAttachments attachments={post.attachments} />
      <footer className={styles.postFooter}>
        <Form method="post" action="/forum/aktion/PostJump.html" className={styles.thumbs}>
          <input type="hidden" name="rank" value="thumbsUp" />
          <input type="hidden" name="postId" value={post.id} />
          {csrf && <input type="hidden" name="csrf" value={csrf} />}
          <button
            type="submit"
            className={post.self.gaveThumbsUp ? styles.thumbsGiven : styles.thumbsButton}
            aria-pressed={post.self.gaveThumbsUp}
            disabled={csrf !== '' && !post.self.canGiveThumbsUp}
            title={post.self.gaveThumbsUp ? 'Daumen zurücknehmen' : 'Hilfreich? Daumen hoch!'}
          >
            <Icon name="thumbsUp" size={18} />
            <span>{post.numberOfThumbsUp}</span>
            <span className="visually-hidden"> Daumen hoch</span>
          </button>
        </Form>
        {onQuote && (
          <button type="button" className={styles.answer} onClick={() => onQuote(post)}>
            Antworten
          </button>
        )}
        {canMarkBest && post.position > 0 && (post.isVisible || isBest) && (
          <Form method="post" action="/forum/aktion/BestAnswer.html">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="threadId" value={threadId} />
            <input type="hidden" name="postId" value={isBest ? '' : post.id} />
            <button type="submit" className={styles.markBest}>
              {isBest ? 'Markierung entfernen' : 'Als beste Antwort markieren'}
            </button>
          </Form>
        )}
        <PostEditLinks post={post} />
        <PostModeration post={post} />
      </footer>
    </article>
  )
}
