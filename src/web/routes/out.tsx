import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { loadOutbound } from '../features/outbound/load-outbound.ts'
import { OutboundNotice } from '../features/outbound/OutboundNotice.tsx'
import type { Route } from './+types/out.ts'

// spec 001 §2: /out?target=..&referrer=.. , the outbound-link warning page.

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOutbound(context.get(appContext), request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle(`Du verlässt ${loaderData.productName}`, loaderData.productName) },
    { name: 'robots', content: 'noindex, nofollow' },
    { name: 'referrer', content: 'no-referrer' },
  ]
}

export default function Outbound({ loaderData }: Route.ComponentProps) {
  return <OutboundNotice {...loaderData} />
}
