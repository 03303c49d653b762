import { data } from 'react-router'
import { blogArticlePath } from '#domain/content-routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { appContext } from '../../context.ts'
import { memberBySlug } from '../../features/member/load-member.ts'
import styles from '../../features/member/MemberFrame.module.css'
import { MemberFrame } from '../../features/member/MemberFrame.tsx'
import { accountMeta } from '../../forms.ts'
import type { Route } from './+types/blogs.ts'

// /nutzer/{slug}/blogs (spec 000 §2.1): the member's published blog articles, newest
// first, 20 per page (keyset: `vor` is the last article's id).

const PAGE = 20

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const member = await memberBySlug(app, params.userSlug)
  const raw = new URL(request.url).searchParams.get('vor')
  const before = raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
  const rows = await app.services.members.blogArticles(member.userId, before, PAGE)
  const page = rows.slice(0, PAGE)
  const own = app.viewer !== null && app.viewer.userId === member.userId
  // decision 036: the owner also sees their drafts (and those they co-author) here
  const drafts = own && app.viewer ? await app.services.blogs.drafts(app.viewer) : []
  return data(
    {
      member,
      own,
      drafts: drafts.map((draft) => ({
        id: draft.id,
        title: draft.title,
        editPath: `/blogs/aktion/EditArticle.html?id=${draft.id}`,
        path: blogArticlePath(draft),
        createdAt: formatLongDate(draft.createdAt),
      })),
      articles: page.map((row) => ({
        id: row.id,
        title: row.title,
        path: blogArticlePath(row),
        teaser: row.teaser,
        publishedAt: row.publishedAt ? formatLongDate(row.publishedAt) : null,
      })),
      next: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData ? `Blogs von ${loaderData.member.displayName}` : 'Blogs', matches)
}

export default function MemberBlogs({ loaderData }: Route.ComponentProps) {
  const { member, own, articles, next, drafts } = loaderData
  return (
    <MemberFrame
      member={member}
      current="blogs"
      title={own ? 'Meine Blogs' : `Blogs von ${member.displayName}`}
    >
      {own && (
        <p>
          <a href="/blogs/aktion/CreateArticle.html">Neuen Artikel schreiben</a>
        </p>
      )}
      {drafts.length > 0 && (
        <section aria-labelledby="drafts-title">
          <h2 id="drafts-title">Entwürfe</h2>
          <ul className={styles.articles} aria-label="Entwürfe">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <a href={draft.path}>{draft.title}</a>
                <p>
                  {`angelegt am ${draft.createdAt} · `}
                  <a href={draft.editPath}>bearbeiten</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {articles.length === 0 ? (
        <p className={styles.empty}>
          {own
            ? 'Du hast noch keinen Blogartikel veröffentlicht.'
            : `${member.displayName} hat noch keinen Blogartikel veröffentlicht.`}
        </p>
      ) : (
        <ul className={styles.articles} aria-label="Blogartikel">
          {articles.map((article) => (
            <li key={article.id}>
              <a href={article.path}>{article.title}</a>
              <p>
                {article.publishedAt}
                {article.teaser ? ` · ${article.teaser}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {next !== null && (
        <p className={styles.more}>
          <a href={`/nutzer/${member.slug}/blogs?vor=${next}`} rel="next">
            Ältere Artikel
          </a>
        </p>
      )}
    </MemberFrame>
  )
}
