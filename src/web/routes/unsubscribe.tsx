import { data, Form, Link } from 'react-router'
import {
  NOTIFICATION_SETTINGS_PATH,
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeScope,
} from '#domain/notifications.ts'
import { appContext } from '../context.ts'
import { accountMeta, NO_STORE } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/unsubscribe.ts'

// /abmelden/{token} (docs/decisions/030): the one-click unsubscribe link of every
// notification mail. No login: the signed token names the member and what to turn off. GET
// only asks (link scanners of mail providers open links), POST turns it off — the button
// here, or the mail program's RFC 8058 one-click POST (List-Unsubscribe=One-Click), which
// carries no CSRF token: the token in the address is the permission, and the change is harmless.

type State = { state: 'confirm' | 'done' | 'invalid'; what: string | null }

function what(scope: UnsubscribeScope): string {
  return UNSUBSCRIBE_TEXTS[scope]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const read = await app.services.notifications.readUnsubscribeToken(params.token)
  const state: State = read ? { state: 'confirm', what: what(read.scope) } : { state: 'invalid', what: null }
  return data(state, { status: read ? 200 : 404, headers: NO_STORE })
}

export async function action({ params, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const result = await app.services.notifications.unsubscribe(params.token)
  const state: State = result.ok
    ? { state: 'done', what: what(result.scope) }
    : { state: 'invalid', what: null }
  return data(state, { status: result.ok ? 200 : 404, headers: NO_STORE })
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('E-Mails abbestellen', matches)
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { state, what: text } = actionData ?? loaderData
  return (
    <FormCard title="E-Mails abbestellen">
      {state === 'invalid' && <Notice tone="error">Dieser Abmeldelink ist ungültig.</Notice>}
      {state === 'done' && <Notice tone="success">{`Erledigt: Wir schicken Dir keine ${text} mehr.`}</Notice>}
      {state === 'confirm' && (
        <Form method="post">
          <p>{`Möchtest Du ${text} abbestellen?`}</p>
          <div className={styles.actions}>
            <Button type="submit">Abbestellen</Button>
          </div>
        </Form>
      )}
      <p>
        Alle Benachrichtigungen stellst Du in Deinen{' '}
        <Link to={NOTIFICATION_SETTINGS_PATH}>Einstellungen</Link> ein.
      </p>
    </FormCard>
  )
}
