import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { ForwardedReplyInput, LoginInput } from '#domain/account-input.ts'
import { parseId } from '#domain/ids.ts'
import { afterLoginPath } from '#domain/redirects.ts'
import { DEVICE_COOKIE, deviceCookie, parseCookies, SESSION_COOKIE, sessionCookie } from '#domain/session.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, formToken } from '../csrf.ts'
import { keptValues, parseFields, parseForm } from '../form-parser.ts'
import { accountMeta, headersWith, redirectTarget } from '../forms.ts'
import { keepVisitorReply } from '../kept-reply.ts'
import { useRootData } from '../root.tsx'
import { Button, buttonClass } from '../ui/Button.tsx'
import { Field } from '../ui/Field.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/login.ts'

// Login (spec 000 §7, spec 001 §2): /einloggen shows the form, which posts to /login.html with
// redirectAfterProcess (the home page maps to /cockpit.html) and optionally redirectAfterCancel.
// A member action a visitor tried (reply, thumbs up, …) arrives here as a POST without
// credentials: then the form is shown with the targets kept (decision 004).

interface LoginView {
  csrf: string
  redirectAfterProcess: string | null
  redirectAfterCancel: string | null
  identifier: string
  error: string | null
  continueNotice: boolean
  /** a visitor's reply waits (server-side, spec 001 §7) until the login is done */
  replyKept: boolean
  /** 'Benutzer wechseln' (spec 000 §3): the member who is logged in now and may log in as another */
  switchingFrom: string | null
}

function view(
  request: Request,
  form: FormData | null,
  token: string,
  extra: Partial<LoginView> = {},
): LoginView {
  return {
    csrf: token,
    redirectAfterProcess: redirectTarget(request, form),
    redirectAfterCancel: redirectTarget(request, form, 'redirectAfterCancel'),
    identifier: '',
    error: null,
    continueNotice: false,
    replyKept: false,
    switchingFrom: null,
    ...extra,
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  // DESIGN.md: the member menu's 'Benutzer wechseln' leads here, so a member gets the form too
  const { token, setCookie } = formToken(request, app)
  return data(view(request, null, token, { switchingFrom: app.viewer?.displayName ?? null }), {
    headers: headersWith(setCookie),
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, LoginInput)
  const form = parsed.form
  const target = afterLoginPath(redirectTarget(request, form), OWN_HOSTS)
  if (!form.has('password')) {
    // a member action forwarded for login (with its fields: "log in to continue"), or the
    // header's login button (only the telemetry field): show the form
    if (app.viewer) throw redirect(target, 303)
    const { token, setCookie } = formToken(request, app)
    const headers = headersWith(setCookie)
    // a visitor's quick reply (spec 001 §7): its text waits server-side, whatever its length, also
    // without JavaScript
    const forwarded = parseFields(form, ForwardedReplyInput)
    const threadId = forwarded.ok ? parseId(forwarded.values.threadId) : null
    const replyKept =
      forwarded.ok &&
      threadId !== null &&
      (await keepVisitorReply(app, threadId, forwarded.values.postContent, headers))
    return data(
      view(request, form, token, {
        continueNotice: [...form.keys()].some((key) => key !== 'telemetry'),
        replyKept,
      }),
      { headers },
    )
  }
  const { token, setCookie } = formToken(request, app)
  // the hidden telemetry field (spec 000 §7) is accepted and ignored
  if (!parsed.ok) {
    const identifier = keptValues(form).username ?? ''
    return data(view(request, form, token, { identifier, error: parsed.refusal.message }), {
      status: parsed.refusal.status,
      headers: headersWith(setCookie),
    })
  }
  const identifier = parsed.values.username
  const result = await app.services.accounts.login(
    {
      identifier,
      password: parsed.values.password,
      deviceToken: parseCookies(request.headers.get('Cookie')).get(DEVICE_COOKIE) ?? null,
    },
    app.client,
  )
  if (!result.ok) {
    return data(view(request, form, token, { identifier, error: result.message }), {
      status: result.status,
      headers: headersWith(setCookie),
    })
  }
  // switching the member: the session given up ends on the server too, not only in this browser
  const previous = parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE)
  if (app.viewer && previous) await app.services.logout(previous)
  const headers = new Headers({ 'Set-Cookie': sessionCookie(result.sessionToken, app.secure) })
  // decision 017: this browser is now known to the account and passes its lockouts
  if (result.deviceToken) headers.append('Set-Cookie', deviceCookie(result.deviceToken, app.secure))
  throw redirect(target, { status: 303, headers })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Einloggen', matches)
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  const { productName } = useRootData()
  const submitting = useNavigation().state === 'submitting'
  const query = new URLSearchParams()
  if (state.redirectAfterProcess) query.set('redirectAfterProcess', state.redirectAfterProcess)
  if (state.redirectAfterCancel) query.set('redirectAfterCancel', state.redirectAfterCancel)
  const action = `/login.html${query.size > 0 ? `?${query}` : ''}`
  const registerQuery = state.redirectAfterProcess
    ? `?redirectAfterProcess=${encodeURIComponent(state.redirectAfterProcess)}`
    : ''
  return (
    <FormCard title="Einloggen" intro={`Willkommen zurück bei ${productName}!`}>
      {state.continueNotice && !state.error && (
        <Notice>
          Bitte melde Dich an, um fortzufahren.
          {state.replyKept && ' Deine Antwort ist gespeichert und wird nach der Anmeldung veröffentlicht.'}
        </Notice>
      )}
      {state.switchingFrom && !state.error && (
        <Notice>{`Du bist als ${state.switchingFrom} eingeloggt. Melde Dich hier mit einem anderen Konto an.`}</Notice>
      )}
      {state.error && <Notice tone="error">{state.error}</Notice>}
      <Form method="post" action={action} className={styles.form} replace>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <input type="hidden" name="telemetry" value="" />
        <Field
          name="username"
          label="Benutzername oder E-Mail-Adresse"
          autoComplete="username"
          required
          defaultValue={state.identifier}
          autoFocus={state.identifier === ''}
        />
        <Field
          name="password"
          label="Passwort"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={state.identifier !== ''}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={submitting}>
            Einloggen
          </Button>
          <Link to="/passwort-vergessen" className={buttonClass('link')}>
            Passwort vergessen?
          </Link>
          {state.redirectAfterCancel && (
            <a href={state.redirectAfterCancel} className={buttonClass('link')}>
              Abbrechen
            </a>
          )}
        </div>
      </Form>
      <p className={styles.footer}>
        Noch kein Mitglied? <Link to={`/registrieren${registerQuery}`}>Jetzt kostenlos registrieren</Link>
      </p>
    </FormCard>
  )
}
