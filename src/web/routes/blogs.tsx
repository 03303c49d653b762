import { data } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import { KeysetPager, SectionHeader, SectionPage, sectionStyles, TeaserList } from '../ui/SectionList.tsx'
import type { Route } from './+types/blogs.ts'

// /blogs.html and /blogs/aktion/BlogList.html (spec 000 §2.2 'Alle Blogs'): every
// published article, newest first, 20 a page by keyset (`vor`: the last shown article's id), with
// its author, date, picture and preview; members start writing from here.

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
        pictureUrl: row.pictureUrl,
        date: row.publishedAt ? formatLongDate(row.publishedAt) : null,
        author: row.author ? { name: row.author.displayName, path: `/nutzer/${row.author.slug}` } : null,
      })),
      older: hasOlder ? `${BLOGS_PATH}?vor=${articles.at(-1)?.id}` : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, BLOGS_PATH),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: 'Blogs',
    description:
      'Die Blogs der Community: Langzeittests, Umbauten, Reisen und Erfahrungen mit Auto und Motorrad.',
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first,
  })
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { articles, older, first } = loaderData
  return (
    <SectionPage>
      <SectionHeader
        title="Blogs"
        intro="Langzeittests, Umbauten, Reisen und Erfahrungen: die Blogs der Mitglieder."
      >
        <p className={sectionStyles.filters}>
          <a className={sectionStyles.action} href="/blogs/aktion/CreateArticle.html">
            Artikel schreiben
          </a>
        </p>
      </SectionHeader>
      <TeaserList
        label="Blogartikel"
        empty="Hier gibt es noch keine Blogartikel."
        items={articles.map((article) => ({
          key: article.id,
          title: article.title,
          path: article.path,
          pictureUrl: article.pictureUrl,
          meta: (
            <>
              {article.author ? (
                <a href={article.author.path}>{article.author.name}</a>
              ) : (
                'Ehemaliges Mitglied'
              )}
              {article.date ? ` · ${article.date}` : ''}
            </>
          ),
          text: article.teaser,
        }))}
      />
      <KeysetPager
        label="Blogartikel blättern"
        newest={first ? null : BLOGS_PATH}
        older={older}
        newestLabel="Neueste Artikel"
        olderLabel="Ältere Artikel"
      />
    </SectionPage>
  )
}
