import { PAGE_TITLE_MAX_LENGTH } from './limits.ts'

/**
 * Page title (spec 000 §1, spec 001 §9): the product name is appended unless already present,
 * and the whole is cut to 70 characters with '...'.
 */
export function pageTitle(title: string, productName: string): string {
  const full = title.includes(productName) ? title : `${title} - ${productName}`
  return full.length > PAGE_TITLE_MAX_LENGTH
    ? `${full.slice(0, PAGE_TITLE_MAX_LENGTH - 3).trimEnd()}...`
    : full
}
