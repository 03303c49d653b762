import { data, redirect } from 'react-router'
import { idFromSlug, MAGAZINE, type MagazineKind, magazinePath } from '#domain/content-routes.ts'
import { canEditMagazine } from '#domain/permissions.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { VideoEmbed } from '../features/magazine/VideoEmbed.tsx'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import styles from '../ui/Article.module.css'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { StructuredData } from '../ui/StructuredData.tsx'
import type { Route } from './+types/magazine-article.ts'

// A magazine article (decision 036): /news/{slug}-{id}.html, /videos/{slug}-{id}.html,
// /exklusiv/{slug}-{id}.html — the editors' text, a video only after consent, and the newest
// articles of the same kind. Another slug or kind for the id is redirected to the right address.

function kindOf(pathname: string): MagazineKind | null {
  const base = `/${pathname.split('/')[1]}`
  return (Object.keys(MAGAZINE) as MagazineKind[]).find((key) => MAGAZINE[key].base === base) ?? null
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const url = new URL(request.url)
  const kind = kindOf(url.pathname)
  const id = idFromSlug(params.file, '.html')
  if (kind === null || id === null) fail('NotFound')
  const result = await app.services.sections.magazine.read(app.viewer, kind, id)
  if (!result) fail('NotFound')
  const { article, author, more } = result
  const path = magazinePath(article)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return data(
    {
      article: {
        id: article.id,
        kind,
        title: article.title,
        teaser: article.teaser,
        body: article.body,
        pictureUrl: article.pictureUrl,
        videoId: article.videoId,
        date: formatLongDate(article.publishedAt),
        isoDate: article.publishedAt.toISOString(),
      },
      section: { title: MAGAZINE[kind].title, path: MAGAZINE[kind].list },
      author: author?.name ?? 'Redaktion',
      more: more.map((item) => ({ id: item.id, title: item.title, path: magazinePath(item) })),
      editPath: canEditMagazine(app.viewer) ? `/admin/magazin/${article.id}` : null,
      planned: article.publishedAt > new Date(),
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
    title: loaderData.article.title,
    description: loaderData.article.teaser,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    image: loaderData.article.pictureUrl,
    type: 'article',
  })
}

export default function MagazineArticle({ loaderData }: Route.ComponentProps) {
  const { article, section, author, more, canonical, productName } = loaderData
  return (
    <article className={styles.page}>
      <StructuredData
        data={
          article.videoId
            ? {
                '@context': 'https://schema.org',
                '@type': 'VideoObject',
                name: article.title,
                description: article.teaser,
                uploadDate: article.isoDate,
                thumbnailUrl: article.pictureUrl ? new URL(article.pictureUrl, canonical).href : undefined,
                embedUrl: `https://www.youtube-nocookie.com/embed/${article.videoId}`,
              }
            : {
                '@context': 'https://schema.org',
                '@type': 'NewsArticle',
                headline: article.title,
                description: article.teaser,
                datePublished: article.isoDate,
                mainEntityOfPage: canonical,
                author: { '@type': 'Organization', name: productName },
                publisher: { '@type': 'Organization', name: productName },
              }
        }
      />
      <header className={styles.header}>
        <p className={styles.kicker}>
          <a href={section.path}>{section.title}</a>
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {author} · {loaderData.planned ? `geplant für ${article.date}` : article.date}
        </p>
        {loaderData.editPath && (
          <a className={styles.login} href={loaderData.editPath}>
            Artikel bearbeiten
          </a>
        )}
      </header>
      {article.videoId ? (
        <VideoEmbed videoId={article.videoId} title={article.title} pictureUrl={article.pictureUrl} />
      ) : (
        article.pictureUrl && (
          <img className={styles.picture} src={article.pictureUrl} alt="" width={960} height={540} />
        )
      )}
      <p>
        <strong>{article.teaser}</strong>
      </p>
      <Paragraphs text={article.body} />
      {more.length > 0 && (
        <section className={styles.more} aria-labelledby="more-articles">
          <h2 id="more-articles">Mehr aus {section.title}</h2>
          <ul>
            {more.map((item) => (
              <li key={item.id}>
                <a href={item.path}>{item.title}</a>
              </li>
            ))}
          </ul>
          <a href={section.path}>Alle Artikel aus {section.title}</a>
        </section>
      )}
    </article>
  )
}
