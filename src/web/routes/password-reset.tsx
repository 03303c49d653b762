import { useState } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { PasswordResetInput } from '#domain/account-input.ts'
import { sessionCookie } from '#domain/session.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { PasswordRules } from '../features/accounts/PasswordRules.tsx'
import { keptValues, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/password-reset.ts'

// Password reset, step 2: a new password from the mailed single-use link; every other device
// is logged out, this one logged in.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const usable = token !== '' && (await app.services.accounts.isTokenUsable(token, 'password-reset'))
  const { token: csrf, setCookie } = formToken(request, app)
  return data({ usable, token, csrf, error: null as string | null }, { headers: headersWith(setCookie) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, PasswordResetInput)
  const { token: csrf, setCookie } = formToken(request, app)
  if (!parsed.ok) {
    const state = { usable: true, token: keptValues(parsed.form).token ?? '', csrf }
    return data(
      { ...state, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: headersWith(setCookie) },
    )
  }
  const { token, password, passwordRepeat } = parsed.values
  const state = { usable: true, token, csrf }
  if (password !== passwordRepeat) {
    return data(
      { ...state, error: 'Die beiden Passwörter stimmen nicht überein.' },
      { status: 400, headers: headersWith(setCookie) },
    )
  }
  const result = await app.services.accounts.resetPassword(token, password, app.client)
  if (result.ok) {
    throw redirect('/cockpit.html', {
      status: 303,
      headers: { 'Set-Cookie': sessionCookie(result.sessionToken, app.secure) },
    })
  }
  if (result.error === 'password') {
    return data({ ...state, error: result.message }, { status: 400, headers: headersWith(setCookie) })
  }
  return data({ ...state, usable: false, error: null }, { status: 410, headers: headersWith(setCookie) })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Neues Passwort', matches)
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const [typed, setTyped] = useState<string | null>(null)
  const state = actionData ?? loaderData
  if (!state.usable) {
    return (
      <FormCard title="Link ungültig">
        <Notice tone="error">
          Dieser Link ist ungültig oder abgelaufen. Jeder Link funktioniert nur einmal.
        </Notice>
        <Link to="/passwort-vergessen" className={buttonClass()}>
          Neuen Link anfordern
        </Link>
      </FormCard>
    )
  }
  return (
    <FormCard title="Neues Passwort festlegen">
      {state.error && <Notice tone="error">{state.error}</Notice>}
      <Form
        method="post"
        className={styles.form}
        replace
        onInput={(event) => {
          const field = event.currentTarget.elements.namedItem('password') as HTMLInputElement | null
          setTyped(field?.value ?? '')
        }}
      >
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <input type="hidden" name="token" value={state.token} />
        <Field
          name="password"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          required
          hint={<PasswordRules id="password-rules" password={typed} />}
        />
        <Field
          name="passwordRepeat"
          label="Neues Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          required
        />
        <div className={styles.actions}>
          <Button type="submit">Passwort speichern</Button>
        </div>
      </Form>
    </FormCard>
  )
}
