import { data, Form, redirect } from 'react-router'
import { MAIL_MODES } from '#domain/notifications.ts'
import { appContext } from '../../context.ts'
import { CSRF_FAILED, CSRF_FIELD, verifyCsrf } from '../../csrf.ts'
import { Notice, accountStyles as styles } from '../../features/accounts/AccountCard.tsx'
import { accountMeta, NO_STORE, readForm, text } from '../../features/accounts/forms.ts'
import { flag, memberSettings } from '../../features/settings/load-settings.ts'
import { SettingsFrame } from '../../features/settings/SettingsFrame.tsx'
import type { Route } from './+types/notifications.ts'

// /cockpit/einstellungen/benachrichtigungen (issue 15): how the member hears of replies in
// followed threads, mentions, thumbs up and private messages — always in the header; by mail at
// once, as a daily digest or not at all — and whether their own threads and replies are
// followed automatically.

const PATH = '/cockpit/einstellungen/benachrichtigungen'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { viewer, csrf } = await memberSettings(request, app)
  const settings = await app.services.notifications.settings(viewer)
  return data(
    {
      csrf,
      autoFollow: settings.auto_follow,
      mail: settings.mail as string,
      error: null as string | null,
      message: flag(request, 'gespeichert') ? 'Deine Einstellungen sind gespeichert.' : null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { viewer, csrf } = await memberSettings(request, app)
  const form = await readForm(request)
  const values = { autoFollow: form.get('autoFollow') === 'on', mail: text(form, 'mail') }
  if (!verifyCsrf(request, form, app)) {
    return data({ csrf, ...values, error: CSRF_FAILED, message: null }, { status: 403, headers: NO_STORE })
  }
  const result = await app.services.notifications.saveSettings(viewer, values)
  if (!result.ok) {
    return data(
      { csrf, ...values, error: result.message, message: null },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(`${PATH}?gespeichert`, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Benachrichtigungen', matches)
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, autoFollow, mail, error, message } = actionData ?? loaderData
  return (
    <SettingsFrame
      current="notifications"
      title="Benachrichtigungen"
      intro="Antworten in Themen, denen Du folgst, Erwähnungen, Daumen hoch und neue private Nachrichten siehst Du immer oben im Kopf der Seite."
    >
      {message && <Notice tone="success">{message}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <Form method="post" action={PATH} className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <fieldset className={styles.field}>
          <legend className={styles.label}>E-Mails</legend>
          {MAIL_MODES.map((mode) => (
            <label key={mode.value} className={styles.check}>
              <input type="radio" name="mail" value={mode.value} defaultChecked={mail === mode.value} />
              <span>{mode.label}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" name="autoFollow" defaultChecked={autoFollow} />
          <span>Themen, die ich erstelle oder in denen ich antworte, automatisch folgen</span>
        </label>
        <p className={styles.hint}>
          Push-Benachrichtigungen im Browser gibt es noch nicht; bis dahin erreichen Dich Neuigkeiten im Kopf
          der Seite und per E-Mail.
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            Speichern
          </button>
        </div>
      </Form>
    </SettingsFrame>
  )
}
