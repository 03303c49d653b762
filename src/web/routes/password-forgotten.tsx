import { data, Form } from 'react-router'
import { PasswordResetRequestInput } from '#domain/account-input.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { keptValues, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/password-forgotten.ts'

// Password reset, step 1: the same answer whether or not the address has an account
// (no user enumeration, decision 004).

export function loader({ request, context }: Route.LoaderArgs) {
  const { token, setCookie } = formToken(request, context.get(appContext))
  return data(
    { csrf: token, sent: false, email: '', error: null as string | null },
    { headers: headersWith(setCookie) },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, PasswordResetRequestInput)
  const { token, setCookie } = formToken(request, app)
  const email = keptValues(parsed.form).email ?? ''
  if (!parsed.ok) {
    return data(
      { csrf: token, sent: false, email, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: headersWith(setCookie) },
    )
  }
  await app.services.accounts.requestPasswordReset(parsed.values.email, app.client)
  return data({ csrf: token, sent: true, email, error: null }, { headers: headersWith(setCookie) })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Passwort vergessen', matches)
}

export default function PasswordForgotten({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  return (
    <FormCard
      title="Passwort vergessen"
      intro="Wir schicken Dir einen Link, mit dem Du ein neues Passwort festlegst."
    >
      {state.error && <Notice tone="error">{state.error}</Notice>}
      {state.sent ? (
        <Notice tone="success">
          Wenn ein Profil mit dieser E-Mail-Adresse existiert, haben wir Dir eine E-Mail geschickt. Der Link
          darin ist 60 Minuten gültig.
        </Notice>
      ) : (
        <Form method="post" className={styles.form}>
          <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
          <Field
            name="email"
            label="E-Mail-Adresse"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.email}
          />
          <div className={styles.actions}>
            <Button type="submit">Link anfordern</Button>
          </div>
        </Form>
      )}
    </FormCard>
  )
}
