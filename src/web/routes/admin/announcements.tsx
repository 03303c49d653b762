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
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Field } from '../../ui/Field.tsx'
import { TextAreaField } from '../../ui/TextAreaField.tsx'
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
        <Field label="Titel" name="title" required maxLength={120} />
        <TextAreaField label="Text" name="text" rows={3} maxLength={1000} />
        <Field label="Link (optional)" name="url" placeholder="/info/beitragsregeln" />
        <Field label="Forum-Nummer (leer: alle Foren)" name="boardId" inputMode="numeric" />
        <Checkbox label="Auch für Besucher" name="forVisitors" defaultChecked />
        <Button size="small" type="submit">
          Ankündigung veröffentlichen
        </Button>
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
                      <Button size="small" type="submit" aria-label={`„${item.title}“ beenden`}>
                        Beenden
                      </Button>
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
