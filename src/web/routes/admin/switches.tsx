import { data, Form } from 'react-router'
import { switchInputSchema } from '#domain/admin-input.ts'
import { FEATURE_SWITCH_TEXTS, isFeatureSwitchKey } from '#domain/features.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { adminError, adminResult, requireAdmin } from '../../features/admin/guard.ts'
import { parseForm, refusedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/switches.ts'

// /admin/schalter (decision 037): the feature switches, on or off, for admins — each by its German
// name and what it does, the key small beside it. Turning the DSA switch off asks first (the service
// refuses without `confirmed`, so no script can skip the warning).

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireAdmin(request, app)
  const switches = await app.services.admin.switches()
  return data(
    {
      switches: Object.entries(switches).map(([key, enabled]) => ({
        key,
        enabled,
        label: isFeatureSwitchKey(key) ? FEATURE_SWITCH_TEXTS[key].label : key,
        description: isFeatureSwitchKey(key) ? FEATURE_SWITCH_TEXTS[key].description : '',
      })),
      csrf: app.session?.csrfToken ?? '',
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireAdmin(request, app)
  const parsed = await parseForm(request, app, switchInputSchema)
  if (!parsed.ok) return refusedForm(parsed.refusal, parsed.form)
  const { key, enabled, confirmed } = parsed.values
  const result = await app.services.admin.setSwitch(viewer, key, enabled, confirmed)
  // the confirmation step: the refusal names `confirmed` (the service's warning)
  if (!result.ok && result.fieldErrors.confirmed !== undefined && isFeatureSwitchKey(key))
    return data(
      {
        confirm: { key, label: FEATURE_SWITCH_TEXTS[key].label, warning: result.fieldErrors.confirmed },
      },
      { status: result.status, headers: NO_STORE },
    )
  return adminResult(result, parsed.form, '/admin/schalter')
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Funktionsschalter', matches)
}

export default function AdminSwitches({ loaderData, actionData }: Route.ComponentProps) {
  const confirm = actionData && 'confirm' in actionData ? actionData.confirm : undefined
  const refused = actionData && 'fieldErrors' in actionData ? actionData : undefined
  return (
    <AdminShell title="Funktionsschalter" current="/admin/schalter" error={adminError(refused)}>
      {confirm && (
        <section className={styles.confirm} aria-labelledby="switch-confirm">
          <h2 id="switch-confirm">{`${confirm.label} wirklich ausschalten?`}</h2>
          <p>{confirm.warning}</p>
          <Form method="post" className={styles.inline}>
            <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
            <input type="hidden" name="key" value={confirm.key} />
            <input type="hidden" name="enabled" value="false" />
            <input type="hidden" name="confirmed" value="ja" />
            <Button variant="danger" size="small" type="submit">
              Ja, ausschalten
            </Button>
            <a href="/admin/schalter">Abbrechen</a>
          </Form>
        </section>
      )}
      <div className={styles.scroll}>
        <table className={`${styles.table} ${styles.stacked}`}>
          <thead>
            <tr>
              <th>Schalter</th>
              <th>Zustand</th>
              <th>
                <span className={styles.visuallyHidden}>Ändern</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.switches.map((item) => (
              <tr key={item.key}>
                <td>
                  <strong>{item.label}</strong>
                  <br />
                  {item.description}
                  <br />
                  <code className={styles.key} title="Interner Schlüssel">
                    {item.key}
                  </code>
                </td>
                <td data-label="Zustand">{item.enabled ? 'An' : 'Aus'}</td>
                <td>
                  <Form method="post" className={styles.inline}>
                    <input type="hidden" name={CSRF_FIELD} value={loaderData.csrf} />
                    <input type="hidden" name="key" value={item.key} />
                    <input type="hidden" name="enabled" value={item.enabled ? 'false' : 'true'} />
                    <Button
                      size="small"
                      type="submit"
                      aria-label={`${item.label} ${item.enabled ? 'ausschalten' : 'einschalten'}`}
                    >
                      {item.enabled ? 'Ausschalten' : 'Einschalten'}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  )
}
