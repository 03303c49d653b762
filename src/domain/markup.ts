// Post text (spec 001 §7): members write plain text with a small markup, stored as written and
// turned into a tree here. The web renders the tree as React elements, so no HTML a member
// typed ever reaches a page: no scripts, no event handlers, no javascript: links.
//
//   blank line            new paragraph; a single line break stays a line break
//   [b]…[/b] [i]…[/i]     bold, italic
//   [url]…[/url]          link; [url=https://…]text[/url]; bare http(s) addresses become links
//   [quote=Name]…[/quote] quote of another post ([quote] without a name too), nested up to 3 deep
//   [list][*]…[*]…[/list] bullet list
//   [code]…[/code]        code block (decision 024): its content is taken literally, up to the first
//                         [/code]: no tags, no links, every space and line break kept
//
// Anything else, including unknown or unbalanced tags, is shown as the text it is.

export type Inline =
  | { type: 'text'; value: string }
  | { type: 'break' }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  /** [code] where only inline content fits (a list item): literal text, spaces and breaks kept. */
  | { type: 'code'; text: string }
  /**
   * Words a search matched (decision 022), in a result's excerpt. Never produced by the parser: no
   * member text can mark itself; only the search builds it (highlightedInline below).
   */
  | { type: 'mark'; children: Inline[] }

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'quote'; author: string | null; children: Block[] }
  | { type: 'list'; items: Inline[][] }
  | { type: 'code'; text: string }

const MAX_QUOTE_DEPTH = 3
const MAX_URL_LENGTH = 2_000
const BLOCK_TAGS = ['quote', 'list', 'code'] as const
const INLINE_TAGS = ['b', 'i', 'url', 'code'] as const

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

/**
 * The text being parsed. Every part of the parser works on ranges of it: `text` is what was
 * written (what the tree shows), `scan` is the same text with the content of each [code] block
 * blanked out, so no tag search, paragraph split or list item ever looks inside code. The two
 * have the same length, so a position means the same in both.
 */
interface Source {
  text: string
  scan: string
  /** The [code] blocks by the position of their opening tag. */
  code: ReadonlyMap<number, TagMatch>
}

const OPEN_TAG = /\[(quote|list|b|i|url|code)(?:=([^\]\n]{0,2000}))?\]/gi
const CODE_OPEN = /\[code\]/gi
const CODE_CLOSE = /\[\/code\]/gi
/** Stands in for code content in `scan`: neither white space nor part of any tag. */
const CODE_MASK = '\u0001'

/**
 * Finds the [code] blocks first, in one pass: a block ends at the first [/code] after its
 * opening tag (code is literal, so it does not nest). An opening tag without a closing one stays
 * text, as every unbalanced tag does.
 */
function sourceOf(text: string): Source {
  const code = new Map<number, TagMatch>()
  let scan = ''
  let copied = 0
  CODE_OPEN.lastIndex = 0
  for (let open = CODE_OPEN.exec(text); open; open = CODE_OPEN.exec(text)) {
    const contentStart = open.index + open[0].length
    CODE_CLOSE.lastIndex = contentStart
    const close = CODE_CLOSE.exec(text)
    if (!close) break
    code.set(open.index, {
      start: open.index,
      contentStart,
      contentEnd: close.index,
      end: close.index + close[0].length,
      name: 'code',
      value: null,
    })
    scan += text.slice(copied, contentStart) + CODE_MASK.repeat(close.index - contentStart)
    copied = close.index
    CODE_OPEN.lastIndex = close.index + close[0].length
  }
  return { text, scan: scan + text.slice(copied), code }
}

/**
 * Searching a balancing closing tag scans the rest of the text; a post full of unbalanced tags
 * would make that quadratic. After this many searches the rest of a post stays plain text.
 */
const TAG_SEARCH_BUDGET = 400
let searchesLeft = TAG_SEARCH_BUDGET

/**
 * The next opening tag of the given names in [from, to), with its balanced closing tag before
 * `to`. A [code] block is known from sourceOf; the others are searched in the scan text.
 */
function findTag(source: Source, names: readonly string[], from: number, to: number): TagMatch | null {
  OPEN_TAG.lastIndex = from
  for (let match = OPEN_TAG.exec(source.scan); match; match = OPEN_TAG.exec(source.scan)) {
    const contentStart = match.index + match[0].length
    if (contentStart > to) return null
    const name = match[1]!.toLowerCase()
    if (!names.includes(name)) continue
    if (name === 'code') {
      const block = source.code.get(match.index)
      if (block && block.end <= to) return block
      continue
    }
    if (searchesLeft <= 0) return null
    searchesLeft -= 1
    const close = findClose(source.scan, name, contentStart, to)
    if (close !== null) {
      return {
        start: match.index,
        contentStart,
        contentEnd: close,
        end: close + name.length + 3,
        name,
        value: match[2] ?? null,
      }
    }
  }
  return null
}

/** The closing tag (ending by `to`) that balances an opening one, counting nested tags of the same name. */
function findClose(scan: string, name: string, from: number, to: number): number | null {
  const pattern = new RegExp(`\\[(/?)${name}(?:=[^\\]\\n]*)?\\]`, 'gi')
  pattern.lastIndex = from
  let depth = 1
  for (let match = pattern.exec(scan); match; match = pattern.exec(scan)) {
    if (match.index + match[0].length > to) return null
    depth += match[1] === '/' ? -1 : 1
    if (depth === 0) return match.index
  }
  return null
}

