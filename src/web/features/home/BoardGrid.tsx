import { countOf } from '#domain/numbers.ts'
import { AppLink } from '../../ui/AppLink.tsx'
import styles from './BoardGrid.module.css'
import type { GridBoard } from './load-landing.ts'

/** A grid of forums: the 18 car brands, 6 motorcycle brands, 8 topic forums (spec 000 §2.2). */
export function BoardGrid({
  boards,
  columns = 'wide',
}: {
  boards: GridBoard[]
  columns?: 'wide' | 'narrow'
}) {
  return (
    <ul className={`${styles.grid} ${columns === 'narrow' ? styles.narrow : ''}`}>
      {boards.map((board) => (
        <li key={board.id}>
          <AppLink href={board.path} className={styles.tile}>
            <img src={board.iconUrl} alt="" width={28} height={28} loading="lazy" />
            <span className={styles.name}>{board.name}</span>
            <span className={styles.count}>{countOf(board.numberOfThreads, 'Thema', 'Themen')}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
