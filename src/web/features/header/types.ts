// The member header's data (spec 000 §3 "Header data") is what the UserHeader operation reads;
// the root loader passes it down, null for visitors or when the query failed.
import type { HeaderData } from '#graphql/operations/types.ts'

export type { HeaderData }

/** spec 000 §3 User, as the header shows a person. */
export type HeaderUser = HeaderData['friendsOnline']['users'][number]

/** The header's panels; only one is open at a time (spec 000 §4). */
export type HeaderPanel =
  | 'search'
  | 'notifications'
  | 'messages'
  | 'threads'
  | 'favorites'
  | 'friends'
  | 'user'
