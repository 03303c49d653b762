import { data, Form } from 'react-router'
import { CancelAccountInput } from '#domain/account-input.ts'
import { clearSessionCookie } from '#domain/session.ts'
import { formatLongDate } from '#domain/time.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { parseForm } from '../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/account-cancel.ts'

// Cancelling the profile (spec 000 §4): deactivated at once, three weeks to
// withdraw by the mailed link, then personal data is deleted; posts stay.

export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  requireMember(request, app)
  return data(
    { csrf: app.session?.csrfToken ?? '', error: null as string | null, until: null as string | null },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const parsed = await parseForm(request, app, CancelAccountInput)
  const csrf = app.session?.csrfToken ?? ''
  // the password is never sent back into the form
  if (!parsed.ok)
    return data(
      { csrf, error: parsed.refusal.message, until: null },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  const result = await app.services.accounts.cancelAccount(viewer.userId, parsed.values.password)
  if (!result.ok)
    return data({ csrf, error: result.message, until: null }, { status: result.status, headers: NO_STORE })
  const headers = new Headers(NO_STORE)
  headers.append('Set-Cookie', clearSessionCookie(app.secure))
  return data({ csrf: '', error: null, until: result.until.toISOString() }, { headers })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Profil kündigen', matches)
}

export default function AccountCancel({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  if (state.until) {
    return (
      <FormCard title="Kündigung erhalten">
        <Notice tone="success">
          Dein Profil ist deaktiviert. Bis zum {formatLongDate(new Date(state.until))} kannst Du die Kündigung
          über den Link in unserer E-Mail zurücknehmen. Danach löschen wir Deine persönlichen Daten.
        </Notice>
        <a href="/" className={buttonClass()}>
          zur Startseite
        </a>
      </FormCard>
    )
  }
  return (
    <FormCard title="Profil kündigen">
      <p>Was passiert, wenn Du kündigst:</p>
      <ul className={styles.list}>
        <li>Dein Profil wird sofort deaktiviert und Du wirst abgemeldet.</li>
        <li>Drei Wochen lang kannst Du die Kündigung über den Link in unserer E-Mail zurücknehmen.</li>
        <li>
          Danach löschen wir Deine persönlichen Daten, privaten Nachrichten, Blogs ohne Mitautoren und
          Fahrzeugprofile.
        </li>
        <li>Dein Benutzername wird anonymisiert. Deine Beiträge im Forum bleiben erhalten.</li>
      </ul>
      {state.error && <Notice tone="error">{state.error}</Notice>}
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="password"
          label="Zur Bestätigung: Dein Passwort"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.actions}>
          <Button variant="danger" type="submit">
            Profil endgültig kündigen
          </Button>
          <a href="/cockpit/EinstellungenUebersicht.html" className={buttonClass('link')}>
            Abbrechen
          </a>
        </div>
      </Form>
    </FormCard>
  )
}
