import { appContext } from '../../context.ts'
import { HelpPage } from '../../features/info/HelpPage.tsx'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import type { Route } from './+types/hilfe.ts'

// spec 000 §2.6 / spec 001 §2: /info/hilfe

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/hilfe')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Hilfe & FAQ',
    description: 'Antworten auf häufige Fragen: Registrierung, Profil, Forum, Blogs, Tests und Nachrichten.',
    noindex: true,
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HelpPage productName={loaderData.productName} />
}
