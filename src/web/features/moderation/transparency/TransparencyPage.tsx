import { Button } from '../../../ui/Button.tsx'
import type { Period } from './period.ts'
import type { ReportTable } from './report.ts'
import styles from './TransparencyPage.module.css'

// /moderation/transparenz (DSA Art. 24): the period selector, the figures as tables, downloads.

export interface TransparencyView {
  period: Period | null
  /** What the form showed when the period was refused, and why. */
  error: { message: string; from: string; to: string; code: string } | null
  choices: { kind: string; label: string; periods: { code: string | null; label: string }[] }[]
  tables: ReportTable[]
  downloads: { csv: string; json: string } | null
}

function Table({ table }: { table: ReportTable }) {
  const headingId = `tabelle-${table.id}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{table.title}</h2>
      {table.rows.length === 0 ? (
        <p className={styles.empty}>Keine Fälle in diesem Zeitraum.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {table.headers.map((header, index) => (
                  <th
                    key={header}
                    scope="col"
                    className={table.numeric.includes(index) ? styles.number : undefined}
                  >
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={table.headers[index]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={table.headers[index]}
                        className={typeof cell === 'number' ? styles.number : undefined}
                      >
                        {typeof cell === 'number' ? cell.toLocaleString('de-DE') : cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function TransparencyPage({ view }: { view: TransparencyView }) {
  const { period, error } = view
  const selected = error?.code ?? period?.code ?? ''
  const from = error?.from ?? (period && period.code === null ? period.from : '')
  const to = error?.to ?? (period && period.code === null ? period.to : '')
  return (
    <section className={styles.page} aria-labelledby="transparenz-title">
      <h1 id="transparenz-title" className={styles.title}>
        Transparenzbericht
      </h1>
      <p className={styles.intro}>
        Meldungen, Entscheidungen, Beschwerden und Sperren nach Art. 24 Digital Services Act
        {period ? ` – ${period.label}` : ''}.
      </p>
      <div className={styles.selectors}>
        <form method="get" className={styles.selector} aria-label="Zeitraum wählen">
          <div className={styles.field}>
            <label htmlFor="transparenz-period">Zeitraum</label>
            <select id="transparenz-period" name="period" defaultValue={selected} className={styles.input}>
              {view.choices.map((group) => (
                <optgroup key={group.kind} label={group.label}>
                  {group.periods.map((choice) => (
                    <option key={choice.code} value={choice.code ?? ''}>
                      {choice.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <Button type="submit">Anzeigen</Button>
        </form>
        <form method="get" className={styles.selector} aria-label="Eigener Zeitraum">
          <div className={styles.field}>
            <label htmlFor="transparenz-from">Von</label>
            <input
              id="transparenz-from"
              name="from"
              type="date"
              defaultValue={from}
              className={styles.input}
              aria-invalid={error && !error.code ? true : undefined}
              aria-describedby={error ? 'transparenz-error' : undefined}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="transparenz-to">Bis</label>
            <input
              id="transparenz-to"
              name="to"
              type="date"
              defaultValue={to}
              className={styles.input}
              aria-invalid={error && !error.code ? true : undefined}
              aria-describedby={error ? 'transparenz-error' : undefined}
            />
          </div>
          <Button type="submit">Anzeigen</Button>
        </form>
      </div>
      {error && (
        <p id="transparenz-error" className={styles.error} role="alert">
          {error.message}
        </p>
      )}
      {view.downloads && (
        <ul className={styles.downloads} aria-label="Herunterladen">
          <li>
            <a className={styles.download} href={view.downloads.csv} download>
              Als CSV herunterladen
            </a>
          </li>
          <li>
            <a className={styles.download} href={view.downloads.json} download>
              Als JSON herunterladen
            </a>
          </li>
        </ul>
      )}
      {view.tables.map((table) => (
        <Table key={table.id} table={table} />
      ))}
    </section>
  )
}
