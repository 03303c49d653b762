import { data, Form, Link, redirect } from 'react-router'
import { appContext } from '../../context.ts'
import { CSRF_FAILED, CSRF_FIELD, verifyCsrf } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { AccountCard, accountStyles as buttons } from '../../features/accounts/AccountCard.tsx'
import { accountMeta, NO_STORE, readForm, requireMember } from '../../features/accounts/forms.ts'
import styles from '../../features/messages/Messages.module.css'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import type { Route } from './+types/notifications.ts'

// /cockpit/benachrichtigungen (issue 15): all of the member's notifications — mentions, thumbs up,
// replies in followed threads — newest first, unread marked; `?oeffnen={id}` marks one read and
// leads to what it tells of (the header's links); `Alle als gelesen markieren` (POST).

const PATH = '/cockpit/benachrichtigungen'
const ID = /^[1-9]\d{0,12}$/

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const url = new URL(request.url)
  const open = url.searchParams.get('oeffnen')
  if (open !== null) {
    const target = ID.test(open) ? await app.services.notifications.open(viewer, Number(open)) : null
    if (target === null) fail('NotFound')
    throw redirect(target, 303)
  }
  const raw = url.searchParams.get('vor')
  const before = raw && ID.test(raw) ? Number(raw) : null
  const { items, next } = await app.services.notifications.list(viewer, before)
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      now: new Date().toISOString(),
      items: items.map((item) => ({
        id: item.id,
        title: item.title,
        unread: item.read_at === null,
        createdAt: item.created_at.toISOString(),
      })),
      next,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const form = await readForm(request)
  if (!verifyCsrf(request, form, app)) throw data(CSRF_FAILED, { status: 403 })
  await app.services.notifications.markAllRead(viewer)
  throw redirect(PATH, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Benachrichtigungen', matches)
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { csrf, items, next, now } = loaderData
  const unread = items.some((item) => item.unread)
  return (
    <AccountCard
      title="Benachrichtigungen"
      intro="Erwähnungen, Daumen hoch und Antworten in Themen, denen Du folgst."
    >
      {unread && (
        <Form method="post" action={PATH}>
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <button type="submit" className={buttons.secondary}>
            Alle als gelesen markieren
          </button>
        </Form>
      )}
      {items.length === 0 ? (
        <p className={styles.empty}>Noch keine Benachrichtigungen.</p>
      ) : (
        <ul className={styles.list} aria-label="Benachrichtigungen">
          {items.map((item) => (
            <li key={item.id} className={item.unread ? `${styles.row} ${styles.unread}` : styles.row}>
              <a href={`${PATH}?oeffnen=${item.id}`} className={styles.subject}>
                {item.unread && <span className={styles.hidden}>Ungelesen: </span>}
                {item.title}
              </a>
              <span className={styles.state}>
                <RelativeTime date={item.createdAt} now={now} initial="label" />
              </span>
            </li>
          ))}
        </ul>
      )}
      {next !== null && (
        <p className={styles.more}>
          <Link to={`${PATH}?vor=${next}`} rel="next">
            Ältere Benachrichtigungen
          </Link>
        </p>
      )}
      <p className={styles.more}>
        <Link to="/cockpit/einstellungen/benachrichtigungen">Einstellungen für Benachrichtigungen</Link>
      </p>
    </AccountCard>
  )
}
