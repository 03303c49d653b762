import { data, redirect } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { PUBLIC_CACHE, pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { FollowButton } from '../features/notifications/FollowButton.tsx'
import styles from '../ui/Article.module.css'
import type { Route } from './+types/blog-article.ts'

// /blogs/{slug}-{id}.html (spec 001 §7 BlogArticle path; issue 15): a blog article as the favorites
// flyout and a member's blog list link to it — title, author, date, picture, its text so far (the
// teaser), `Blog folgen`, and the author's other articles. A draft shows only to its creator and
// admins (spec 000 §4); another slug for the same id is redirected to the right one. Writing
// articles, comments and the blog lists are issue 19.

const FILE = /^(.+)-([1-9]\d{0,8})\.html$/

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const match = FILE.exec(params.file)
  if (!match) fail('NotFound')
  const result = await app.services.blogs.article(app.viewer, Number(match[2]))
  if (!result) fail('NotFound')
  const { article, author, more, following } = result
  const path = blogArticlePath(article)
  if (new URL(request.url).pathname !== path) throw redirect(path, 301)
  return data(
    {
      article: {
        id: article.id,
        title: article.title,
        teaser: article.teaser,
        pictureUrl: article.picture_url,
        draft: article.status === 'draft',
        date: formatLongDate(article.published_at ?? article.created_at),
      },
      author: author ? { slug: author.slug, name: author.display_name } : null,
      more: more.map((item) => ({ id: item.id, title: item.title, path: blogArticlePath(item) })),
      following,
      isMember: app.viewer !== null,
      csrf: app.session?.csrfToken ?? '',
      path,
      canonical: canonicalUrl(app.variant, path),
      productName: app.variant.productName,
    },
    {
      headers: article.status === 'draft' ? { 'Cache-Control': 'private, no-store' } : pageCacheHeaders(app),
    },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle(loaderData.article.title, loaderData.productName) },
    { name: 'description', content: loaderData.article.teaser.slice(0, 160) },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    ...(loaderData.article.draft ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, author, more, following, isMember, csrf, path } = loaderData
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.kicker}>Blog{article.draft ? ' · Entwurf' : ''}</p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {author ? (
            <>
              von <a href={`/nutzer/${author.slug}`}>{author.name}</a>
            </>
          ) : (
            'von einem ehemaligen Mitglied'
          )}
          {` · ${article.date}`}
        </p>
        {isMember ? (
          <FollowButton target="blog" id={article.id} following={following} csrf={csrf} returnTo={path} />
        ) : (
          <a
            className={styles.login}
            href={`/login.html?${new URLSearchParams({ redirectAfterProcess: path })}`}
          >
            Anmelden, um dem Blog zu folgen
          </a>
        )}
      </header>
      {article.pictureUrl && (
        <img className={styles.picture} src={article.pictureUrl} alt="" width={960} height={540} />
      )}
      <div className={styles.text}>{article.teaser}</div>
      {author && more.length > 0 && (
        <section className={styles.more} aria-labelledby="more-articles">
          <h2 id="more-articles">Weitere Artikel von {author.name}</h2>
          <ul>
            {more.map((item) => (
              <li key={item.id}>
                <a href={item.path}>{item.title}</a>
              </li>
            ))}
          </ul>
          <a href={`/nutzer/${author.slug}/blogs`}>Alle Blogartikel von {author.name}</a>
        </section>
      )}
    </article>
  )
}
