import { data, redirect } from 'react-router'
import { boardFaqPath, faqPath, idFromSlug } from '#domain/content-routes.ts'
import { boardPath } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import { SectionHeader, SectionPage, TeaserList } from '../ui/SectionList.tsx'
import type { Route } from './+types/faq-board.ts'

// /faq/forum/{board}-{id}.html (decision 036; 'Alle Beiträge' under the board sidebar's FAQ): every
// FAQ article of a board in its order, with the start of each.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = idFromSlug(params.file, '.html')
  if (id === null) fail('NotFound')
  const result = await app.services.sections.faq.ofBoard(id)
  if (!result) fail('NotFound')
  const { board, faqs } = result
  const path = boardFaqPath(board)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return data(
    {
      board: { name: board.name, path: boardPath(board) },
      faqs: faqs.map((item) => ({
        id: item.id,
        title: item.title,
        path: faqPath(item),
        text: item.body.split('\n')[0] ?? '',
      })),
      canonical: canonicalUrl(app.variant, path),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: `FAQ: ${loaderData.board.name}`,
    description: `Antworten auf die häufigsten Fragen im ${loaderData.board.name}.`,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.faqs.length > 0,
  })
}

export default function FaqBoard({ loaderData }: Route.ComponentProps) {
  const { board, faqs } = loaderData
  return (
    <SectionPage>
      <SectionHeader
        title={`FAQ: ${board.name}`}
        intro="Antworten auf die Fragen, die im Forum am häufigsten gestellt werden."
      >
        <p>
          <a href={board.path}>Zurück zum Forum {board.name}</a>
        </p>
      </SectionHeader>
      <TeaserList
        label="FAQ-Artikel"
        empty="Zu diesem Forum gibt es noch keine FAQ."
        items={faqs.map((item) => ({
          key: item.id,
          title: item.title,
          path: item.path,
          meta: 'FAQ',
          text: item.text,
        }))}
      />
    </SectionPage>
  )
}
