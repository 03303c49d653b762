import { FORUM_HOME_FORUM_COUNT } from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import styles from './ForumHomeHeader.module.css'

/** Headline and the description with the formatted total of posts in 788 forums (spec 000 §2.3). */
export function ForumHomeHeader({ totalNumberOfPosts }: { totalNumberOfPosts: number }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.headline}>Auto &amp; Motorrad Forum</h1>
      <p className={styles.description}>
        {`${formatNumber(totalNumberOfPosts)} Beiträge in ${FORUM_HOME_FORUM_COUNT} Foren. `}
        Stell Deine Frage zu Marken, Modellen, Technik und Motorsport – die Community hilft Dir weiter.
      </p>
    </header>
  )
}
