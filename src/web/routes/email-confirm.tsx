import { data, Form, Link } from 'react-router'
import { MailLinkInput } from '#domain/account-input.ts'
import { EMAIL_CHANGE_CONFIRM_HOURS } from '#domain/limits.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { keptValues, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { FormCard, Notice } from '../ui/FormCard.tsx'
import type { Route } from './+types/email-confirm.ts'

// /konto/e-mail-bestaetigen?token=… (docs/decisions/027): the link mailed to a new
// address. Opening it shows a button; only the POST uses the single-use token, so mail scanners
// that open links cannot use it up (as the registration's link, decision 004). No login needed:
// the link itself proves the mailbox.

type State = 'confirm' | 'invalid' | 'taken' | 'done'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const { token: csrf, setCookie } = formToken(request, app)
  const usable = token !== '' && (await app.services.accounts.isTokenUsable(token, 'change-email'))
  return data(
    {
      state: (usable ? 'confirm' : 'invalid') as State,
      token,
      csrf,
      email: '',
      error: null as string | null,
    },
    // 200 either way, as the registration's link: after the POST React Router runs this loader
    // again, and its status would overrule the action's
    { headers: headersWith(setCookie) },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, MailLinkInput)
  const { token: csrf, setCookie } = formToken(request, app)
  if (!parsed.ok) {
    const token = keptValues(parsed.form).token ?? ''
    return data(
      { state: 'confirm' as State, token, csrf, email: '', error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: headersWith(setCookie) },
    )
  }
  const result = await app.services.profile.confirmEmailChange(parsed.values.token)
  if (result.ok) {
    return data(
      { state: 'done' as State, token: '', csrf, email: result.email, error: null },
      { headers: headersWith(setCookie) },
    )
  }
  if (result.reason === 'taken') {
    return data(
      { state: 'taken' as State, token: '', csrf, email: result.email, error: null },
      { status: 409, headers: headersWith(setCookie) },
    )
  }
  return data(
    { state: 'invalid' as State, token: '', csrf, email: '', error: null },
    { status: 410, headers: headersWith(setCookie) },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Neue E-Mail-Adresse bestätigen', matches)
}

export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token, csrf, email, error } = actionData ?? loaderData
  if (state === 'confirm') {
    return (
      <FormCard
        title="Neue E-Mail-Adresse bestätigen"
        intro="Ein Klick noch, dann gilt diese Adresse für Dein Profil."
      >
        {error && <Notice tone="error">{error}</Notice>}
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="token" value={token} />
          <Button type="submit">Neue E-Mail-Adresse bestätigen</Button>
        </Form>
      </FormCard>
    )
  }
  if (state === 'done') {
    return (
      <FormCard title="E-Mail-Adresse geändert">
        <Notice tone="success">
          Deine E-Mail-Adresse ist jetzt <strong>{email}</strong>. An die bisherige Adresse haben wir eine
          Bestätigung geschickt.
        </Notice>
        <Link to="/cockpit/einstellungen/e-mail" className={buttonClass()}>
          Zu den Einstellungen
        </Link>
      </FormCard>
    )
  }
  if (state === 'taken') {
    return (
      <FormCard title="Adresse nicht mehr frei">
        <Notice tone="error">
          {`Die Adresse ${email} gehört inzwischen zu einem anderen Profil. Deine bisherige Adresse bleibt gültig; in den Einstellungen kannst Du eine andere angeben.`}
        </Notice>
        <Link to="/cockpit/einstellungen/e-mail" className={buttonClass()}>
          Zu den Einstellungen
        </Link>
      </FormCard>
    )
  }
  return (
    <FormCard title="Link ungültig">
      <Notice tone="error">
        {`Dieser Bestätigungslink ist ungültig oder abgelaufen. Jeder Link funktioniert nur einmal und ${EMAIL_CHANGE_CONFIRM_HOURS} Stunden lang; eine neuere Änderung ersetzt ältere Links. Deine bisherige E-Mail-Adresse bleibt gültig.`}
      </Notice>
      <Link to="/cockpit/einstellungen/e-mail" className={buttonClass()}>
        Neue Adresse angeben
      </Link>
    </FormCard>
  )
}
