import { parseId } from '#domain/ids.ts'
import {
  COMMENT_REPORT_TARGET,
  CONTENT_TYPE_LABELS,
  type ContentItemType,
  isReportCategory,
  PROFILE_SLUG_PATTERN,
  REPORT_CATEGORIES,
  type ReportCategory,
  reportsBySlug,
} from '#domain/moderation.ts'

// spec 001 §2, §5, §8: `/melden/{category}/*` names one of the nine categories and a content id
// (positive, at most 2147483647) or, for profiles and accounts, a member's slug (at least three
// letters, digits, '_' or '-'). Anything else is 404 InvalidParameterError.

export type ReportKey =
  | { type: ContentItemType; id: number }
  | { type: 'UserProfile' | 'UserAccount'; slug: string }

export interface ReportParams {
  category: ReportCategory
  label: string
  /** What the path names; a slug category may also name its member by id. */
  key: ReportKey
}

export function parseReportParams(
  category: string | undefined,
  rest: string | undefined,
): ReportParams | null {
  if (!isReportCategory(category) || rest === undefined) return null
  const { type, label } = REPORT_CATEGORIES[category]
  if (reportsBySlug(category) && (type === 'UserProfile' || type === 'UserAccount')) {
    if (PROFILE_SLUG_PATTERN.test(rest)) return { category, label, key: { type, slug: rest } }
    const id = parseId(rest)
    return id === null ? null : { category, label, key: { type, id } }
  }
  // decision 036: a comment under a blog article or a test is `k{id}` in its host's category
  const comment = category === 'blogs' || category === 'tests' ? COMMENT_REPORT_TARGET.exec(rest) : null
  if (comment) {
    const id = parseId(comment[1])
    return id === null ? null : { category, label: CONTENT_TYPE_LABELS.Comment, key: { type: 'Comment', id } }
  }
  // decision 036: blog articles, tests and ads are named by their slug ending in the id, or the id
  const named = category === 'blogs' || category === 'tests' || category === 'marktplatz'
  const id = parseId(named ? (/^(?:.*-)?(\d+)(?:\.html)?$/.exec(rest)?.[1] ?? '') : rest)
  return id === null ? null : { category, label, key: { type, id } }
}
