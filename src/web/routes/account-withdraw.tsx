import { data, Form, Link } from 'react-router'
import { appContext } from '../context.ts'
import { CSRF_FAILED, CSRF_FIELD, formToken, verifyCsrf } from '../csrf.ts'
import { AccountCard, Notice, accountStyles as styles } from '../features/accounts/AccountCard.tsx'
import { accountMeta, NO_STORE, readForm, text } from '../features/accounts/forms.ts'
import type { Route } from './+types/account-withdraw.ts'

// Withdrawing a cancellation within three weeks (spec 000 §4).

type State = 'confirm' | 'done' | 'invalid'

function headersWith(setCookie: string | null): Headers {
  const headers = new Headers(NO_STORE)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return headers
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const usable = token !== '' && (await app.services.accounts.isTokenUsable(token, 'withdraw-cancellation'))
  const { token: csrf, setCookie } = formToken(request, app)
  return data(
    { state: (usable ? 'confirm' : 'invalid') as State, token, csrf, error: null as string | null },
    { headers: headersWith(setCookie) },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const { token: csrf, setCookie } = formToken(request, app)
  const token = text(form, 'token')
  if (!verifyCsrf(request, form, app)) {
    return data(
      { state: 'confirm' as State, token, csrf, error: CSRF_FAILED },
      { status: 403, headers: headersWith(setCookie) },
    )
  }
  const done = await app.services.accounts.withdrawCancellation(token)
  return data(
    { state: (done ? 'done' : 'invalid') as State, token: '', csrf, error: null },
    { status: done ? 200 : 410, headers: headersWith(setCookie) },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Kündigung zurücknehmen', matches)
}

export default function AccountWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token, csrf, error } = actionData ?? loaderData
  return (
    <AccountCard title="Kündigung zurücknehmen">
      {error && <Notice tone="error">{error}</Notice>}
      {state === 'done' && (
        <>
          <Notice tone="success">
            Willkommen zurück! Deine Kündigung ist zurückgenommen, Dein Profil ist wieder aktiv.
          </Notice>
          <Link to="/einloggen" className={styles.button}>
            Einloggen
          </Link>
        </>
      )}
      {state === 'invalid' && (
        <Notice tone="error">
          Dieser Link ist ungültig oder abgelaufen. Nach drei Wochen ist die Kündigung endgültig.
        </Notice>
      )}
      {state === 'confirm' && (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrf} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={styles.button}>
            Kündigung zurücknehmen
          </button>
        </Form>
      )}
    </AccountCard>
  )
}
