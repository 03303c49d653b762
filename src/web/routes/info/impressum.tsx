import { appContext } from '../../context.ts'
import { LegalNotice } from '../../features/info/LegalNotice.tsx'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import type { Route } from './+types/impressum.ts'

// spec 000 §2.6 / spec 001 §2: /info/impressum

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/impressum')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Impressum',
    description: 'Anbieterkennzeichnung, Kontakt und Support-Zeiten.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalNotice productName={loaderData.productName} />
}
