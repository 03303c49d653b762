import { appContext } from '../../context.ts'
import { AdvertisingInfo } from '../../features/info/AdvertisingInfo.tsx'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import type { Route } from './+types/werbung.ts'

// spec 000 §2.6 / spec 001 §2: /info/werbung

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/werbung')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Werbung',
    description: 'Werbung in über 700 Foren: Werbeformen, Zielgruppe und Kontakt für Werbungtreibende.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdvertisingInfo productName={loaderData.productName} />
}
