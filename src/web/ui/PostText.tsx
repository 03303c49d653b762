import type { ReactNode } from 'react'
import { type Block, type Inline, linkTarget, parseMarkup } from '#domain/markup.ts'
import styles from './PostText.module.css'

// A post's text as React elements (spec 001 §7): React escapes every string, and only the
// element types below can come out of it. Links to other sites go through /out.

interface Options {
  /** The page the post is shown on, as the outbound page's referrer. */
  referrer: string
  ownHosts: readonly string[]
}

function inline(nodes: Inline[], options: Options): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`
    switch (node.type) {
      case 'text':
        return node.value
      case 'break':
        return <br key={key} />
      case 'bold':
        return <strong key={key}>{inline(node.children, options)}</strong>
      case 'italic':
        return <em key={key}>{inline(node.children, options)}</em>
      // decision 024: [code] inside a list item, literal
      case 'code':
        return (
          <code key={key} className={styles.inlineCode}>
            {node.text}
          </code>
        )
      case 'link': {
        const href = linkTarget(node.href, options.referrer, options.ownHosts)
        const external = href.startsWith('/out?')
        return (
          <a key={key} href={href} rel={external ? 'nofollow ugc noopener' : undefined}>
            {inline(node.children, options)}
          </a>
        )
      }
      // decision 022: a search result's matched words (never from member text)
      case 'mark':
        return (
          <mark key={key} className={styles.mark}>
            {inline(node.children, options)}
          </mark>
        )
      default:
        return unknownNode(node)
    }
  })
}

/** Every Inline type has its element above: a new one fails the type check here. */
function unknownNode(_node: never): null {
  return null
}

function blocks(nodes: Block[], options: Options): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`
    switch (node.type) {
      case 'paragraph':
        return <p key={key}>{inline(node.children, options)}</p>
      case 'list':
        return (
          <ul key={key} className={styles.list}>
            {node.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items of one fixed text
              <li key={itemIndex}>{inline(item, options)}</li>
            ))}
          </ul>
        )
      case 'quote':
        return (
          <blockquote key={key} className={styles.quote}>
            {node.author && <span className={styles.quoteAuthor}>{`Zitat von ${node.author}`}</span>}
            {blocks(node.children, options)}
          </blockquote>
        )
      // decision 024: literal text; long lines scroll inside the block (focusable, so a keyboard
      // scrolls it too), never the page
      case 'code':
        return (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to be scrolled (WCAG 2.1.1)
          <pre key={key} className={styles.code} tabIndex={0}>
            <code>{node.text}</code>
          </pre>
        )
      default:
        return null
    }
  })
}

export function PostText({ source, referrer, ownHosts }: { source: string } & Options) {
  return <div className={styles.text}>{blocks(parseMarkup(source), { referrer, ownHosts })}</div>
}

/** Inline nodes alone, e.g. a search result's excerpt with its matches marked (decision 022). */
export function PostInline({ nodes, referrer, ownHosts }: { nodes: Inline[] } & Options) {
  return <>{inline(nodes, { referrer, ownHosts })}</>
}
