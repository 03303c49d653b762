import type { DB } from '#db/database.ts'
import type { Viewer } from '#domain/permissions.ts'
import { effectiveSort, type SearchRequest } from '#domain/search.ts'
import type { SearchFilterOptions, SearchOutcome } from './types.ts'

// The search use case (issue 13). Skeleton: the engine lands in the next commit.

export interface SearchServiceDeps {
  db: DB
}

export function createSearchService(deps: SearchServiceDeps) {
  return {
    async search(
      _viewer: Viewer | null,
      request: SearchRequest,
      _now: Date = new Date(),
    ): Promise<SearchOutcome> {
      void deps
      return {
        ok: true,
        results: {
          request,
          sort: effectiveSort(request),
          hits: [],
          total: 0,
          totalIsLowerBound: false,
          pageCount: 0,
          suggestion: null,
          expansions: [],
          author: null,
          notes: [],
        },
      }
    },
    async filterOptions(_viewer: Viewer | null): Promise<SearchFilterOptions> {
      return { boards: [], vehicles: [] }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
