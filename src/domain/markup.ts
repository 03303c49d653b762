// Post text (issue 6 §2): members write plain text with a small markup, stored as written and
// turned into a tree here. The web renders the tree as React elements, so no HTML a member
// typed ever reaches a page: no scripts, no event handlers, no javascript: links.
//
//   blank line            new paragraph; a single line break stays a line break
//   [b]…[/b] [i]…[/i]     bold, italic
//   [url]…[/url]          link; [url=https://…]text[/url]; bare http(s) addresses become links
//   [quote=Name]…[/quote] quote of another post ([quote] without a name too), nested up to 3 deep
//   [list][*]…[*]…[/list] bullet list
//
// Anything else, including unknown or unbalanced tags, is shown as the text it is.

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'break' }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  /**
   * Words a search matched (issue 13), in a result's excerpt. Never produced by the parser: no
   * member text can mark itself; only the search builds it (highlightedInline below).
   */
  | { type: 'mark'; children: Inline[] }

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'quote'; author: string | null; children: Block[] }
  | { type: 'list'; items: Inline[][] }

const MAX_QUOTE_DEPTH = 3
const MAX_URL_LENGTH = 2_000
const BLOCK_TAGS = ['quote', 'list'] as const
const INLINE_TAGS = ['b', 'i', 'url'] as const

interface TagMatch {
  /** Where the opening tag starts and its content begins. */
  start: number
  contentStart: number
  /** Where the closing tag starts and ends. */
  contentEnd: number
  end: number
  name: string
  value: string | null
}

const OPEN_TAG = /\[(quote|list|b|i|url)(?:=([^\]\n]{0,2000}))?\]/gi

/**
 * Searching a balancing closing tag scans the rest of the text; a post full of unbalanced tags
 * would make that quadratic. After this many searches the rest of a post stays plain text.
 */
const TAG_SEARCH_BUDGET = 400
let searchesLeft = TAG_SEARCH_BUDGET

/** The next opening tag of the given names at or after `from`, with its balanced closing tag. */
function findTag(source: string, names: readonly string[], from: number): TagMatch | null {
  OPEN_TAG.lastIndex = from
  for (let match = OPEN_TAG.exec(source); match; match = OPEN_TAG.exec(source)) {
    const name = match[1]!.toLowerCase()
    if (!names.includes(name)) continue
    if (searchesLeft <= 0) return null
    searchesLeft -= 1
    const close = findClose(source, name, match.index + match[0].length)
    if (close !== null) {
      return {
        start: match.index,
        contentStart: match.index + match[0].length,
        contentEnd: close,
        end: close + name.length + 3,
        name,
        value: match[2] ?? null,
      }
    }
  }
  return null
}

/** The closing tag that balances an opening one, counting nested tags of the same name. */
function findClose(source: string, name: string, from: number): number | null {
  const pattern = new RegExp(`\\[(/?)${name}(?:=[^\\]\\n]*)?\\]`, 'gi')
  pattern.lastIndex = from
  let depth = 1
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    depth += match[1] === '/' ? -1 : 1
    if (depth === 0) return match.index
  }
  return null
}

