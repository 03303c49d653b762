import { FORUM_HOME_FORUM_COUNT } from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import styles from './ForumHomeHeader.module.css'

export interface ForumTotals {
  totalNumberOfPosts: number
  totalNumberOfVehicleTests: number
  totalNumberOfBlogArticles: number
}

/**
 * Headline and the description with the formatted total of posts in 788 forums (spec 000 §2.3),
 * and of vehicle tests and blog articles (spec 000 §1: the forum home states all three totals).
 */
export function ForumHomeHeader({ totals }: { totals: ForumTotals }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.headline}>Auto &amp; Motorrad Forum</h1>
      <p className={styles.description}>
        {`${formatNumber(totals.totalNumberOfPosts)} Beiträge in ${FORUM_HOME_FORUM_COUNT} Foren, ${formatNumber(totals.totalNumberOfVehicleTests)} Fahrzeugtests und ${formatNumber(totals.totalNumberOfBlogArticles)} Blogartikel. `}
        Stell Deine Frage zu Marken, Modellen, Technik und Motorsport – die Community hilft Dir weiter.
      </p>
    </header>
  )
}
