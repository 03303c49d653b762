import { data, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { caseFormSchema } from '#domain/moderation-input.ts'
import { canOpenModeration } from '#domain/permissions.ts'
import type { Refusal } from '#domain/refusal.ts'
import { findStatementTemplate } from '#domain/statement-templates.ts'
import { pageAddress } from '../../canonical.ts'
import { type AppContext, appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { type CaseFormState, CasePage, successText } from '../../features/moderation/CasePage.tsx'
import { checkedForm, keptValues, parseFields, refusedForm } from '../../form-parser.ts'
import { accountMeta, loginPath, NO_STORE, requireMember } from '../../forms.ts'
import type { Route } from './+types/case.ts'

// /moderation/fall/:noticeId (decision 021 "Moderate"): a case for those who may decide it — 404 for
// an unknown case, 403 for a member or another board's moderator, decided on the server. The
// forms post here (CSRF token), each calling the moderation service; a refusal comes back with
// its German message and what was typed, a success redirects back with a notice (PRG).

/** A refusal before any form is shown (the case itself): the error page with its status. */
function errorPage(refusal: Refusal): never {
  fail(refusal.status === 404 ? 'NotFound' : refusal.status === 403 ? 'PermissionDenied' : 'BadUserInput')
}

function noticeIdOf(params: { noticeId?: string }): number {
  const id = parseId(params.noticeId)
  if (id === null) fail('NotFound')
  return id
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  if (!canOpenModeration(viewer)) fail('PermissionDenied')
  const result = await app.services.moderationViews.caseView(viewer, noticeIdOf(params))
  if (!result.ok) errorPage(result)
  return data(
    {
      view: result.view,
      csrf: app.session?.csrfToken ?? '',
      success: successText(new URL(request.url).searchParams.get('erledigt')),
    },
    { headers: NO_STORE },
  )
}

const FIELDS = {
  decide: ['decision', 'visibility', 'restriction', 'restrictionUntil', 'facts', 'ground'],
  complaint: ['outcome', 'facts'],
  lift: ['restrictionId'],
  restrict: ['restriction', 'restrictionUntil', 'facts'],
  warn: ['facts'],
} as const

type Intent = keyof typeof FIELDS

function isIntent(value: string): value is Intent {
  return Object.hasOwn(FIELDS, value)
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const noticeId = noticeIdOf(params)
  const casePath = `/moderation/fall/${noticeId}`
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), 303)
  const viewer = app.viewer
  if (!canOpenModeration(viewer)) fail('PermissionDenied')
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, caseFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  const sent = parsed.values
  const intent: Intent = isIntent(sent.intent) ? sent.intent : 'decide'
  const values: Record<string, string> = Object.fromEntries(FIELDS[intent].map((name) => [name, sent[name]]))
  // the page shows a refusal beside the form it came from: the intent as the action read it
  checked.form.set('intent', intent)
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  // a template chosen without JavaScript: the form comes back with it in the reasoning field
  const template = findStatementTemplate(sent.template)
  if (template) {
    return data(
      {
        ok: true,
        message: '',
        fieldErrors: {},
        values: { ...keptValues(checked.form), facts: template.text },
        filled: true,
      } satisfies CaseFormState,
      { headers: NO_STORE },
    )
  }
  // who may see the case may act on it; a moderator of another board gets 403 before anything runs
  const found = await app.services.moderation.caseTarget(viewer, noticeId)
  if (!found.ok) errorPage(found)
  const moderation = app.services.moderation
  const result =
    intent === 'decide'
      ? await moderation.decideNotice(viewer, {
          noticeId,
          decision: values.decision,
          visibility: values.visibility || undefined,
          restriction: values.restriction || undefined,
          restrictionUntil: values.restrictionUntil,
          facts: values.facts,
          ground: values.ground,
        })
      : intent === 'complaint'
        ? await moderation.decideComplaint(viewer, { noticeId, outcome: values.outcome, facts: values.facts })
        : intent === 'restrict'
          ? await restrictAffected(moderation, viewer, found.target.affectedUserId, values)
          : intent === 'warn'
            ? await moderation.warnMember(viewer, {
                userId: found.target.affectedUserId ?? 0,
                facts: values.facts,
              })
            : await moderation.liftRestriction(viewer, parseId(values.restrictionId) ?? 0)
  if (result.ok) throw redirect(`${casePath}?erledigt=${intent}`, 303)
  return refusedForm(result, checked.form)
}

/** The staff restrict the case's member without a (further) notice: a case of its own, with its statement; canRestrictMember decides who. */
function restrictAffected(
  moderation: AppContext['services']['moderation'],
  viewer: NonNullable<AppContext['viewer']>,
  userId: number | null,
  values: Record<string, string>,
) {
  return moderation.restrictMember(viewer, {
    userId: userId ?? 0,
    restriction: values.restriction,
    restrictionUntil: values.restrictionUntil,
    facts: values.facts,
  })
}

export function headers() {
  return NO_STORE
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData ? `Fall #${loaderData.view.noticeId} – Moderation` : 'Moderation', matches)
}

export default function ModerationCase({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CasePage
      view={loaderData.view}
      csrf={loaderData.csrf}
      state={actionData ?? null}
      success={actionData ? null : loaderData.success}
    />
  )
}
