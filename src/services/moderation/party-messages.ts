import type { DB } from '#db/database.ts'
import { insertSystemNote } from '#db/messages.ts'
import { findNotice, insertModerationMessage, type NoticeRow } from '#db/notices.ts'
import { findMailTarget } from '#db/users.ts'
import {
  complainingParty,
  complaintDeadline,
  isAccepted,
  type NoticeEvent,
  type NoticeStatus,
  type PartyRole,
} from '#domain/moderation.ts'
import { SEND_MAIL_JOB } from '../accounts/service.ts'
import { enqueueJob } from '../jobs.ts'
import { factsOf, nameOf, nowOf, partyLink } from './context.ts'
import {
  complaintFiledMessage,
  complaintReceiptMessage,
  type Message,
  measureConfirmedMessage,
  reinstatementMessage,
  reporterDecisionMessage,
  statementOfReasons,
} from './messages.ts'
import { casePathForParty, type ModerationDeps } from './types.ts'

// Messages to a case's parties (DSA Art. 16, 17, 20): in the product and by mail, and what each
// transition means for the affected member and the reporter.

/** Writes a message to a party: in the product (message page and inbox), by mail as a job. */
export async function tell(
  deps: ModerationDeps,
  trx: DB,
  recipientId: number | null,
  role: PartyRole,
  notice: { id: number; status: NoticeStatus },
  message: Message,
  complaintUntil: Date | null,
  automated: boolean,
): Promise<void> {
  if (recipientId === null) return
  const user = await findMailTarget(trx, recipientId)
  if (!user) return
  await insertModerationMessage(trx, {
    noticeId: notice.id,
    recipientId,
    partyRole: role,
    noticeType: message.noticeType,
    status: notice.status,
    subject: message.subject,
    body: message.body,
    automated,
    complaintUntil,
  })
  await insertSystemNote(trx, {
    recipientId,
    title: message.subject,
    body: message.body,
    url: casePathForParty(notice.id),
    at: nowOf(deps),
  })
  if (user.email && user.status === 'active') {
    await enqueueJob(trx, SEND_MAIL_JOB, { to: user.email, subject: message.subject, text: message.body })
  }
}

export async function mailTo(trx: DB, userId: number, message: Message): Promise<void> {
  const user = await findMailTarget(trx, userId)
  if (user?.email && user.status === 'active') {
    await enqueueJob(trx, SEND_MAIL_JOB, { to: user.email, subject: message.subject, text: message.body })
  }
}

/**
 * A complaint filed: the complainant gets its receipt, the other party learns that the decision
 * is being reviewed (design/moderation-states.md: every transition tells both parties).
 */
export async function tellOfComplaint(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  status: NoticeStatus,
  by: PartyRole,
) {
  const facts = factsOf(deps, notice)
  const link = partyLink(deps, notice.id)
  const complainant = by === 'AffectedUser' ? notice.affected_user_id : notice.reporter_id
  const other = by === 'AffectedUser' ? notice.reporter_id : notice.affected_user_id
  await tell(
    deps,
    trx,
    complainant,
    by,
    { id: notice.id, status },
    complaintReceiptMessage(await nameOf(trx, complainant), facts, link),
    null,
    false,
  )
  await tell(
    deps,
    trx,
    other,
    by === 'AffectedUser' ? 'NoticeCreator' : 'AffectedUser',
    { id: notice.id, status },
    complaintFiledMessage(await nameOf(trx, other), facts, link),
    null,
    false,
  )
}

/** Tells both parties what a transition means for them. */
export async function notifyParties(
  deps: ModerationDeps,
  trx: DB,
  notice: NoticeRow,
  status: NoticeStatus,
  outcome: {
    automated: boolean
    liftedRestriction: boolean
    event: NoticeEvent
  },
) {
  const fresh = (await findNotice(trx, notice.id)) ?? notice
  const decidedAt = nowOf(deps)
  const deadline = complaintDeadline(decidedAt)
  const affectedParty = complainingParty(status) === 'AffectedUser'
  const reporterParty = complainingParty(status) === 'NoticeCreator'
  const link = partyLink(deps, notice.id)
  const affectedName = await nameOf(trx, fresh.affected_user_id)
  const removed = isAccepted(status)
  const facts = factsOf(deps, fresh, { automated: outcome.automated })
  // the affected member hears of every measure and of every change to it
  if (fresh.affected_user_id !== null) {
    let message: Message | null = null
    if (
      removed &&
      (outcome.event === 'accept' ||
        outcome.event === 'acceptAutomatically' ||
        outcome.event === 'upholdComplaint')
    ) {
      message = statementOfReasons(
        affectedName,
        { ...facts, complaintUntil: affectedParty ? deadline : null },
        link,
      )
    } else if (removed && outcome.event === 'rejectComplaint') {
      message = measureConfirmedMessage(affectedName, facts, link)
    } else if (!removed && notice.status !== 'OpenNotice' && isAccepted(notice.status)) {
      message = reinstatementMessage(affectedName, facts, link, outcome.liftedRestriction)
    }
    if (message) {
      await tell(
        deps,
        trx,
        fresh.affected_user_id,
        'AffectedUser',
        { id: notice.id, status },
        message,
        affectedParty ? deadline : null,
        outcome.automated,
      )
    }
  }
  // the reporter hears of every decision on the notice (Art. 16 (5))
  if (fresh.reporter_id !== null) {
    const reporterFacts = removed ? facts : { ...facts, measureVisibility: null, restriction: null }
    const message = reporterDecisionMessage(
      await nameOf(trx, fresh.reporter_id),
      { ...reporterFacts, complaintUntil: reporterParty ? deadline : null },
      status,
      link,
    )
    await tell(
      deps,
      trx,
      fresh.reporter_id,
      'NoticeCreator',
      { id: notice.id, status },
      message,
      reporterParty ? deadline : null,
      outcome.automated,
    )
  }
}
