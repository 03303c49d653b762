import { useEffect, useState } from 'react'
import { FLYOUT_MAX_BOARDS } from '#domain/limits.ts'
import { FAVORITES_BAR_HIDDEN_KEY } from '../../theme/boot-script.ts'
import styles from './FavoritesBar.module.css'
import type { HeaderData } from './types.ts'

/**
 * The favorites bar (spec 000 §4): shown for logged-in members unless the locally stored hidden
 * flag is true; the toggle flips and stores the flag. The boot script sets `favorites-hidden`
 * on <html> before the first paint, so a hidden bar never flashes.
 */
export function FavoritesBar({ headerData }: { headerData: HeaderData | null }) {
  const [hidden, setHidden] = useState(false)
  useEffect(() => setHidden(document.documentElement.classList.contains('favorites-hidden')), [])

  function toggle() {
    const next = !hidden
    setHidden(next)
    document.documentElement.classList.toggle('favorites-hidden', next)
    try {
      localStorage.setItem(FAVORITES_BAR_HIDDEN_KEY, String(next))
    } catch {
      // storage unavailable (private mode): the choice lasts for this page
    }
  }

  const boards = (headerData?.subscribedBoardUpdates ?? []).slice(0, FLYOUT_MAX_BOARDS)
  return (
    <nav className={styles.bar} aria-label="Favoritenleiste" data-frame="favorites">
      <div className={styles.inner}>
        <div className={styles.links} data-favorites-links>
          <span className={styles.label}>Favoriten:</span>
          {boards.length === 0 ? (
            <span className={styles.hint}>Abonniere Foren, dann erscheinen sie hier.</span>
          ) : (
            <ul className={styles.list}>
              {boards.map((board) => (
                <li key={board.boardUrl}>
                  <a href={board.boardUrl} className={board.isUnread ? styles.unread : undefined}>
                    {board.boardTitle}
                    {board.isUnread && <span className="visually-hidden"> (neue Beiträge)</span>}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="button" className={styles.toggle} aria-expanded={!hidden} onClick={toggle}>
          <span className={styles.whenShown}>Favoritenleiste ausblenden</span>
          <span className={styles.whenHidden}>Favoritenleiste einblenden</span>
        </button>
      </div>
    </nav>
  )
}
