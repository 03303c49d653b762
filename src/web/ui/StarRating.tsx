import { ratingPercent } from './rating.ts'
import styles from './StarRating.module.css'

const STARS = '★★★★★'

/** A test's star row (spec 000 §2.2): the filled part is rating × 2 percent wide (rating out of 50). */
export function StarRating({ rating }: { rating: number }) {
  const percent = ratingPercent(rating)
  const stars = (percent / 20).toLocaleString('de-DE', { maximumFractionDigits: 1 })
  return (
    <span className={styles.row} role="img" aria-label={`Bewertung: ${stars} von 5 Sternen`}>
      <span className={styles.empty} aria-hidden="true">
        {STARS}
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }} aria-hidden="true" data-stars>
        {STARS}
      </span>
    </span>
  )
}
