import { data, Link } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { pageOfPosition } from '#domain/pagination.ts'
import { boardPath, threadPath, withPage } from '#domain/routes.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AccountCard, accountStyles as buttons } from '../../features/accounts/AccountCard.tsx'
import { accountMeta, NO_STORE, requireMember } from '../../features/accounts/forms.ts'
import styles from '../../features/messages/Messages.module.css'
import { FollowButton, SUBSCRIBE_PATH } from '../../features/subscriptions/FollowButton.tsx'
import type { Route } from './+types/subscriptions.ts'

// /cockpit/abonnements (issue 15): everything the member follows — threads (with their new
// posts, most recent activity first, 20 per page), boards and blog articles — each with a way
// to stop following.

const PATH = '/cockpit/abonnements'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const raw = new URL(request.url).searchParams.get('vor')
  const before = raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null
  const { threads, next, boards, blogs } = await app.services.notifications.subscriptions(viewer, before)
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      threads: threads.map((thread) => {
        const unread = Math.max(0, thread.next_position - thread.read_position)
        return {
          id: thread.id,
          title: thread.title,
          unread,
          href:
            unread > 0 && thread.read_position > 0
              ? `${withPage(threadPath(thread), pageOfPosition(thread.read_position))}#ungelesen`
              : threadPath(thread),
        }
      }),
      next,
      boards: boards.map((board) => ({ id: board.id, name: board.name, href: boardPath(board) })),
      blogs: blogs.map((blog) => ({ id: blog.id, title: blog.title, href: blogArticlePath(blog) })),
    },
    { headers: NO_STORE },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Abonnements', matches)
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { csrf, threads, next, boards, blogs } = loaderData
  const withNews = threads.filter((thread) => thread.unread > 0).length
  return (
    <AccountCard
      title="Abonnements"
      intro={
        withNews > 0
          ? `${withNews} ${withNews === 1 ? 'abonniertes Thema hat' : 'abonnierte Themen haben'} neue Beiträge.`
          : 'Hier siehst Du alles, dem Du folgst.'
      }
    >
      <h2 className={buttons.label}>Themen</h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>
          Du folgst keinem Thema. Folge einem Thema mit „Thema folgen“ über der Frage.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Abonnierte Themen">
          {threads.map((thread) => (
            <li key={thread.id} className={thread.unread > 0 ? `${styles.row} ${styles.unread}` : styles.row}>
              <Link to={thread.href} className={styles.subject}>
                {thread.title}
              </Link>
              <FollowButton target="thread" id={thread.id} following csrf={csrf} back={PATH} isMember />
              <span className={styles.meta}>
                {thread.unread > 0
                  ? `${thread.unread} ${thread.unread === 1 ? 'neuer Beitrag' : 'neue Beiträge'}`
                  : 'Keine neuen Beiträge'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {next !== null && (
        <p className={styles.more}>
          <Link to={`${PATH}?vor=${next}`} rel="next">
            Weitere Themen
          </Link>
        </p>
      )}
      <h2 className={buttons.label}>Foren</h2>
      {boards.length === 0 ? (
        <p className={styles.empty}>Du folgst keinem Forum.</p>
      ) : (
        <ul className={styles.list} aria-label="Abonnierte Foren">
          {boards.map((board) => (
            <li key={board.id} className={styles.row}>
              <Link to={board.href}>{board.name}</Link>
              <FollowButton target="board" id={board.id} following csrf={csrf} back={PATH} isMember />
            </li>
          ))}
        </ul>
      )}
      <h2 className={buttons.label}>Blogartikel</h2>
      {blogs.length === 0 ? (
        <p className={styles.empty}>Du folgst keinem Blogartikel.</p>
      ) : (
        <ul className={styles.list} aria-label="Abonnierte Blogartikel">
          {blogs.map((blog) => (
            <li key={blog.id} className={styles.row}>
              <span>{blog.title}</span>
              <form method="post" action={SUBSCRIBE_PATH} className={styles.inline}>
                <input type="hidden" name={CSRF_FIELD} value={csrf} />
                <input type="hidden" name="blogId" value={blog.id} />
                <input type="hidden" name="intent" value="unfollow" />
                <input type="hidden" name="back" value={PATH} />
                <button
                  type="submit"
                  className={buttons.secondary}
                  aria-label={`${blog.title} nicht mehr folgen`}
                >
                  Nicht mehr folgen
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  )
}
