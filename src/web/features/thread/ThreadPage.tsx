import { Fragment, useCallback, useState } from 'react'
import { Link } from 'react-router'
import { quoteMarkup } from '#domain/markup.ts'
import { countOf } from '#domain/numbers.ts'
import { offersReply, postingRestrictionMessage } from '#domain/permissions.ts'
import { withPage } from '#domain/routes.ts'
import { formatClockTime, formatShortDate } from '#domain/time.ts'
import { vehicleLabel, vehicleThreadsHref } from '#domain/vehicle-tag.ts'
import type { ThreadPost } from '#graphql/operations/types.ts'
import { useIslandsPage } from '../../islands/context.ts'
import { AdSlot } from '../../ui/AdSlot.tsx'
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Island } from '../../ui/Island.tsx'
import { Pagination } from '../../ui/Pagination.tsx'
import { StructuredData } from '../../ui/StructuredData.tsx'
import { ThreadCuration } from '../editing/ThreadCuration.tsx'
import { FollowButton } from '../notifications/FollowButton.tsx'
import { PollBox } from '../polls/PollBox.tsx'
import { ReportMenu } from '../report/ReportMenu.tsx'
import { SummaryBox } from '../summary/SummaryBox.tsx'
import type { ThreadPageData } from './load-thread-page.ts'
import { ModerationProvider, ThreadModeration } from './ModerationControls.tsx'
import { PostItem } from './PostItem.tsx'
import { QUICK_REPLY_ID, QuickReply, StandaloneQuickReply } from './QuickReply.tsx'
import { SameQuestion } from './SameQuestion.tsx'
import { threadStructuredData } from './structured-data.ts'
import styles from './ThreadPage.module.css'

/** spec 001 §9: ads after the replies at indexes 1, 4, 7 …: four numbered slots, then a generic one. */
function adAfter(index: number): string | null {
  if (index % 3 !== 1) return null
  const slot = (index - 1) / 3 + 1
  return slot <= 4 ? `thread-${slot}` : 'thread-generic'
}

/**
 * spec 001 §2: 'Ähnliche Themen' after the 4th post (index 3) when at least 4 posts exist, once.
 * The starter's post opens every page, so the 4th post is the third reply shown under it.
 */
const RECOMMENDATIONS_AFTER = 3

/** The index in the page's replies after which the similar threads go, or null with fewer than 4 posts. */
export function recommendationsAfterReply(replyCount: number, hasStarter: boolean): number | null {
  const index = RECOMMENDATIONS_AFTER - (hasStarter ? 1 : 0)
  return replyCount > index ? index : null
}

/** decision 021: the moderation facts reach the header and every post through one provider. */
export function ThreadPage(props: { data: ThreadPageData; now: string }) {
  return (
    <ModerationProvider value={props.data.moderation}>
      <ThreadPageContent {...props} />
    </ModerationProvider>
  )
}

