import { data, Form } from 'react-router'
import { announcementEndInputSchema, announcementInputSchema } from '#domain/admin-input.ts'
import { refuse } from '#domain/refusal.ts'
import { formatLongDate } from '#domain/time.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { adminError, adminResult, requireStaff } from '../../features/admin/guard.ts'
import { checkedForm, parseFields, refusedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import type { Route } from './+types/announcements.ts'

// /admin/ankuendigungen (decision 037): the 'Wichtige Hinweise' of the boards — new ones for every
// board or one, and ending running ones. For the staff.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireStaff(request, app)
  const now = new Date()
  const rows = await app.services.admin.announcements()
  return data(
    {
      announcements: rows.map((row) => ({
        id: row.id,
        title: row.title,
        where: row.boardName ?? 'Alle Foren',
        since: formatLongDate(row.startDate),
        running: row.endDate === null || row.endDate > now,
        until: row.endDate ? formatLongDate(row.endDate) : null,
        forVisitors: row.visibleForAnonymous,
      })),
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const { form } = checked
  if (form.get('intent') === 'end') {
    const parsed = parseFields(form, announcementEndInputSchema)
    if (!parsed.ok) return refusedForm(parsed.refusal, form)
    if (parsed.values.id === null)
      return refusedForm(refuse(404, 'conflict', 'Diese Ankündigung gibt es nicht.'), form)
    return adminResult(
      await app.services.admin.endAnnouncement(viewer, parsed.values.id),
      form,
      '/admin/ankuendigungen',
    )
  }
  const parsed = parseFields(form, announcementInputSchema)
  if (!parsed.ok) return refusedForm(parsed.refusal, form)
  return adminResult(await app.services.admin.announce(viewer, parsed.values), form, '/admin/ankuendigungen')
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Ankündigungen', matches)
}

export default function AdminAnnouncements({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell title="Ankündigungen" current="/admin/ankuendigungen" error={adminError(actionData)}>
      <Form method="post" className={styles.stack}>
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
        <label>
          Titel
          <input name="title" required maxLength={120} />
        </label>
        <label>
          Text
          <textarea name="text" rows={3} maxLength={1000} />
        </label>
        <label>
          Link (optional)
          <input name="url" placeholder="/info/beitragsregeln" />
        </label>
        <label>
          Forum-Nummer (leer: alle Foren)
          <input name="boardId" inputMode="numeric" />
        </label>
        <label>
          <span>
            <input type="checkbox" name="forVisitors" defaultChecked /> Auch für Besucher
          </span>
        </label>
        <button type="submit" className={styles.button}>
          Ankündigung veröffentlichen
        </button>
      </Form>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Titel</th>
              <th>Wo</th>
              <th>Seit</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {loaderData.announcements.map((item) => (
              <tr key={item.id}>
                <td>{item.title}</td>
                <td>{item.where}</td>
                <td>{item.since}</td>
                <td>
                  {item.running
                    ? item.until
                      ? `läuft bis ${item.until}`
                      : 'läuft'
                    : `beendet ${item.until ?? ''}`}
                </td>
                <td>
                  {item.running && (
                    <Form method="post" className={styles.inline}>
                      <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="id" value={item.id} />
                      <button type="submit" className={styles.button} aria-label={`„${item.title}“ beenden`}>
                        Beenden
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  )
}
