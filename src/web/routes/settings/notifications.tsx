import { data, Form, redirect } from 'react-router'
import { settingsFromForm } from '#domain/notification-input.ts'
import {
  KIND_LABELS,
  MAIL_MODE_LABELS,
  MAIL_MODES,
  NOTIFICATION_KINDS,
  NOTIFICATION_SETTINGS_PATH,
} from '#domain/notifications.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from '../../features/notifications/Notifications.module.css'
import { PushSettings } from '../../features/notifications/PushSettings.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import { checkedForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import type { Route } from './+types/notifications.ts'

// /cockpit/einstellungen/benachrichtigungen (docs/decisions/030): per kind the header
// (always), mail at once, daily or never, and web push on or off; whether one's own threads and
// those one answers in are followed automatically; this browser's push subscription.

async function load(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const settings = await app.services.notifications.settingsOf(viewer.userId)
  return {
    csrf: app.session?.csrfToken ?? '',
    kinds: settings.kinds,
    autoFollow: settings.autoFollow,
    pushDevices: settings.pushDevices,
    vapidPublicKey: await app.services.notifications.vapidPublicKey(),
    message: flag(request, 'gespeichert') ? 'Deine Einstellungen sind gespeichert.' : null,
    error: null as string | null,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await load(request, context.get(appContext)), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const checked = await checkedForm(request, app)
  if (!checked.ok)
    return data(
      { ...(await load(request, app)), error: checked.refusal.message },
      { status: checked.refusal.status, headers: NO_STORE },
    )
  // its fields are named per kind (mail.<Kind>, push.<Kind>): notification-input.ts reads them into
  // the schema the saveNotificationSettings mutation parses too
  const input = settingsFromForm(checked.form)
  if (!input) {
    return data(
      { ...(await load(request, app)), error: 'Bitte wähle für jede Art „sofort“, „täglich“ oder „aus“.' },
      { status: 400, headers: NO_STORE },
    )
  }
  await app.services.notifications.saveSettings(viewer, input)
  throw redirect(`${NOTIFICATION_SETTINGS_PATH}?gespeichert`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Benachrichtigungen', matches)
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  return (
    <SettingsFrame
      current="notifications"
      title="Benachrichtigungen"
      intro="Neuigkeiten siehst Du immer im Header. Hier legst Du fest, wann wir Dir zusätzlich eine E-Mail oder eine Push-Benachrichtigung schicken."
    >
      {state.message && <Notice tone="success">{state.message}</Notice>}
      {state.error && <Notice tone="error">{state.error}</Notice>}
      <Form method="post" action={NOTIFICATION_SETTINGS_PATH}>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Art</th>
              <th scope="col">Im Header</th>
              <th scope="col">E-Mail</th>
              <th scope="col">Push</th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{KIND_LABELS[kind]}</th>
                <td data-label="Im Header">immer</td>
                <td data-label="E-Mail">
                  <select
                    name={`mail.${kind}`}
                    defaultValue={state.kinds[kind].mail}
                    aria-label={`E-Mail: ${KIND_LABELS[kind]}`}
                  >
                    {MAIL_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {MAIL_MODE_LABELS[mode]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label="Push">
                  <input
                    type="checkbox"
                    name={`push.${kind}`}
                    defaultChecked={state.kinds[kind].push}
                    aria-label={`Push: ${KIND_LABELS[kind]}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <fieldset className={styles.fieldset}>
          <legend>Themen automatisch folgen</legend>
          <label>
            <input type="checkbox" name="autoFollow" defaultChecked={state.autoFollow} /> Themen, die ich
            starte oder in denen ich antworte, automatisch folgen
          </label>
        </fieldset>
        <div className={buttons.actions}>
          <Button type="submit">Speichern</Button>
        </div>
      </Form>
      <PushSettings csrf={state.csrf} vapidPublicKey={state.vapidPublicKey} devices={state.pushDevices} />
    </SettingsFrame>
  )
}
