import { data, Form, Link } from 'react-router'
import { NewsletterInput } from '#domain/account-input.ts'
import { NEWSLETTER_TEXT, newsletterChangeMessage } from '#domain/newsletter.ts'
import { formatLongDate } from '#domain/time.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { SETTINGS_PAGES, SettingsFrame, type SettingsPageId } from '../features/settings/SettingsFrame.tsx'
import { parseForm } from '../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../forms.ts'
import { Button } from '../ui/Button.tsx'
import { Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/settings.ts'

// Settings overview (spec 000 §2.1 /cockpit/EinstellungenUebersicht.html): the way to the
// profile and account pages (decision 027), newsletter opt-in and opt-out, and the way to cancel the
// profile (spec 000 §1, §4).

const OVERVIEW_TEXT: Record<Exclude<SettingsPageId, 'overview'>, string> = {
  profile: '„Über mich“, Benutzertitel und Signatur',
  avatar: 'Dein Bild in Profil und Beiträgen',
  email: 'Adresse ändern, mit Bestätigung',
  password: 'neues Passwort festlegen',
  notifications: 'Hinweise im Header, per E-Mail und Push; Themen automatisch folgen',
  subscriptions: 'Themen, Foren und Blogs, denen Du folgst',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const settings = await app.services.accounts.settingsView(viewer.userId)
  return data(
    {
      csrf: app.session?.csrfToken ?? '',
      email: settings.email ?? '',
      newsletter: settings.newsletterStatus,
      registeredAt: settings.registeredAt.toISOString(),
      message: null as string | null,
      error: null as string | null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const parsed = await parseForm(request, app, NewsletterInput)
  const settings = await app.services.accounts.settingsView(viewer.userId)
  const base = {
    csrf: app.session?.csrfToken ?? '',
    email: settings.email ?? '',
    newsletter: settings.newsletterStatus,
    registeredAt: settings.registeredAt.toISOString(),
    message: null as string | null,
    error: null as string | null,
  }
  if (!parsed.ok)
    return data(
      { ...base, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  const status = await app.services.accounts.setNewsletter(viewer.userId, parsed.values.newsletter)
  return data(
    { ...base, newsletter: status, message: newsletterChangeMessage(status) },
    { headers: NO_STORE },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Einstellungen', matches)
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData
  return (
    <SettingsFrame
      current="overview"
      title="Einstellungen"
      intro={`Mitglied seit ${formatLongDate(new Date(state.registeredAt))} · ${state.email}`}
    >
      {state.error && <Notice tone="error">{state.error}</Notice>}
      {state.message && <Notice tone="success">{state.message}</Notice>}
      <h2>Profil und Konto</h2>
      <ul className={styles.list}>
        {SETTINGS_PAGES.filter((page) => page.id !== 'overview').map((page) => (
          <li key={page.id}>
            <Link to={page.href}>{page.label}</Link>
            {` – ${OVERVIEW_TEXT[page.id]}`}
          </li>
        ))}
      </ul>
      <h2>Newsletter</h2>
      <p>{NEWSLETTER_TEXT[state.newsletter]}</p>
      <Form method="post" className={styles.actions}>
        <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
        <input type="hidden" name="newsletter" value={state.newsletter === 'none' ? 'on' : 'off'} />
        <Button type="submit">
          {state.newsletter === 'none' ? 'Newsletter abonnieren' : 'Newsletter abbestellen'}
        </Button>
      </Form>
      <h2>Profil kündigen</h2>
      <p>
        Wenn Du MOTOR-TALK nicht mehr nutzen möchtest, kannst Du Dein Profil kündigen. Du hast danach drei
        Wochen Zeit, die Kündigung zurückzunehmen.
      </p>
      <Link to="/cockpit/konto-kuendigen">Profil kündigen</Link>
    </SettingsFrame>
  )
}
