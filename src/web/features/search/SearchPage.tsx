import type { SearchPageResults } from '#graphql/operations/types.ts'
import type { SearchView } from './load-search.ts'
import { SearchForm } from './SearchForm.tsx'
import styles from './SearchPage.module.css'
import { SearchResults } from './SearchResults.tsx'
import { SearchTips } from './SearchTips.tsx'

/** 'Beiträge von {name}' for a member's posts ('Meine Beiträge'); null for other searches. */
export function searchHeading(results: Pick<SearchPageResults, 'author'> | null): string | null {
  return results?.author ? `Beiträge von ${results.author.displayName}` : null
}

/** /suche.html (decision 022): the form on top, then the results, or the tips when nothing was searched. */
export function SearchPage({ view, now }: { view: SearchView; now: string }) {
  const { values, request, problems, options, results } = view
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{searchHeading(results) ?? 'Suche'}</h1>
      {/* a new address is a new form: its fields start from what was sent */}
      <SearchForm key={JSON.stringify(values)} values={values} problems={problems} options={options} />
      {results ? (
        <SearchResults results={results} request={request} now={now} />
      ) : (
        problems.length === 0 && <SearchTips />
      )}
    </div>
  )
}
