import { data } from 'react-router'
import { teamGroups } from '#domain/team.ts'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { PUBLIC_CACHE, pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import styles from '../features/team/Team.module.css'
import type { Route } from './+types/team.ts'

// /team.html (decision 036; linked from the help page): staff, moderators and Forenpaten from the
// real role data, each with the boards they look after.

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const rows = await app.services.members.team()
  const groups = teamGroups(
    rows.map((row) => ({
      userId: row.userId,
      role: row.role,
      name: row.displayName,
      slug: row.slug,
      avatarUrl: row.avatarUrl,
      board:
        row.boardId !== null && row.boardName && row.boardSlug
          ? { id: row.boardId, name: row.boardName, slug: row.boardSlug }
          : null,
    })),
  )
  return data(
    { groups, canonical: canonicalUrl(app.variant, '/team.html'), productName: app.variant.productName },
    { headers: pageCacheHeaders(app) },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: pageTitle('Das Team', loaderData.productName) },
    {
      name: 'description',
      content: 'Wer die Community betreut: das Team, die Moderatoren und die Forenpaten.',
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1>Das Team</h1>
      <p className={styles.lead}>
        Fragen zur Plattform beantwortet die <a href="/info/hilfe">Hilfe</a>; Inhalte meldest Du über das Menü
        am Beitrag. Diese Mitglieder kümmern sich um die Community:
      </p>
      {loaderData.groups.map((group) => (
        <section key={group.role} className={styles.group} aria-labelledby={`team-${group.role}`}>
          <h2 id={`team-${group.role}`}>{group.title}</h2>
          <p className={styles.intro}>{group.intro}</p>
          {group.people.length === 0 ? (
            <p className={styles.intro}>Zurzeit niemand.</p>
          ) : (
            <ul className={styles.people}>
              {group.people.map((person) => (
                <li key={person.userId} className={styles.person}>
                  <img src={person.avatarUrl ?? '/images/avatar-default.svg'} alt="" width={48} height={48} />
                  <div>
                    <a href={`/nutzer/${person.slug}`} className={styles.name}>
                      {person.name}
                    </a>
                    <p className={styles.boards}>
                      {person.boards.length === 0 ? (
                        'alle Foren'
                      ) : (
                        <>
                          {'für '}
                          {person.boards.map((board, index) => (
                            <span key={board.id}>
                              {index > 0 ? ', ' : ''}
                              <a href={`/forum/${board.slug}-b${board.id}.html`}>{board.name}</a>
                            </span>
                          ))}
                        </>
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
