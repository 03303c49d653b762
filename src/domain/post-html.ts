import { type Block, type Inline, linkTarget, parseMarkup } from './markup.ts'

// A post's text as HTML (spec 001 §7), the one renderer of member markup: the thread page, the
// previews and every other place that shows a post's text insert what it returns. Strings are
// escaped here and nowhere else, and only the elements and attributes below can come out of it —
// which is what makes it safe to keep the HTML with the post (docs/decisions/035-render-cost-wall.md,
// cooked posts) instead of building React elements for every post on every request.
//
// The classes are plain names (`pt-…`), styled inside PostText.module.css's `.text` box, so the
// HTML does not depend on a build's hashed class names. Links to other sites go through /out with
// the page the post is shown on as the referrer; HTML made without knowing that page carries
// REFERRER_SLOT, which `withReferrer` fills in.

/** Bumped whenever the HTML this module makes changes: kept HTML of another version is made anew. */
export const POST_HTML_VERSION = 1

/** Stands for the referrer in kept HTML: URL-safe, so encoding leaves it as it is. */
export const REFERRER_SLOT = '__mt-referrer__'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

interface Options {
  referrer: string
  ownHosts: readonly string[]
}

function inlineHtml(nodes: readonly Inline[], options: Options): string {
  let html = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        html += escapeHtml(node.value)
        break
      case 'break':
        html += '<br/>'
        break
      case 'bold':
        html += `<strong>${inlineHtml(node.children, options)}</strong>`
        break
      case 'italic':
        html += `<em>${inlineHtml(node.children, options)}</em>`
        break
      // decision 024: [code] inside a list item, literal
      case 'code':
        html += `<code class="pt-inline-code">${escapeHtml(node.text)}</code>`
        break
      case 'link': {
        const href = linkTarget(node.href, options.referrer, options.ownHosts)
        const rel = href.startsWith('/out?') ? ' rel="nofollow ugc noopener"' : ''
        html += `<a href="${escapeHtml(href)}"${rel}>${inlineHtml(node.children, options)}</a>`
        break
      }
      // decision 022: a search result's matched words (never from member text)
      case 'mark':
        html += `<mark class="pt-mark">${inlineHtml(node.children, options)}</mark>`
        break
      default:
        unknownNode(node)
    }
  }
  return html
}

/** Every node type has its element above: a new one fails the type check here. */
function unknownNode(_node: never): void {}

function blocksHtml(nodes: readonly Block[], options: Options): string {
  let html = ''
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        html += `<p>${inlineHtml(node.children, options)}</p>`
        break
      case 'list':
        html += `<ul class="pt-list">${node.items.map((item) => `<li>${inlineHtml(item, options)}</li>`).join('')}</ul>`
        break
      case 'quote': {
        const author = node.author
          ? `<span class="pt-quote-author">Zitat von ${escapeHtml(node.author)}</span>`
          : ''
        html += `<blockquote class="pt-quote">${author}${blocksHtml(node.children, options)}</blockquote>`
        break
      }
      // decision 024: literal text; long lines scroll inside the block, which takes keyboard focus
      // so that a keyboard scrolls it too (WCAG 2.1.1)
      case 'code':
        html += `<pre class="pt-code" tabindex="0"><code>${escapeHtml(node.text)}</code></pre>`
        break
      default:
        unknownNode(node)
    }
  }
  return html
}

/** A post's markup as HTML for a page whose address is `referrer`. */
export function postHtml(source: string, options: Options): string {
  return blocksHtml(parseMarkup(source), options)
}

/** Inline nodes alone as HTML, e.g. a search result's excerpt with its matches marked. */
export function inlinePostHtml(nodes: readonly Inline[], options: Options): string {
  return inlineHtml(nodes, options)
}

/** HTML to keep with a post: made once, shown on any page (`withReferrer` fills the page in). */
export function cookPostHtml(source: string, ownHosts: readonly string[]): string {
  return postHtml(source, { referrer: REFERRER_SLOT, ownHosts })
}

/** Kept HTML for the page at `referrer`. */
export function withReferrer(cooked: string, referrer: string): string {
  return cooked.includes(REFERRER_SLOT)
    ? cooked.replaceAll(REFERRER_SLOT, escapeHtml(encodeURIComponent(referrer)))
    : cooked
}
