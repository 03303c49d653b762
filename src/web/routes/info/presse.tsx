import { appContext } from '../../context.ts'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import { PressInfo } from '../../features/info/PressInfo.tsx'
import type { Route } from './+types/presse.ts'

// spec 000 §2.6 / spec 001 §2: /info/presse

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/presse')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Über uns & Presse',
    description: 'Über die Community, Zahlen und Fakten, Pressekontakt.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PressInfo productName={loaderData.productName} />
}
