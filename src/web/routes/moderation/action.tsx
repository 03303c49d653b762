import { data, redirect } from 'react-router'
import { MODERATION_NOTICES, type ModerationNotice, withModerationNotice } from '#domain/flash-notices.ts'
import { parseId } from '#domain/ids.ts'
import { canOpenModeration } from '#domain/permissions.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { type AppContext, appContext } from '../../context.ts'
import { verifyCsrf } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { accountMeta, loginPath, NO_STORE, readForm, text } from '../../forms.ts'
import { FormCard, Notice } from '../../ui/FormCard.tsx'
import type { Route } from './+types/action.ts'

// The moderation acting from the content itself (decision 021): hide/unhide and delete/restore a
// post; close/reopen, move, hide/unhide and delete/restore a thread. The thread page's small
// forms post here (ModerationControls.tsx); GraphQL's moderateContent calls the same service.
// Visitors log in first; members and moderators of other boards get 403; then back to the
// content (303).

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const form = await readForm(request)
  const back = safeRedirectPath(request.headers.get('Referer'), OWN_HOSTS)
  if (!app.viewer) throw redirect(loginPath(back ?? '/'), 303)
  if (!verifyCsrf(request, form, app)) fail('PermissionDenied')
  // members learn nothing about the content (not even whether it exists): 403 before anything
  if (!canOpenModeration(app.viewer)) fail('PermissionDenied')
  const id = parseId(text(form, 'id'))
  if (id === null) fail('NotFound')
  const boardId = text(form, 'boardId') === '' ? undefined : (parseId(text(form, 'boardId')) ?? 0)
  if (text(form, 'action') === 'warn') return warnAuthor(app, form, id, back)
  const result = await app.services.moderation.moderateContent(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    {
      target: text(form, 'target'),
      id,
      action: text(form, 'action'),
      ...(boardId === undefined ? {} : { boardId }),
      ...(text(form, 'reason') === '' ? {} : { reason: text(form, 'reason') }),
      facts: text(form, 'facts'),
    },
  )
  if (!result.ok) {
    if (result.status === 403) fail('PermissionDenied')
    if (result.status === 404) fail('NotFound')
    // bad input (no board chosen, text too long): the message, and the way back to the content
    return data(
      { message: Object.values(result.errors ?? {})[0] ?? result.message, back: back ?? '/' },
      { status: result.status, headers: NO_STORE },
    )
  }
  // back at the post or thread acted on (its anchor, its page; a moved thread at its new address),
  // with a confirmation (decision 021)
  const action = text(form, 'action')
  const target = result.path || back || '/'
  throw redirect(isModerationNotice(action) ? withModerationNotice(target, action) : target, 303)
}

/** A post's 'Verwarnen': the warning use case (GraphQL warnMember), then back at the post. */
async function warnAuthor(app: AppContext, form: FormData, postId: number, back: string | null) {
  const viewer = app.viewer
  if (!viewer) fail('PermissionDenied')
  const result = await app.services.moderation.warnMember(viewer, {
    userId: parseId(text(form, 'userId')) ?? 0,
    facts: text(form, 'facts'),
  })
  if (!result.ok) {
    if (result.status === 403) fail('PermissionDenied')
    if (result.status === 404) fail('NotFound')
    return data(
      { message: Object.values(result.errors ?? {})[0] ?? result.message, back: back ?? '/' },
      { status: result.status, headers: NO_STORE },
    )
  }
  const target = `${(back ?? '/').split('#')[0]}#post-${postId}`
  throw redirect(withModerationNotice(target, 'warn'), 303)
}

function isModerationNotice(value: string): value is ModerationNotice {
  return Object.hasOwn(MODERATION_NOTICES, value)
}

export function loader() {
  return fail('NotFound')
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Moderation', matches)
}

/** Shown only when an action was refused for its input. */
export default function ModerationAction({ actionData }: Route.ComponentProps) {
  if (!actionData) return null
  return (
    <FormCard title="Die Aktion wurde nicht ausgeführt">
      <Notice tone="error">{actionData.message}</Notice>
      <p>
        <a href={actionData.back}>Zurück zum Inhalt</a>
      </p>
    </FormCard>
  )
}
