import { Form } from 'react-router'
import { signatureInline } from '#domain/profile.ts'
import { replyPath } from '#domain/reply.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { ThreadPost } from '#graphql/operations/types.ts'
import { Avatar } from '../../ui/Avatar.tsx'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { Island } from '../../ui/Island.tsx'
import { CookedPostText, PostInline } from '../../ui/PostText.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import { EditedMark } from '../editing/EditedMark.tsx'
import { PostEditLinks } from '../editing/PostEditLinks.tsx'
import { ReportMenu } from '../report/ReportMenu.tsx'
import { PostModeration } from './ModerationControls.tsx'
import { PostAttachments, PostImages } from './PostMedia.tsx'
import styles from './ThreadPage.module.css'

const MONTH_YEAR = new Intl.DateTimeFormat('de-DE', {
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
})

/** Who writes, beside the name: '1.234 Beiträge · dabei seit Mai 2019 · VW Golf 7'. */
export function authorFacts(author: {
  numberOfPosts: number
  memberSince: string
  currentVehicle: string | null
}): string {
  const posts = `${author.numberOfPosts.toLocaleString('de-DE')} ${author.numberOfPosts === 1 ? 'Beitrag' : 'Beiträge'}`
  const since = `dabei seit ${MONTH_YEAR.format(new Date(author.memberSince))}`
  return [posts, since, author.currentVehicle].filter(Boolean).join(' · ')
}

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
  // the best answer appears twice on page 0: its copy above the replies has ids of its own
  const authorId = isBest ? `best-${anchor}-author` : `${anchor}-author`
  const isStarter = post.author !== null && post.author.userId === starterId
  const userTitle = post.author?.profileData.userTitle
  const signature = post.author?.profileData.signature.trim()
  return (
    <article
      id={isBest ? undefined : anchor}
      className={`${styles.post} ${post.isVisible ? '' : styles.hidden}`}
      aria-labelledby={authorId}
    >
      <header className={styles.postHeader}>
        <Avatar
          url={post.author?.avatarUrl}
          srcSet={post.author?.avatarSrcSet}
          name={post.author?.displayName ?? '?'}
          userId={post.author?.userId ?? null}
          size={40}
          className={styles.avatar}
        />
        <div className={styles.postMeta}>
          <span id={authorId} className={styles.author}>
            {post.author ? <a href={post.author.path}>{post.author.displayName}</a> : 'Gelöschter Nutzer'}
          </span>
          {userTitle && <span className={styles.userTitle}>{userTitle}</span>}
          {post.author && <span className={styles.authorFacts}>{authorFacts(post.author)}</span>}
          <span className={styles.badges}>
            {isStarter && post.position > 0 && <span className={styles.badge}>Themenstarter</span>}
            {post.isPostedByModerator && <span className={styles.badgeMod}>Moderator</span>}
            {!post.isVisible && (
              <span className={styles.badgeMuted}>{post.isDeleted ? 'Gelöscht' : 'Ausgeblendet'}</span>
            )}
          </span>
          <span className={styles.time}>
            <Island
              name="RelativeTime"
              inline
              component={RelativeTime}
              props={{ date: post.createdAt, now, initial: 'label' }}
            />
          </span>
        </div>
        <a href={post.path} className={styles.permalink} aria-label={`Link zu Beitrag ${post.position + 1}`}>
          {`#${post.position + 1}`}
        </a>
        <ReportMenu placement="post" category="post" target={post.id} ownerId={post.author?.userId ?? null} />
      </header>
      <CookedPostText html={post.html} referrer={threadPath} />
      {post.editedAt && <EditedMark editedAt={post.editedAt} byModeration={post.editedByModeration} />}
      <PostImages images={post.images} imageCount={post.imageCount} />
      <PostAttachments attachments={post.attachments} />
      {signature && (
        // spec 000 §3: the member's signature under each of their posts, small and set apart
        <div className={styles.signature}>
          <span className="visually-hidden">Signatur: </span>
          <PostInline nodes={signatureInline(signature)} referrer={threadPath} ownHosts={OWN_HOSTS} />
        </div>
      )}
      <footer className={styles.postFooter}>
        <Form method="post" action="/forum/aktion/PostJump.html" className={styles.thumbs}>
          <input type="hidden" name="rank" value="thumbsUp" />
          <input type="hidden" name="postId" value={post.id} />
          {csrf && <input type="hidden" name="csrf" value={csrf} />}
          <Button
            variant={post.self.gaveThumbsUp ? 'secondary' : 'ghost'}
            size="small"
            aria-pressed={post.self.gaveThumbsUp}
            disabled={csrf !== '' && !post.self.canGiveThumbsUp}
            title={post.self.gaveThumbsUp ? 'Daumen zurücknehmen' : 'Hilfreich? Daumen hoch!'}
          >
            <Icon name="thumbsUp" size={18} />
            <span>{post.numberOfThumbsUp}</span>
            <span className="visually-hidden"> Daumen hoch</span>
          </Button>
        </Form>
        {onQuote && post.isVisible && !post.isDeleted && (
          // decision 024: the full editor with the quote; with JavaScript the quoting quick reply (spec 001 §2)
          <a
            href={replyPath(threadId, post.id)}
            className={buttonClass('ghost', 'small')}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return
              event.preventDefault()
              onQuote(post)
            }}
          >
            Antworten
          </a>
        )}
        {canMarkBest && post.position > 0 && (post.isVisible || isBest) && (
          <Form method="post" action="/forum/aktion/BestAnswer.html">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="threadId" value={threadId} />
            <input type="hidden" name="postId" value={isBest ? '' : post.id} />
            <Button variant="ghost" size="small">
              {isBest ? 'Markierung entfernen' : 'Als beste Antwort markieren'}
            </Button>
          </Form>
        )}
        <PostEditLinks post={post} />
        <PostModeration post={post} />
      </footer>
    </article>
  )
}
