import type { Inline } from '#domain/markup.ts'
import { inlinePostHtml, postHtml, withReferrer } from '#domain/post-html.ts'
import styles from './PostText.module.css'

// A post's text (spec 001 §7), made by the one renderer of member markup (domain/post-html.ts):
// it escapes every string and can only make the elements it names. React inserts the finished
// HTML instead of building an element per word — the text has nothing to hydrate.

interface Options {
  /** The page the post is shown on, as the outbound page's referrer. */
  referrer: string
  ownHosts: readonly string[]
}

export function PostText({ source, referrer, ownHosts }: { source: string } & Options) {
  return (
    <div
      className={styles.text}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup renderer's own escaped HTML (domain/post-html.ts)
      dangerouslySetInnerHTML={{ __html: postHtml(source, { referrer, ownHosts }) }}
    />
  )
}

/** A post's kept HTML (domain/post-html.ts cookPostHtml) for the page at `referrer`. */
export function CookedPostText({ html, referrer }: { html: string; referrer: string }) {
  return (
    <div
      className={styles.text}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the markup renderer made when the post was written
      dangerouslySetInnerHTML={{ __html: withReferrer(html, referrer) }}
    />
  )
}

/** Inline nodes alone, e.g. a search result's excerpt with its matches marked (decision 022). */
export function PostInline({ nodes, referrer, ownHosts }: { nodes: Inline[] } & Options) {
  return (
    <span
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup renderer's own escaped HTML (domain/post-html.ts)
      dangerouslySetInnerHTML={{ __html: inlinePostHtml(nodes, { referrer, ownHosts }) }}
    />
  )
}