function ThreadPageContent({ data, now }: { data: ThreadPageData; now: string }) {
  const { thread, replies, page, numberOfPages, isMember, csrf } = data
  // decision 044: on a visitor's islands page the interactive parts hydrate on their own
  const islandsPage = useIslandsPage()
  const [replyText, setReplyText] = useState('')
  const quote = useCallback((post: ThreadPost) => {
    setReplyText(
      (text) => `${text}${quoteMarkup(post.author?.displayName ?? 'Gelöschter Nutzer', post.text)}`,
    )
    document.getElementById(QUICK_REPLY_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
    document.querySelector<HTMLTextAreaElement>(`#${QUICK_REPLY_ID} textarea`)?.focus()
  }, [])
  const starterId = thread.author?.userId ?? null
  const canMarkBest = thread.self.canMarkBestAnswer
  const vehicle = vehicleLabel(thread.fzdbRelation)
  const restriction = data.postingRestriction
    ? { endsAt: data.postingRestriction.endsAt === null ? null : new Date(data.postingRestriction.endsAt) }
    : null
  const writable = offersReply(thread, thread.self.isWritable, restriction)
  const newest = thread.lastPost
  const postProps = { threadId: thread.id, threadPath: thread.path, starterId, now, csrf, canMarkBest }
  const recommendAfter = recommendationsAfterReply(replies.length, thread.firstPost !== null)
  // the best answer's box already shows it: in the list its place only points up to the box
  const bestId = thread.bestPost?.id ?? null
  const pages = { path: thread.path, page, count: numberOfPages }
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <StructuredData data={threadStructuredData(thread, replies, data.origin)} />
        <header className={styles.header}>
          {/* the trail ends in the board, which is not this page: every crumb is a link (DESIGN.md) */}
          <Breadcrumbs items={thread.breadcrumbs} lastIsCurrentPage={false} />
          <h1 className={styles.title}>{thread.title}</h1>
          <p className={styles.facts}>
            <span>{countOf(thread.numberOfReplies, 'Antwort', 'Antworten')}</span>
            {newest && (
              <a href={newest.path}>
                {`Neuester Beitrag am ${formatShortDate(new Date(newest.createdAt))} um ${formatClockTime(new Date(newest.createdAt))} Uhr`}
              </a>
            )}
            {!thread.isOpen && <span className={styles.closed}>Geschlossen</span>}
          </p>
          {vehicle && thread.fzdbRelation && (
            <a className={styles.vehicle} href={vehicleThreadsHref(thread.fzdbRelation)}>
              {vehicle}
            </a>
          )}
          <ReportMenu
            placement="thread"
            category="forum"
            target={thread.id}
            ownerId={starterId}
            menuLabel="Aktionen zum Thema"
          />
          <FollowButton
            target="thread"
            id={thread.id}
            following={thread.self.isSubscribed}
            csrf={csrf}
            returnTo={withPage(thread.path, page)}
          />
          <ThreadCuration thread={thread} csrf={csrf} />
          <ThreadModeration thread={thread} />
        </header>

        {thread.firstPost && (
          <section className={styles.starter} aria-label="Frage des Themenstarters">
            <PostItem post={thread.firstPost} {...postProps} onQuote={writable ? quote : undefined} />
            <div className={styles.starterActions}>
              <Island name="SameQuestion" component={SameQuestion} props={{ threadId: thread.id }} />
              {data.addPoll && <a href={data.addPoll}>Umfrage hinzufügen</a>}
              {writable && (
                <a
                  href={`#${QUICK_REPLY_ID}`}
                  className={buttonClass()}
                  onClick={(event) => {
                    // without JavaScript the link scrolls there; with it the box also takes the
                    // focus, which opens the phone's keyboard (DESIGN.md)
                    const box = document.querySelector<HTMLTextAreaElement>(`#${QUICK_REPLY_ID} textarea`)
                    if (!box) return
                    event.preventDefault()
                    box.scrollIntoView({ block: 'center' })
                    box.focus({ preventScroll: true })
                  }}
                >
                  Neue Antwort
                </a>
              )}
            </div>
          </section>
        )}

        {data.poll && (
          <PollBox
            poll={data.poll}
            isMember={isMember}
            csrf={csrf}
            loginPath={`/einloggen?redirectAfterProcess=${encodeURIComponent(thread.path)}`}
          />
        )}

        {data.summary && (
          <Island
            name="SummaryBox"
            component={SummaryBox}
            props={{ threadId: thread.id, initial: data.summary, csrf, isMember }}
          />
        )}

        {thread.bestPost && (
          <section id="beste-antwort" className={styles.best} aria-labelledby="best-title">
            <h2 id="best-title">Beste Antwort im Thema</h2>
            <PostItem post={thread.bestPost} {...postProps} isBest />
            {thread.numberOfReplies > 1 && (
              <a href="#antworten-liste" className={styles.more}>
                {countOf(thread.numberOfReplies - 1, 'weitere Antwort', 'weitere Antworten')}{' '}
                <span aria-hidden="true">↓</span>
              </a>
            )}
          </section>
        )}

        <section id="antworten-liste" className={styles.replies} aria-label="Antworten">
          {!data.beyondLast && (
            <Island name="Pagination" component={Pagination} props={{ ...pages, id: 'oben' }} />
          )}
          {replies.length === 0 && page > 0 ? (
            <div className={styles.empty}>
              <h2>Keine Beiträge</h2>
              <p>Auf dieser Seite können leider keine Beiträge angezeigt werden.</p>
              {page + 1 < numberOfPages ? (
                <Link to={withPage(thread.path, page + 1)} className={buttonClass()}>
                  Zur nächsten Seite
                </Link>
              ) : (
                <Link to={thread.path} className={buttonClass()}>
                  Zur ersten Seite
                </Link>
              )}
            </div>
          ) : (
            replies.map((post, index) => {
              const ad = adAfter(index)
              return (
                <Fragment key={post.id}>
                  {post.position === data.firstUnread && (
                    <p id="ungelesen" className={styles.unreadDivider}>
                      <span>Neue Beiträge</span>
                    </p>
                  )}
                  {post.id === bestId ? (
                    <BestAnswerPointer post={post} />
                  ) : (
                    <PostItem
                      post={post}
                      {...postProps}
                      isBest={false}
                      onQuote={writable ? quote : undefined}
                    />
                  )}
                  {ad && <AdSlot name={ad} kind="content" />}
                  {index === recommendAfter && <Recommendations data={data} />}
                </Fragment>
              )
            })
          )}
          {!data.beyondLast && (
            <Island name="Pagination" component={Pagination} props={{ ...pages, id: 'unten' }} />
          )}
        </section>

        {writable && islandsPage ? (
          <Island
            name="QuickReply"
            component={StandaloneQuickReply}
            props={{
              threadId: thread.id,
              threadPath: thread.path,
              isMember,
              csrf,
              submissionKey: data.submissionKey,
            }}
          />
        ) : writable ? (
          <QuickReply
            threadId={thread.id}
            threadPath={thread.path}
            isMember={isMember}
            csrf={csrf}
            submissionKey={data.submissionKey}
            text={replyText}
            onTextChange={setReplyText}
          />
        ) : restriction ? (
          <p className={styles.closedNote} role="note">
            {postingRestrictionMessage(restriction)}
          </p>
        ) : (
          <p className={styles.closedNote}>
            Dieses Thema ist geschlossen. Antworten sind nicht mehr möglich.
          </p>
        )}
      </div>
      <ThreadSidebar data={data} showSimilar={recommendAfter === null} />
    </div>
  )
}

