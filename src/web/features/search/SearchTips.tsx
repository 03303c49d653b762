import { Link } from 'react-router'
import { searchUrl } from '#domain/search.ts'
import styles from './SearchPage.module.css'

/** An example search, as a link that runs it. */
function Example({ term }: { term: string }) {
  return (
    <Link to={searchUrl({ term })} className={styles.example}>
      {term}
    </Link>
  )
}

/** How the search reads what is typed (decision 022), shown with the empty form and after no results. */
export function SearchTips() {
  return (
    <section className={styles.tips} aria-labelledby="search-tips-title">
      <h2 id="search-tips-title" className={styles.tipsTitle}>
        So findest Du, was Du suchst
      </h2>
      <ul className={styles.tipList}>
        <li>
          Mehrere Wörter grenzen die Suche ein: <Example term="Zahnriemen Kosten" />
        </li>
        <li>
          Eine genaue Wortfolge setzt Du in Anführungszeichen: <Example term={'"Motor ruckelt"'} />
        </li>
        <li>
          Ein Minus schließt ein Wort aus: <Example term="Zahnriemen -Diesel" />
        </li>
        <li>
          Teile zusammengesetzter Wörter werden gefunden: <Example term="Zahnriemen" /> findet auch
          Zahnriemenwechsel.
        </li>
        <li>
          Tippfehler werden korrigiert: <Example term="Zahnrimen" /> findet Zahnriemen.
        </li>
        <li>
          Fahrzeuge schreibst Du, wie Du magst: <Example term="Golf 7" /> oder <Example term="golf7" />,{' '}
          <Example term="2.0 TDI" /> oder <Example term="2,0 TDI" />.
        </li>
        <li>
          Mit den Filtern suchst Du gezielt in einem Forum, zu einem Fahrzeug, nach Beiträgen eines Mitglieds
          oder in einem Zeitraum.
        </li>
      </ul>
    </section>
  )
}
