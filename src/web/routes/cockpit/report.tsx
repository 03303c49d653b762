import { data, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { complaintFormSchema } from '#domain/moderation-input.ts'
import { partyStatusText } from '#domain/moderation-queue.ts'
import { pageAddress } from '../../canonical.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { PartyCasePage } from '../../features/moderation/PartyPages.tsx'
import { checkedForm, parseFields, refusedForm } from '../../form-parser.ts'
import { accountMeta, loginPath, NO_STORE, requireMember } from '../../forms.ts'
import type { Route } from './+types/report.ts'

// /cockpit/meldungen/:noticeId (decision 021 "Complaints"): one case as its party sees it — 404 for
// anyone else. The messages of this case to the viewer in full, the state in plain German, and
// while the law allows it (DSA Art. 20: six months) the complaint form.

const ROLE_LABELS = { AffectedUser: 'Betroffenes Mitglied', NoticeCreator: 'Meldende Person' } as const

function noticeIdOf(params: { noticeId?: string }): number {
  const id = parseId(params.noticeId)
  if (id === null) fail('NotFound')
  return id
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const result = await app.services.moderationViews.partyCase(viewer, noticeIdOf(params))
  if (!result.ok) fail('NotFound')
  const view = result.view
  return data(
    {
      view: {
        noticeId: view.noticeId,
        roleLabel: ROLE_LABELS[view.role],
        heading: `${view.contentTypeLabel} „${view.title}“`,
        statusText: partyStatusText(view.status, view.role),
        reasonLabel: view.reasonLabel,
        createdAt: view.createdAt.toISOString(),
        path: view.path,
        messages: view.messages.map((message) => ({
          id: message.id,
          subject: message.subject,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
        complaintUntil: view.complaintUntil?.toISOString() ?? null,
        reasoning: view.reasoning
          ? { text: view.reasoning.text, decidedAt: view.reasoning.decidedAt.toISOString() }
          : null,
        csrf: app.session?.csrfToken ?? '',
      },
      success:
        new URL(request.url).searchParams.get('erledigt') === 'beschwerde'
          ? 'Deine Beschwerde ist eingegangen. Wir prüfen sie und teilen Dir das Ergebnis mit.'
          : null,
    },
    { headers: NO_STORE },
  )
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const noticeId = noticeIdOf(params)
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), 303)
  const checked = await checkedForm(request, app)
  const parsed = parseFields(checked.form, complaintFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  if (!checked.ok) return refusedForm(checked.refusal, checked.form)
  const result = await app.services.moderation.complain(app.viewer, { noticeId, text: parsed.values.text })
  if (result.ok) throw redirect(`/cockpit/meldungen/${noticeId}?erledigt=beschwerde`, 303)
  if (result.status === 404) fail('NotFound')
  return refusedForm(result, checked.form)
}

export function headers() {
  return NO_STORE
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Meldung', matches)
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PartyCasePage
      view={loaderData.view}
      state={actionData ?? null}
      success={actionData ? null : loaderData.success}
    />
  )
}
