import { appContext } from '../context.ts'
import { InfoShell } from '../features/info/InfoShell.tsx'
import { infoMeta, infoPageData } from '../features/info/load-info.ts'
import { RescueCard } from '../features/info/RescueCard.tsx'
import type { Route } from './+types/rettungskarte.ts'

// spec 001 §2: /rettungskarte, a lazily loaded route (its own chunk, fetched on navigation).

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/rettungskarte')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Rettungskarte',
    description: 'Was auf der Rettungskarte steht, wohin sie gehört und woher Du sie bekommst.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <InfoShell>
      <RescueCard productName={loaderData.productName} />
    </InfoShell>
  )
}
