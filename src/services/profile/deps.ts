import type { DB } from '#db/database.ts'
import type { RateRule } from '../rate-limit.ts'

// What the profile and account use cases (decision 027) need from the process.

export interface ProfileDeps {
  db: DB
  /** Base of links in mails (never taken from a request). */
  publicUrl: string
  /** DATA_DIR/uploads: avatars are stored under avatars/. */
  uploadsDir: string
  /** Called after a mail job was committed, so this process sends it right away. */
  kickJobs?: () => void
  /** Clears cached pages: the texts and the avatar show on the profile and under every post. */
  afterWrite?: () => void
  now?: () => Date
}

/**
 * Fixed windows (rate-limit.ts) per member. Saving the profile clears the page cache, so even
 * that is bounded; the avatar costs a few decodes and encodes; an address change sends mails to
 * addresses the member names.
 */
export const PROFILE_RATE_RULES = {
  profileUpdate: { name: 'profile-update', limit: 30, windowSeconds: 60 * 60 },
  avatarUpload: { name: 'avatar-upload', limit: 10, windowSeconds: 60 * 60 },
  emailChange: { name: 'email-change', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>

// decision 042: the profile's writes refuse in the domain's one shape (fieldErrors per field).
export { type Refusal, refuse } from '#domain/refusal.ts'

/** The member is no longer active (deactivated while the form was open): 404, nothing written. */
export const ACCOUNT_GONE = 'Dieses Profil ist nicht mehr aktiv.'

export const CHECK_INPUT = 'Bitte prüfe Deine Angaben.'
