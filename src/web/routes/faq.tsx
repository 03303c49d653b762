import { data, redirect } from 'react-router'
import { boardFaqPath, faqPath, idFromSlug } from '#domain/content-routes.ts'
import { boardPath } from '#domain/routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import styles from '../ui/Article.module.css'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { StructuredData } from '../ui/StructuredData.tsx'
import type { Route } from './+types/faq.ts'

// /faq/{slug}-{id}.html (decision 036; the board sidebar's FAQ teasers link here): one FAQ article of
// a board, with the board's other FAQ articles and the way back to the board.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const id = idFromSlug(params.file, '.html')
  if (id === null) fail('NotFound')
  const result = await app.services.sections.faq.read(id)
  if (!result) fail('NotFound')
  const { faq, board, others } = result
  const path = faqPath(faq)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return data(
    {
      faq: {
        title: faq.title,
        body: faq.body,
        date: formatLongDate(faq.createdAt),
        isoDate: faq.createdAt.toISOString(),
      },
      board: { name: board.name, path: boardPath(board), faqPath: boardFaqPath(board) },
      others: others.map((item) => ({ id: item.id, title: item.title, path: faqPath(item) })),
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
    title: loaderData.faq.title,
    description: loaderData.faq.body || loaderData.faq.title,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    type: 'article',
  })
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { faq, board, others, canonical, productName } = loaderData
  return (
    <article className={styles.page}>
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: faq.title,
          datePublished: faq.isoDate,
          mainEntityOfPage: canonical,
          author: { '@type': 'Organization', name: productName },
        }}
      />
      <header className={styles.header}>
        <p className={styles.kicker}>
          <a href={board.faqPath}>FAQ · {board.name}</a>
        </p>
        <h1 className={styles.title}>{faq.title}</h1>
        <p className={styles.meta}>Stand: {faq.date}</p>
      </header>
      <Paragraphs text={faq.body} />
      <section className={styles.more} aria-labelledby="more-faq">
        <h2 id="more-faq">Weitere FAQ im {board.name}</h2>
        {others.length > 0 && (
          <ul>
            {others.map((item) => (
              <li key={item.id}>
                <a href={item.path}>{item.title}</a>
              </li>
            ))}
          </ul>
        )}
        <a href={board.path}>Zum Forum {board.name}</a>
      </section>
    </article>
  )
}
