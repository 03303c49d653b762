import type { DB } from '#db/database.ts'
import { enqueueJob } from '../jobs.ts'
import type { MailMessage } from '../mail.ts'
import {
  confirmNewsletterMail,
  confirmRegistrationMail,
  registrationWithTakenAddressMail,
} from '../mail-templates.ts'
import { hit, RATE_RULES } from '../rate-limit.ts'
import {
  type AccountDeps,
  CONFIRM_HOURS,
  HOUR,
  issueToken,
  NEWSLETTER_HOURS,
  SEND_MAIL_JOB,
} from './types.ts'

// What every account use case shares: the dependencies, the clock, mail links and the mails
// several of them send.

export function createContext(deps: AccountDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`

  async function queueMail(executor: DB, mail: MailMessage): Promise<void> {
    await enqueueJob(executor, SEND_MAIL_JOB, mail)
  }

  async function sendConfirmation(
    executor: DB,
    user: { id: number; username: string; email: string },
    redirectTo: string | null,
  ): Promise<void> {
    const token = await issueToken(executor, {
      userId: user.id,
      purpose: 'confirm-email',
      email: user.email,
      expiresAt: new Date(now().getTime() + CONFIRM_HOURS * HOUR),
      redirectTo,
    })
    await queueMail(
      executor,
      confirmRegistrationMail(
        user.email,
        user.username,
        link('/registrieren/bestaetigen', token),
        CONFIRM_HOURS,
      ),
    )
  }

  async function sendNewsletterConfirmation(
    executor: DB,
    user: { id: number; username: string; email: string },
  ) {
    const token = await issueToken(executor, {
      userId: user.id,
      purpose: 'newsletter',
      email: user.email,
      expiresAt: new Date(now().getTime() + NEWSLETTER_HOURS * HOUR),
    })
    await queueMail(
      executor,
      confirmNewsletterMail(user.email, user.username, link('/newsletter/bestaetigen', token)),
    )
  }

  /**
   * docs/security.md: someone registered with an address that has a profile. A pending profile gets
   * its confirmation link again, any other the 'log in or reset' mail; both at most
   * RATE_RULES.confirmationMail times an hour per address, so the form cannot flood a mailbox.
   */
  async function tellOwnerOfTakenAddress(owner: {
    id: number
    username: string
    email: string
    status: string
  }): Promise<void> {
    if (!(await hit(db, RATE_RULES.confirmationMail, owner.email, now()))) return
    if (owner.status === 'pending') {
      await sendConfirmation(db, owner, null)
    } else {
      await queueMail(
        db,
        registrationWithTakenAddressMail(
          owner.email,
          owner.username,
          `${deps.publicUrl}/einloggen`,
          `${deps.publicUrl}/passwort-vergessen`,
        ),
      )
    }
    deps.kickJobs?.()
  }

  return {
    deps,
    db,
    now,
    link,
    queueMail,
    sendConfirmation,
    sendNewsletterConfirmation,
    tellOwnerOfTakenAddress,
  }
}

export type Context = ReturnType<typeof createContext>
