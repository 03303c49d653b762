import { data } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { canAdministerSite } from '#domain/permissions.ts'
import { formatClockTime, formatLongDate } from '#domain/time.ts'
import { appContext } from '../../context.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { requireStaff } from '../../features/admin/guard.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import type { Route } from './+types/overview.ts'

// /admin (decision 037): the staff's overview; admins also read the audit log — who did what when.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const audit = canAdministerSite(viewer) ? await app.services.admin.audit(viewer, before) : null
  return data(
    {
      isAdmin: canAdministerSite(viewer),
      entries:
        audit?.entries.map((entry) => ({
          id: entry.id,
          when: `${formatLongDate(entry.createdAt)}, ${formatClockTime(entry.createdAt)}`,
          who: entry.actorName ?? 'Ehemaliges Mitglied',
          action: entry.action,
          target: entry.target,
          details: detailsText(entry.details),
        })) ?? [],
      older: audit?.hasOlder ? `/admin?vor=${audit.entries.at(-1)?.id}` : null,
    },
    { headers: NO_STORE },
  )
}

/** The entry's details as "name: value" pairs, so the log wraps at spaces, not inside a JSON blob. */
function detailsText(details: unknown): string {
  if (details === null || typeof details !== 'object') return details == null ? '' : String(details)
  return Object.entries(details)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Verwaltung', matches)
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { isAdmin, entries, older } = loaderData
  return (
    <AdminShell title="Verwaltung" current="/admin">
      <p>
        Mitglieder und ihre Rollen, Foren, Funktionsschalter, Ankündigungen und Kontaktanfragen. Jede Änderung
        wird protokolliert.
      </p>
      {isAdmin ? (
        <>
          <h2>Protokoll</h2>
          {entries.length === 0 ? (
            <p className={styles.muted}>Noch keine Änderungen.</p>
          ) : (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>Wann</th>
                    <th>Wer</th>
                    <th>Was</th>
                    <th>Ziel</th>
                    <th>Einzelheiten</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{entry.when}</td>
                      <td>{entry.who}</td>
                      <td>{entry.action}</td>
                      <td>{entry.target}</td>
                      <td>{entry.details}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {older && <a href={older}>Ältere Einträge</a>}
        </>
      ) : (
        <p className={styles.muted}>Foren, Rollen und Schalter ändern die Administratoren.</p>
      )}
    </AdminShell>
  )
}
