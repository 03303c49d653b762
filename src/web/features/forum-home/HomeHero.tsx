import { formatNumber } from '#domain/numbers.ts'
import type { PlatformIntel } from '#graphql/operations/types.ts'
import styles from './HomeHero.module.css'

/** Home hero: the totals of spec 000 §1 and the search box (GET /suche.html, spec 000 §2.2). */
export function HomeHero({ intel }: { intel: PlatformIntel }) {
  return (
    <section className={styles.hero} aria-labelledby="home-headline">
      <h1 id="home-headline" className={styles.headline}>
        Europas größte Auto- und Motor-Community
      </h1>
      <p className={styles.totals}>
        {formatNumber(intel.totalNumberOfPosts)} Beiträge · {formatNumber(intel.totalNumberOfVehicleTests)}{' '}
        Fahrzeugtests · {formatNumber(intel.totalNumberOfBlogArticles)} Blogartikel
      </p>
      <form className={styles.search} method="get" action="/suche.html" role="search">
        <input type="hidden" name="search" value="true" />
        <label htmlFor="home-search" className="visually-hidden">
          Suchbegriff
        </label>
        <input id="home-search" name="se" type="search" placeholder="Wonach suchst Du?" />
        <button type="submit">Suchen</button>
      </form>
    </section>
  )
}
