import { data, redirect } from 'react-router'
import { editThreadFormSchema } from '#domain/editing-input.ts'
import { parseId } from '#domain/ids.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import type { Refusal } from '#domain/refusal.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { pageAddress } from '../canonical.ts'
import { type AppContext, appContext } from '../context.ts'
import { fail, reasonOf } from '../errors.ts'
import { EditThreadForm, type EditThreadView } from '../features/editing/EditThreadForm.tsx'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import type { Route } from './+types/edit-thread.ts'

// A thread's title and pin (spec 000 §4, §6): /forum/aktion/EditThread.html?threadId=N.
// GET shows the title form to the board's Forenpaten and moderators (403 for everyone else, the
// starter included); POST intent=title saves (303 to the thread under its new address), intent=pin
// or unpin comes from the thread page's small form and goes back there. Every POST carries the
// CSRF token and is checked again on the server.

function threadIdOf(request: Request): number {
  const id = parseId(new URL(request.url).searchParams.get('threadId'))
  if (id === null) fail('InvalidThreadId')
  return id
}

function refuse(failure: Refusal): never {
  if (failure.status === 403) fail('PermissionDenied')
  fail(failure.reason ?? 'ThreadNotFound')
}

async function formView(
  app: AppContext,
  threadId: number,
  over: Partial<Pick<EditThreadView, 'values' | 'errors' | 'message'>> = {},
): Promise<EditThreadView> {
  let result: Awaited<ReturnType<typeof app.query<'EditThreadFormData'>>>
  try {
    result = await app.query('EditThreadFormData', { threadId })
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === 'Deleted' || reason === 'HiddenLoggedOut') fail(reason)
    throw error
  }
  const thread = result.threads.byId
  if (!thread) fail('ThreadNotFound')
  // spec 000 §4: not the starter; the board's Forenpaten and moderators (same rule as the service)
  if (!thread.self.canEditTitle) fail('PermissionDenied')
  return {
    threadId: thread.id,
    title: thread.title,
    path: thread.path,
    isSticky: thread.isSticky,
    canPin: thread.self.canPin,
    breadcrumbs: thread.breadcrumbs,
    values: over.values ?? { title: thread.title, reason: '' },
    errors: over.errors ?? {},
    message: over.message ?? '',
    versions: thread.titleRevisions,
    csrf: app.session?.csrfToken ?? '',
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const threadId = threadIdOf(request)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  return data(await formView(app, threadId), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const threadId = threadIdOf(request)
  const sent = await checkedForm(request, app)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), 303)
  const viewer = app.viewer
  const parsed = parseFields(sent.form, editThreadFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  const { intent, title, reason } = parsed.values
  if (intent === 'pin' || intent === 'unpin') {
    // the thread page's button has no form of its own to show again: the refusal is the error page
    if (!sent.ok) fail('PermissionDenied')
    const result = await app.services.editing.setSticky(viewer, { threadId, sticky: intent === 'pin' })
    if (!result.ok) refuse(result)
    // back to where the button was (the thread page, or this form)
    throw redirect(safeRedirectPath(request.headers.get('Referer'), OWN_HOSTS) ?? result.path, 303)
  }
  const values = { title, reason }
  if (!sent.ok)
    return data(await formView(app, threadId, { values, message: sent.refusal.message }), {
      status: sent.refusal.status,
      headers: NO_STORE,
    })
  const result = await app.services.editing.editThreadTitle(viewer, { threadId, ...values })
  if (result.ok) throw redirect(result.path, 303)
  if (result.status !== 400 && result.status !== 429) refuse(result)
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return data(
    await formView(app, threadId, {
      values,
      errors: result.fieldErrors,
      message: result.status === 429 ? result.message : '',
    }),
    { status: result.status, headers: { ...NO_STORE, ...retry } },
  )
}

/** private, no-store, plus a refused write's Retry-After. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(NO_STORE)
  const retry = actionHeaders.get('Retry-After')
  if (retry) merged.set('Retry-After', retry)
  return merged
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Titel bearbeiten', matches)
}

export default function EditThread({ loaderData, actionData }: Route.ComponentProps) {
  return <EditThreadForm view={actionData ?? loaderData} />
}
