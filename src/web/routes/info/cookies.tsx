import { appContext } from '../../context.ts'
import { CookieStatement } from '../../features/info/CookieStatement.tsx'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import type { Route } from './+types/cookies.ts'

// spec 000 §2.6 / spec 001 §2: /info/cookies

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/cookies')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Cookies',
    description:
      'Welche Cookies wir verwenden, wie lange sie gespeichert werden und wie Du Deine Einstellungen änderst.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CookieStatement productName={loaderData.productName} />
}
