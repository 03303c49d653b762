import { data, Form, redirect } from 'react-router'
import { EmailChangeForm } from '#domain/account-input.ts'
import { formatClockTime, formatLongDate } from '#domain/time.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { flag, memberSettings } from '../../features/settings/load-settings.ts'
import settingsStyles from '../../features/settings/Settings.module.css'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { keptValues, parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { Notice, formStyles as styles } from '../../ui/FormCard.tsx'
import type { Route } from './+types/email.ts'

// /cockpit/einstellungen/e-mail (docs/decisions/027): a new address with the current
// password. It takes effect only through the link we send to it; the old address is told.

const PATH = '/cockpit/einstellungen/e-mail'

function pending(settings: Awaited<ReturnType<typeof memberSettings>>['settings']) {
  return settings.pendingEmail
    ? { email: settings.pendingEmail.email, expiresAt: settings.pendingEmail.expiresAt.toISOString() }
    : null
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, csrf } = await memberSettings(request, context.get(appContext))
  return data(
    {
      csrf,
      current: settings.email ?? '',
      pending: pending(settings),
      requested: flag(request, 'angefordert'),
      values: { email: '' },
      errors: {} as Record<string, string>,
      error: null as string | null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { viewer, settings, csrf } = await memberSettings(request, app)
  const parsed = await parseForm(request, app, EmailChangeForm)
  // the address comes back with any refusal, the password never
  const values = { email: keptValues(parsed.form).email ?? '' }
  const state = { csrf, current: settings.email ?? '', pending: pending(settings), requested: false, values }
  if (!parsed.ok) {
    return data(
      { ...state, errors: {} as Record<string, string>, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  }
  const result = await app.services.profile.requestEmailChange(viewer, parsed.values, app.client)
  if (!result.ok) {
    return data(
      { ...state, errors: result.fieldErrors, error: result.message },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(`${PATH}?angefordert`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('E-Mail-Adresse ändern', matches)
}

export default function EmailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, current, pending, requested, values, errors, error } = actionData ?? loaderData
  return (
    <SettingsFrame current="email" title="E-Mail-Adresse ändern">
      {error && <Notice tone="error">{error}</Notice>}
      {pending && (
        <Notice tone={requested ? 'success' : 'info'}>
          {requested ? 'Fast geschafft: ' : ''}Wir haben einen Bestätigungslink an{' '}
          <strong>{pending.email}</strong> geschickt.
          {` Erst wenn Du ihn öffnest, wird das Deine neue Adresse; bis dahin bleibt es ${current}. Der Link gilt bis ${formatLongDate(new Date(pending.expiresAt))}, ${formatClockTime(new Date(pending.expiresAt))} Uhr.`}
        </Notice>
      )}
      <h2 className={settingsStyles.subtitle}>Deine E-Mail-Adresse</h2>
      <p className={settingsStyles.readonly}>{current}</p>
      <Form method="post" action={PATH} className={`${styles.form} ${settingsStyles.section}`}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <Field
          name="email"
          label="Neue E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          name="currentPassword"
          label="Dein aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
          hint="Damit bestätigst Du, dass wirklich Du die Adresse änderst."
        />
        <div className={styles.actions}>
          <Button type="submit">E-Mail-Adresse ändern</Button>
        </div>
      </Form>
    </SettingsFrame>
  )
}
