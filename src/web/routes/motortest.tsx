import { data, redirect } from 'react-router'
import { idFromSlug, MOTORTEST_LIST_PATH, motortestPath } from '#domain/content-routes.ts'
import { formatKilometres } from '#domain/marketplace.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { AUTHOR_ONLY_NOTE } from '#domain/visibility.ts'
import { pageCacheHeaders } from '../cache.ts'
import { pagePathname } from '../canonical.ts'
import { type AppContext, appContext } from '../context.ts'
import { fail } from '../errors.ts'
import { Comments, commentResult } from '../features/comments/Comments.tsx'
import { commentAction } from '../features/comments/comment-action.ts'
import { commentsData } from '../features/comments/comment-view.ts'
import { commentReportMenu, ReportMenu } from '../features/report/ReportMenu.tsx'
import { checkedForm } from '../form-parser.ts'
import { loginPath } from '../forms.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import styles from '../ui/Article.module.css'
import { Paragraphs } from '../ui/Paragraphs.tsx'
import { ratingPercent } from '../ui/rating.ts'
import { StarRating } from '../ui/StarRating.tsx'
import { StructuredData } from '../ui/StructuredData.tsx'
import type { Route } from './+types/motortest.ts'

// /tests/{slug}-{id} (spec 001 §7: tests → /tests/{slug}): one vehicle test — the
// review, its rating on the scale of 50 shown as a percentage (spec 001 §3), pros and cons, the
// vehicle's data and the comments. Another slug for the same id is redirected to the right one.

async function findTest(params: Route.LoaderArgs['params'], request: Request, app: AppContext) {
  const id = idFromSlug(params.file, '')
  if (id === null) fail('NotFound')
  const result = await app.services.sections.motortests.read(app.viewer, id)
  if (!result) fail('NotFound')
  const path = motortestPath(result.test)
  if (pagePathname(request) !== path) throw redirect(path, 301)
  return { ...result, path }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const { test, author, comments, commentsEnabled, mayEdit, path } = await findTest(params, request, app)
  const vehicle = [test.manufacturer, test.series].filter(Boolean).join(' ')
  return data(
    {
      test: {
        id: test.id,
        title: test.title,
        body: test.body,
        pictureUrl: test.pictureUrl,
        rating: test.rating,
        percent: ratingPercent(test.rating),
        pros: test.pros,
        cons: test.cons,
        date: formatLongDate(test.createdAt),
        isoDate: test.createdAt.toISOString(),
        authorId: test.authorId,
        hidden: test.hiddenAt !== null,
      },
      vehicle,
      facts: [
        ['Hersteller', test.manufacturer],
        ['Modell', test.series],
        ['Variante', test.model],
        ['Baujahr', test.modelYear?.toString()],
        ['Leistung', test.powerPs ? `${test.powerPs} PS` : null],
        ['Kilometerstand', test.mileageKm !== null ? formatKilometres(test.mileageKm) : null],
        ['Kraftstoff', test.fuel],
      ].filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1] !== ''),
      moreOfVehicle:
        test.manufacturerId !== null
          ? `${MOTORTEST_LIST_PATH}?hersteller=${test.manufacturerId}${test.seriesId ? `&modell=${test.seriesId}` : ''}`
          : null,
      author,
      editPath: mayEdit ? `/tests/bearbeiten/${test.id}` : null,
      comments: commentsData(request, {
        comments,
        enabled: commentsEnabled,
        quotesEnabled: true,
        isMember: app.viewer !== null,
        host: { author: author?.name ?? 'Ehemaliges Mitglied', text: test.body },
      }),
      isMember: app.viewer !== null,
      csrf: app.session?.csrfToken ?? '',
      path,
      canonical: canonicalUrl(app.variant, path),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  const { test, path } = await findTest(params, request, app)
  return commentAction(await checkedForm(request, app), app, { type: 'test', id: test.id }, path)
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: loaderData.test.title,
    description: loaderData.test.body,
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    image: loaderData.test.pictureUrl,
    type: 'article',
  })
}

export default function Motortest({ loaderData, actionData }: Route.ComponentProps) {
  const { test, vehicle, facts, moreOfVehicle, author, editPath, comments, isMember, csrf, path, canonical } =
    loaderData
  return (
    <article className={styles.page}>
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'Review',
          name: test.title,
          url: canonical,
          datePublished: test.isoDate,
          reviewBody: test.body,
          author: { '@type': 'Person', name: author?.name ?? 'Ehemaliges Mitglied' },
          itemReviewed: { '@type': 'Car', name: vehicle || test.title },
          reviewRating: { '@type': 'Rating', ratingValue: test.rating, bestRating: 50, worstRating: 0 },
        }}
      />
      <header className={styles.header}>
        <p className={styles.kicker}>Fahrzeugtest{vehicle ? ` · ${vehicle}` : ''}</p>
        <h1 className={styles.title}>{test.title}</h1>
        <p className={styles.meta}>
          {author?.path ? (
            <>
              von <a href={author.path}>{author.name}</a>
            </>
          ) : (
            `von ${author?.name ?? 'einem ehemaligen Mitglied'}`
          )}
          {` · ${test.date}`}
        </p>
        <p className={styles.rating}>
          <StarRating rating={test.rating} />
          <span>Bewertung: {test.percent} %</span>
        </p>
        {editPath && (
          <a className={styles.login} href={editPath}>
            Test bearbeiten
          </a>
        )}
        <ReportMenu category="tests" target={test.id} ownerId={test.authorId} placement="thread" />
      </header>
      {test.hidden && (
        <p className={styles.banner} role="status">
          Die Moderation hat diesen Test ausgeblendet. {AUTHOR_ONLY_NOTE}
        </p>
      )}
      {test.pictureUrl && (
        <img className={styles.picture} src={test.pictureUrl} alt="" width={960} height={540} />
      )}
      {facts.length > 0 && (
        <dl className={styles.facts} aria-label="Fahrzeugdaten">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Paragraphs text={test.body} />
      {(test.pros.length > 0 || test.cons.length > 0) && (
        <div className={styles.verdict}>
          <section aria-labelledby="pros">
            <h2 id="pros">Stärken</h2>
            <ul>
              {test.pros.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="cons">
            <h2 id="cons">Schwächen</h2>
            <ul>
              {test.cons.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
      )}
      {moreOfVehicle && (
        <p>
          <a href={moreOfVehicle}>Weitere Tests zum {vehicle}</a>
        </p>
      )}
      <Comments
        comments={comments.comments}
        enabled={comments.enabled}
        quotes={comments.quotes}
        prefill={comments.prefill}
        isMember={isMember}
        loginPath={loginPath(path)}
        csrf={csrf}
        result={commentResult(actionData)}
        reportMenu={commentReportMenu('tests')}
        path={path}
      />
    </article>
  )
}
