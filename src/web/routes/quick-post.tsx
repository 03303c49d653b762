import { data, Form, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { QUICK_REPLY_MAX_LENGTH } from '#domain/limits.ts'
import {
  clearQuickpostCookie,
  decodeQuickpost,
  encodeQuickpost,
  QUICKPOST_COOKIE,
  quickpostCookie,
} from '#domain/quickpost.ts'
import { parseCookies } from '#domain/session.ts'
import { pageAddress } from '../canonical.ts'
import type { AppContext } from '../context.ts'
import { appContext } from '../context.ts'
import { CSRF_FAILED, CSRF_FIELD, isSameSiteNavigation, verifyCsrf } from '../csrf.ts'
import { fail } from '../errors.ts'
import { AccountCard, Notice, accountStyles as styles } from '../features/accounts/AccountCard.tsx'
import { accountMeta, loginPath, NO_STORE, readForm, text } from '../forms.ts'
import type { Route } from './+types/quick-post.ts'

// The forum QuickPost action (spec 001 §7): the quick reply posts var, imageGalleryId,
// saveFromCookie, threadId, postContainsText, realAction and postContent here. Visitors come
// through login: their text waits in the quickpost cookie, and the GET they come back with
// (saveFromCookie=true) posts it. Success goes to the new post on its page (303).

function threadIdOf(request: Request, form: FormData | null): number {
  const id = parseId(
    (form ? text(form, 'threadId') : '') || new URL(request.url).searchParams.get('threadId'),
  )
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
  const threadId = threadIdOf(request, null)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const cookie = parseCookies(request.headers.get('Cookie')).get(QUICKPOST_COOKIE)
  const kept = decodeQuickpost(cookie)
  // issue 11 §11: no redirect to a thread the member may not see
  const located = await app.services.posting.locateThread(app.viewer, threadId)
  if (!located.ok) fail(located.reason)
  const location = located.path
  if (!kept || kept.threadId !== threadId || !isSameSiteNavigation(request)) throw redirect(location)
  const result = await reply(app, threadId, kept.text, `quickpost:${cookie?.slice(0, 96)}`)
  if (!result.ok) {
    // the text stays in the cookie; the thread page puts it back into the form
    if (result.status === 404 || result.status === 410) fail(result.reason ?? 'ThreadNotFound')
    throw redirect(`${location}#antworten`)
  }
  throw redirect(result.path, { status: 303, headers: { 'Set-Cookie': clearQuickpostCookie(app.secure) } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const threadId = threadIdOf(request, form)
  const content = text(form, 'postContent')
  if (!app.viewer) {
    // keep the text through login, also without JavaScript
    const value = encodeQuickpost({ threadId, text: content })
    const headers = new Headers()
    if (value) headers.append('Set-Cookie', quickpostCookie(value, app.secure))
    throw redirect(loginPath(`/forum/aktion/QuickPost.html?threadId=${threadId}&saveFromCookie=true`), {
      status: 303,
      headers,
    })
  }
  const view = { threadId, text: content, csrf: app.session?.csrfToken ?? '', message: '' }
  if (!verifyCsrf(request, form, app))
    return data({ ...view, message: CSRF_FAILED }, { status: 403, headers: NO_STORE })
  const result = await reply(app, threadId, content, text(form, 'submissionKey') || crypto.randomUUID())
  if (result.ok)
    throw redirect(result.path, { status: 303, headers: { 'Set-Cookie': clearQuickpostCookie(app.secure) } })
  if (result.status === 404 || result.status === 410) fail(result.reason ?? 'ThreadNotFound')
  // issue 11 §14: flood control tells clients when to try again
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return data(
    { ...view, message: result.message },
    { status: result.status, headers: { ...NO_STORE, ...retry } },
  )
}

/** As without this export (the parent's headers), plus a refused write's Retry-After (issue 11 §14). */
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
export default function QuickPost({ actionData }: Route.ComponentProps) {
  if (!actionData) return null
  return (
    <AccountCard title="Deine Antwort wurde nicht gespeichert">
      <Notice tone="error">{actionData.message}</Notice>
      <Form
        method="post"
        action={`/forum/aktion/QuickPost.html?threadId=${actionData.threadId}`}
        className={styles.form}
      >
        <input type="hidden" name={CSRF_FIELD} value={actionData.csrf} />
        <input type="hidden" name="threadId" value={actionData.threadId} />
        <label htmlFor="quickpost-text" className={styles.label}>
          Deine Antwort
        </label>
        <textarea
          id="quickpost-text"
          name="postContent"
          className={styles.input}
          rows={8}
          maxLength={QUICK_REPLY_MAX_LENGTH}
          defaultValue={actionData.text}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            Erneut senden
          </button>
        </div>
      </Form>
    </AccountCard>
  )
}
