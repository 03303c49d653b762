import type { Agent } from 'node:https'
import type { DB } from '#db/database.ts'
import { type MarkReadScope, markAllRead } from '#db/member-activity.ts'
import type { AfterWrite } from '#domain/page-change.ts'
import { createAccountService, DELETE_ACCOUNT_JOB, SEND_MAIL_JOB } from './accounts/service.ts'
import { createAdminService } from './admin/service.ts'
import { cleanupExpired } from './cleanup.ts'
import { createContactService } from './contact.ts'
import { COOK_POSTS_JOB, cookPosts } from './cooking.ts'
import { createEditingService } from './editing/service.ts'
import { createEventBus } from './events.ts'
import { enqueueJob, JobRunner } from './jobs.ts'
import { createBlogService } from './sections/blogs.ts'

/** The periodic jobs (migration 0033): once per cluster, hourly and daily. */
export const CLEANUP_JOB = 'cleanup'
export const SEARCH_WORDS_JOB = 'search-word-count'

import { createKeptReplyService } from './kept-replies.ts'
import { createMailer, type MailMessage, readOutbox } from './mail.ts'
import { createMemberService } from './members/service.ts'
import { createMessageService } from './messages/service.ts'
import { createModerationService } from './moderation/service.ts'
import { createTransparencyService } from './moderation/transparency.ts'
import { createModerationViews } from './moderation/views.ts'
import { createNotificationService } from './notifications/service.ts'
import { createPictureService } from './pictures.ts'
import { createPostingService } from './posting/service.ts'
import { createProfileService } from './profile/service.ts'
import { createReadStateService } from './read-state.ts'
import { createSearchService } from './search/service.ts'
import { countSearchWords } from './search/words.ts'
import { createSectionsService } from './sections/service.ts'
import { endSession } from './sessions.ts'
import type { LlmConfig } from './summary/llm.ts'
import { createSummaryService, summaryJobHandler } from './summary/service.ts'
import { createUploadService } from './uploads.ts'

// The write side, built once per process by the server and handed to route actions and
// GraphQL resolvers, so both call the very same code.

export interface ServicesConfig {
  publicUrl: string
  smtpUrl: string | undefined
  mailFrom: string
  /** decision 036: where the contact form's messages go (default kontakt@motor-talk.de). */
  contactAddress?: string
  outboxDir: string
  /** DEV_MAILBOX=true outside production: the development mailbox shows the outbox (docs/security.md). */
  showsOutbox: boolean
  /** DATA_DIR/uploads: where uploaded pictures and attachments are stored (decisions 024–027). */
  uploadsDir: string
  /** decisions 028–031: the web push requests' HTTPS agent (tests send them to a local endpoint). */
  pushAgent?: Agent
  /** decision 032: the thread summary's language model; none: the offline summariser. */
  summaryLlm?: LlmConfig | null
  /** decision 037: a read replica's handle for reads that tolerate lag (the search). */
  readDb?: DB
  /** decision 032: the language model's requests (tests answer them locally). */
  summaryFetch?: typeof fetch
}

function isMailMessage(value: unknown): value is MailMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'to' in value &&
    typeof value.to === 'string' &&
    'subject' in value &&
    typeof value.subject === 'string' &&
    'text' in value &&
    typeof value.text === 'string'
  )
}

function userIdOf(payload: unknown): number {
  if (
    typeof payload === 'object' &&
    payload !== null &&
    'userId' in payload &&
    typeof payload.userId === 'number'
  ) {
    return payload.userId
  }
  throw new Error('payload without userId')
}

