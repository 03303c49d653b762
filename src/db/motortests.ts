import type { DB } from './database.ts'

// Vehicle test teasers (spec 000 §2.2 "latest 4 vehicle tests", §3 Motortest).

export interface MotortestRow {
  id: number
  author_id: number
  title: string
  slug: string
  picture_url: string | null
  /** spec 001 §3: on a scale of 50. */
  rating: number
  created_at: Date
}

/** Newest tests first (index vehicle_tests_latest). */
export function findLatestMotortests(db: DB, limit: number): Promise<MotortestRow[]> {
  return db
    .selectFrom('vehicle_tests')
    .select(['id', 'author_id', 'title', 'slug', 'picture_url', 'rating', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
