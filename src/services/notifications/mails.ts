import type { NotificationKindName } from '#domain/notifications.ts'
import type { MailMessage } from '../mail.ts'

// The mails of notifications (decision 030): plain text like the other mails, every one with a
// one-click unsubscribe link in the text and in the RFC 8058 headers, so mail programs offer
// 'Abbestellen' and may POST it without the member logging in.

const FOOTER = `

Viele Grüße
Dein MOTOR-TALK-Team`

function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

const SUBJECTS: Record<NotificationKindName, (title: string) => string> = {
  ThreadReply: (title) => title,
  BoardThread: (title) => title,
  PrivateMessage: (title) => `Neue private Nachricht: ${title}`,
  UserMention: (title) => `Du wurdest erwähnt: ${title}`,
  ThumbsUp: (title) => title,
}

function sentence(kind: NotificationKindName, title: string, actor: string | null): string {
  const who = actor ?? 'Jemand'
  switch (kind) {
    case 'ThreadReply':
      return `${who} hat in einem Thema geantwortet, dem Du folgst: ${title}`
    case 'BoardThread':
      return `${who} hat ein neues Thema in einem Forum gestartet, dem Du folgst: ${title}`
    case 'PrivateMessage':
      return `${who} hat Dir eine private Nachricht geschrieben: ${title}`
    case 'UserMention':
      return `${who} hat Dich in einem Beitrag erwähnt: ${title}`
    case 'ThumbsUp':
      return `${who} hat Deinem Beitrag einen Daumen hoch gegeben: ${title}`
  }
}

export function notificationMail(options: {
  to: string
  username: string
  kind: NotificationKindName
  title: string
  actor: string | null
  link: string
  settingsLink: string
  unsubscribeLink: string
  unsubscribeWhat: string
}): MailMessage {
  return {
    to: options.to,
    subject: SUBJECTS[options.kind](options.title),
    text: `Hallo ${options.username},

${sentence(options.kind, options.title, options.actor)}

${options.link}${FOOTER}

--
Du erhältst diese E-Mail, weil Du in Deinen Einstellungen ${options.unsubscribeWhat} gewählt hast.
Einstellungen ändern: ${options.settingsLink}
Mit einem Klick abbestellen: ${options.unsubscribeLink}`,
    headers: unsubscribeHeaders(options.unsubscribeLink),
  }
}

export function digestMail(options: {
  to: string
  username: string
  items: readonly { kind: NotificationKindName; title: string; actor: string | null; link: string }[]
  overviewLink: string
  settingsLink: string
  unsubscribeLink: string
}): MailMessage {
  const count = options.items.length
  const lines = options.items.map(
    (item) => `• ${sentence(item.kind, item.title, item.actor)}\n  ${item.link}`,
  )
  return {
    to: options.to,
    subject: `Deine tägliche Zusammenfassung: ${count} ${count === 1 ? 'Neuigkeit' : 'Neuigkeiten'} bei MOTOR-TALK`,
    text: `Hallo ${options.username},

das ist seit gestern bei MOTOR-TALK für Dich passiert:

${lines.join('\n\n')}

Alle Benachrichtigungen: ${options.overviewLink}${FOOTER}

--
Du erhältst diese Zusammenfassung, weil Du in Deinen Einstellungen tägliche E-Mails gewählt hast.
Einstellungen ändern: ${options.settingsLink}
Mit einem Klick abbestellen: ${options.unsubscribeLink}`,
    headers: unsubscribeHeaders(options.unsubscribeLink),
  }
}
