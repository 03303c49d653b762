import { Link } from 'react-router'
import { highlightedInline } from '#domain/markup.ts'
import { countOf, formatNumber } from '#domain/numbers.ts'
import {
  SEARCH_MAX_RESULTS,
  SEARCH_PATH,
  SEARCH_TEXTS,
  type SearchRequest,
  searchUrl,
} from '#domain/search.ts'
import { formatLastPostLabel } from '#domain/time.ts'
import { OWN_HOSTS } from '#domain/variants.ts'
import type { SearchPageResults } from '#graphql/operations/types.ts'
import { Icon } from '../../ui/Icon.tsx'
import { Pagination } from '../../ui/Pagination.tsx'
import { PostInline } from '../../ui/PostText.tsx'
import styles from './SearchPage.module.css'
import { SearchTips } from './SearchTips.tsx'

type Hit = SearchPageResults['hits'][number]

/** '12 Treffer', '1.000 Treffer', 'Mehr als 1.000 Treffer'. */
export function countLine(results: Pick<SearchPageResults, 'total' | 'totalIsLowerBound'>): string {
  // bounded: beyond the 1,000 shown 'mehr als'; below, the newest posts read held at least this many
  if (!results.totalIsLowerBound) return `${formatNumber(results.total)} Treffer`
  return results.total >= SEARCH_MAX_RESULTS
    ? `Mehr als ${formatNumber(SEARCH_MAX_RESULTS)} Treffer`
    : `Mindestens ${formatNumber(results.total)} Treffer`
}

/** The words also searched for, once each: 'Zahnriemenwechsel, Zahnriemenkasten'. */
export function expansionWords(expansions: SearchPageResults['expansions']): string[] {
  return [...new Set(expansions.flatMap((expansion) => expansion.alternatives))]
}

/** One result: the thread, where and by whom, the excerpt with the matched words marked. */
export function SearchResultItem({ hit, now }: { hit: Hit; now: string }) {
  const createdAt = new Date(hit.createdAt)
  const replies = hit.threadReplyCount
  return (
    <li className={styles.hit}>
      {(hit.isQuestion || hit.isBestAnswer || hit.threadHasBestAnswer) && (
        <div className={styles.badges}>
          {hit.isQuestion && <span className={styles.badge}>Frage</span>}
          {hit.isBestAnswer && <span className={styles.badgeSolved}>Beste Antwort</span>}
          {hit.threadHasBestAnswer && !hit.isBestAnswer && (
            <span className={styles.badgeSolved}>Thema hat beste Antwort</span>
          )}
        </div>
      )}
      <h3 className={styles.hitTitle}>
        <Link to={hit.postPath}>{hit.threadTitle}</Link>
      </h3>
      {hit.excerpt.length > 0 && (
        <p className={styles.excerpt}>
          <PostInline nodes={highlightedInline(hit.excerpt)} referrer={SEARCH_PATH} ownHosts={OWN_HOSTS} />
        </p>
      )}
      <p className={styles.hitMeta}>
        <span>
          {'im '}
          <Link to={hit.boardPath}>{`${hit.boardName} Forum`}</Link>
        </span>
        <span>
          {'von '}
          {hit.authorName === null ? (
            'Gelöschtes Mitglied'
          ) : hit.authorPath ? (
            <Link to={hit.authorPath}>{hit.authorName}</Link>
          ) : (
            hit.authorName
          )}
        </span>
        <time dateTime={hit.createdAt}>{formatLastPostLabel(createdAt, { now: new Date(now) })}</time>
        {hit.thumbsUp > 0 && (
          <span className={styles.thumbs}>
            <Icon name="thumbsUp" size={14} />
            {formatNumber(hit.thumbsUp)}
            <span className="visually-hidden"> Daumen hoch</span>
          </span>
        )}
        <span>{countOf(replies, 'Antwort', 'Antworten')}</span>
      </p>
    </li>
  )
}

interface Props {
  results: SearchPageResults
  request: SearchRequest
  now: string
}

/** The hints, the count, the results and their pages. */
export function SearchResults({ results, request, now }: Props) {
  const also = expansionWords(results.expansions)
  const pageHref = (page: number) => searchUrl({ ...request, page })
  return (
    <section className={styles.results} aria-labelledby="search-count">
      {results.suggestion && (
        <p className={styles.suggestion}>
          {`${SEARCH_TEXTS.didYouMean} `}
          <Link to={searchUrl({ ...request, term: results.suggestion, page: 0 })}>{results.suggestion}</Link>?
        </p>
      )}
      {also.length > 0 && <p className={styles.hint}>{`Auch gefunden: ${also.join(', ')}`}</p>}
      {results.notes.map((note) => (
        <p key={note} className={styles.hint}>
          {note}
        </p>
      ))}
      <h2 id="search-count" className={styles.count}>
        {results.total === 0 ? SEARCH_TEXTS.noResults : countLine(results)}
      </h2>
      {results.hits.length === 0 ? (
        <SearchTips />
      ) : (
        <>
          <Pagination
            id="oben"
            path={SEARCH_PATH}
            page={results.page}
            count={results.pageCount}
            pageHref={pageHref}
          />
          <ol className={styles.hits} aria-label="Treffer">
            {results.hits.map((hit) => (
              <SearchResultItem key={hit.postId} hit={hit} now={now} />
            ))}
          </ol>
          <Pagination
            id="unten"
            path={SEARCH_PATH}
            page={results.page}
            count={results.pageCount}
            pageHref={pageHref}
          />
        </>
      )}
    </section>
  )
}
