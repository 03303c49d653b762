import { data } from 'react-router'
import { contactTopicLabel } from '#domain/contact.ts'
import { parseId } from '#domain/ids.ts'
import { formatClockTime, formatLongDate } from '#domain/time.ts'
import { appContext } from '../../context.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { requireStaff } from '../../features/admin/guard.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import type { Route } from './+types/contact.ts'

// /admin/kontakt (decision 037): the contact form's messages, newest first, for the staff.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const result = await app.services.admin.contactMessages(viewer, before)
  return data(
    {
      messages: (result?.messages ?? []).map((message) => ({
        id: message.id,
        topic: contactTopicLabel(message.topic),
        from: `${message.name} <${message.email}>`,
        email: message.email,
        text: message.message,
        when: `${formatLongDate(message.createdAt)}, ${formatClockTime(message.createdAt)}`,
      })),
      older: result?.hasOlder ? `/admin/kontakt?vor=${result.messages.at(-1)?.id}` : null,
    },
    { headers: NO_STORE },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Kontaktanfragen', matches)
}

export default function AdminContact({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Kontaktanfragen" current="/admin/kontakt">
      {loaderData.messages.length === 0 && <p className={styles.muted}>Keine Anfragen.</p>}
      {loaderData.messages.map((message) => (
        <article key={message.id} className={styles.stack} aria-label={`Anfrage ${message.id}`}>
          <p>
            <strong>{message.topic}</strong> · {message.when} ·{' '}
            <a href={`mailto:${message.email}`}>{message.from}</a>
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{message.text}</p>
        </article>
      ))}
      {loaderData.older && <a href={loaderData.older}>Ältere Anfragen</a>}
    </AdminShell>
  )
}
