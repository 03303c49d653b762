import { data, Form, Link, redirect } from 'react-router'
import {
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATIONS_PATH,
  notificationOpenPath,
} from '#domain/notifications.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from '../../features/notifications/Notifications.module.css'
import { flag } from '../../features/settings/load-settings.ts'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { checkedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Notice } from '../../ui/FormCard.tsx'
import { RelativeTime } from '../../ui/RelativeTime.tsx'
import type { Route } from './+types/list.ts'

// /cockpit/benachrichtigungen (decision 030): every notification, newest first, 30 a page (keyset:
// `vor` is the last one's id), unread ones marked; opening one marks it read; 'Alle als gelesen
// markieren' marks them all.

function parseCursor(value: string | null): number | null {
  return value && /^[1-9]\d{0,12}$/.test(value) ? Number(value) : null
}

async function load(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const before = parseCursor(new URL(request.url).searchParams.get('vor'))
  const page = await app.services.notifications.notificationsPage(viewer, before)
  return {
    csrf: app.session?.csrfToken ?? '',
    now: new Date().toISOString(),
    paged: before !== null,
    next: page.nextBefore,
    items: page.items.map((item) => ({
      id: Number(item.id),
      kind: item.kind,
      title: item.title,
      actor: item.actorName,
      createdAt: item.createdAt.toISOString(),
      unread: item.unread,
    })),
    message: flag(request, 'gelesen') ? 'Alle Benachrichtigungen sind als gelesen markiert.' : null,
    error: null as string | null,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await load(request, context.get(appContext)), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  // one button, no fields: the token is all there is to check
  const checked = await checkedForm(request, app)
  if (!checked.ok)
    return data(
      { ...(await load(request, app)), error: checked.refusal.message },
      { status: checked.refusal.status, headers: NO_STORE },
    )
  await app.services.notifications.markAllRead(viewer)
  throw redirect(`${NOTIFICATIONS_PATH}?gelesen`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Benachrichtigungen', matches)
}

/** Before the title, where the title alone does not say it (replies and new threads do). */
const KIND_NAMES: Record<string, string> = {
  PrivateMessage: 'Private Nachricht',
  UserMention: 'Erwähnung',
  ThumbsUp: 'Daumen hoch',
}

export default function NotificationList({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const unread = state.items.filter((item) => item.unread).length
  return (
    <SettingsFrame current={null} title="Benachrichtigungen">
      {state.message && <Notice tone="success">{state.message}</Notice>}
      {state.error && <Notice tone="error">{state.error}</Notice>}
      <div className={styles.toolbar}>
        <Form method="post" action={NOTIFICATIONS_PATH}>
          <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
          <Button variant="link" disabled={unread === 0 && !state.paged}>
            Alle als gelesen markieren
          </Button>
        </Form>
        <Link to={NOTIFICATION_SETTINGS_PATH}>Einstellungen</Link>
      </div>
      {state.items.length === 0 ? (
        <p>Du hast keine Benachrichtigungen.</p>
      ) : (
        <ul className={styles.list} aria-label="Benachrichtigungen">
          {state.items.map((item) => (
            <li key={item.id} className={item.unread ? styles.unread : styles.item}>
              <span className={styles.itemText}>
                {item.unread && <span className={styles.badge}>Neu</span>}{' '}
                {KIND_NAMES[item.kind] && <span className={styles.meta}>{`${KIND_NAMES[item.kind]}: `}</span>}
                <a href={notificationOpenPath(item.id)}>{item.title}</a>
                {item.actor && <span className={styles.meta}>{` · ${item.actor}`}</span>}
              </span>
              <span className={styles.meta}>
                <RelativeTime date={item.createdAt} now={state.now} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {state.next !== null && (
        <Link className={styles.more} to={`${NOTIFICATIONS_PATH}?vor=${state.next}`}>
          Ältere Benachrichtigungen
        </Link>
      )}
      {state.paged && (
        <p>
          <Link to={NOTIFICATIONS_PATH}>Zu den neuesten</Link>
        </p>
      )}
    </SettingsFrame>
  )
}
