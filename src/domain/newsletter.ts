// The newsletter (spec 000 §1, §5): a member's own double opt-in. What the settings page and
// /newsletter say about it, in one place.

export const NEWSLETTER_STATUSES = ['none', 'pending', 'subscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

export const NEWSLETTER_TEXT: Record<NewsletterStatus, string> = {
  none: 'Du erhältst keinen Newsletter.',
  pending: 'Bitte bestätige Dein Abonnement über den Link in der E-Mail, die wir Dir geschickt haben.',
  subscribed: 'Du erhältst unseren Newsletter.',
}

/** What a member is told after asking for the newsletter or cancelling it. */
export function newsletterChangeMessage(status: NewsletterStatus): string {
  return status === 'pending'
    ? 'Wir haben Dir eine E-Mail geschickt. Bitte bestätige darin Dein Newsletter-Abonnement.'
    : status === 'none'
      ? 'Du hast den Newsletter abbestellt.'
      : 'Du erhältst den Newsletter bereits.'
}
