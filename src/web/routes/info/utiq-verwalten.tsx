import { appContext } from '../../context.ts'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import { UtiqManagement } from '../../features/info/UtiqManagement.tsx'
import type { Route } from './+types/utiq-verwalten.ts'

// spec 000 §2.6 / spec 001 §2: /info/utiq-verwalten

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/utiq-verwalten')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Utiq verwalten',
    description: 'Utiq-Einwilligung auf diesem Gerät prüfen und widerrufen.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <UtiqManagement productName={loaderData.productName} />
}
