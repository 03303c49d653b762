import type { Agent } from 'node:https'
import type { DB } from '#db/database.ts'
import type { EventBus } from '../events.ts'

// The notification service's dependencies, results, job names and small helpers.

export const DELIVER_JOB = 'notification.deliver'
export const DIGEST_JOB = 'notification.digest'
/** The digest collects what the last two days left unmailed (one missed run loses nothing). */
export const DIGEST_WINDOW_MS = 48 * 60 * 60_000
/** Hour (Europe/Berlin) the daily digest goes out. */
export const DIGEST_HOUR = 7

export interface NotificationDeps {
  db: DB
  events: EventBus
  publicUrl: string
  kickJobs: () => void
  now?: () => Date
  /** The web push requests' HTTPS agent (tests route it to a local endpoint). */
  pushAgent?: Agent
  /** VAPID subject: who the push services may contact (mailto: or https:). */
  vapidSubject: string
  log?: (message: string, detail?: unknown) => void
}

export type FollowTarget = 'thread' | 'board' | 'blog'

export type FollowResult =
  | { ok: true; path: string; following: boolean }
  | { ok: false; status: 400 | 403 | 404; message: string }

export function berlinHour(date: Date): number {
  // the hour part alone: de-DE formats an hour on its own as '07 Uhr', which is no number
  const hour = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false })
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value
  return Number(hour) % 24
}

/** The next 07:00 in Berlin after `now` (06:00 UTC in winter, 05:00 UTC in summer). */
export function nextDigestAt(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  for (let offset = 0; offset < 3; offset += 1) {
    for (const utcHour of [DIGEST_HOUR - 2, DIGEST_HOUR - 1]) {
      const candidate = new Date(day + offset * 86_400_000 + utcHour * 3_600_000)
      if (candidate > now && berlinHour(candidate) === DIGEST_HOUR) return candidate
    }
  }
  return new Date(now.getTime() + 86_400_000)
}

export function payloadId(payload: unknown): number {
  if (typeof payload === 'object' && payload !== null && 'id' in payload && typeof payload.id === 'number')
    return payload.id
  throw new Error('payload without id')
}

export function quoted(title: string): string {
  return `„${title}“`
}
