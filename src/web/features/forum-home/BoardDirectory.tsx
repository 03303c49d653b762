import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { countOf, formatNumber } from '#domain/numbers.ts'
import { isInAppPath } from '#domain/routes.ts'
import { Island } from '../../ui/Island.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import styles from './BoardDirectory.module.css'
import type { DirectoryBoard, DirectoryRoot } from './load-directory.ts'

/** Paths under /forum navigate inside the app, others load the page (spec 000 §2.3). */
function BoardLink({ path, className, children }: { path: string; className?: string; children: ReactNode }) {
  return isInAppPath(path) ? (
    <Link to={path} className={className} prefetch="intent">
      {children}
    </Link>
  ) : (
    <a href={path} className={className}>
      {children}
    </a>
  )
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatNumber(value)}</dd>
    </div>
  )
}

function ChildBoardRow({ board, now }: { board: DirectoryBoard; now: string }) {
  return (
    <li className={styles.row}>
      <img className={styles.icon} src={board.iconUrl} alt="" width={36} height={36} loading="lazy" />
      <div>
        <BoardLink path={board.path} className={styles.name}>
          {`${board.name} Forum`}
        </BoardLink>
        {board.isUnread && <span className={styles.unread}>Neue Beiträge</span>}
        {board.description && <p className={styles.description}>{board.description}</p>}
      </div>
      <div className={styles.lastPost}>
        {board.lastPostCreatedAt && board.lastPosterName ? (
          <>
            <span className={styles.lastPoster}>{board.lastPosterName}</span>
            <Island
              name="RelativeTime"
              inline
              component={RelativeTime}
              props={{ date: board.lastPostCreatedAt, now, initial: 'label' }}
            />
          </>
        ) : (
          'Noch keine Beiträge'
        )}
      </div>
      <dl className={styles.stats}>
        <Stat label="Antworten" value={board.numberOfReplies} />
        <Stat label="Themen" value={board.numberOfThreads} />
        <Stat label="Unterforen" value={board.numberOfBoards} />
      </dl>
    </li>
  )
}

/** Root boards, each with its child boards (spec 000 §2.3). */
export function BoardDirectory({
  rootBoards,
  now,
  headingLevel = 2,
}: {
  rootBoards: DirectoryRoot[]
  now: string
  /** 3 where the directory sits inside a section of its own (home page). */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <>
      {rootBoards.map((root) => (
        <section key={root.id} className={styles.root} aria-labelledby={`board-${root.id}`}>
          <div className={styles.rootHeader}>
            <img className={styles.icon} src={root.iconUrl} alt="" width={36} height={36} />
            <Heading id={`board-${root.id}`} className={styles.rootTitle}>
              <BoardLink path={root.path}>{`${root.name} Forum`}</BoardLink>
            </Heading>
            <span className={styles.rootStats}>
              {`${countOf(root.numberOfThreads, 'Thema', 'Themen')} · ${countOf(root.numberOfBoards, 'Forum', 'Foren')}`}
            </span>
          </div>
          <ul className={styles.list}>
            {root.children.map((board) => (
              <ChildBoardRow key={board.id} board={board} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