/** The best answer's place in the list: its anchor (post links land here) and a way up to the box. */
function BestAnswerPointer({ post }: { post: ThreadPost }) {
  return (
    <p id={`post-${post.id}`} className={styles.bestPointer}>
      <span>{`#${post.position + 1} von ${post.author?.displayName ?? 'Gelöschter Nutzer'}`}</span>{' '}
      <a href="#beste-antwort">ist die beste Antwort – oben zu lesen</a>
    </p>
  )
}

/**
 * The right column on wide screens (below the thread on phones): facts about the thread, and the
 * similar threads when the page has too few posts to show them between the replies (spec 001 §2),
 * so they appear once per page.
 */
function ThreadSidebar({ data, showSimilar }: { data: ThreadPageData; showSimilar: boolean }) {
  const { thread } = data
  const created = new Date(thread.createdAt)
  return (
    <aside className={styles.sidebar} aria-labelledby="thread-info-title">
      <section className={styles.infoBox}>
        <h2 id="thread-info-title">Über dieses Thema</h2>
        <dl>
          <dt>Themenstarter</dt>
          <dd>
            {thread.author ? (
              <a href={thread.author.path}>{thread.author.displayName}</a>
            ) : (
              'Gelöschter Nutzer'
            )}
          </dd>
          <dt>Erstellt am</dt>
          <dd>{`${formatShortDate(created)} um ${formatClockTime(created)} Uhr`}</dd>
          <dt>Antworten</dt>
          <dd>{thread.numberOfReplies}</dd>
          {thread.board && (
            <>
              <dt>Forum</dt>
              <dd>
                <Link to={thread.board.path}>{thread.board.name}</Link>
              </dd>
            </>
          )}
        </dl>
      </section>
      {showSimilar && <Recommendations data={data} />}
    </aside>
  )
}

function Recommendations({ data }: { data: ThreadPageData }) {
  const { recommendations, blogs, faqUrl } = data.thread
  if (recommendations.length === 0) return null
  return (
    <section className={styles.recommendations} aria-labelledby="similar-title">
      <h2 id="similar-title">Ähnliche Themen</h2>
      <ul>
        {recommendations.map((item) => (
          <li key={item.id}>
            <Link to={item.path}>{item.title}</Link>
            <span>
              {countOf(item.numberOfReplies, 'Antwort', 'Antworten')}
              {item.board ? ` · ${item.board.name} Forum` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.recommendationLinks}>
        {blogs.articles[0] && <a href={blogs.articles[0].path}>{`Blog: ${blogs.articles[0].title}`}</a>}
        <a href={faqUrl}>Häufige Fragen (FAQ)</a>
      </p>
    </section>
  )
}
