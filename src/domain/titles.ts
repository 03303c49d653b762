import { PAGE_TITLE_MAX_LENGTH } from './limits.ts'

const ELLIPSIS = '...'

/** The start of `text` in at most `max` characters, ended at a word boundary, with '...'. */
function cutAtWord(text: string, max: number): string {
  const room = max - ELLIPSIS.length
  let cut = text.slice(0, room)
  // inside a word: back to its start, unless that leaves too little (one very long word)
  if (/\S/.test(text.charAt(room))) {
    const space = cut.lastIndexOf(' ')
    if (space > room / 2) cut = cut.slice(0, space)
  }
  return `${cut.replace(/[\s:;,.\-–|]+$/, '')}${ELLIPSIS}`
}

/**
 * Page title (spec 000 §1, spec 001 §9): the product name is appended unless already present,
 * and the whole is cut to 70 characters with '...'. The cut falls in the page's own part, at a
 * word boundary, so that the product name at the end stays whole.
 */
export function pageTitle(title: string, productName: string): string {
  if (title.includes(productName)) {
    return title.length > PAGE_TITLE_MAX_LENGTH ? cutAtWord(title, PAGE_TITLE_MAX_LENGTH) : title
  }
  const suffix = ` - ${productName}`
  const full = `${title}${suffix}`
  if (full.length <= PAGE_TITLE_MAX_LENGTH) return full
  return `${cutAtWord(title, PAGE_TITLE_MAX_LENGTH - suffix.length)}${suffix}`
}
