import { data } from 'react-router'
import { MARKETPLACE_PATH, marketplacePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { AD_KINDS, type AdKind, formatKilometres, formatPrice, isAdKind } from '#domain/marketplace.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import { listAddress, sectionHeaders, sectionMeta } from '../section-page.ts'
import {
  FilterSelect,
  KeysetPager,
  SectionHeader,
  SectionPage,
  sectionStyles,
  TeaserList,
} from '../ui/SectionList.tsx'
import type { Route } from './+types/marketplace.ts'

// /marktplatz (spec 000 §1 header navigation 'Marktplatz'): the open classified ads for
// vehicles and parts, newest first, 20 a page by keyset, filtered by kind ('art') and brand
// ('marke'). Members place ads from here and find their own under 'Meine Anzeigen'.

const PAGE = 20

function adsAddress(filter: { kind: AdKind | null; manufacturerId: number | null }, before?: number) {
  return listAddress(MARKETPLACE_PATH, { art: filter.kind, marke: filter.manufacturerId }, before)
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const params = new URL(request.url).searchParams
  const kind = params.get('art')
  const filter = { kind: isAdKind(kind) ? kind : null, manufacturerId: parseId(params.get('marke')) }
  const before = parseId(params.get('vor'))
  const { ads, hasOlder, manufacturers } = await app.services.sections.marketplace.list(filter, before, PAGE)
  return data(
    {
      ads: ads.map((ad) => ({
        id: ad.id,
        title: ad.title,
        path: marketplacePath(ad),
        price: formatPrice(ad.priceEuro, ad.negotiable),
        facts: [
          AD_KINDS.find((item) => item.value === ad.kind)?.label,
          ad.modelYear ? `Bj. ${ad.modelYear}` : null,
          ad.mileageKm !== null ? formatKilometres(ad.mileageKm) : null,
          `${ad.postcode} ${ad.city}`,
          formatLongDate(ad.createdAt),
        ]
          .filter(Boolean)
          .join(' · '),
      })),
      manufacturers,
      filter,
      isMember: app.viewer !== null,
      newest: before === null ? null : adsAddress(filter),
      older: hasOlder ? adsAddress(filter, ads.at(-1)?.id) : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, adsAddress(filter)),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: 'Marktplatz',
    description: 'Gebrauchtwagen, Motorräder, Teile und Zubehör von Mitgliedern für Mitglieder.',
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first && loaderData.ads.length > 0,
  })
}

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  const { ads, manufacturers, filter, isMember, newest, older } = loaderData
  return (
    <SectionPage>
      <SectionHeader title="Marktplatz" intro="Fahrzeuge, Teile und Zubehör von Mitgliedern für Mitglieder.">
        <p className={sectionStyles.filters}>
          <a className={sectionStyles.action} href="/marktplatz/anzeige-aufgeben">
            Anzeige aufgeben
          </a>
          {isMember && <a href="/marktplatz/meine-anzeigen">Meine Anzeigen</a>}
        </p>
      </SectionHeader>
      <form method="get" action={MARKETPLACE_PATH} className={sectionStyles.filters} role="search">
        <FilterSelect
          label="Art"
          name="art"
          value={filter.kind}
          all="Alles"
          options={AD_KINDS.map((kind) => ({ value: kind.value, label: kind.label }))}
        />
        <FilterSelect
          label="Marke"
          name="marke"
          value={filter.manufacturerId}
          all="Alle Marken"
          options={manufacturers.map((item) => ({ value: item.id, label: item.name }))}
        />
        <button type="submit">Anzeigen filtern</button>
      </form>
      <TeaserList
        label="Anzeigen"
        empty="Zu dieser Auswahl gibt es gerade keine Anzeigen."
        items={ads.map((ad) => ({
          key: ad.id,
          title: ad.title,
          path: ad.path,
          meta: ad.facts,
          extra: (
            <p>
              <strong>{ad.price}</strong>
            </p>
          ),
        }))}
      />
      <KeysetPager
        label="Anzeigen blättern"
        newest={newest}
        older={older}
        newestLabel="Neueste Anzeigen"
        olderLabel="Ältere Anzeigen"
      />
    </SectionPage>
  )
}
