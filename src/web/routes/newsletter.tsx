import { data, Form, redirect } from 'react-router'
import { NewsletterInput } from '#domain/account-input.ts'
import { NEWSLETTER_TEXT, type NewsletterStatus, newsletterChangeMessage } from '#domain/newsletter.ts'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { parseForm } from '../form-parser.ts'
import { loginPath, NO_STORE } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/newsletter.ts'

// /newsletter (decision 036, the footer's 'Newsletter'): what the newsletter brings and the sign-up
// with the existing double opt-in. It belongs to an account (spec 000 §1, §5): a member asks for it
// here or in the settings; a visitor is sent to registration (with its newsletter box) or login.

const PATH = '/newsletter'

interface NewsletterView {
  member: boolean
  status: NewsletterStatus | null
  csrf: string
  message: string | null
  error: string | null
  canonical: string
  productName: string
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const status = app.viewer
    ? (await app.services.accounts.settingsView(app.viewer.userId)).newsletterStatus
    : null
  const view: NewsletterView = {
    member: app.viewer !== null,
    status,
    csrf: app.session?.csrfToken ?? '',
    message: null,
    error: null,
    canonical: canonicalUrl(app.variant, PATH),
    productName: app.variant.productName,
  }
  return data(view, { headers: pageCacheHeaders(app) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  if (!app.viewer) throw redirect(loginPath(PATH), 303)
  const parsed = await parseForm(request, app, NewsletterInput)
  const current = (await app.services.accounts.settingsView(app.viewer.userId)).newsletterStatus
  const base: NewsletterView = {
    member: true,
    status: current,
    csrf: app.session?.csrfToken ?? '',
    message: null,
    error: null,
    canonical: canonicalUrl(app.variant, PATH),
    productName: app.variant.productName,
  }
  if (!parsed.ok)
    return data(
      { ...base, error: parsed.refusal.message },
      { status: parsed.refusal.status, headers: NO_STORE },
    )
  const status = await app.services.accounts.setNewsletter(app.viewer.userId, parsed.values.newsletter)
  return data({ ...base, status, message: newsletterChangeMessage(status) }, { headers: NO_STORE })
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Newsletter', loaderData.productName) },
    {
      name: 'description',
      content: `Der ${loaderData.productName}-Newsletter: die besten Themen, Tests und Blogs der Woche per E-Mail.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const state: NewsletterView = actionData ?? loaderData
  return (
    <FormCard
      title="Newsletter"
      intro="Einmal pro Woche: die meistdiskutierten Themen, neue Fahrzeugtests und die besten Blogs. Kostenlos und jederzeit abbestellbar."
    >
      {state.error && <Notice tone="error">{state.error}</Notice>}
      {state.message && <Notice tone="success">{state.message}</Notice>}
      {state.member && state.status ? (
        <>
          <p>{NEWSLETTER_TEXT[state.status]}</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name={CSRF_FIELD} value={state.csrf} />
            <input type="hidden" name="newsletter" value={state.status === 'none' ? 'on' : 'off'} />
            <Button type="submit">
              {state.status === 'none' ? 'Newsletter abonnieren' : 'Newsletter abbestellen'}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <p>
            Der Newsletter gehört zu Deinem kostenlosen Profil: Setz bei der Registrierung das Häkchen beim
            Newsletter, oder melde Dich an und bestell ihn hier. Du bekommst dazu eine eigene
            Bestätigungs-E-Mail.
          </p>
          <p className={styles.actions}>
            <a
              href={`/registrieren?redirectAfterProcess=${encodeURIComponent(PATH)}`}
              className={buttonClass()}
            >
              Kostenlos registrieren
            </a>
            <a href={loginPath(PATH)} className={buttonClass('link')}>
              Einloggen
            </a>
          </p>
        </>
      )}
    </FormCard>
  )
}
