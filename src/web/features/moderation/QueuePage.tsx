import { Form, Link } from 'react-router'
import {
  allReasonIds,
  CONTENT_ITEM_TYPES,
  CONTENT_TYPE_LABELS,
  noticeReasonLabel,
  STATUS_GROUPS,
  type StatusGroup,
} from '#domain/moderation.ts'
import { QUEUE_SORT_LABELS, QUEUE_SORTS, type QueueRequest } from '#domain/moderation-queue.ts'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import styles from './Moderation.module.css'

export interface QueueRowView {
  noticeId: number
  contentTypeLabel: string
  title: string
  excerpt: string
  reasonLabel: string
  statusLabel: string
  boardName: string | null
  affectedName: string | null
  createdAt: string
}

export interface QueueView {
  request: Omit<QueueRequest, 'after'>
  items: QueueRowView[]
  /** The address of the next page ("Weitere Fälle"); null on the last. */
  nextPath: string | null
  boards: { id: number; name: string; depth: number }[]
  firstPage: boolean
}

const GROUPS = Object.entries(STATUS_GROUPS) as [StatusGroup, { label: string }][]

/** The queue's filters: a GET form, so every filtered view has its own address. */
function Filters({ request, boards }: Pick<QueueView, 'request' | 'boards'>) {
  return (
    <Form method="get" action="/moderation" className={styles.filters} aria-label="Fälle filtern">
      <div className={styles.filter}>
        <label htmlFor="queue-status">Status</label>
        <select id="queue-status" name="status" defaultValue={request.group} className={styles.select}>
          {GROUPS.map(([value, group]) => (
            <option key={value} value={value}>
              {group.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="queue-type">Inhalt</label>
        <select id="queue-type" name="typ" defaultValue={request.contentType ?? ''} className={styles.select}>
          <option value="">Alle Inhalte</option>
          {CONTENT_ITEM_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONTENT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="queue-reason">Grund</label>
        <select id="queue-reason" name="grund" defaultValue={request.reason ?? ''} className={styles.select}>
          <option value="">Alle Gründe</option>
          {allReasonIds().map((id) => (
            <option key={id} value={id}>
              {noticeReasonLabel(id)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="queue-board">Forum</label>
        <select
          id="queue-board"
          name="forum"
          defaultValue={request.boardId === null ? '' : String(request.boardId)}
          className={styles.select}
        >
          <option value="">Alle Foren</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {`${'\u00a0\u00a0'.repeat(board.depth)}${board.name}`}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor="queue-sort">Sortierung</label>
        <select id="queue-sort" name="sortierung" defaultValue={request.sort} className={styles.select}>
          {QUEUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {QUEUE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Filtern</Button>
    </Form>
  )
}

/** The moderation queue (decision 021): the cases of the viewer's boards, filtered, oldest first. */
export function QueuePage({ view, now }: { view: QueueView; now: string }) {
  return (
    <section className={styles.page} aria-labelledby="moderation-title">
      <h1 id="moderation-title" className={styles.title}>
        Moderation
      </h1>
      <Filters request={view.request} boards={view.boards} />
      {view.items.length === 0 ? (
        <p className={styles.muted}>
          {view.firstPage
            ? 'Keine Fälle für diese Auswahl. Gut gemacht!'
            : 'Keine weiteren Fälle für diese Auswahl.'}
        </p>
      ) : (
        <ol className={styles.list} aria-label="Fälle">
          {view.items.map((item) => (
            <li key={item.noticeId} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.badge}>{item.contentTypeLabel}</span>
                <Link to={`/moderation/fall/${item.noticeId}`} className={styles.itemTitle}>
                  {item.title || `Fall #${item.noticeId}`}
                </Link>
              </div>
              {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
              <p className={styles.meta}>
                <span>Grund: {item.reasonLabel}</span>
                <span>Status: {item.statusLabel}</span>
                {item.boardName && <span>Forum: {item.boardName}</span>}
                {item.affectedName && <span>Betroffen: {item.affectedName}</span>}
                <span>
                  Gemeldet <RelativeTime date={item.createdAt} now={now} />
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      {view.nextPath && (
        <Link to={view.nextPath} className={`${buttonClass('secondary')} ${styles.more}`}>
          Weitere Fälle
        </Link>
      )}
    </section>
  )
}
