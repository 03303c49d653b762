import type { Operations } from '#graphql/operations/types.ts'
import styles from './Editing.module.css'
import { Versions } from './Versions.tsx'

export type PostHistoryPost = NonNullable<Operations['PostHistory']['result']['post']>

/** /forum/aktion/PostHistory.html (decision 026): every version of a post, newest first, for the moderation. */
export function PostHistoryPage({ post }: { post: PostHistoryPost }) {
  const versions = post.revisions ?? []
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.heading}>{`Versionen von Beitrag #${post.position + 1}`}</h1>
        <p className={styles.context}>
          {post.thread && (
            <>
              Im Thema <a href={post.thread.path}>{post.thread.title}</a>
              {' · '}
            </>
          )}
          {`von ${post.author?.displayName ?? 'Gelöschter Nutzer'} · `}
          <a href={post.path}>Zum Beitrag</a>
        </p>
      </div>
      <p className={styles.hint}>
        {versions.length === 1
          ? 'Dieser Beitrag wurde nie bearbeitet.'
          : `${versions.length} Versionen, die neueste zuerst. Nur die Moderation sieht diese Seite.`}
      </p>
      <Versions versions={versions} kind="post" referrer={post.thread?.path ?? post.path} />
    </div>
  )
}
