import { findVerifiedAccountAddress, insertContactMessage } from '#db/contact.ts'
import type { DB } from '#db/database.ts'
import { findUsersByIds } from '#db/users.ts'
import { type ContactValues, contactProblems, contactTopicLabel } from '#domain/contact.ts'
import type { Viewer } from '#domain/permissions.ts'
import { CHECK_FIELDS, type Refusal, refuse } from '#domain/refusal.ts'
import { SEND_MAIL_JOB } from './accounts/service.ts'
import { enqueueJob } from './jobs.ts'
import { contactConfirmationMail, contactMessageMail } from './mail-templates.ts'
import { hit, minutesLeft, type RateRule } from './rate-limit.ts'

// The contact form: checked → limited per address → stored with its mails (to the team; the copy
// to the sender) as jobs in one transaction → the job runner is woken. The copy goes only to a
// signed-in member's own confirmed account address, never to an address typed into the form: a
// typed one would let anyone send their text from our sender to anybody (a phishing relay under the
// site's name). Visitors get no copy.

/** Five messages an hour from one address: enough for anyone, too few to flood the team. */
export const CONTACT_RATE_RULE: RateRule = { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 }

export type ContactResult = { ok: true; copied: boolean } | Refusal

async function findProfileSlug(db: DB, userId: number): Promise<string | null> {
  const [user] = await findUsersByIds(db, [userId])
  return user?.slug ?? null
}

export function createContactService(deps: {
  db: DB
  contactAddress: string
  kickJobs: () => void
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  return {
    /** Whether a copy can go to the viewer: a member with a confirmed account address. */
    async offersCopy(viewer: Viewer | null): Promise<boolean> {
      return viewer !== null && (await findVerifiedAccountAddress(deps.db, viewer.userId)) !== undefined
    },

    async send(
      viewer: Viewer | null,
      values: ContactValues,
      client: { ip: string | null },
      options: { copy: boolean } = { copy: false },
    ): Promise<ContactResult> {
      const errors = contactProblems(values)
      if (Object.keys(errors).length > 0) return refuse(400, 'parse', CHECK_FIELDS, errors)
      const at = now()
      const subject = viewer ? `user:${viewer.userId}` : `ip:${client.ip ?? 'unbekannt'}`
      if (!(await hit(deps.db, CONTACT_RATE_RULE, subject, at))) {
        const minutes = minutesLeft(CONTACT_RATE_RULE, at)
        return refuse(
          429,
          'limit',
          `Du hast uns gerade mehrere Nachrichten geschickt. Bitte warte ${minutes} Minuten.`,
        )
      }
      const message = {
        topic: contactTopicLabel(values.topic),
        name: values.name.trim(),
        email: values.email.trim(),
        text: values.message.trim(),
      }
      const sender = viewer ? await findProfileSlug(deps.db, viewer.userId) : null
      const account =
        viewer && options.copy ? await findVerifiedAccountAddress(deps.db, viewer.userId) : undefined
      await deps.db.transaction().execute(async (trx) => {
        await insertContactMessage(trx, {
          topic: values.topic,
          name: message.name,
          email: message.email,
          message: message.text,
          userId: viewer?.userId ?? null,
          at,
        })
        const userPath = sender ? `/nutzer/${sender}` : null
        await enqueueJob(
          trx,
          SEND_MAIL_JOB,
          contactMessageMail(deps.contactAddress, { ...message, userPath }),
        )
        if (account?.email)
          await enqueueJob(
            trx,
            SEND_MAIL_JOB,
            contactConfirmationMail(account.email, account.display_name, message.topic, message.text),
          )
      })
      deps.kickJobs()
      return { ok: true, copied: Boolean(account?.email) }
    },
  }
}
