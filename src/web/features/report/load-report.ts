import { data, redirect } from 'react-router'
import {
  ALREADY_REPORTED,
  alreadyReviewedTitle,
  type ContentItemType,
  commentReportTarget,
  legacyReportReturnPath,
  noticeReasonsAndLevels,
  notPossibleTitle,
  REPORTING_SUSPENDED,
  type ReasonNode,
  reasonTree,
  reportPath,
  reportTitle,
  THANKS_TITLE,
} from '#domain/moderation.ts'
import { reportFormSchema } from '#domain/moderation-input.ts'
import { postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import type { ContentItem } from '#services/moderation/content.ts'
import { pageAddress } from '../../canonical.ts'
import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { checkedForm, parseFields } from '../../form-parser.ts'
import { loginPath, NO_STORE } from '../../forms.ts'
import { parseReportParams, type ReportParams } from './report-params.ts'
import { inDialog } from './report-route.ts'

// The report route (spec 001 §2 `/melden/{category}/*`, §4 report flow, §8 errors):
// the checks in the spec's order, then the form; its POST files the notice through the same
// moderation use case the GraphQL mutation calls. Decision 042: the loader and the action call the
// moderation service in-process once each (reportPage, reportNotice), which reads the switch and
// the content once. Both the page and the in-page dialog of the `Melden` menus read these views.

export interface ReportValues {
  reasonId: string
  explanation: string
  location: string
  reporterName: string
  reporterEmail: string
  goodFaith: boolean
}

export type ReportErrors = Partial<Record<keyof ReportValues | 'form', string>>

interface ViewBase {
  /** The dialog's title. */
  title: string
  /** Where closing the dialog leads (spec 001 §7 legacy path). */
  returnPath: string
  /** The /melden address of this content. */
  reportPath: string
}

export type ReportView =
  | (ViewBase & { kind: 'blocked'; message: string })
  | (ViewBase & { kind: 'reviewed'; anywayPath: string })
  | (ViewBase & {
      kind: 'form'
      contentLabel: string
      reasons: ReasonNode[]
      values: ReportValues
      errors: ReportErrors
      csrf: string
      despiteReview: boolean
    })
  | (ViewBase & { kind: 'done'; email: string })

interface Target {
  params: ReportParams
  item: ContentItem
  viewer: NonNullable<AppContext['viewer']>
  base: ViewBase
}

function viewerOf(user: NonNullable<AppContext['viewer']>): Viewer {
  return { userId: user.userId, roleRelations: user.roleRelations }
}

type RouteParams = { category?: string; '*'?: string }

function paramsOf(routeParams: RouteParams): ReportParams {
  const params = parseReportParams(routeParams.category, routeParams['*'])
  if (!params) fail('InvalidParameterError', 404)
  return params
}

/** Everything before the dialog: valid path, switch on, content visible (the service's answer), a member. */
function targetOf(
  app: AppContext,
  request: Request,
  params: ReportParams,
  item: ContentItem | undefined,
  method: 'GET' | 'POST',
): Target {
  if (!item) fail('NotFound')
  // spec 001 §1: registration is required to report; the visitor comes back to the dialog
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)), method === 'POST' ? 303 : 302)
  const slugOrId =
    'slug' in params.key
      ? params.key.slug
      : params.key.type === 'Comment'
        ? commentReportTarget(params.key.id)
        : String(params.key.id)
  return {
    params,
    item,
    viewer: app.viewer,
    base: {
      title: reportTitle(params.label),
      returnPath: legacyReportReturnPath(params.category, item.legacySlug, item.path),
      reportPath: reportPath(params.category, slugOrId),
    },
  }
}

function blocked(target: Target, message: string): ReportView {
  return { ...target.base, kind: 'blocked', title: notPossibleTitle(target.params.label), message }
}

/** One's own content and profile cannot be reported (spec 001 §2). */
function ownContent(target: Target): ReportView | null {
  if (target.item.authorId !== target.viewer.userId) return null
  return blocked(
    target,
    target.item.type === 'UserProfile' || target.item.type === 'UserAccount'
      ? 'Dein eigenes Profil kannst Du nicht melden.'
      : 'Eigene Inhalte kannst Du nicht melden.',
  )
}

