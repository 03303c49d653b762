import { excerpt } from '#domain/markup.ts'
import {
  CONTENT_TYPE_LABELS,
  type ContentItemType,
  isLegalCategory,
  type NoticeCategory,
  type NoticeStatus,
  type NoticeType,
  noticeReasonLabel,
} from '#domain/moderation.ts'
import { postingRestrictionMessage } from '#domain/posting-restriction.ts'
import { formatClockTime, formatShortDate } from '#domain/time.ts'

const formatDate = (date: Date) => `${formatShortDate(date)}, ${formatClockTime(date)} Uhr`

// The texts the parties of a case receive (decision 021): the statement of reasons to the affected
// member (DSA Art. 17 (3): the measure, the facts, whether a notice triggered it, whether it was
// automated, the ground in law or in the terms, the redress) and the reporter's confirmation and
// decisions (Art. 16 (4), (5)). One text serves the mail and the message page.

const FOOTER = `

Viele Grüße
Dein MOTOR-TALK-Team`

export interface CaseFacts {
  noticeId: number
  contentType: ContentItemType
  title: string
  reason: string
  category: NoticeCategory
  /** A member's notice (true) or the moderation's own initiative. */
  byNotice: boolean
  automated: boolean
  measureVisibility: 'Hidden' | 'Offline' | null
  restriction: { endsAt: Date | null } | null
  facts: string
  ground: string
  /** Until when the recipient may complain; null: no complaint possible. */
  complaintUntil: Date | null
  createdAt: Date
  /** The content's text as reported (a post: its text; the thread is `title`). */
  text: string
  /** The content's address on the site, from the configured public URL ('' when it has none). */
  contentLink: string
  /** The configured public URL (config PUBLIC_URL): every link in a message starts with it. */
  publicUrl: string
  /** The measure is a warning to the member (nothing removed, nothing restricted). */
  warning?: boolean
}

const WARNING_TEXT =
  'Wir verwarnen Dich. Es wurden keine Inhalte entfernt und Dein Konto ist nicht eingeschränkt; bei weiteren Verstößen können wir Dein Konto sperren.'

export interface Message {
  subject: string
  body: string
  noticeType: NoticeType | null
}

function contentName(facts: CaseFacts): string {
  return `${CONTENT_TYPE_LABELS[facts.contentType]} „${facts.title}“`
}

/** 'Dein Beitrag', 'Deine Private Nachricht'. */
function yours(type: ContentItemType): string {
  return `${type === 'PrivateMessage' ? 'Deine' : 'Dein'} ${CONTENT_TYPE_LABELS[type]}`
}

/** A title short enough for a subject line, cut at a word. */
function shortTitle(title: string, max = 50): string {
  if (title.length <= max) return title
  const cut = title.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()} …`
}

/**
 * Which content the message is about (DSA Art. 17 (3) (b): the facts): a post by its excerpt and
 * link, within its thread; other content by its name and link.
 */
function contentLines(facts: CaseFacts): string {
  const lines: string[] = []
  if (facts.warning) return 'Betroffen: Dein Benutzerkonto'
  if (facts.contentType === 'ForumPost') {
    lines.push(`Betroffener Beitrag im Thema „${facts.title}“:`)
    const quoted = excerpt(facts.text, 200)
    if (quoted) lines.push(`„${quoted}“`)
  } else {
    lines.push(`Betroffener Inhalt: ${contentName(facts)}`)
  }
  // a link stands on its own line, so no punctuation becomes part of it in a mail client
  if (facts.contentLink) lines.push(facts.contentLink)
  return lines.join('\n')
}

/** The measure in a few words, for a subject line. */
function measureSummary(facts: CaseFacts): string {
  const name = `${yours(facts.contentType)} „${shortTitle(facts.title)}“`
  if (facts.measureVisibility === 'Hidden') return `${name} wurde ausgeblendet`
  if (facts.measureVisibility === 'Offline') return `${name} ist nur noch für Mitglieder sichtbar`
  if (facts.restriction) return 'Dein Konto wurde eingeschränkt'
  if (facts.warning) return 'Verwarnung'
  return `Entscheidung zu ${name}`
}

function groundText(facts: CaseFacts): string {
  const reason = noticeReasonLabel(facts.reason)
  const own = facts.ground.trim() === '' ? '' : `\n${facts.ground.trim()}`
  return isLegalCategory(facts.category)
    ? `Rechtsgrundlage: Der Inhalt ist nach unserer Prüfung rechtswidrig (${reason}).${own}`
    : `Vertragliche Grundlage: Der Inhalt verstößt gegen unsere Nutzungsbedingungen und Beitragsregeln (${reason}):\n${facts.publicUrl}/info/beitragsregeln${own}`
}

function redress(facts: CaseFacts, link: string): string {
  const lines = ['Deine Möglichkeiten:']
  if (facts.complaintUntil) {
    lines.push(
      `- Du kannst Dich bis ${formatDate(facts.complaintUntil)} bei uns über diese Entscheidung beschweren. Über Deine Beschwerde entscheidet ein Mensch, nicht derjenige, der die Entscheidung getroffen hat. Hier legst Du sie ein:\n  ${link}`,
    )
  }
  lines.push(
    '- Du kannst eine zertifizierte außergerichtliche Streitbeilegungsstelle nach Art. 21 des Digital Services Act anrufen.',
    '- Der Rechtsweg zu den Gerichten steht Dir offen.',
  )
  return lines.join('\n')
}

/**
 * The facts as the moderator wrote them; without a text, the ground chosen (a post hidden from the
 * thread page with a reason picked from the list) — never an empty pointer to elsewhere.
 */
function factsText(facts: CaseFacts): string {
  const written = facts.facts.trim()
  if (written) return written
  return `Der Inhalt wurde als „${noticeReasonLabel(facts.reason)}“ eingestuft.`
}

/** The statement of reasons for a measure against the affected member's content or account. */
export function statementOfReasons(name: string, facts: CaseFacts, link: string): Message {
  const measures: string[] = []
  if (facts.measureVisibility === 'Hidden') {
    measures.push(`Dein ${contentName(facts)} ist ausgeblendet und für andere nicht mehr sichtbar.`)
  } else if (facts.measureVisibility === 'Offline') {
    measures.push(`Dein ${contentName(facts)} ist nur noch für angemeldete Mitglieder sichtbar.`)
  }
  // the same text the refusals give, from the one definition of what a restriction forbids
  if (facts.restriction) measures.push(postingRestrictionMessage(facts.restriction))
  if (facts.warning) measures.push(WARNING_TEXT)
  const body = `Hallo ${name},

