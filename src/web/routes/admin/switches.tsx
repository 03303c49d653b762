import { data, Form } from 'react-router'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { adminForm, adminResult, requireAdmin } from '../../features/admin/guard.ts'
import { accountMeta, NO_STORE, text } from '../../forms.ts'
import type { Route } from './+types/switches.ts'

// /admin/schalter (issue 20): the feature switches, on or off, for admins.

const LABELS: Record<string, string> = {
  'MT-761_dsa': 'Meldungen und Moderation (DSA): Melden-Menüs und Moderationsmodus',
  UserThemes: 'Design-Auswahl im Fußbereich',
  AiThreadSummary: 'KI-Zusammenfassung langer Themen',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireAdmin(request, app)
  const switches = await app.services.admin.switches()
  return data(
    {
      switches: Object.entries(switches).map(([key, enabled]) => ({
        key,
        enabled,
        label: LABELS[key] ?? key,
      })),
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireAdmin(request, app)
  const { form, refused } = await adminForm(request, app)
  if (refused) return refused
  return adminResult(
    await app.services.admin.setSwitch(viewer, text(form, 'key'), text(form, 'enabled') === 'true'),
    '/admin/schalter',
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Funktionsschalter', matches)
}

export default function AdminSwitches({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell title="Funktionsschalter" current="/admin/schalter" error={actionData?.error}>
      <table className={styles.table}>
        <tbody>
          {loaderData.switches.map((item) => (
            <tr key={item.key}>
              <td>
                <strong>{item.label}</strong>
                <br />
                <span className={styles.muted}>{item.key}</span>
              </td>
              <td>{item.enabled ? 'An' : 'Aus'}</td>
              <td>
                <Form method="post" className={styles.inline}>
                  <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
                  <input type="hidden" name="key" value={item.key} />
                  <input type="hidden" name="enabled" value={item.enabled ? 'false' : 'true'} />
                  <button type="submit" className={styles.button}>
                    {item.enabled ? `${item.key} ausschalten` : `${item.key} einschalten`}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminShell>
  )
}