/** The form: fresh with the member's e-mail address (`email`), or as sent with its errors. */
function formView(
  app: AppContext,
  request: Request,
  target: Target,
  despiteReview: boolean,
  sent: { email: string } | { values: ReportValues; errors: ReportErrors },
): ReportView {
  const type: ContentItemType = target.item.type
  const override = 'values' in sent ? sent : undefined
  const origin = new URL(request.url).origin
  return {
    ...target.base,
    kind: 'form',
    contentLabel: target.params.label,
    reasons: reasonTree(noticeReasonsAndLevels(type)),
    values: override?.values ?? {
      reasonId: '',
      explanation: '',
      location: `${origin}${target.item.path}`,
      reporterName: target.viewer.displayName,
      reporterEmail: 'email' in sent ? sent.email : '',
      goodFaith: false,
    },
    errors: override?.errors ?? {},
    csrf: app.session?.csrfToken ?? '',
    despiteReview,
  }
}

const wantsAnyway = (value: string | null) => value === '1'

/**
 * The /melden page answers a filed report with a redirect to `?gemeldet=1` (post/redirect/get):
 * the confirmation then comes from the loader, so the tab's title is the thanks, not the
 * '{Typ} melden nicht möglich' the loader would otherwise give for content one has reported,
 * and a reload does not post the report again.
 */
const FILED_PARAM = 'gemeldet'

function doneView(target: Target, email: string): ReportView {
  return { ...target.base, kind: 'done', title: THANKS_TITLE, email }
}

/** GET: the checks in the spec's order (already reported, already reviewed), then the form. */
export async function loadReport(app: AppContext, request: Request, routeParams: RouteParams) {
  const params = paramsOf(routeParams)
  const page = await app.services.moderation.reportPage(app.viewer ? viewerOf(app.viewer) : null, params.key)
  const target = targetOf(app, request, params, page?.item, 'GET')
  const own = ownContent(target)
  if (own) return data(own, { headers: NO_STORE })
  // a member's page: the service read the member's standing
  const standing = page?.standing
  if (!standing) fail('NotFound')
  if (!standing.canCreateNotice) {
    // DSA Art. 23: a member whose reporting is suspended is told so, not 'bereits gemeldet'; a
    // member under a posting restriction reads what it forbids (decision 021)
    const { suspended, posting } = standing
    if (!suspended && !posting && new URL(request.url).searchParams.get(FILED_PARAM) === '1') {
      return data(doneView(target, ''), { headers: NO_STORE })
    }
    const why = posting
      ? postingRestrictionMessage(posting)
      : suspended
        ? REPORTING_SUSPENDED
        : ALREADY_REPORTED
    return data(blocked(target, why), { headers: NO_STORE })
  }
  const anyway = wantsAnyway(new URL(request.url).searchParams.get('trotzdem'))
  if (standing.contentItemHasResolvedModerationCases && !anyway) {
    const view: ReportView = {
      ...target.base,
      kind: 'reviewed',
      title: alreadyReviewedTitle(target.params.label),
      anywayPath: `${target.base.reportPath}?trotzdem=1`,
    }
    return data(view, { headers: NO_STORE })
  }
  return data(formView(app, request, target, anyway, { email: page.email }), { headers: NO_STORE })
}

/** POST: files the notice; errors come back in the form with what was typed. */
export async function submitReport(app: AppContext, request: Request, routeParams: RouteParams) {
  const checked = await checkedForm(request, app)
  const params = paramsOf(routeParams)
  // the schema reads every field as sent: it cannot refuse (the use case parses the notice)
  const parsed = parseFields(checked.form, reportFormSchema)
  if (!parsed.ok) fail('BadUserInput')
  const { trotzdem, ...values } = parsed.values
  const despiteReview = wantsAnyway(trotzdem)
  const filing = await app.services.moderation.reportNotice(
    app.viewer ? viewerOf(app.viewer) : null,
    params.key,
    checked.ok ? { ...values, despiteReview } : null,
  )
  const target = targetOf(app, request, params, filing?.item, 'POST')
  const own = ownContent(target)
  if (own) return data(own, { status: 403, headers: NO_STORE })
  if (!checked.ok) {
    const { status, message } = checked.refusal
    return data(formView(app, request, target, despiteReview, { values, errors: { form: message } }), {
      status,
      headers: NO_STORE,
    })
  }
  const result = filing?.result
  if (!result) fail('NotFound')
  if (result.ok) {
    if (!inDialog(request)) throw redirect(`${target.base.reportPath}?${FILED_PARAM}=1`, 303)
    return data(doneView(target, values.reporterEmail.trim()), { headers: NO_STORE })
  }
  if (result.status === 404) fail('NotFound')
  if (result.status === 409) {
    return data(blocked(target, ALREADY_REPORTED), { status: 409, headers: NO_STORE })
  }
  if (result.status === 403) return data(blocked(target, result.message), { status: 403, headers: NO_STORE })
  const errors: ReportErrors = { form: result.message, ...result.fieldErrors }
  return data(formView(app, request, target, despiteReview, { values, errors }), {
    status: result.status,
    headers: NO_STORE,
  })
}
