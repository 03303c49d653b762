import { data, Form, Link, redirect } from 'react-router'
import { ignoreFormSchema } from '#domain/message-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import type { Refusal } from '#domain/refusal.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { type AppContext, appContext } from '../../context.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import styles from '../../features/messages/Messages.module.css'
import { MessagesFrame } from '../../features/messages/MessagesFrame.tsx'
import { flag } from '../../features/settings/load-settings.ts'
import { parseForm } from '../../form-parser.ts'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { Button } from '../../ui/Button.tsx'
import { Field } from '../../ui/Field.tsx'
import { formStyles as buttons, Notice } from '../../ui/FormCard.tsx'
import type { Route } from './+types/ignore.ts'

// /cockpit/ignorierliste (spec 000 §3): the members who may not write private messages
// to this member. Added here by name or with `Ignorieren` on a profile (which posts here with
// `userId` and `back`), removed here.

const PATH = '/cockpit/ignorierliste'

async function page(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const [folders, ignored] = await Promise.all([
    app.services.messages.folders(viewer),
    app.services.messages.ignored(viewer),
  ])
  return {
    csrf: app.session?.csrfToken ?? '',
    folders,
    ignored: ignored.map((member) => ({ id: member.id, slug: member.slug, name: member.displayName })),
    notice: flag(request, 'gespeichert') ? 'Die Ignorierliste ist gespeichert.' : null,
    error: null as string | null,
    name: '',
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await page(request, context.get(appContext)), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const parsed = await parseForm(request, app, ignoreFormSchema)
  const refused = async (refusal: Refusal, name = '') =>
    data(
      { ...(await page(request, app)), error: refusal.message, name },
      { status: refusal.status, headers: NO_STORE },
    )
  if (!parsed.ok) return refused(parsed.refusal)
  const { intent, name, userId, back: backField } = parsed.values
  const back = safeRedirectPath(backField, OWN_HOSTS) ?? `${PATH}?gespeichert`
  if (intent === 'remove') {
    if (userId !== null) await app.services.messages.unignore(viewer, userId)
    throw redirect(back, 303)
  }
  const result = await app.services.messages.ignore(
    viewer,
    userId !== null ? { id: userId } : { name: name.trim() },
  )
  if (!result.ok) return refused(result, name)
  throw redirect(back, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Ignorierliste', matches)
}

export default function IgnoreList({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  return (
    <MessagesFrame
      folders={view.folders}
      current="ignore"
      title="Ignorierliste"
      intro="Mitglieder auf Deiner Ignorierliste können Dir keine privaten Nachrichten schreiben. Moderatoren und Administratoren erreichen Dich immer."
    >
      {view.notice && <Notice tone="success">{view.notice}</Notice>}
      {view.error && <Notice tone="error">{view.error}</Notice>}
      {view.ignored.length === 0 ? (
        <p className={styles.empty}>Du ignorierst niemanden.</p>
      ) : (
        <ul className={styles.folderList} aria-label="Ignorierte Mitglieder">
          {view.ignored.map((member) => (
            <li key={member.id}>
              <Link to={`/nutzer/${member.slug}`}>{member.name}</Link>
              <Form method="post" action={PATH} className={styles.inline}>
                <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="userId" value={member.id} />
                <Button variant="secondary" type="submit" aria-label={`${member.name} nicht mehr ignorieren`}>
                  Entfernen
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={PATH} className={buttons.form}>
        <input type="hidden" name={CSRF_FIELD} value={view.csrf} />
        <Field
          name="name"
          label="Mitglied ignorieren"
          required
          defaultValue={view.name}
          hint="Benutzername des Mitglieds"
        />
        <div className={buttons.actions}>
          <Button type="submit">Ignorieren</Button>
        </div>
      </Form>
    </MessagesFrame>
  )
}
