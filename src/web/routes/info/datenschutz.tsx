import { appContext } from '../../context.ts'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import { PrivacyStatement } from '../../features/info/PrivacyStatement.tsx'
import type { Route } from './+types/datenschutz.ts'

// spec 000 §2.6 / spec 001 §2: /info/datenschutz

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/datenschutz')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Datenschutzerklärung',
    description: 'Welche Daten wir verarbeiten, wozu und wie lange – und welche Rechte Du hast.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PrivacyStatement productName={loaderData.productName} />
}
