import { data, Form } from 'react-router'
import { appContext } from '../context.ts'
import { AccountCard, Notice, accountStyles as styles } from '../features/accounts/AccountCard.tsx'
import { accountMeta, NO_STORE } from '../features/accounts/forms.ts'
import type { Route } from './+types/unsubscribe.ts'

// /abmelden/{token} (issue 15): the one-click unsubscribe link of every notification mail, no
// login needed. A GET (a mail scanner following links) only asks; the button's POST — or a mail
// client's RFC 8058 one-click POST — turns notification mails off.

export async function loader({ params, context }: Route.LoaderArgs) {
  const known = await context.get(appContext).services.notifications.tokenKnown(params.token)
  return data({ known, done: false }, { status: known ? 200 : 404, headers: NO_STORE })
}

export async function action({ params, context }: Route.ActionArgs) {
  const done = await context.get(appContext).services.notifications.unsubscribe(params.token)
  return data({ known: done, done }, { status: done ? 200 : 404, headers: NO_STORE })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('E-Mail-Benachrichtigungen abbestellen', matches)
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { known, done } = actionData ?? loaderData
  return (
    <AccountCard title="E-Mail-Benachrichtigungen abbestellen">
      {!known ? (
        <Notice tone="error">Dieser Abmelde-Link ist nicht (mehr) gültig.</Notice>
      ) : done ? (
        <Notice tone="success">
          Erledigt: Du bekommst keine Benachrichtigungen mehr per E-Mail. In Deinen Einstellungen kannst Du
          sie jederzeit wieder einschalten.
        </Notice>
      ) : (
        <Form method="post">
          <p>Möchtest Du keine Benachrichtigungen mehr per E-Mail bekommen?</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.button}>
              Ja, abbestellen
            </button>
          </div>
        </Form>
      )}
    </AccountCard>
  )
}
