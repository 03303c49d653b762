import { data } from 'react-router'
import { MOTORTEST_LIST_PATH, motortestPath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
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
import { StarRating } from '../ui/StarRating.tsx'
import type { Route } from './+types/tests.ts'

// /tests (spec 000 §1 header navigation 'Tests', the home page's 'Alle Tests'): the
// members' vehicle tests, newest first, 20 a page by keyset, filtered by manufacturer and model
// ('hersteller', 'modell': ids). The filter is a plain GET form, so it works without JavaScript.

const PAGE = 20

function testsAddress(filter: { manufacturerId: number | null; seriesId: number | null }, before?: number) {
  return listAddress(
    MOTORTEST_LIST_PATH,
    { hersteller: filter.manufacturerId, modell: filter.seriesId },
    before,
  )
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const params = new URL(request.url).searchParams
  const manufacturerId = parseId(params.get('hersteller'))
  const filter = { manufacturerId, seriesId: manufacturerId === null ? null : parseId(params.get('modell')) }
  const before = parseId(params.get('vor'))
  const { tests, hasOlder, filters } = await app.services.sections.motortests.list(filter, before, PAGE)
  const manufacturer = filters.manufacturers.find((item) => item.id === manufacturerId)
  const series = filters.series.find((item) => item.id === filter.seriesId)
  const heading = series
    ? `${manufacturer?.name} ${series.name} im Test`
    : manufacturer
      ? `${manufacturer.name} im Test`
      : 'Fahrzeugtests'
  return data(
    {
      heading,
      tests: tests.map((row) => ({
        id: row.id,
        title: row.title,
        path: motortestPath(row),
        pictureUrl: row.pictureUrl,
        rating: row.rating,
        vehicle: [row.manufacturer, row.series].filter(Boolean).join(' '),
        date: formatLongDate(row.createdAt),
        author: row.author,
        text: `${row.body.split('\n')[0]?.slice(0, 220) ?? ''}${row.body.length > 220 ? ' …' : ''}`,
      })),
      filters,
      filter,
      newest: before === null ? null : testsAddress(filter),
      older: hasOlder ? testsAddress(filter, tests.at(-1)?.id) : null,
      first: before === null,
      // a filtered list is its own landing page ('VW Golf im Test'); the canonical keeps the filter
      canonical: canonicalUrl(app.variant, testsAddress(filter)),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: loaderData.heading,
    description:
      'Fahrzeugtests von Fahrern für Fahrer: Erfahrungen, Verbrauch, Stärken und Schwächen im Alltag.',
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first && loaderData.tests.length > 0,
  })
}

export default function Tests({ loaderData }: Route.ComponentProps) {
  const { heading, tests, filters, filter, newest, older } = loaderData
  return (
    <SectionPage>
      <SectionHeader
        title={heading}
        intro="Fahrzeugtests von Fahrern für Fahrer: ehrlich, ausführlich, aus dem Alltag."
      />
      <form method="get" action={MOTORTEST_LIST_PATH} className={sectionStyles.filters} role="search">
        <FilterSelect
          label="Hersteller"
          name="hersteller"
          value={filter.manufacturerId}
          all="Alle Hersteller"
          options={filters.manufacturers.map((item) => ({ value: item.id, label: item.name }))}
        />
        {filters.series.length > 0 && (
          <FilterSelect
            label="Modell"
            name="modell"
            value={filter.seriesId}
            all="Alle Modelle"
            options={filters.series.map((item) => ({ value: item.id, label: item.name }))}
          />
        )}
        <button type="submit">Tests anzeigen</button>
      </form>
      <TeaserList
        label="Fahrzeugtests"
        empty="Zu dieser Auswahl gibt es noch keine Tests."
        items={tests.map((test) => ({
          key: test.id,
          title: test.title,
          path: test.path,
          pictureUrl: test.pictureUrl,
          meta: (
            <>
              {test.vehicle && `${test.vehicle} · `}
              {test.author?.path ? (
                <a href={test.author.path}>{test.author.name}</a>
              ) : (
                (test.author?.name ?? 'Ehemaliges Mitglied')
              )}
              {` · ${test.date}`}
            </>
          ),
          extra: <StarRating rating={test.rating} />,
          text: test.text,
        }))}
      />
      <KeysetPager
        label="Tests blättern"
        newest={newest}
        older={older}
        newestLabel="Neueste Tests"
        olderLabel="Ältere Tests"
      />
    </SectionPage>
  )
}