/** Only absolute http(s) addresses become links; everything else stays text. */
export function safeUrl(raw: string): string | null {
  const value = raw.trim()
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const BARE_URL = /\bhttps?:\/\/[^\s<>"[\]]+/g

/** Text with its bare addresses linked and line breaks kept. */
function textNodes(value: string): Inline[] {
  const nodes: Inline[] = []
  const pushText = (text: string) => {
    const lines = text.split('\n')
    lines.forEach((line, index) => {
      if (index > 0) nodes.push({ type: 'break' })
      if (line) nodes.push({ type: 'text', value: line })
    })
  }
  let last = 0
  for (const match of value.matchAll(BARE_URL)) {
    // trailing punctuation belongs to the sentence, not the address
    const address = match[0].replace(/[.,;:!?)]+$/, '')
    const href = safeUrl(address)
    if (!href) continue
    pushText(value.slice(last, match.index))
    nodes.push({ type: 'link', href, children: [{ type: 'text', value: address }] })
    last = match.index + address.length
  }
  pushText(value.slice(last))
  return nodes
}

function parseInline(source: string): Inline[] {
  const nodes: Inline[] = []
  let position = 0
  while (position < source.length) {
    const tag = findTag(source, INLINE_TAGS, position)
    if (!tag) break
    nodes.push(...textNodes(source.slice(position, tag.start)))
    const inner = source.slice(tag.contentStart, tag.contentEnd)
    if (tag.name === 'b') nodes.push({ type: 'bold', children: parseInline(inner) })
    else if (tag.name === 'i') nodes.push({ type: 'italic', children: parseInline(inner) })
    else {
      const href = safeUrl(tag.value ?? inner)
      // a link that is no http(s) address shows what was written, inert
      if (href)
        nodes.push({
          type: 'link',
          href,
          children: tag.value ? parseInline(inner) : [{ type: 'text', value: inner.trim() }],
        })
      else nodes.push(...textNodes(source.slice(tag.start, tag.end)))
    }
    position = tag.end
  }
  nodes.push(...textNodes(source.slice(position)))
  return nodes
}

function paragraphs(source: string): Block[] {
  return source
    .split(/\n[ \t]*\n+/)
    .map((part) => part.replace(/^\n+|\n+$/g, ''))
    .filter((part) => part.trim() !== '')
    .map((part) => ({ type: 'paragraph', children: parseInline(part) }))
}

function parseList(inner: string): Block {
  const items = inner
    .split(/\[\*\]/i)
    .slice(1)
    .map((item) => parseInline(item.trim()))
    .filter((item) => item.length > 0)
  return { type: 'list', items }
}

function parseBlocks(source: string, depth: number): Block[] {
  const blocks: Block[] = []
  let position = 0
  while (position < source.length) {
    const tag = findTag(source, BLOCK_TAGS, position)
    if (!tag) break
    if (tag.name === 'quote' && depth >= MAX_QUOTE_DEPTH) {
      // deeper quotes are dropped to their text, as the reader cannot follow them anyway
      blocks.push(...paragraphs(source.slice(position, tag.start)))
      blocks.push(...parseBlocks(source.slice(tag.contentStart, tag.contentEnd), depth))
      position = tag.end
      continue
    }
    blocks.push(...paragraphs(source.slice(position, tag.start)))
    const inner = source.slice(tag.contentStart, tag.contentEnd)
    if (tag.name === 'quote') {
      const author =
        tag.value
          ?.trim()
          .replace(/^["']|["']$/g, '')
          .slice(0, 60) || null
      blocks.push({ type: 'quote', author, children: parseBlocks(inner, depth + 1) })
    } else {
      blocks.push(parseList(inner))
    }
    position = tag.end
  }
  blocks.push(...paragraphs(source.slice(position)))
  return blocks
}

export function parseMarkup(source: string): Block[] {
  searchesLeft = TAG_SEARCH_BUDGET
  return parseBlocks(source.replace(/\r\n?/g, '\n'), 0)
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value
        case 'break':
          return ' '
        case 'bold':
        case 'italic':
        case 'link':
        case 'mark':
          return inlineText(node.children)
        default:
          return unreachable(node)
      }
    })
    .join('')
}

function unreachable(node: never): never {
  throw new Error(`Unbekannter Knoten ${JSON.stringify(node)}`)
}

/**
 * A search result's excerpt (issue 13) as inline nodes: plain text parts, the matched ones in a
 * mark. The text stays text (no markup is parsed from it), so it renders through the posts'
 * renderer as safely as a post does.
 */
export function highlightedInline(parts: readonly { text: string; highlighted: boolean }[]): Inline[] {
  return parts
    .filter((part) => part.text !== '')
    .map((part): Inline => {
      const text: Inline = { type: 'text', value: part.text }
      return part.highlighted ? { type: 'mark', children: [text] } : text
    })
}

/** Plain text of a post: for excerpts, meta descriptions and structured data. Quotes left out. */
export function plainText(blocks: Block[], options: { withQuotes?: boolean } = {}): string {
  return blocks
    .flatMap((block): string[] => {
      if (block.type === 'paragraph') return [inlineText(block.children)]
      if (block.type === 'list') return block.items.map(inlineText)
      return options.withQuotes ? [plainText(block.children, options)] : []
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A short excerpt: whole words, at most `length` characters, '…' when cut. */
export function excerpt(source: string, length = 200): string {
  const text = plainText(parseMarkup(source))
  if (text.length <= length) return text
  const cut = text.slice(0, length - 1)
  // a word that ends exactly at the cut stays whole
  const endsWord = text[length - 1] === ' '
  const space = cut.lastIndexOf(' ')
  return `${(endsWord || space <= length / 2 ? cut : cut.slice(0, space)).trimEnd()}…`
}

/** The markup that quotes a post in a reply (the quick reply's 'Antworten' button). */
export function quoteMarkup(author: string, source: string): string {
  const name = author.replace(/[\]\n]/g, '')
  return `[quote=${name}]${source.trim()}[/quote]\n\n`
}

/**
 * Where a link in a post points: our own pages directly, everything else through the
 * outbound-link page (spec 001 §2: /out?target=…&referrer=…).
 */
export function linkTarget(href: string, referrer: string, ownHosts: readonly string[]): string {
  const url = new URL(href)
  if (ownHosts.includes(url.hostname.toLowerCase())) return `${url.pathname}${url.search}${url.hash}`
  return `/out?target=${encodeURIComponent(href)}&referrer=${encodeURIComponent(referrer)}`
}
