import { AppError } from '#domain/errors.ts'
import { postJumpPath } from '#domain/routes.ts'
import { type SummarySentence, summaryText } from '#domain/summary.ts'
import type { SummaryService, SummaryView } from '#services/summary/service.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { readableThread } from '../visible.ts'
import { ThreadsQueryRef } from './thread.ts'

// The AI thread summary (spec 001 §3 Thread summary, §7 SummaryData and
// CompressThread; decision 032). Who may read it is who may read the thread (readableThread);
// its sentences come only from public posts, so a visitor never reads a members-only word.

const RequestStatus = builder.enumType('RequestStatus', {
  description: 'spec 001 §3 Request status.',
  values: ['Available', 'NotRequested', 'Pending'] as const,
})

const SummarySectionRef = builder.enumType('SummarySection', {
  values: ['question', 'answer', 'suggestions', 'open'] as const,
})

const SummarySentenceRef = builder.objectRef<SummarySentence>('SummarySentence').implement({
  description: 'One sentence of a summary and the post it came from (every statement can be checked).',
  fields: (t) => ({
    section: t.field({ type: SummarySectionRef, resolve: (sentence) => sentence.section }),
    text: t.exposeString('text'),
    postId: t.exposeInt('postId'),
    position: t.exposeInt('position', { description: "The post's place in the thread (0: the question)." }),
    postPath: t.string({
      description: 'PostJump to the post.',
      resolve: (sentence) => postJumpPath(sentence.postId),
    }),
  }),
})

const ThreadSummaryRef = builder.objectRef<SummaryView>('ThreadSummary').implement({
  description: 'spec 001 §3 Thread summary.',
  fields: (t) => ({
    id: t.int({ resolve: (summary) => summary.threadId }),
    status: t.field({ type: RequestStatus, resolve: (summary) => summary.status }),
    summary: t.string({
      nullable: true,
      description: 'The summary text; null until it is Available.',
      resolve: (summary) => (summary.status === 'Available' ? summaryText(summary.sentences) : null),
    }),
    sentences: t.field({
      type: [SummarySentenceRef],
      resolve: (summary) => (summary.status === 'Available' ? summary.sentences : []),
    }),
    contentItemId: t.int({ resolve: (summary) => summary.threadId }),
    contentItemType: t.string({ resolve: () => 'ForumThread' }),
    generatedAt: t.string({ nullable: true, resolve: (summary) => summary.builtAt?.toISOString() ?? null }),
    generatedBy: t.string({
      nullable: true,
      description: 'extractive (offline, the default) or llm (a language model).',
      resolve: (summary) => summary.source,
    }),
  }),
})

function summaries(ctx: GraphQLContext): SummaryService {
  if (!ctx.services)
    throw new AppError('InternalServerError', 'Die Zusammenfassung ist hier nicht verfügbar.')
  return ctx.services.summaries
}

builder.objectField(ThreadsQueryRef, 'summary', (t) =>
  t.field({
    type: ThreadSummaryRef,
    nullable: true,
    description: 'spec 001 §7 SummaryData. Null for a thread the viewer may not read.',
    args: { threadId: t.arg.int({ required: true }) },
    resolve: async (_parent, { threadId }, ctx) => {
      const thread = await readableThread(ctx, threadId)
      return thread ? summaries(ctx).read(thread) : null
    },
  }),
)

builder.mutationField('compressThread', (t) =>
  t.field({
    type: ThreadSummaryRef,
    description:
      'spec 001 §7 CompressThread: asks for the summary (one job however often asked); answers its state. Members send the CSRF header; visitors are limited per address.',
    args: { threadId: t.arg.int({ required: true }) },
    resolve: async (_parent, { threadId }, ctx) => {
      const subject = ctx.viewer ? `user:${requireMemberWrite(ctx).userId}` : `ip:${ctx.clientAddress}`
      const thread = await readableThread(ctx, threadId)
      if (!thread) throw new AppError('ThreadNotFound', 'Dieses Thema gibt es nicht.')
      const outcome = await summaries(ctx).request(thread, subject)
      if (!outcome.ok)
        throw new AppError(outcome.reason === 'NotFound' ? 'ThreadNotFound' : 'BadUserInput', outcome.message)
      return outcome.summary
    },
  }),
)