/** A code block's text: as written, without the one line break after [code] and before [/code]. */
function codeText(source: Source, tag: TagMatch): string {
  return source.text.slice(tag.contentStart, tag.contentEnd).replace(/^\n/, '').replace(/\n$/, '')
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

function parseInline(source: Source, start: number, end: number): Inline[] {
  const nodes: Inline[] = []
  let position = start
  while (position < end) {
    const tag = findTag(source, INLINE_TAGS, position, end)
    if (!tag) break
    nodes.push(...textNodes(source.text.slice(position, tag.start)))
    if (tag.name === 'code') nodes.push({ type: 'code', text: codeText(source, tag) })
    else if (tag.name === 'b')
      nodes.push({ type: 'bold', children: parseInline(source, tag.contentStart, tag.contentEnd) })
    else if (tag.name === 'i')
      nodes.push({ type: 'italic', children: parseInline(source, tag.contentStart, tag.contentEnd) })
    else {
      const inner = source.text.slice(tag.contentStart, tag.contentEnd)
      const href = safeUrl(tag.value ?? inner)
      // a link that is no http(s) address shows what was written, inert
      if (href)
        nodes.push({
          type: 'link',
          href,
          children: tag.value
            ? parseInline(source, tag.contentStart, tag.contentEnd)
            : [{ type: 'text', value: inner.trim() }],
        })
      else nodes.push(...textNodes(source.text.slice(tag.start, tag.end)))
    }
    position = tag.end
  }
  nodes.push(...textNodes(source.text.slice(position, end)))
  return nodes
}

/** The range without leading and trailing characters matching `edge`, or null when nothing is left. */
function trimmed(text: string, start: number, end: number, edge: RegExp): [number, number] | null {
  let from = start
  let to = end
  while (from < to && edge.test(text[from]!)) from += 1
  while (to > from && edge.test(text[to - 1]!)) to -= 1
  return from < to ? [from, to] : null
}

function paragraphs(source: Source, start: number, end: number): Block[] {
  const blocks: Block[] = []
  const separator = /\n[ \t]*\n+/g
  const part = source.scan.slice(start, end)
  let from = 0
  const push = (to: number) => {
    const range = trimmed(source.text, start + from, start + to, /\n/)
    if (range && source.text.slice(range[0], range[1]).trim() !== '')
      blocks.push({ type: 'paragraph', children: parseInline(source, range[0], range[1]) })
  }
  for (const match of part.matchAll(separator)) {
    push(match.index)
    from = match.index + match[0].length
  }
  push(part.length)
  return blocks
}

function parseList(source: Source, start: number, end: number): Block {
  const items: Inline[][] = []
  const part = source.scan.slice(start, end)
  const marks = [...part.matchAll(/\[\*\]/gi)]
  marks.forEach((mark, index) => {
    const from = start + mark.index + mark[0].length
    const to = index + 1 < marks.length ? start + marks[index + 1]!.index : end
    const range = trimmed(source.text, from, to, /\s/)
    const item = range ? parseInline(source, range[0], range[1]) : []
    if (item.length > 0) items.push(item)
  })
  return { type: 'list', items }
}

function parseBlocks(source: Source, start: number, end: number, depth: number): Block[] {
  const blocks: Block[] = []
  let position = start
  while (position < end) {
    const tag = findTag(source, BLOCK_TAGS, position, end)
    if (!tag) break
    blocks.push(...paragraphs(source, position, tag.start))
    if (tag.name === 'quote' && depth >= MAX_QUOTE_DEPTH) {
      // deeper quotes are dropped to their text, as the reader cannot follow them anyway
      blocks.push(...parseBlocks(source, tag.contentStart, tag.contentEnd, depth))
    } else if (tag.name === 'quote') {
      const author =
        tag.value
          ?.trim()
          .replace(/^["']|["']$/g, '')
          .slice(0, 60) || null
      blocks.push({
        type: 'quote',
        author,
        children: parseBlocks(source, tag.contentStart, tag.contentEnd, depth + 1),
      })
    } else if (tag.name === 'code') {
      const text = codeText(source, tag)
      if (text.trim() !== '') blocks.push({ type: 'code', text })
    } else {
      blocks.push(parseList(source, tag.contentStart, tag.contentEnd))
    }
    position = tag.end
  }
  blocks.push(...paragraphs(source, position, end))
  return blocks
}

export function parseMarkup(source: string): Block[] {
  searchesLeft = TAG_SEARCH_BUDGET
  const text = source.replace(/\r\n?/g, '\n')
  return parseBlocks(sourceOf(text), 0, text.length, 0)
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value
        case 'break':
          return ' '
        case 'code':
          return ` ${node.text} `
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
 * A search result's excerpt (decision 022) as inline nodes: plain text parts, the matched ones in a
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

/**
 * Plain text of a post: for excerpts, meta descriptions, structured data and search results.
 * Quotes left out (another member's words); code kept, on one line like all else (decision 024: an
 * error message or a command is often what the post is about).
 */
export function plainText(blocks: Block[], options: { withQuotes?: boolean } = {}): string {
  return blocks
    .flatMap((block): string[] => {
      if (block.type === 'paragraph') return [inlineText(block.children)]
      if (block.type === 'list') return block.items.map(inlineText)
      if (block.type === 'code') return [block.text]
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
