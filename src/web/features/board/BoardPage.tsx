import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { countOf } from '#domain/numbers.ts'
import { withPage } from '#domain/routes.ts'
import { AdSlot } from '../../ui/AdSlot.tsx'
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx'
import { Island } from '../../ui/Island.tsx'
import { Pagination } from '../../ui/Pagination.tsx'
import { FollowButton } from '../notifications/FollowButton.tsx'
import styles from './BoardPage.module.css'
import type { BoardPageData } from './load-board-page.ts'
import { SeoText } from './SeoText.tsx'
import { BoardSidebar } from './Sidebar.tsx'
import { StartThreadButton } from './StartThreadButton.tsx'
import { ThreadItem } from './ThreadItem.tsx'

/** spec 001 §9: an ad slot after the 10th thread when a page lists at least 15. */
const AD_AFTER = 10
const AD_FROM = 15

/** A board's topic list page (spec 001 §2). */
export function BoardPage({ data, now }: { data: BoardPageData; now: string }) {
  const { board, list } = data
  // the board's pages, newest first (spec 001 §9), above and below the list
  const pages = { path: board.path, page: list.page, count: list.numberOfPages, reversed: true }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs items={board.breadcrumbs} />
        <div className={styles.headline}>
          <img src={board.iconUrl} alt="" width={48} height={48} className={styles.icon} />
          <h1>{`${board.name} Forum`}</h1>
          <FollowButton
            target="board"
            id={board.id}
            following={board.self.isSubscribed}
            csrf={data.csrf}
            returnTo={withPage(board.path, list.page)}
          />
        </div>
        {board.description && <p className={styles.description}>{board.description}</p>}
        {board.children.length > 0 && (
          <ul className={styles.children} aria-label="Unterforen">
            {board.children.map((child) => (
              <li key={child.id}>
                <Link to={child.path} prefetch="intent">{`${child.name} Forum`}</Link>
                <span>{countOf(child.numberOfThreads, 'Thema', 'Themen')}</span>
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className={styles.columns}>
        <section className={styles.main} aria-labelledby="topics-title">
          <div className={styles.listHeader}>
            <h2 id="topics-title">{countOf(list.numberOfThreads, 'Thema', 'Themen')}</h2>
            {board.isOpen && (
              <StartThreadButton boardId={board.id} isMember={data.isMember} label="Neues Thema" />
            )}
          </div>
          <Island name="Pagination" component={Pagination} props={{ ...pages, id: 'oben' }} />
          {list.threads.length === 0 ? (
            <p className={styles.empty}>In diesem Forum gibt es noch keine Themen.</p>
          ) : (
            <ol className={styles.threads} aria-label="Themen">
              {list.threads.map((thread, index) => (
                <ThreadItemWithAd key={thread.id} index={index} total={list.threads.length}>
                  <ThreadItem thread={thread} now={now} />
                </ThreadItemWithAd>
              ))}
            </ol>
          )}
          <Island name="Pagination" component={Pagination} props={{ ...pages, id: 'unten' }} />
          {board.seoDescription && (
            <Island
              name="SeoText"
              component={SeoText}
              props={{ title: `Über das ${board.name} Forum`, text: board.seoDescription }}
            />
          )}
        </section>
        <BoardSidebar data={data} />
      </div>
    </div>
  )
}

function ThreadItemWithAd({ index, total, children }: { index: number; total: number; children: ReactNode }) {
  return (
    <>
      {children}
      {index === AD_AFTER - 1 && total >= AD_FROM && (
        <li className={styles.adRow} aria-hidden="true">
          <AdSlot name="board-list" kind="content" />
        </li>
      )}
    </>
  )
}
