import { data } from 'react-router'
import { MAGAZINE, magazinePath } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { formatLongDate } from '#domain/time.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { AdminShell, adminStyles as styles } from '../../features/admin/AdminShell.tsx'
import { requireStaff } from '../../features/admin/guard.ts'
import { accountMeta, NO_STORE } from '../../forms.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { KeysetPager } from '../../ui/SectionList.tsx'
import type { Route } from './+types/magazine.ts'

// /admin/magazin (decision 036): the magazine's articles for the staff who write them — published and
// planned, newest first, each with its editor; `Neuer Artikel` opens the empty form.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireStaff(request, app)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const list = await app.services.sections.magazineWriting.list(viewer, before)
  if (!list.ok) fail('PermissionDenied')
  const last = list.articles.at(-1)
  return data(
    {
      articles: list.articles.map((article) => ({
        id: article.id,
        title: article.title,
        section: MAGAZINE[article.kind].title,
        date: formatLongDate(article.publishedAt),
        planned: article.publishedAt > list.now,
        path: magazinePath(article),
      })),
      newer: before === null ? null : '/admin/magazin',
      older: list.hasOlder && last ? `/admin/magazin?vor=${last.id}` : null,
    },
    { headers: NO_STORE },
  )
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Magazin', matches)
}

export default function AdminMagazine({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Magazin" current="/admin/magazin">
      <p>
        <a className={buttonClass('primary', 'small')} href="/admin/magazin/neu">
          Neuer Artikel
        </a>
      </p>
      {loaderData.articles.length === 0 ? (
        <p className={styles.muted}>Noch keine Magazinartikel.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Titel</th>
                <th>Rubrik</th>
                <th>Veröffentlichung</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {loaderData.articles.map((article) => (
                <tr key={article.id}>
                  <td>
                    <a href={article.path}>{article.title}</a>
                  </td>
                  <td>{article.section}</td>
                  <td>{article.planned ? `geplant: ${article.date}` : article.date}</td>
                  <td>
                    <a href={`/admin/magazin/${article.id}`} aria-label={`„${article.title}“ bearbeiten`}>
                      Bearbeiten
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <KeysetPager label="Seiten des Magazins" newest={loaderData.newer} older={loaderData.older} />
    </AdminShell>
  )
}
