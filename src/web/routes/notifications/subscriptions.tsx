import { data, Link } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { SUBSCRIPTIONS_PATH } from '#domain/notifications.ts'
import { countOf } from '#domain/numbers.ts'
import { boardPath, threadPath } from '#domain/routes.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { FollowButton } from '../../features/notifications/FollowButton.tsx'
import styles from '../../features/notifications/Notifications.module.css'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import type { Route } from './+types/subscriptions.ts'

// /cockpit/abonnements (decision 030): every followed thread (30 a page, newest follow first, keyset
// `nach` = time and id of the last one), board and blog article, each with 'n neue Beiträge' and
// a button to stop following.

function parseCursor(value: string | null): { at: Date; id: number } | null {
  const match = value ? /^(\d{13})-([1-9]\d{0,9})$/.exec(value) : null
  if (!match) return null
  const id = Number(match[2])
  return id <= 2_147_483_647 ? { at: new Date(Number(match[1])), id } : null
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const raw = new URL(request.url).searchParams.get('nach')
  const after = parseCursor(raw)
  if (raw !== null && after === null) fail('NotFound')
  const page = await app.services.notifications.subscriptionsPage(viewer, after)
  const here = `${SUBSCRIPTIONS_PATH}${raw ? `?nach=${raw}` : ''}`
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      here,
      paged: after !== null,
      next: page.next ? `${page.next.at.getTime()}-${page.next.id}` : null,
      threads: page.threads.map((thread) => ({
        id: thread.id,
        title: thread.title,
        path: threadPath(thread),
        board: thread.boardName,
        newPosts: thread.newPosts,
      })),
      boards: page.boards.map((board) => ({
        id: board.id,
        name: board.name,
        path: boardPath(board),
        newThreads: board.newThreads ?? 0,
      })),
      blogs: page.blogs.map((blog) => ({
        id: blog.id,
        title: blog.title,
        path: blogArticlePath(blog),
        isNew: blog.publishedAt !== null && blog.publishedAt > blog.lastReadAt,
      })),
    },
    { headers: NO_STORE },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Abonnements', matches)
}

function newCount(count: number, one: string, many: string): string | null {
  if (count <= 0) return null
  return countOf(count, one, many)
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const state = loaderData
  return (
    <SettingsFrame
      current="subscriptions"
      title="Abonnements"
      intro="Themen, Foren und Blogs, denen Du folgst."
    >
      <h2>Themen</h2>
      {state.threads.length === 0 ? (
        <p>Du folgst keinem Thema.</p>
      ) : (
        <ul className={styles.list} aria-label="Themen, denen Du folgst">
          {state.threads.map((thread) => {
            const news = newCount(thread.newPosts, 'neuer Beitrag', 'neue Beiträge')
            return (
              <li key={thread.id} className={styles.item}>
                <span className={styles.itemText}>
                  <Link to={thread.path}>{thread.title}</Link>
                  {news && <span className={styles.badge}>{news}</span>}
                  <br />
                  <span className={styles.meta}>{`${thread.board} Forum`}</span>
                </span>
                <FollowButton
                  target="thread"
                  id={thread.id}
                  following
                  csrf={state.csrf}
                  returnTo={state.here}
                  label={`${thread.title}: nicht mehr folgen`}
                />
              </li>
            )
          })}
        </ul>
      )}
      {state.next !== null && (
        <Link className={styles.more} to={`${SUBSCRIPTIONS_PATH}?nach=${state.next}`}>
          Weitere Themen
        </Link>
      )}
      {state.paged ? (
        <p>
          <Link to={SUBSCRIPTIONS_PATH}>Zum Anfang der Liste</Link>
        </p>
      ) : (
        <>
          <h2>Foren</h2>
          {state.boards.length === 0 ? (
            <p>Du folgst keinem Forum.</p>
          ) : (
            <ul className={styles.list} aria-label="Foren, denen Du folgst">
              {state.boards.map((board) => {
                const news = newCount(board.newThreads, 'neues Thema', 'neue Themen')
                return (
                  <li key={board.id} className={styles.item}>
                    <span className={styles.itemText}>
                      <Link to={board.path}>{`${board.name} Forum`}</Link>
                      {news && <span className={styles.badge}>{news}</span>}
                    </span>
                    <FollowButton
                      target="board"
                      id={board.id}
                      following
                      csrf={state.csrf}
                      returnTo={state.here}
                      label={`${board.name} Forum: nicht mehr folgen`}
                    />
                  </li>
                )
              })}
            </ul>
          )}
          <h2>Blogs</h2>
          {state.blogs.length === 0 ? (
            <p>Du folgst keinem Blog.</p>
          ) : (
            <ul className={styles.list} aria-label="Blogs, denen Du folgst">
              {state.blogs.map((blog) => (
                <li key={blog.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <a href={blog.path}>{blog.title}</a>
                    {blog.isNew && <span className={styles.badge}>neu</span>}
                  </span>
                  <FollowButton
                    target="blog"
                    id={blog.id}
                    following
                    csrf={state.csrf}
                    returnTo={state.here}
                    label={`${blog.title}: nicht mehr folgen`}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SettingsFrame>
  )
}
