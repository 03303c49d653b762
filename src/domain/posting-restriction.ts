import { formatClockTime, formatShortDate } from './time.ts'

// decision 021: what a posting restriction forbids. One list: permissions.ts checks by it, and the
// texts a restricted member reads (the statement of reasons, every refusal, the notice on the
// thread page) are made from it, so what we say and what we do cannot drift apart.

/**
 * A member's active restriction of scope 'posting' (user_restrictions, read by
 * findActiveRestriction); endsAt null: permanent. Null or absent: none.
 */
export interface PostingRestriction {
  endsAt: Date | null
}

/** What a restricted member cannot write, each with the noun the texts name it by. */
export const RESTRICTED_WRITING = {
  reply: 'Beiträge',
  thread: 'Themen',
  comment: 'Kommentare',
  blogArticle: 'Blogartikel',
  motortest: 'Tests',
  ad: 'Anzeigen',
  notice: 'Meldungen',
} as const

/** What else a restricted member cannot do, with its phrase. */
export const RESTRICTED_ACTIONS = {
  edit: 'nichts bearbeiten',
  rate: 'nichts bewerten',
  upload: 'keine Dateien hochladen',
} as const

export type RestrictedActivity = keyof typeof RESTRICTED_WRITING | keyof typeof RESTRICTED_ACTIONS

/** Whether the restriction (if any) forbids the activity: the one check permissions.ts makes. */
export function restrictionForbids(
  restriction: PostingRestriction | null | undefined,
  activity: RestrictedActivity,
): boolean {
  if (!restriction) return false
  return Object.hasOwn(RESTRICTED_WRITING, activity) || Object.hasOwn(RESTRICTED_ACTIONS, activity)
}

function listOf(words: readonly string[], conjunction: string): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`
}

/**
 * 'keine Beiträge, Themen, … oder Meldungen verfassen, nichts bearbeiten, nichts bewerten und
 * keine Dateien hochladen' — every activity of the lists above, in their order.
 */
export function restrictedActivitiesText(): string {
  const writing = `keine ${listOf(Object.values(RESTRICTED_WRITING), 'oder')} verfassen`
  return listOf([writing, ...Object.values(RESTRICTED_ACTIONS)], 'und')
}

/** The restriction's end in Berlin time, for the texts: '25.11.2026, 17:30 Uhr'. */
export function restrictionEndText(endsAt: Date): string {
  return `${formatShortDate(endsAt)}, ${formatClockTime(endsAt)} Uhr`
}

/** What a restricted member reads: the end (or 'dauerhaft') and everything it forbids. */
export function postingRestrictionMessage(restriction: PostingRestriction): string {
  if (restriction.endsAt === null)
    return `Dein Konto ist dauerhaft eingeschränkt. Du kannst ${restrictedActivitiesText()}.`
  return `Dein Konto ist bis ${restrictionEndText(restriction.endsAt)} eingeschränkt. Du kannst in dieser Zeit ${restrictedActivitiesText()}.`
}
