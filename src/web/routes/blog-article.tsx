import { data, redirect } from 'react-router'
import { articlePreview, articleText, ratingSummary } from '#domain/blogs.ts'
import { blogArticlePath } from '#domain/content-routes.ts'
import { boardPath } from '#domain/routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl, OWN_HOSTS } from '#domain/variants.ts'
import { AUTHOR_ONLY_NOTE } from '#domain/visibility.ts'
import { PUBLIC_CACHE, pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { type AppContext, appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { Comments, commentResult } from '../features/comments/Comments.tsx'
import { commentAction } from '../features/comments/comment-action.ts'
import { commentsData } from '../features/comments/comment-view.ts'
import { Rating, rateResult } from '../features/comments/Rating.tsx'
import { rateAction } from '../features/comments/rate-action.ts'
import { FollowButton } from '../features/notifications/FollowButton.tsx'
import { commentReportMenu, ReportMenu } from '../features/report/ReportMenu.tsx'
import { checkedForm } from '../form-parser.ts'
import { sectionMeta } from '../section-page.ts'
import styles from '../ui/Article.module.css'
import { PostText } from '../ui/PostText.tsx'
import { StructuredData } from '../ui/StructuredData.tsx'
import type { Route } from './+types/blog-article.ts'

// /blogs/{slug}-{id}.html (spec 001 §7 BlogArticle path): a blog article as the favorites
// flyout and a member's blog list link to it — title, authors, date, picture, its text, keywords
// and forum, `Blog folgen`, the comments (decision 036) and the author's other articles. A draft shows
// only to its creator, co-authors and admins (spec 000 §4); another slug for the same id is
// redirected to the right one.

const FILE = /^(.+)-([1-9]\d{0,8})\.html$/

async function findArticle(file: string, request: Request, app: AppContext) {
  const match = FILE.exec(file)
  if (!match) fail('NotFound')
  const result = await app.services.blogs.article(app.viewer, Number(match[2]))
  if (!result) fail('NotFound')
  const path = blogArticlePath(result.article)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return { ...result, path }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { article, author, more, following, coauthors, mayEdit, path } = await findArticle(
    params.file,
    request,
    app,
  )
  const comments = await app.services.sections.comments.of(app.viewer, 'blog', article.id)
  const rating = comments ? await app.services.sections.blogRating.of(app.viewer, comments.host) : null
  const text = articleText(article.body) || article.teaser
  return data(
    {
      article: {
        id: article.id,
        title: article.title,
        teaser: article.teaser,
        text,
        keywords: article.keywords,
        board:
          article.boardId && article.boardSlug
            ? {
                name: article.boardName ?? '',
                path: boardPath({ id: article.boardId, slug: article.boardSlug }),
              }
            : null,
        pictureUrl: article.pictureUrl,
        draft: article.status === 'draft',
        hidden: article.hiddenAt !== null,
        authorId: article.authorId,
        date: formatLongDate(article.publishedAt ?? article.createdAt),
        isoDate: (article.publishedAt ?? article.createdAt).toISOString(),
      },
      coauthors: coauthors.map((person) => ({ name: person.displayName, path: `/nutzer/${person.slug}` })),
      editPath: mayEdit ? `/blogs/aktion/EditArticle.html?id=${article.id}` : null,
      comments: commentsData(request, {
        comments: comments?.comments ?? [],
        enabled: comments?.enabled ?? false,
        quotesEnabled: comments?.quotesEnabled ?? false,
        isMember: app.viewer !== null,
        host: { author: author?.displayName ?? 'Ehemaliges Mitglied', text: articlePreview(article.body) },
      }),
      rating: rating && {
        summary: ratingSummary(rating),
        average: rating.average,
        count: rating.count,
        own: rating.own,
        mayRate: rating.mayRate,
        isOwner: rating.isOwner,
      },
      author: author ? { slug: author.slug, name: author.displayName } : null,
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

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { article, path } = await findArticle(params.file, request, app)
  const checked = await checkedForm(request, app)
  if (checked.form.get('intent') === 'rate') return rateAction(checked, app, article.id, path)
  return commentAction(checked, app, { type: 'blog', id: article.id }, path)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    ...sectionMeta({
      title: loaderData.article.title,
      description: loaderData.article.teaser,
      canonical: loaderData.canonical,
      productName: loaderData.productName,
      image: loaderData.article.pictureUrl,
      type: 'article',
    }),
    ...(loaderData.article.draft ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function BlogArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, author, more, following, isMember, csrf, path, coauthors, editPath, canonical } =
    loaderData
  return (
    <article className={styles.page}>
      {!article.draft && (
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: article.title,
            datePublished: article.isoDate,
            mainEntityOfPage: canonical,
            keywords: article.keywords.join(', ') || undefined,
            author: { '@type': 'Person', name: author?.name ?? 'Ehemaliges Mitglied' },
          }}
        />
      )}
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
          {coauthors.map((person) => (
            <span key={person.path}>
              {', '}
              <a href={person.path}>{person.name}</a>
            </span>
          ))}
          {` · ${article.date}`}
        </p>
        {editPath && (
          <a className={styles.login} href={editPath}>
            Artikel bearbeiten
          </a>
        )}
        {!article.draft && (
          <ReportMenu category="blogs" target={article.id} ownerId={article.authorId} placement="thread" />
        )}
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
      {article.hidden && (
        <p className={styles.banner} role="status">
          Die Moderation hat diesen Artikel ausgeblendet. {AUTHOR_ONLY_NOTE}
        </p>
      )}
      {article.pictureUrl && (
        <img className={styles.picture} src={article.pictureUrl} alt="" width={960} height={540} />
      )}
      {/* the article form takes the posts' markup ([b], [url], lists …): shown as a post's text is */}
      <PostText source={article.text} referrer={path} ownHosts={OWN_HOSTS} />
      {(article.keywords.length > 0 || article.board) && (
        <p className={styles.meta}>
          {article.keywords.length > 0 && `Stichwörter: ${article.keywords.join(', ')}`}
          {article.keywords.length > 0 && article.board && ' · '}
          {article.board && (
            <>
              Forum: <a href={article.board.path}>{article.board.name}</a>
            </>
          )}
        </p>
      )}
      {loaderData.rating && (
        <Rating
          rating={loaderData.rating}
          isMember={isMember}
          csrf={csrf}
          loginPath={`/login.html?${new URLSearchParams({ redirectAfterProcess: path })}`}
          result={rateResult(actionData)}
        />
      )}
      {loaderData.comments.quotes && (
        <p className={styles.meta}>
          <a href={`${path}?zitat=artikel#kommentar-schreiben`}>Artikel im Kommentar zitieren</a>
        </p>
      )}
      {!article.draft && (
        <Comments
          comments={loaderData.comments.comments}
          enabled={loaderData.comments.enabled}
          quotes={loaderData.comments.quotes}
          prefill={loaderData.comments.prefill}
          isMember={isMember}
          loginPath={`/login.html?${new URLSearchParams({ redirectAfterProcess: path })}`}
          csrf={csrf}
          result={commentResult(actionData)}
          reportMenu={commentReportMenu('blogs')}
          path={path}
        />
      )}
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
