import { data, redirect } from 'react-router'
import { markAllReadFormSchema } from '#domain/posting-input.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD } from '../csrf.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import { Button, buttonClass } from '../ui/Button.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/mark-all-read.ts'

// spec 000 §2.1 mark-as-read: /forum/aktion/MarkAllRead.html?onlyMarkSubscribedBoards and
// ?onlyMarkSubscribedBlogs (small forms in the header), without a parameter: everything.
// docs/security.md: it changes state, so only a POST with the session's CSRF token does; a GET (a link
// on another site, an image tag) shows a confirmation page with a button, like logout.

type Scope = 'boards' | 'blogs' | 'all'

const QUESTIONS: Record<Scope, string> = {
  boards: 'Möchtest Du alle abonnierten Foren als gelesen markieren?',
  blogs: 'Möchtest Du alle abonnierten Blogs als gelesen markieren?',
  all: 'Möchtest Du alles als gelesen markieren?',
}

function scopeOf(url: URL): Scope {
  if (url.searchParams.has('onlyMarkSubscribedBoards')) return 'boards'
  if (url.searchParams.has('onlyMarkSubscribedBlogs')) return 'blogs'
  return 'all'
}

/** Back where the member was, if that was one of our pages (never this page itself). */
function returnTarget(request: Request, raw: string | null): string {
  const url = new URL(request.url)
  const path = safeRedirectPath(raw, [...OWN_HOSTS, url.hostname])
  return path === null || path.startsWith(url.pathname) ? '/cockpit.html' : path
}

function member(request: Request, app: AppContext) {
  if (!app.viewer || !app.session) throw redirect(loginPath(pageAddress(request)))
  return { userId: app.viewer.userId, csrf: app.session.csrfToken }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { csrf } = member(request, app)
  const url = new URL(request.url)
  return data(
    {
      csrf,
      scope: scopeOf(url),
      action: `${url.pathname}${url.search}`,
      returnTo: returnTarget(request, request.headers.get('Referer')),
      error: null as string | null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { userId, csrf } = member(request, app)
  const url = new URL(request.url)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, markAllReadFormSchema)
  // the header's forms come back via Referer, the confirmation page names its target
  const sent = parsed.ok ? parsed.values.returnTo : ''
  const returnTo = returnTarget(request, sent || request.headers.get('Referer'))
  if (!checked.ok) {
    const { message, status } = checked.refusal
    return data(
      { csrf, scope: scopeOf(url), action: `${url.pathname}${url.search}`, returnTo, error: message },
      { status, headers: NO_STORE },
    )
  }
  await app.services.markAllRead(userId, scopeOf(url))
  throw redirect(returnTo, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Als gelesen markieren', matches)
}

export default function MarkAllRead({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, scope, action, returnTo, error } = actionData ?? loaderData
  return (
    <FormCard title="Als gelesen markieren" intro={QUESTIONS[scope]}>
      {error && <Notice tone="error">{error}</Notice>}
      <form method="post" action={action} className={styles.actions}>
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Button type="submit">Als gelesen markieren</Button>
        <a href={returnTo} className={buttonClass('link')}>
          Abbrechen
        </a>
      </form>
    </FormCard>
  )
}
