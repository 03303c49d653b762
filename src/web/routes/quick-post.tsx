import { data, Form, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { QUICK_REPLY_MAX_LENGTH } from '#domain/limits.ts'
import { quickPostFormSchema } from '#domain/posting-input.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { CSRF_FIELD, isSameSiteNavigation } from '../csrf.ts'
import { fail } from '../errors.ts'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import { forgetVisitorReply, keepVisitorReply, keptVisitorReply } from '../kept-reply.ts'
import { Button } from '../ui/Button.tsx'
import { FormCard, Notice, formStyles as styles } from '../ui/FormCard.tsx'
import type { Route } from './+types/quick-post.ts'

// The forum QuickPost action (spec 001 §7): the quick reply posts var, imageGalleryId,
// saveFromCookie, threadId, postContainsText, realAction and postContent here. Visitors come
// through login: their text waits server-side under the token of an httpOnly cookie (and in the
// quickpost cookie when it fits), and the GET they come back with (saveFromCookie=true) posts it. Success goes to the new post on its page (303).

/** The form's threadId, else the address's. */
function threadIdOf(request: Request, sent: number | null = null): number {
  const id = sent ?? parseId(new URL(request.url).searchParams.get('threadId'))
  if (id === null) fail('InvalidThreadId')
  return id
}

async function reply(app: AppContext, threadId: number, content: string, submissionKey: string) {
  if (!app.viewer) throw new Error('members only')
  return app.services.posting.createReply(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    { threadId, text: content, submissionKey },
  )
}

/** Back after login: the text from the cookie is posted (only for navigations from our own pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  // React Router also runs this loader to show a refused reply (the action's answer)
  if (new URL(request.url).searchParams.get('saveFromCookie') !== 'true') return null
  const threadId = threadIdOf(request)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const kept = await keptVisitorReply(app, request)
  // docs/security.md: no redirect to a thread the member may not see
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) fail(located.reason)
  const location = located.path
  if (!kept || kept.threadId !== threadId || !isSameSiteNavigation(request)) throw redirect(location)
  const result = await reply(app, threadId, kept.text, kept.key)
  if (!result.ok) {
    if (result.status === 404 || result.status === 410) fail(result.reason ?? 'ThreadNotFound')
    // the whole text in a form to send again (a long one is not in the readable cookie the
    // thread page restores from)
    return data(
      { threadId, text: kept.text, csrf: app.session?.csrfToken ?? '', message: result.message },
      { status: result.status, headers: NO_STORE },
    )
  }
  throw redirect(result.path, { status: 303, headers: await forgetVisitorReply(app, kept.token) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, quickPostFormSchema)
  if (!parsed.ok) fail('InvalidThreadId')
  const threadId = threadIdOf(request, parsed.values.threadId)
  const content = parsed.values.postContent
  if (!app.viewer) {
    // keep the text through login, also without JavaScript
    const headers = new Headers()
    await keepVisitorReply(app, threadId, content, headers)
    throw redirect(loginPath(`/forum/aktion/QuickPost.html?threadId=${threadId}&saveFromCookie=true`), {
      status: 303,
      headers,
    })
  }
  const view = { threadId, text: content, csrf: app.session?.csrfToken ?? '', message: '' }
  if (!checked.ok)
    return data(
      { ...view, message: checked.refusal.message },
      { status: checked.refusal.status, headers: NO_STORE },
    )
  const result = await reply(app, threadId, content, parsed.values.submissionKey || crypto.randomUUID())
  if (result.ok) {
    const kept = await keptVisitorReply(app, request)
    throw redirect(result.path, { status: 303, headers: await forgetVisitorReply(app, kept?.token ?? null) })
  }
  if (result.status === 404 || result.status === 410) fail(result.reason ?? 'ThreadNotFound')
  // docs/security.md: flood control tells clients when to try again
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return data(
    { ...view, message: result.message },
    { status: result.status, headers: { ...NO_STORE, ...retry } },
  )
}

/** As without this export (the parent's headers), plus a refused write's Retry-After (docs/security.md). */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  const retry = actionHeaders.get('Retry-After')
  if (retry) merged.set('Retry-After', retry)
  return merged
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Antwort schreiben', matches)
}

/** Shown when a reply could not be saved: the message, and the text to send again. */
export default function QuickPost({ actionData, loaderData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData
  if (!shown) return null
  return (
    <FormCard title="Deine Antwort wurde nicht gespeichert">
      <Notice tone="error">{shown.message}</Notice>
      <Form
        method="post"
        action={`/forum/aktion/QuickPost.html?threadId=${shown.threadId}`}
        className={styles.form}
      >
        <input type="hidden" name={CSRF_FIELD} value={shown.csrf} />
        <input type="hidden" name="threadId" value={shown.threadId} />
        <label htmlFor="quickpost-text" className={styles.label}>
          Deine Antwort
        </label>
        <textarea
          id="quickpost-text"
          name="postContent"
          className={styles.input}
          rows={8}
          maxLength={QUICK_REPLY_MAX_LENGTH}
          defaultValue={shown.text}
        />
        <div className={styles.actions}>
          <Button type="submit">Erneut senden</Button>
        </div>
      </Form>
    </FormCard>
  )
}
