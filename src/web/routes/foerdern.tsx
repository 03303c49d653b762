import { appContext } from '../context.ts'
import { InfoShell } from '../features/info/InfoShell.tsx'
import { infoMeta, infoPageData } from '../features/info/load-info.ts'
import { SupportCommunity } from '../features/info/SupportCommunity.tsx'
import type { Route } from './+types/foerdern.ts'

// spec 001 §2: /foerdern, a lazily loaded route (its own chunk, fetched on navigation).

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/foerdern')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Die Community fördern',
    description: 'So unterstützt Du die Community: Fragen beantworten, Forenpate werden, Wissen teilen.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <InfoShell>
      <SupportCommunity productName={loaderData.productName} />
    </InfoShell>
  )
}
