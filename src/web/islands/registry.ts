// decision 044: every component that may hydrate as an island, by the name the server writes into
// the page. Each loads as a chunk of its own, only on pages that have it. An island's module must
// not import React Router (the islands' entry does not ship it): links come from ui/link-context.

export const ISLANDS = {
  SiteHeader: () => import('../features/frame/SiteHeader.tsx').then((module) => module.SiteHeader),
  ThemeSelector: () => import('../features/frame/ThemeSelector.tsx').then((module) => module.ThemeSelector),
  RelativeTime: () => import('../ui/RelativeTime.tsx').then((module) => module.RelativeTime),
  Pagination: () => import('../ui/Pagination.tsx').then((module) => module.Pagination),
  SeoText: () => import('../features/board/SeoText.tsx').then((module) => module.SeoText),
  Announcements: () => import('../features/board/Announcements.tsx').then((module) => module.Announcements),
  SummaryBox: () => import('../features/summary/SummaryBox.tsx').then((module) => module.SummaryBox),
  SameQuestion: () => import('../features/thread/SameQuestion.tsx').then((module) => module.SameQuestion),
  QuickReply: () => import('../features/thread/QuickReply.tsx').then((module) => module.StandaloneQuickReply),
  PageNotices: () => import('../ui/PageNotices.tsx').then((module) => module.PageNotices),
}

export type IslandName = keyof typeof ISLANDS

/** The props of an island's component: what its `data-props` carry. */
export type IslandProps<Name extends IslandName> =
  Awaited<ReturnType<(typeof ISLANDS)[Name]>> extends (props: infer Props) => unknown ? Props : never
