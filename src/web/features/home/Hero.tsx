import { HERO_IMAGE_WIDTHS } from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import { startThreadAction } from '#domain/start-thread.ts'
import type { PlatformIntel } from '#graphql/operations/types.ts'
import { Button } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import styles from './Hero.module.css'

const srcSet = (format: 'webp' | 'jpg') =>
  HERO_IMAGE_WIDTHS.map((width) => `/images/hero/hero-${width}.${format} ${width}w`).join(', ')

interface HeroProps {
  intel: PlatformIntel
  onlineCount: number
  isLoggedIn: boolean
}

/**
 * The home hero (spec 000 §1, §2.2, §9): the banner at 480–1600 px widths, the totals, the
 * search box (GET /suche.html?search=true&se=…) and 'Stell Deine Frage'.
 */
export function Hero({ intel, onlineCount, isLoggedIn }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-headline">
      <picture className={styles.picture}>
        <source type="image/webp" srcSet={srcSet('webp')} sizes="(max-width: 1180px) 100vw, 1180px" />
        <img
          src="/images/hero/hero-1000.jpg"
          srcSet={srcSet('jpg')}
          sizes="(max-width: 1180px) 100vw, 1180px"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={styles.content}>
        <h1 id="home-headline" className={styles.headline}>
          Europas größte Auto- und Motor-Community
        </h1>
        <p className={styles.totals}>
          <span>
            <strong>{formatNumber(intel.totalNumberOfPosts)}</strong> Beiträge
          </span>
          <span>
            <strong>{formatNumber(intel.totalNumberOfVehicleTests)}</strong> Fahrzeugtests
          </span>
          <span>
            <strong>{formatNumber(intel.totalNumberOfBlogArticles)}</strong> Blogartikel
          </span>
          <span>
            <strong>{formatNumber(onlineCount)}</strong> Mitglieder online
          </span>
        </p>
        <form
          className={styles.search}
          method="get"
          action="/suche.html"
          role="search"
          aria-label="Community durchsuchen"
        >
          <input type="hidden" name="search" value="true" />
          <label htmlFor="home-search" className="visually-hidden">
            Suchbegriff
          </label>
          <input
            id="home-search"
            name="se"
            type="search"
            required
            placeholder="Wonach suchst Du? Z. B. Golf 7 Zahnriemen"
            enterKeyHint="search"
          />
          {/* small: beside the field it takes the field's height, and stays beside it on a phone */}
          <Button size="small">
            <Icon name="search" size={18} />
            <span className={styles.searchLabel}>Suchen</span>
          </Button>
        </form>
        <div className={styles.ask}>
          <p>Noch keine Antwort gefunden? Stell Deine Frage – die Community hilft Dir weiter.</p>
          <form method="post" action={startThreadAction(isLoggedIn)}>
            <Button variant="ghost">
              <Icon name="question" size={20} />
              Stell Deine Frage
            </Button>
          </form>
        </div>
      </div>
    </section>
  )
}
