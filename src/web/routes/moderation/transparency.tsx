import { data } from 'react-router'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import {
  type Period,
  periodChoices,
  periodFromParams,
  periodRange,
  periodSlug,
} from '../../features/moderation/transparency/period.ts'
import {
  reportTables,
  transparencyCsv,
  transparencyJson,
} from '../../features/moderation/transparency/report.ts'
import {
  TransparencyPage,
  type TransparencyView,
} from '../../features/moderation/transparency/TransparencyPage.tsx'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import type { Route } from './+types/transparency.ts'

// /moderation/transparenz (DSA Art. 24, decision 021): the transparency figures of a period for
// admins; `?format=csv` and `?format=json` download them. Visitors log in first; members and
// moderators get 403 (canSeeTransparency, through the transparency service).

const FORMATS = ['csv', 'json'] as const
type Format = (typeof FORMATS)[number]

const downloadPath = (period: Period, format: Format) =>
  `/moderation/transparenz?from=${period.from}&to=${period.to}&format=${format}`

/**
 * The downloads are answered here, before the page renders: a route with a page cannot answer a
 * loader's Response as the document, but its middleware may answer instead of it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const url = new URL(request.url)
    const format = url.searchParams.get('format')
    if (format === null || request.method !== 'GET') return next()
    const app = context.get(appContext)
    const viewer = requireMember(request, app)
    if (!(FORMATS as readonly string[]).includes(format)) {
      return new Response('Dieses Format gibt es nicht (csv oder json).', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
      })
    }
    const choice = periodFromParams(url.searchParams, app.now)
    if (!choice.ok) {
      return new Response(choice.message, {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE },
      })
    }
    const { start, end } = periodRange(choice.period)
    const result = await app.services.transparency.figures(viewer, start, end)
    if (!result.ok) fail('PermissionDenied')
    const name = `transparenzbericht-${periodSlug(choice.period)}`
    const product = app.variant.productName
    if (format === 'csv') {
      return new Response(transparencyCsv(choice.period, result.figures, product), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}.csv"`,
          ...NO_STORE,
        },
      })
    }
    return new Response(JSON.stringify(transparencyJson(choice.period, result.figures, product), null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.json"`,
        ...NO_STORE,
      },
    })
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const choice = periodFromParams(new URL(request.url).searchParams, app.now)
  const choices = periodChoices(app.now)
  if (!choice.ok) {
    // the permission first: a refused period tells a member nothing either
    const allowed = await app.services.transparency.figures(viewer, app.now, app.now)
    if (!allowed.ok) fail('PermissionDenied')
    const view: TransparencyView = {
      period: null,
      error: { message: choice.message, from: choice.from, to: choice.to, code: choice.code },
      choices,
      tables: [],
      downloads: null,
    }
    return data(view, { status: 400, headers: NO_STORE })
  }
  const { start, end } = periodRange(choice.period)
  const result = await app.services.transparency.figures(viewer, start, end)
  if (!result.ok) fail('PermissionDenied')
  // a free range is offered in the list too, so the select never shows a period it does not mean
  const offered = choices.some((group) => group.periods.some((p) => p.code === choice.period.code))
  const view: TransparencyView = {
    period: choice.period,
    error: null,
    choices: offered
      ? choices
      : [
          { kind: 'custom', label: 'Gewählt', periods: [{ code: '', label: choice.period.label }] },
          ...choices,
        ],
    tables: reportTables(result.figures),
    downloads: { csv: downloadPath(choice.period, 'csv'), json: downloadPath(choice.period, 'json') },
  }
  return data(view, { headers: NO_STORE })
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Transparenzbericht', matches)
}

export default function Transparency({ loaderData }: Route.ComponentProps) {
  return <TransparencyPage view={loaderData} />
}
