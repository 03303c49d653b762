import { appContext } from '../../context.ts'
import { infoMeta, infoPageData } from '../../features/info/load-info.ts'
import { PostingRules } from '../../features/info/PostingRules.tsx'
import type { Route } from './+types/beitragsregeln.ts'

// spec 000 §2.6 / spec 001 §2: /info/beitragsregeln

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/info/beitragsregeln')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Beitragsregeln',
    description:
      'Die Regeln der Community: ein Profil pro Person, beim Thema bleiben, kein Spam, keine KI-Beiträge.',
  })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PostingRules productName={loaderData.productName} />
}
