import { data, redirect } from 'react-router'
import { editPostFormSchema } from '#domain/editing-input.ts'
import { parseId } from '#domain/ids.ts'
import { postPath } from '#domain/pagination.ts'
import { editWindowEnd } from '#domain/permissions.ts'
import { threadPath } from '#domain/routes.ts'
import type { PostEditRefusal, PostEditView } from '#services/editing/edit-post.ts'
import { pageAddress } from '../canonical.ts'
import { type AppContext, appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { EditPostForm, type EditPostView } from '../features/editing/EditPostForm.tsx'
import { checkedForm, parseFields } from '../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import type { Route } from './+types/edit-post.ts'

// Editing a post (decision 026): /forum/aktion/EditPost.html?postId=N. GET shows the form with the
// current text to those who may edit it now (canEditPost: the author within 120 minutes, the
// board's moderators and admins always); everyone else gets the error page (403, or 404/410 as
// the post's page would answer); visitors go through login. POST (CSRF token) saves and goes
// to the post (303); a mistake comes back with the text as typed and its status.

/** The form's postId, else the address's. */
function postIdOf(request: Request, sent: number | null = null): number {
  const id = sent ?? parseId(new URL(request.url).searchParams.get('postId'))
  if (id === null) fail('NotFound')
  return id
}

/** Leaves with the error page a refusal names (a refused member never gets the form). */
function refuse(refusal: PostEditRefusal): never {
  if (refusal.status === 403) fail('PermissionDenied')
  fail(refusal.reason ?? 'NotFound')
}

function viewOf(
  app: AppContext,
  post: PostEditView,
  moderates: boolean,
  over: Partial<Pick<EditPostView, 'values' | 'errors' | 'message' | 'locked' | 'preview'>> = {},
): EditPostView {
  const own = app.viewer !== null && app.viewer.userId === post.authorId
  const thread = { id: post.threadId, slug: post.threadSlug }
  return {
    postId: post.id,
    threadTitle: post.threadTitle,
    threadPath: threadPath(thread),
    postPath: postPath(thread, post),
    authorName: post.authorName,
    own,
    // the window matters to an author without the moderation's rights in the post's board
    windowEnd: own && !moderates ? editWindowEnd(post.createdAt).toISOString() : null,
    values: over.values ?? { text: post.text, reason: '' },
    errors: over.errors ?? {},
    message: over.message ?? '',
    locked: over.locked ?? null,
    preview: over.preview ?? false,
    csrf: app.session?.csrfToken ?? '',
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const postId = postIdOf(request)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  const checked = await app.services.editing.checkPostEdit(app.viewer, postId)
  if (!checked.ok) {
    // the author is told why their post is closed to them (e.g. the 120 minutes are over), with 403
    if (checked.status === 403 && checked.ownPost && checked.post)
      return data(viewOf(app, checked.post, false, { message: checked.message, locked: 'Dein Beitrag' }), {
        status: 403,
        headers: NO_STORE,
      })
    refuse(checked)
  }
  return data(viewOf(app, checked.post, checked.moderates), { headers: NO_STORE })
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const sent = await checkedForm(request, app)
  const parsed = parseFields(sent.form, editPostFormSchema)
  if (!parsed.ok) fail('NotFound')
  const postId = postIdOf(request, parsed.values.postId)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), 303)
  const viewer = app.viewer
  const values = { text: parsed.values.text, reason: parsed.values.reason }
  if (!sent.ok) {
    const checked = await app.services.editing.checkPostEdit(viewer, postId)
    if (!checked.ok) refuse(checked)
    return data(viewOf(app, checked.post, checked.moderates, { values, message: sent.refusal.message }), {
      status: sent.refusal.status,
      headers: NO_STORE,
    })
  }
  // 'Vorschau' without JavaScript: the form again with the preview, nothing saved
  if (parsed.values.intent === 'preview') {
    const checked = await app.services.editing.checkPostEdit(viewer, postId)
    if (!checked.ok) refuse(checked)
    return data(viewOf(app, checked.post, checked.moderates, { values, preview: true }), {
      headers: NO_STORE,
    })
  }
  const result = await app.services.editing.editPost(viewer, { postId, ...values })
  if (result.ok) throw redirect(result.path, 303)
  // the author whose window ended while typing keeps the text to copy; anyone else: the error page
  if (result.status === 403 && result.ownPost && result.post)
    return data(
      viewOf(app, result.post, false, {
        values,
        message: result.message,
        locked: 'Dein Text (nicht gespeichert)',
      }),
      {
        status: 403,
        headers: NO_STORE,
      },
    )
  if (result.status !== 400 && result.status !== 429) refuse(result)
  const checked = await app.services.editing.checkPostEdit(viewer, postId)
  if (!checked.ok) refuse(checked)
  const retry: Record<string, string> = result.retryAfterSeconds
    ? { 'Retry-After': String(result.retryAfterSeconds) }
    : {}
  return data(
    viewOf(app, checked.post, checked.moderates, {
      values,
      errors: result.fieldErrors,
      message: result.status === 429 ? result.message : '',
    }),
    { status: result.status, headers: { ...NO_STORE, ...retry } },
  )
}

/** private, no-store (the form holds the member's text), plus a refused write's Retry-After. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(NO_STORE)
  const retry = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  if (retry) merged.set('Retry-After', retry)
  return merged
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Beitrag bearbeiten', matches)
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  return <EditPostForm view={actionData ?? loaderData} />
}
