import { appContext } from '../../context.ts'
import { BehaviouralAdvertising } from '../../features/info/BehaviouralAdvertising.tsx'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import type { Route } from './+types/nutzungsbasierte-online-werbung.ts'

// spec 000 §2.6 / spec 001 §2: /info/nutzungsbasierte-online-werbung

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/nutzungsbasierte-online-werbung')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Nutzungsbasierte Online-Werbung',
    description: 'Wie nutzungsbasierte Werbung funktioniert und wie Du darüber entscheidest.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BehaviouralAdvertising productName={loaderData.productName} />
}
