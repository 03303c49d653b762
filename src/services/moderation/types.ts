import type { DB } from '#db/database.ts'
import { RESTRICTION_MAX_DAYS } from '#domain/moderation.ts'
import type { Refusal } from '#domain/refusal.ts'
import { fromBerlinWallClock } from '#domain/time.ts'
import type { RateRule } from '../rate-limit.ts'

// The moderation service's dependencies, results, messages and small helpers.

export interface ModerationDeps {
  db: DB
  publicUrl: string
  afterWrite?: () => void
  kickJobs?: () => void
  now?: () => Date
  /** How many notices a member may file per window (default NOTICE_RATE_RULE). */
  noticeRate?: RateRule
}

/** Flood control for notices, like replies and threads (docs/security.md): 20 an hour per member. */
export const NOTICE_RATE_RULE: RateRule = { name: 'notice-hour', limit: 20, windowSeconds: 60 * 60 }

/** A use case's answer: what it did, or the domain's one refusal (decision 042). */
export type Result<T> = ({ ok: true } & T) | Refusal

/** The sentence above a moderation form whose fields carry their own messages. */
export const CHECK_INPUT = 'Bitte prüfe Deine Angaben.'
export const FORBIDDEN = 'Dazu bist Du nicht berechtigt.'
export const NOT_FOUND = 'Diesen Inhalt gibt es nicht.'
export const CASE_NOT_FOUND = 'Diesen Fall gibt es nicht.'

/** The page a party reads its messages on and complains from. */
export const casePathForParty = (noticeId: number) => `/cockpit/meldungen/${noticeId}`

/** A custom restriction end from the form (a date, or a date and time), in the future and in range. */
export function parseRestrictionUntil(raw: string, now: Date): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(raw.trim())
  if (!match) return null
  const [, y, m, d, hh = '23', mm = '59'] = match
  // entered in Berlin time (summer time included)
  const date = fromBerlinWallClock(Number(y), Number(m), Number(d), Number(hh), Number(mm))
  if (Number.isNaN(date.getTime()) || date <= now) return null
  if (date.getTime() - now.getTime() > RESTRICTION_MAX_DAYS * 86_400_000) return null
  return date
}
