import type { ReactNode } from 'react'
import type { BlogArticleItem, MotortestItem } from '#graphql/operations/types.ts'
import { StarRating } from '../../ui/StarRating.tsx'
import styles from './Teasers.module.css'

function Teaser({ item, kind, children }: { item: BlogArticleItem; kind: string; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      <a href={item.path} className={styles.link}>
        <img
          className={styles.picture}
          src={item.pictureUrl ?? '/images/teaser/blog-0.svg'}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.kind}>{kind}</span>
        <span className={styles.title}>{item.title}</span>
      </a>
      {children}
      {item.author && <p className={styles.author}>von {item.author.displayName}</p>}
    </li>
  )
}

/** The 4 latest blog articles (spec 000 §2.2). */
export function BlogTeasers({ articles }: { articles: BlogArticleItem[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <Teaser key={article.id} item={article} kind="Blog" />
      ))}
    </ul>
  )
}

/** The 4 latest vehicle tests, each with its star display (rating × 2 %, spec 000 §2.2). */
export function TestTeasers({ tests }: { tests: MotortestItem[] }) {
  return (
    <ul className={styles.grid}>
      {tests.map((test) => (
        <Teaser key={test.id} item={test} kind="Fahrzeugtest">
          <div className={styles.rating}>
            <StarRating rating={test.rating} />
          </div>
        </Teaser>
      ))}
    </ul>
  )
}
