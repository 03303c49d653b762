import { appContext } from '../../context.ts'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import { TermsOfUse } from '../../features/info/TermsOfUse.tsx'
import type { Route } from './+types/nutzungsbedingungen.ts'

// spec 000 §2.6 / spec 001 §2: /info/nutzungsbedingungen

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/nutzungsbedingungen')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Nutzungsbedingungen',
    description: 'Die Nutzungsbedingungen der Community.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TermsOfUse productName={loaderData.productName} />
}
