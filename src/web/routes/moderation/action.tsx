import { data, redirect } from 'react-router'
import { MODERATION_NOTICES, type ModerationNotice, withModerationNotice } from '#domain/flash-notices.ts'
import { type ContentActionForm, contentActionFormSchema } from '#domain/moderation-input.ts'
import { canOpenModeration } from '#domain/permissions.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import type { Refusal } from '#domain/refusal.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import { type AppContext, appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { checkedForm, parseFields } from '../../form-parser.ts'
import { accountMeta, loginPath, NO_STORE } from '../../forms.ts'
import { FormCard, Notice } from '../../ui/FormCard.tsx'
import type { Route } from './+types/action.ts'

// The moderation acting from the content itself (decision 021): hide/unhide and delete/restore a
// post; close/reopen, move, hide/unhide and delete/restore a thread. The thread page's small
// forms post here (ModerationControls.tsx); GraphQL's moderateContent calls the same service.
// Visitors log in first; members and moderators of other boards get 403; then back to the
// content (303).

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const checked = await checkedForm(request, app)
  const back = safeRedirectPath(request.headers.get('Referer'), OWN_HOSTS)
  if (!app.viewer) throw redirect(loginPath(back ?? '/'), 303)
  // the content's buttons have no form of their own to show again: the refusal is the error page
  if (!checked.ok) fail('PermissionDenied')
  // members learn nothing about the content (not even whether it exists): 403 before anything
  if (!canOpenModeration(app.viewer)) fail('PermissionDenied')
  const parsed = parseFields(checked.form, contentActionFormSchema)
  if (!parsed.ok) fail('NotFound')
  const sent = parsed.values
  const { id, boardId, reason } = sent
  if (id === null) fail('NotFound')
  if (sent.action === 'warn') return warnAuthor(app, sent, id, back)
  const result = await app.services.moderation.moderateContent(
    { userId: app.viewer.userId, roleRelations: app.viewer.roleRelations },
    {
      target: sent.target,
      id,
      action: sent.action,
      ...(boardId === undefined ? {} : { boardId }),
      ...(reason === '' ? {} : { reason }),
      facts: sent.facts,
    },
  )
  if (!result.ok) return refusedAction(result, back)
  // back at the post or thread acted on (its anchor, its page; a moved thread at its new address),
  // with a confirmation (decision 021)
  const action = sent.action
  const target = result.path || back || '/'
  throw redirect(isModerationNotice(action) ? withModerationNotice(target, action) : target, 303)
}

/** A post's 'Verwarnen': the warning use case (GraphQL warnMember), then back at the post. */
async function warnAuthor(app: AppContext, sent: ContentActionForm, postId: number, back: string | null) {
  const viewer = app.viewer
  if (!viewer) fail('PermissionDenied')
  const result = await app.services.moderation.warnMember(viewer, {
    userId: sent.userId ?? 0,
    facts: sent.facts,
  })
  if (!result.ok) return refusedAction(result, back)
  const target = `${(back ?? '/').split('#')[0]}#post-${postId}`
  throw redirect(withModerationNotice(target, 'warn'), 303)
}

/**
 * A refused button: 403 and 404 are the error pages; bad input (no board chosen, text too long)
 * the first field's message, and the way back to the content.
 */
function refusedAction(refusal: Refusal, back: string | null) {
  if (refusal.status === 403) fail('PermissionDenied')
  if (refusal.status === 404) fail('NotFound')
  return data(
    { message: Object.values(refusal.fieldErrors)[0] ?? refusal.message, back: back ?? '/' },
    { status: refusal.status, headers: NO_STORE },
  )
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
