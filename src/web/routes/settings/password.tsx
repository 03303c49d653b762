import { data, Form, redirect } from 'react-router'
import { PasswordChangeForm } from '#domain/account-input.ts'
import { PASSWORD_MIN } from '#domain/account-rules.ts'
import { deviceCookie, parseCookies, SESSION_COOKIE } from '#domain/session.ts'
import { appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { flag, memberSettings } from '../../features/settings/load-settings.ts'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { Notice, formStyles as styles } from '../../ui/FormCard.tsx'
import type { Route } from './+types/password.ts'

// /cockpit/einstellungen/passwort (decision 027): the current password, the new one twice. Every
// other device is logged out, this one stays; a notice goes to the member's address. Passwords
// are never sent back into the form.

const PATH = '/cockpit/einstellungen/passwort'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { csrf } = await memberSettings(request, context.get(appContext))
  return data(
    {
      csrf,
      errors: {} as Record<string, string>,
      error: null as string | null,
      message: flag(request, 'geaendert')
        ? 'Dein Passwort ist geändert. Auf allen anderen Geräten bist Du jetzt abgemeldet.'
        : null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { viewer, csrf } = await memberSettings(request, app)
  const parsed = await parseForm(request, app, PasswordChangeForm)
  if (!parsed.ok) {
    return data(
      { csrf, errors: {} as Record<string, string>, error: parsed.refusal.message, message: null },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  }
  const sessionToken = parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE) ?? null
  const result = await app.services.profile.changePassword(viewer, sessionToken, parsed.values, app.client)
  if (!result.ok) {
    return data(
      { csrf, errors: result.fieldErrors, error: result.message, message: null },
      { status: result.status, headers: NO_STORE },
    )
  }
  // the known-device cookie is signed with the password hash: this browser gets a valid one
  throw redirect(`${PATH}?geaendert`, {
    status: 303,
    headers: { 'Set-Cookie': deviceCookie(result.deviceToken, app.secure) },
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Passwort ändern', matches)
}

export default function PasswordSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, errors, error, message } = actionData ?? loaderData
  return (
    <SettingsFrame
      current="password"
      title="Passwort ändern"
      intro="Nach der Änderung bist Du auf allen anderen Geräten abgemeldet; hier bleibst Du angemeldet."
    >
      {message && <Notice tone="success">{message}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <Form method="post" action={PATH} className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <Field
          name="currentPassword"
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <Field
          name="newPassword"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPassword}
          hint={`Mindestens ${PASSWORD_MIN} Zeichen; nicht Dein Benutzername und kein leicht zu erratendes Passwort.`}
        />
        <Field
          name="newPasswordRepeat"
          label="Neues Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          required
          error={errors.newPasswordRepeat}
        />
        <div className={styles.actions}>
          <Button type="submit">Passwort ändern</Button>
        </div>
      </Form>
    </SettingsFrame>
  )
}
