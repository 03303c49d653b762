import { data } from 'react-router'
import { pageTitle } from '#domain/titles.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { PUBLIC_CACHE, pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import styles from '../features/app-page/AppPage.module.css'
import type { Route } from './+types/app-page.ts'

// /app (decision 036, the footer's 'Die App'): what the apps for iPhone and Android do, with the
// store links of the site's configuration (site-variants.json).

export function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  return data(
    {
      productName: app.variant.productName,
      stores: app.variant.apps,
      canonical: canonicalUrl(app.variant, '/app'),
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
    { title: pageTitle('Die App', loaderData.productName) },
    {
      name: 'description',
      content: `${loaderData.productName} als App für iPhone und Android: Foren lesen, antworten und Bescheid bekommen.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ]
}

const FEATURES = [
  ['Lesen und antworten', 'Alle Foren, Themen und Bilder, und Deine Antworten direkt vom Handy.'],
  ['Bescheid bekommen', 'Eine Mitteilung, sobald jemand in Deinem Thema antwortet oder Dir schreibt.'],
  ['Bilder hochladen', 'Fotos vom Schaden oder vom Umbau direkt aus der Kamera in Deinen Beitrag.'],
  ['Dein Konto', 'Nachrichten, abonnierte Themen und Einstellungen wie auf der Website.'],
] as const

export default function AppPage({ loaderData }: Route.ComponentProps) {
  const { productName, stores } = loaderData
  return (
    <div className={styles.page}>
      <h1>Die {productName} App</h1>
      <p className={styles.lead}>
        Die Community für unterwegs: kostenlos für iPhone und Android, mit Deinem bestehenden Konto.
      </p>
      <ul className={styles.features}>
        {FEATURES.map(([title, text]) => (
          <li key={title}>
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.stores}>
        <a href={stores.appStore} rel="noopener" className={styles.store}>
          Im App Store laden
        </a>
        <a href={stores.googlePlay} rel="noopener" className={styles.store}>
          Bei Google Play laden
        </a>
      </p>
      <p className={styles.note}>
        Lieber im Browser? Die Website funktioniert auf jedem Handy genauso, auch ohne App.
      </p>
    </div>
  )
}