unsere Moderation hat eine Entscheidung getroffen, die Dich betrifft.

${contentLines(facts)}

Maßnahme: ${measures.join(' ') || 'keine'}
Sachverhalt: ${factsText(facts)}
Anlass: ${facts.byNotice ? 'Die Entscheidung beruht auf einer Meldung.' : 'Die Moderation hat ohne Meldung gehandelt.'}
Automatisierung: ${
    facts.automated
      ? 'Die Entscheidung wurde automatisch getroffen: Der Inhalt war auf eine frühere Meldung hin bereits entfernt worden.'
      : 'Die Entscheidung hat ein Mensch getroffen; automatisierte Mittel wurden dafür nicht eingesetzt.'
  }
${groundText(facts)}

${redress(facts, link)}${FOOTER}`
  return {
    subject: `Begründung der Moderation: ${measureSummary(facts)}`,
    body,
    noticeType: facts.warning
      ? null
      : facts.measureVisibility !== null || !facts.restriction
        ? 'ContentDeletion'
        : 'UserRestriction',
  }
}

/** The affected member's notice that a measure was taken back (an upheld complaint). */
export function reinstatementMessage(
  name: string,
  facts: CaseFacts,
  link: string,
  liftedRestriction: boolean,
): Message {
  const parts = [`Dein ${contentName(facts)} ist wieder sichtbar.`]
  if (liftedRestriction) parts.push('Die Einschränkung Deines Kontos ist aufgehoben.')
  return {
    subject: `Entscheidung aufgehoben: Dein ${CONTENT_TYPE_LABELS[facts.contentType]}`,
    body: `Hallo ${name},

wir haben die Entscheidung zu Deinem ${contentName(facts)} erneut geprüft und aufgehoben.

${parts.join(' ')}
Begründung: ${facts.facts.trim() || '–'}

Einzelheiten:\n${link}${FOOTER}`,
    noticeType:
      liftedRestriction && facts.measureVisibility === null
        ? 'UserRestrictionReversion'
        : 'ContentReinstatement',
  }
}

/** The affected member's notice that a complaint against the measure was not upheld. */
export function measureConfirmedMessage(name: string, facts: CaseFacts, link: string): Message {
  return {
    subject: `Deine Beschwerde wurde geprüft: ${CONTENT_TYPE_LABELS[facts.contentType]}`,
    body: `Hallo ${name},

wir haben Deine Beschwerde zu unserer Entscheidung über Dein ${contentName(facts)} geprüft. Die Entscheidung bleibt bestehen; sie ist damit endgültig.

Begründung: ${facts.facts.trim() || '–'}

Einzelheiten:\n${link}
Dir bleiben die außergerichtliche Streitbeilegung nach Art. 21 des Digital Services Act und der Rechtsweg zu den Gerichten.${FOOTER}`,
    noticeType: null,
  }
}

/** Confirmation of receipt to the reporter (Art. 16 (4)). */
export function receiptMessage(name: string, facts: CaseFacts, link: string): Message {
  return {
    subject: 'Deine Meldung ist bei uns eingegangen',
    body: `Hallo ${name},

vielen Dank für Deine Meldung vom ${formatDate(facts.createdAt)} zum ${contentName(facts)} (Grund: ${noticeReasonLabel(facts.reason)}).

