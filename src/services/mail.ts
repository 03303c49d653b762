import { randomBytes } from 'node:crypto'
import { existsSync, promises as fs } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'

// Transactional mails (spec 000 §1): over SMTP when SMTP_URL is set, otherwise into the outbox
// directory, where the development mailbox page shows them. Sent from the job queue.

export interface MailMessage {
  to: string
  subject: string
  text: string
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe and List-Unsubscribe-Post (decision 030). */
  headers?: Record<string, string>
  /** Ends with the team's greeting and the help link of the public address (signedText). */
  signed?: boolean
}

/** The text as sent: a signed mail ends with the greeting and the help page of `publicUrl`. */
export function signedText(message: MailMessage, publicUrl: string): string {
  if (!message.signed) return message.text
  const help = new URL('/info/hilfe', publicUrl).toString()
  return `${message.text}

Viele Grüße
Dein MOTOR-TALK-Team

Diese E-Mail wurde automatisch versendet. Fragen? ${help}`
}

export interface StoredMail extends MailMessage {
  id: string
  from: string
  date: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export function createMailer(options: {
  smtpUrl?: string
  outboxDir: string
  from: string
  /** PUBLIC_URL: the help link of signed mails */
  publicUrl: string
}): Mailer {
  const finished = ({ signed: _signed, ...message }: MailMessage): MailMessage => ({
    ...message,
    text: signedText({ ...message, signed: _signed }, options.publicUrl),
  })
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(unsigned) {
        await transport.sendMail({ from: options.from, ...finished(unsigned) })
      },
    }
  }
  // The same MIME message SMTP would carry, written to a file instead.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(unsigned) {
      const message = finished(unsigned)
      await fs.mkdir(options.outboxDir, { recursive: true })
      const date = new Date()
      const id = `${date.getTime()}-${randomBytes(4).toString('hex')}`
      const info = await transport.sendMail({ from: options.from, date, ...message })
      const raw = info.message
      await fs.writeFile(path.join(options.outboxDir, `${id}.eml`), Buffer.isBuffer(raw) ? raw : String(raw))
      const stored: StoredMail = { id, from: options.from, date: date.toISOString(), ...message }
      await fs.writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(stored, null, 2))
    },
  }
}

function isStoredMail(value: unknown): value is StoredMail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'to' in value &&
    'subject' in value &&
    'text' in value &&
    'date' in value
  )
}

/**
 * The outbox, newest first (development mailbox and tests); optionally only mails to one address
 * and/or with a subject containing a text (decisions 028–031: notification mails fill the outbox quickly).
 */
export async function readOutbox(
  outboxDir: string,
  limit = 100,
  filter: { to?: string; subject?: string } = {},
): Promise<StoredMail[]> {
  if (!existsSync(outboxDir)) return []
  const files = (await fs.readdir(outboxDir))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
  const to = filter.to?.toLowerCase()
  const subject = filter.subject?.toLowerCase()
  const mails: StoredMail[] = []
  for (const file of files) {
    if (mails.length >= limit) break
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(outboxDir, file), 'utf8'))
    if (!isStoredMail(parsed)) continue
    if (to && parsed.to.toLowerCase() !== to) continue
    if (subject && !parsed.subject.toLowerCase().includes(subject)) continue
    mails.push(parsed)
  }
  return mails
}
