import { useEffect, useRef, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { RegistrationInput } from '#domain/account-input.ts'
import { afterLoginPath } from '#domain/redirects.ts'
import { parseCookies, serializeCookie } from '#domain/session.ts'
import { START_THREAD_PATH } from '#domain/start-thread.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { FieldErrors } from '#services/accounts/service.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { PasswordRules } from '../features/accounts/PasswordRules.tsx'
import { parseFields, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith, redirectTarget } from '../forms.ts'
import { useRootData } from '../root.tsx'
import { Button } from '../ui/Button.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/registration.ts'

// Registration (decision 004; spec 000 §1, §5; spec 001 §1): double opt-in by mail, newsletter
// off by default and confirmed separately, terms and age (16, or a guardian's consent).
// Other pages post here to show the form (the error page's 'Registrieren', 'Stell Deine Frage'
// for visitors) with redirectAfterProcess as the success return.

interface Values {
  username: string
  email: string
  password: string
  newsletter: boolean
  terms: boolean
  age: boolean
}

interface RegistrationView {
  csrf: string
  redirectAfterProcess: string | null
  values: Values
  errors: FieldErrors
  sent: boolean
  /** the address the confirmation went to ('Fast geschafft!' names it) */
  sentTo: string | null
}

/** The address just registered, for the page after the redirect (ten minutes, this browser only). */
const SENT_TO_COOKIE = 'mt_registered'

const EMPTY: Values = { username: '', email: '', password: '', newsletter: false, terms: false, age: false }

export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const target = redirectTarget(request, null)
  if (app.viewer) throw redirect(afterLoginPath(target, OWN_HOSTS))
  const { token, setCookie } = formToken(request, app)
  const sent = new URL(request.url).searchParams.get('gesendet') === '1'
  const view: RegistrationView = {
    csrf: token,
    redirectAfterProcess: target,
    values: EMPTY,
    errors: {},
    sent,
    sentTo: sent ? (parseCookies(request.headers.get('Cookie')).get(SENT_TO_COOKIE) ?? null) : null,
  }
  return data(view, { headers: headersWith(setCookie) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, RegistrationInput)
  const form = parsed.form
  const target = redirectTarget(request, form)
  if (app.viewer) throw redirect(afterLoginPath(target, OWN_HOSTS), 303)
  const { token, setCookie } = formToken(request, app)
  const base: RegistrationView = {
    csrf: token,
    redirectAfterProcess: target,
    values: EMPTY,
    errors: {},
    sent: false,
    sentTo: null,
  }
  // a POST from another page that only asks for the form
  if (!form.has('username')) return data(base, { headers: headersWith(setCookie) })

  // the schema only reads the fields (the rules are the use case's), so a refused token keeps them too
  const read = parsed.ok ? parsed : parseFields(form, RegistrationInput)
  const values: Values = read.ok ? read.values : EMPTY
  if (!parsed.ok) {
    const errors: FieldErrors = { form: parsed.refusal.message }
    return data(
      { ...base, values, errors },
      { status: parsed.refusal.status, headers: headersWith(setCookie) },
    )
  }
  const result = await app.services.accounts.register({ ...values, redirectTo: target }, app.client)
  if (!result.ok) {
    // a limit speaks for the whole form, the rules per field
    const errors: FieldErrors = result.step === 'limit' ? { form: result.message } : result.fieldErrors
    // everything typed stays, the password only when it was not the problem
    const kept = errors.password ? { ...values, password: '' } : values
    return data({ ...base, values: kept, errors }, { status: result.status, headers: headersWith(setCookie) })
  }
  const headers = new Headers({
    'Set-Cookie': serializeCookie(SENT_TO_COOKIE, values.email.trim(), {
      secure: app.secure,
      maxAgeSeconds: 600,
    }),
  })
  throw redirect('/registrieren?gesendet=1', { status: 303, headers })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Registrieren', matches)
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const { productName } = useRootData()
  const submitting = useNavigation().state === 'submitting'
  const form = useRef<HTMLFormElement>(null)
  // what is typed, for the password rules ticked live (null until the first keystroke)
  const [typed, setTyped] = useState<{ username: string; email: string; password: string } | null>(null)
  // after a refused submit the first field in error takes the focus (and comes into view): on a
  // phone the message was above the visible area (DESIGN.md)
  useEffect(() => {
    if (actionData) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
  }, [actionData])
  if (state.sent) {
    return (
      <FormCard title="Fast geschafft!">
        <Notice tone="success">
          {state.sentTo ? (
            <>
              Wir haben Dir eine E-Mail an <strong>{state.sentTo}</strong> mit einem Bestätigungslink
              geschickt.
            </>
          ) : (
            'Wir haben Dir eine E-Mail mit einem Bestätigungslink geschickt.'
          )}{' '}
          Bitte öffne den Link, um Dein Profil freizuschalten. Der Link ist 48 Stunden gültig.
        </Notice>
        <p>
          Keine E-Mail bekommen? Schau bitte auch im Spam-Ordner nach oder{' '}
          <Link to="/registrieren/bestaetigen">fordere einen neuen Link an</Link>.
        </p>
      </FormCard>
    )
  }
  const { values, errors } = state
  const query = state.redirectAfterProcess
    ? `?redirectAfterProcess=${encodeURIComponent(state.redirectAfterProcess)}`
    : ''
  return (
    <FormCard
      title="Registrieren"
      intro={`Kostenlos Mitglied werden bei ${productName}: Fragen stellen, antworten, mitreden.`}
    >
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      {state.redirectAfterProcess?.startsWith(START_THREAD_PATH) && (
        // 'Neues Thema' as a visitor lands here (spec 000 §2.2): say why, and that both ways lead back
        <Notice>
          Um ein neues Thema zu eröffnen, musst Du angemeldet sein. Schon Mitglied?{' '}
          <Link to={`/einloggen${query}`}>Jetzt anmelden</Link> – danach geht es direkt weiter zu Deinem neuen
          Thema. Neu hier? Registriere Dich kostenlos; nach der Bestätigung Deiner E-Mail-Adresse kommst Du
          zum Formular zurück.
        </Notice>
      )}
      <Form
        ref={form}
        method="post"
        action={`/registration/registration.html${query}`}
        className={styles.form}
        replace
        noValidate
        onInput={(event) => {
          const fields = event.currentTarget.elements
          const value = (name: string) => (fields.namedItem(name) as HTMLInputElement | null)?.value ?? ''
          setTyped({ username: value('username'), email: value('email'), password: value('password') })
        }}
      >
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <Field
          name="username"
          label="Benutzername"
          autoComplete="username"
          required
          defaultValue={values.username}
          error={errors.username}
          hint="3 bis 30 Zeichen: Buchstaben, Ziffern, _ und -. Kann später nicht geändert werden."
        />
        <Field
          name="email"
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <Field
          name="password"
          label="Passwort"
          type="password"
          autoComplete="new-password"
          required
          defaultValue={values.password}
          error={errors.password}
          hint={
            <>
              Am besten ein Satz, den nur Du kennst.
              <PasswordRules
                id="password-rules"
                password={typed ? typed.password : null}
                username={typed?.username}
                email={typed?.email}
              />
            </>
          }
        />
        <Checkbox
          name="terms"
          defaultChecked={values.terms}
          error={errors.terms}
          label={
            <>
              Ich akzeptiere die <a href="/info/nutzungsbedingungen">Nutzungsbedingungen</a> und habe die{' '}
              <a href="/info/datenschutz">Datenschutzerklärung</a> gelesen.
            </>
          }
        />
        <Checkbox
          name="age"
          defaultChecked={values.age}
          error={errors.age}
          label="Ich bin mindestens 16 Jahre alt oder meine Erziehungsberechtigten sind einverstanden."
        />
        <Checkbox
          name="newsletter"
          defaultChecked={values.newsletter}
          label="Ja, ich möchte den Newsletter erhalten. (Du bekommst dazu eine eigene Bestätigungs-E-Mail.)"
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            Kostenlos registrieren
          </Button>
        </div>
      </Form>
      <p className={styles.footer}>
        Schon Mitglied? <Link to={`/einloggen${query}`}>Hier einloggen</Link>
      </p>
    </FormCard>
  )
}
