import { data } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { formatLongDate } from '#domain/time.ts'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { PUBLIC_CACHE, pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import styles from '../features/blogs/BlogList.module.css'
import type { Route } from './+types/blogs.ts'

// /blogs.html and /blogs/aktion/BlogList.html (issue 19, spec 000 §2.2 'Alle Blogs'): every
// published article, newest first, 20 a page by keyset (`vor`: the last shown article's id), with
// its author, date, picture and teaser. Writing articles is a later step of issue 19.

const PAGE = 20
const BLOGS_PATH = '/blogs.html'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const { articles, hasOlder } = await app.services.blogs.latest(before, PAGE)
  return data(
    {
      articles: articles.map((row) => ({
        id: row.id,
        title: row.title,
        path: blogArticlePath(row),
        teaser: row.teaser,
        pictureUrl: row.picture_url,
        date: row.published_at ? formatLongDate(row.published_at) : null,
        author: row.author ? { name: row.author.display_name, path: `/nutzer/${row.author.slug}` } : null,
      })),
      older: hasOlder ? `${BLOGS_PATH}?vor=${articles.at(-1)?.id}` : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, BLOGS_PATH),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Blogs', loaderData.productName) },
    {
      name: 'description',
      content:
        'Die Blogs der Community: Langzeittests, Umbauten, Reisen und Erfahrungen mit Auto und Motorrad.',
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    // an older page is reachable, not a landing page of its own
    ...(loaderData.first ? [] : [{ name: 'robots', content: 'noindex,follow' }]),
  ]
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { articles, older, first } = loaderData
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Blogs</h1>
        <p>Langzeittests, Umbauten, Reisen und Erfahrungen: die Blogs der Mitglieder.</p>
      </header>
      {articles.length === 0 ? (
        <p className={styles.empty}>Hier gibt es noch keine Blogartikel.</p>
      ) : (
        <ul className={styles.list} aria-label="Blogartikel">
          {articles.map((article) => (
            <li key={article.id} className={styles.item}>
              {article.pictureUrl && (
                <img
                  className={styles.picture}
                  src={article.pictureUrl}
                  alt=""
                  width={160}
                  height={90}
                  loading="lazy"
                />
              )}
              <div className={styles.body}>
                <h2>
                  <a href={article.path}>{article.title}</a>
                </h2>
                <p className={styles.meta}>
                  {article.author ? (
                    <a href={article.author.path}>{article.author.name}</a>
                  ) : (
                    'Ehemaliges Mitglied'
                  )}
                  {article.date ? ` · ${article.date}` : ''}
                </p>
                {article.teaser && <p className={styles.teaser}>{article.teaser}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      <nav className={styles.pager} aria-label="Blogartikel blättern">
        {!first && <a href={BLOGS_PATH}>Neueste Artikel</a>}
        {older && (
          <a href={older} rel="next">
            Ältere Artikel
          </a>
        )}
      </nav>
    </div>
  )
}