Unsere Moderation prüft den Inhalt und teilt Dir ihre Entscheidung mit. Den Stand Deiner Meldung siehst Du hier:\n${link}${FOOTER}`,
    noticeType: null,
  }
}

/** The decision on the reporter's notice, or on the reporter's complaint (Art. 16 (5), 20 (4)). */
export function reporterDecisionMessage(
  name: string,
  facts: CaseFacts,
  status: NoticeStatus,
  link: string,
): Message {
  const removed = facts.measureVisibility !== null || facts.restriction !== null
  const outcome = removed
    ? 'Wir haben Maßnahmen ergriffen: Der Inhalt ist nicht mehr öffentlich sichtbar.'
    : 'Der Inhalt verletzt nach unserer Prüfung weder unsere Richtlinien noch geltendes Recht; er bleibt sichtbar.'
  // a decision on a complaint (the reporter's or the member's) reviews the first one
  const review = status !== 'Accepted' && status !== 'AcceptedAutomatically' && status !== 'Rejected'
  const complaint = facts.complaintUntil
    ? `\nWenn Du mit dieser Entscheidung nicht einverstanden bist, kannst Du Dich bis ${formatDate(facts.complaintUntil)} beschweren:\n${link}\n`
    : ''
  const reasoning = facts.facts.trim() ? `\nBegründung der Moderation: ${facts.facts.trim()}\n` : ''
  const verdict = removed ? 'Inhalt entfernt' : 'kein Verstoß festgestellt'
  return {
    subject: review
      ? `Beschwerde geprüft – Deine Meldung zum ${CONTENT_TYPE_LABELS[facts.contentType]} „${shortTitle(facts.title)}“: ${verdict}`
      : `Ergebnis Deiner Meldung zum ${CONTENT_TYPE_LABELS[facts.contentType]} „${shortTitle(facts.title)}“: ${verdict}`,
    body: `Hallo ${name},

wir haben ${review ? 'unsere Entscheidung zu Deiner Meldung nach einer Beschwerde erneut' : 'Deine Meldung'} zum ${contentName(facts)} geprüft.

${outcome}
${facts.automated ? 'Die Entscheidung wurde automatisch getroffen.' : 'Die Entscheidung hat ein Mensch getroffen.'}
${reasoning}${complaint}
Einzelheiten:
${link}${FOOTER}`,
    noticeType: null,
  }
}

/** Art. 23: a reporter whose notices keep being unfounded is warned first. */
export function misuseWarningMessage(name: string, count: number, days: number): Message {
  return {
    subject: 'Hinweis zu Deinen Meldungen',
    body: `Hallo ${name},

von Deinen Meldungen der letzten ${days} Tage waren ${count} unbegründet. Bitte melde nur Inhalte, die gegen unsere Beitragsregeln oder geltendes Recht verstoßen. Wenn weitere unbegründete Meldungen folgen, können wir Deine Möglichkeit, Inhalte zu melden, für einige Zeit aussetzen.${FOOTER}`,
    noticeType: null,
  }
}

/** Art. 23: … and then suspended from reporting for a while. */
export function misuseSuspensionMessage(name: string, until: Date): Message {
  return {
    subject: 'Deine Meldemöglichkeit ist ausgesetzt',
    body: `Hallo ${name},

trotz unseres Hinweises waren weitere Deiner Meldungen unbegründet. Wir haben Deine Möglichkeit, Inhalte zu melden, deshalb bis ${formatDate(until)} ausgesetzt (Art. 23 Digital Services Act). Du kannst Dich über diese Entscheidung bei uns beschweren, indem Du auf diese Nachricht antwortest.${FOOTER}`,
    noticeType: 'UserRestriction',
  }
}

/** Receipt of a complaint to the party who filed it (DSA Art. 20). */
export function complaintReceiptMessage(name: string, facts: CaseFacts, link: string): Message {
  return {
    subject: 'Deine Beschwerde ist bei uns eingegangen',
    body: `Hallo ${name},

Deine Beschwerde zu unserer Entscheidung (${contentName(facts)}) ist bei uns eingegangen. Über sie entscheidet ein Mensch, nicht derjenige, der die Entscheidung getroffen hat. Wir teilen Dir das Ergebnis mit.

Stand Deiner Beschwerde:\n${link}${FOOTER}`,
    noticeType: null,
  }
}

/** The other party learns that the decision is being reviewed on a complaint. */
export function complaintFiledMessage(name: string, facts: CaseFacts, link: string): Message {
  return {
    subject: 'Beschwerde gegen eine Entscheidung der Moderation',
    body: `Hallo ${name},

gegen unsere Entscheidung (${contentName(facts)}) wurde Beschwerde eingelegt. Wir prüfen die Entscheidung erneut und teilen Dir das Ergebnis mit.

Einzelheiten:\n${link}${FOOTER}`,
    noticeType: null,
  }
}

/** A restriction lifted early by the moderation (not through a complaint). */
export function restrictionLiftedMessage(name: string): Message {
  return {
    subject: 'Die Einschränkung Deines Kontos ist aufgehoben',
    body: `Hallo ${name},

die Einschränkung Deines Kontos ist aufgehoben. Du kannst wieder Beiträge und Themen verfassen.${FOOTER}`,
    noticeType: 'UserRestrictionReversion',
  }
}
