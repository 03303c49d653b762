import { useEffect, useRef, useState } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { RegistrationConfirmInput } from '#domain/account-input.ts'
import { withFlashNotice } from '#domain/flash-notices.ts'
import { afterLoginPath } from '#domain/redirects.ts'
import { sessionCookie } from '#domain/session.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { keptValues, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/registration-confirm.ts'

// The double opt-in link (decision 004). Opening it shows a button; only the POST uses the
// single-use token, so mail scanners that open links cannot use it up. In a browser the page
// presses the button itself (DESIGN.md: the link needed a second click); without JavaScript the
// button stays. It is sent once only: pressed or sent by the page, the button is disabled, and a
// second POST of the used link (or the link opened again later) says the account is already
// confirmed instead of "ungültig" (spec 000 §5: registration verified by a verification e-mail).

type State = 'confirm' | 'confirmed' | 'invalid' | 'request' | 'resent'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const { token: csrf, setCookie } = formToken(request, app)
  let state: State = 'request'
  if (token) {
    const link = await app.services.accounts.confirmationLinkState(token)
    state = link === 'usable' ? 'confirm' : link
  }
  return data({ state, token, csrf, error: null as string | null }, { headers: headersWith(setCookie) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, RegistrationConfirmInput)
  const { token: csrf, setCookie } = formToken(request, app)
  if (!parsed.ok) {
    const token = keptValues(parsed.form).token ?? ''
    return data(
      { state: 'confirm' as State, token, csrf, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: headersWith(setCookie) },
    )
  }
  const { intent, token, email } = parsed.values
  if (intent === 'resend') {
    await app.services.accounts.resendConfirmation(email, app.client)
    return data(
      { state: 'resent' as State, token: '', csrf, error: null },
      { headers: headersWith(setCookie) },
    )
  }
  const result = await app.services.accounts.confirmEmail(token, app.client)
  if (!result.ok && result.reason === 'confirmed') {
    // the same browser already holds the session the first POST made: go on as it did
    if (app.viewer && String(app.viewer.userId) === String(result.userId)) {
      throw redirect(afterLoginPath(result.redirectTo, OWN_HOSTS), { status: 303 })
    }
    return data(
      { state: 'confirmed' as State, token: '', csrf, error: null },
      { headers: headersWith(setCookie) },
    )
  }
  if (!result.ok) {
    return data(
      { state: 'invalid' as State, token: '', csrf, error: null },
      { status: 410, headers: headersWith(setCookie) },
    )
  }
  throw redirect(withFlashNotice(afterLoginPath(result.redirectTo, OWN_HOSTS), 'willkommen'), {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(result.sessionToken, app.secure) },
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('E-Mail-Adresse bestätigen', matches)
}

function ResendForm({ csrf }: { csrf: string }) {
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name="intent" value="resend" />
      <Field name="email" label="E-Mail-Adresse" type="email" autoComplete="email" required />
      <div className={styles.actions}>
        <Button type="submit">Neuen Link anfordern</Button>
      </div>
    </Form>
  )
}

export default function ConfirmRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token, csrf, error } = actionData ?? loaderData
  const form = useRef<HTMLFormElement>(null)
  const [sent, setSent] = useState(false)
  const autoConfirm = state === 'confirm' && !error
  useEffect(() => {
    if (autoConfirm) form.current?.requestSubmit()
  }, [autoConfirm])
  if (state === 'confirmed') {
    return (
      <FormCard title="E-Mail-Adresse bereits bestätigt">
        <Notice tone="success">Deine E-Mail-Adresse ist bereits bestätigt – bitte anmelden.</Notice>
        <div className={styles.actions}>
          <Link to="/einloggen" className={buttonClass()}>
            Anmelden
          </Link>
        </div>
      </FormCard>
    )
  }
  if (state === 'confirm') {
    return (
      <FormCard
        title="E-Mail-Adresse bestätigen"
        intro="Ein Klick noch, dann ist Dein Profil freigeschaltet."
      >
        {error && <Notice tone="error">{error}</Notice>}
        <Form
          method="post"
          ref={form}
          onSubmit={(event) => {
            // one POST only: a click while the page sends the form itself would use the link twice
            if (sent) event.preventDefault()
            else setSent(true)
          }}
        >
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" disabled={sent} aria-busy={sent}>
            {sent ? 'Wird bestätigt …' : 'E-Mail-Adresse bestätigen'}
          </Button>
        </Form>
      </FormCard>
    )
  }
  if (state === 'resent') {
    return (
      <FormCard title="Neuer Bestätigungslink">
        <Notice tone="success">
          Wenn zu dieser Adresse eine noch nicht bestätigte Anmeldung gehört, haben wir Dir einen neuen Link
          geschickt.
        </Notice>
      </FormCard>
    )
  }
  return (
    <FormCard title={state === 'invalid' ? 'Link ungültig' : 'Neuen Bestätigungslink anfordern'}>
      {state === 'invalid' && (
        <Notice tone="error">
          Dieser Bestätigungslink ist ungültig oder abgelaufen. Jeder Link funktioniert nur einmal und 48
          Stunden lang.
        </Notice>
      )}
      <p>Gib Deine E-Mail-Adresse ein, dann schicken wir Dir einen neuen Link.</p>
      <ResendForm csrf={csrf} />
    </FormCard>
  )
}
