import { createContext, type ReactNode, useContext } from 'react'

// decision 044: a visitor's page of an islands route is server HTML plus islands. On the server,
// entry.server provides this for such a page: where the islands' entry is, and how an island is
// rendered as a root of its own (so that its ids and markup are what hydrateRoot expects in the
// browser). Null everywhere else: in the hydrated app an island is just its component.

export interface IslandsRender {
  /** The address of the islands' entry script (build/islands-manifest.json). */
  entry: string
  /** The island's HTML, rendered as a React root of its own with this id prefix. */
  render(node: ReactNode, identifierPrefix: string): string
  /** A fresh id prefix per island of the page: two islands never share an id. */
  nextPrefix(): string
}

export const IslandsContext = createContext<IslandsRender | null>(null)

/** A route whose visitors' pages are server HTML plus islands declares `handle = { islands: true }`. */
export interface IslandsHandle {
  islands?: boolean
}

/** Whether this render is a visitor's islands page (on the server; islands render as roots of their own). */
export function useIslandsPage(): boolean {
  return useContext(IslandsContext) !== null
}
