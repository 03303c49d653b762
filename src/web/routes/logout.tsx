import { data, Form, redirect } from 'react-router'
import { LogoutInput } from '#domain/account-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { clearSessionCookie, parseCookies, SESSION_COOKIE } from '#domain/session.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { parseFields, parseForm } from '../form-parser.ts'
import { accountMeta, NO_STORE } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { FormCard, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/logout.ts'

// Logout (spec 000 §7): /logout.html?redirectAfterProcess=/&accessToken=… The access token is
// the session's CSRF token, so a link on another site cannot log anyone out: without it the
// page asks for a click instead.

async function endAndRedirect(request: Request, app: AppContext, target: string | null): Promise<never> {
  const token = parseCookies(request.headers.get('Cookie')).get(SESSION_COOKIE)
  if (token) await app.services.logout(token)
  throw redirect(target ?? '/', { status: 303, headers: { 'Set-Cookie': clearSessionCookie(app.secure) } })
}

function targetOf(request: Request, form?: FormData): string | null {
  if (!form) return safeRedirectPath(new URL(request.url).searchParams.get('redirectAfterProcess'), OWN_HOSTS)
  const read = parseFields(form, LogoutInput)
  return safeRedirectPath(read.ok ? read.values.redirectAfterProcess : '', OWN_HOSTS)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const target = targetOf(request)
  if (!app.session) throw redirect(target ?? '/')
  if (new URL(request.url).searchParams.get('accessToken') === app.session.csrfToken) {
    return endAndRedirect(request, app, target)
  }
  return data({ csrf: app.session.csrfToken, target }, { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const parsed = await parseForm(request, app, LogoutInput)
  const target = targetOf(request, parsed.form)
  if (!app.session) throw redirect(target ?? '/', 303)
  // the page asks again for the click (its button carries the token)
  if (!parsed.ok)
    return data({ csrf: app.session.csrfToken, target }, { status: parsed.refusal.status, headers: NO_STORE })
  return endAndRedirect(request, app, target)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Abmelden', matches)
}

export default function Logout({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, target } = actionData ?? loaderData
  return (
    <FormCard title="Abmelden" intro="Möchtest Du Dich wirklich abmelden?">
      <Form method="post" className={styles.actions}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="redirectAfterProcess" value={target ?? '/'} />
        <Button type="submit">Abmelden</Button>
        <a href={target ?? '/'} className={buttonClass('link')}>
          Abbrechen
        </a>
      </Form>
    </FormCard>
  )
}
