import { data } from 'react-router'
import { marketplacePath } from '#domain/content-routes.ts'
import { formatPrice } from '#domain/marketplace.ts'
import { formatLongDate } from '#domain/time.ts'
import { pageTitle } from '#domain/titles.ts'
import { appContext } from '../context.ts'
import { NO_STORE, requireMember } from '../forms.ts'
import { SectionHeader, SectionPage, sectionStyles, TeaserList } from '../ui/SectionList.tsx'
import type { Route } from './+types/marketplace-own.ts'

// /marktplatz/meine-anzeigen (decision 036): a member's own ads, open and ended, newest first.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const ads = await app.services.sections.marketplace.own(viewer)
  return data(
    {
      ads: ads.map((ad) => ({
        id: ad.id,
        title: ad.title,
        path: marketplacePath(ad),
        meta: `${formatPrice(ad.priceEuro, ad.negotiable)} · ${formatLongDate(ad.createdAt)} · ${
          ad.status === 'open' ? 'Aktiv' : 'Beendet'
        }`,
      })),
      productName: app.variant.productName,
    },
    { headers: NO_STORE },
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Meine Anzeigen', loaderData.productName) },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function MarketplaceOwn({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage>
      <SectionHeader title="Meine Anzeigen" intro="Deine Anzeigen im Marktplatz, aktive und beendete.">
        <p className={sectionStyles.filters}>
          <a className={sectionStyles.action} href="/marktplatz/anzeige-aufgeben">
            Anzeige aufgeben
          </a>
          <a href="/marktplatz">Zum Marktplatz</a>
        </p>
      </SectionHeader>
      <TeaserList
        label="Meine Anzeigen"
        empty="Du hast noch keine Anzeige aufgegeben."
        items={loaderData.ads.map((ad) => ({ key: ad.id, title: ad.title, path: ad.path, meta: ad.meta }))}
      />
    </SectionPage>
  )
}