export function createServices(
  db: DB,
  config: ServicesConfig,
  log: (message: string, detail?: unknown) => void,
  hooks: { afterWrite?: AfterWrite } = {},
) {
  // decision 030: what happened, for notifications, mails, web push and live replies
  const events = createEventBus(log)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
  })
  const handlers = {
    [SEND_MAIL_JOB]: async (payload: unknown) => {
      if (!isMailMessage(payload)) throw new Error('malformed mail job')
      await mailer.send(payload)
    },
    [DELETE_ACCOUNT_JOB]: async (payload: unknown) => {
      await accounts.deleteAccountData(userIdOf(payload))
    },
  }
  // decision 030: subscriptions, notifications, their mails and web pushes (docs/decisions/030)
  const notifications = createNotificationService({
    db,
    events,
    publicUrl: config.publicUrl,
    kickJobs: () => jobs.kick(),
    // the push services' contact: the sender address of our mails (VAPID wants mailto: or https:)
    vapidSubject: `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom}`,
    log,
    ...(config.pushAgent ? { pushAgent: config.pushAgent } : {}),
  })
  notifications.listen()
  // decision 032: the AI thread summary, built by a job (docs/decisions/032)
  const summaries = createSummaryService({
    db,
    kickJobs: () => jobs.kick(),
    afterWrite: hooks.afterWrite,
    llm: config.summaryLlm ?? null,
    log,
    ...(config.summaryFetch ? { fetch: config.summaryFetch } : {}),
  })
  // expired sessions, tokens, rate-limit windows, kept replies and unclaimed uploads
  const cleanup = () => cleanupExpired(db, new Date(), { uploadsDir: config.uploadsDir })
  const periodic = {
    [CLEANUP_JOB]: async () => {
      await cleanup()
    },
    // the search's word counts: a few seconds per million posts (decision 022)
    [SEARCH_WORDS_JOB]: async () => {
      await countSearchWords(db)
    },
    // decision 043: kept HTML for the posts that have none
    // (a run that had to stop queues the next at once, behind whatever else is due)
    [COOK_POSTS_JOB]: async () => {
      if ((await cookPosts(db)).more) await enqueueJob(db, COOK_POSTS_JOB, {})
    },
  }
  const jobs = new JobRunner(
    db,
    { ...handlers, ...periodic, ...notifications.jobHandlers, ...summaryJobHandler(summaries) },
    log,
    [
      { kind: CLEANUP_JOB, everySeconds: 60 * 60 },
      { kind: SEARCH_WORDS_JOB, everySeconds: 24 * 60 * 60 },
      { kind: COOK_POSTS_JOB, everySeconds: 5 * 60, firstRunAtOnce: true },
    ],
  )
  const accounts = createAccountService({
    db,
    publicUrl: config.publicUrl,
    kickJobs: () => jobs.kick(),
    uploadsDir: config.uploadsDir,
    afterWrite: hooks.afterWrite,
  })
  const posting = createPostingService({ db, afterWrite: hooks.afterWrite, events })
  const moderation = createModerationService({
    db,
    publicUrl: config.publicUrl,
    afterWrite: hooks.afterWrite,
    kickJobs: () => jobs.kick(),
  })
  // decisions 024–027: editing posts, thread titles and pins
  const editing = createEditingService({ db, afterWrite: hooks.afterWrite })
  return {
    events,
    notifications,
    accounts,
    posting,
    editing,
    moderation,
    moderationViews: createModerationViews({ db, moderation }),
    /** decisions 024–027: one's own profile (texts, avatar) and account (e-mail address, password). */
    profile: createProfileService({
      db,
      publicUrl: config.publicUrl,
      uploadsDir: config.uploadsDir,
      kickJobs: () => jobs.kick(),
      afterWrite: hooks.afterWrite,
    }),
    /** decisions 028–031: private messages, own folders and the ignore list. */
    messages: createMessageService({ db, events, uploadsDir: config.uploadsDir }),
    /** decisions 028–031: the blog article page (the rest of blogs: decision 036). */
    blogs: createBlogService({ db }),
    /** decisions 028–031: read state of followed threads. */
    readState: createReadStateService({ db, events }),
    /** decisions 028–031: buddies and friends, vehicle profiles. */
    members: createMemberService({ db, events, uploadsDir: config.uploadsDir, afterWrite: hooks.afterWrite }),
    /** decision 032: the AI thread summary (SummaryData, CompressThread). */
    summaries,
    jobs,
    logout: (sessionToken: string) => endSession(db, sessionToken),
    markAllRead: (userId: number, scope: MarkReadScope) => markAllRead(db, userId, scope, new Date()),
    transparency: createTransparencyService({ db }),
    search: createSearchService({ db: config.readDb ?? db }),
    /** decision 036: the contact form. */
    contact: createContactService({
      db,
      contactAddress: config.contactAddress ?? 'kontakt@motor-talk.de',
      kickJobs: () => jobs.kick(),
    }),
    /** decision 037: the admin screens. */
    admin: createAdminService({
      db,
      afterWrite: hooks.afterWrite,
      anonymise: (userId) => accounts.deleteAccountData(userId),
    }),
    /** decision 036: tests, magazine, FAQ, marketplace, polls and comments. */
    sections: createSectionsService({ db, afterWrite: hooks.afterWrite }),
    /** decision 036: /bilder.html, the newest galleries. */
    pictures: createPictureService({ db }),
    uploads: createUploadService({ db, uploadsDir: config.uploadsDir }),
    /** spec 001 §7: a visitor's quick reply kept through login or registration. */
    keptReplies: createKeptReplyService({ db }),
    cleanup,
    /** The search's word counts (search_words.ndoc), daily: new words are learnt as they are written. */
    countSearchWords: () => countSearchWords(db),
    /** The development mailbox; null in production. */
    outbox:
      config.showsOutbox && !config.smtpUrl
        ? (filter: { to?: string; subject?: string } = {}) => readOutbox(config.outboxDir, 100, filter)
        : null,
  }
}

export type Services = ReturnType<typeof createServices>
