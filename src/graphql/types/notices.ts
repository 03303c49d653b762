import { AppError } from '#domain/errors.ts'
import {
  type CanCreateNotice,
  CONTENT_ITEM_TYPES,
  NOTICE_CATEGORIES,
  type NoticeLevel,
  type NoticeReason,
  type NoticeStatus,
  noticeReasonsAndLevels,
  type ReasonsAndLevels,
} from '#domain/moderation.ts'
import { createModerationService } from '#services/moderation/service.ts'
import { requireMemberWrite, requireViewer } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { throwRefusal } from '../refusal.ts'

// The report flow's calls for the apps (spec 001 §7: CanCreateNotice, NoticeReasonsAndLevels,
// CreateNoticePrerequisitesLoggedIn) and the createNotice mutation (decision 021). Every answer comes
// from the moderation service the /melden form uses, so both make the same checks.

/** The service of the server; tests that build a bare context get one over the same database. */
function moderation(ctx: GraphQLContext) {
  return (
    ctx.services?.moderation ??
    createModerationService({ db: ctx.db, publicUrl: `https://${ctx.variant.domain}` })
  )
}

export const ContentItemTypeEnum = builder.enumType('ContentItemType', {
  description: 'spec 001 §3 content item types.',
  values: CONTENT_ITEM_TYPES,
})

export const NoticeCategoryEnum = builder.enumType('NoticeCategory', {
  description: 'spec 001 §3 notice categories.',
  values: NOTICE_CATEGORIES,
})

const CanCreateNoticeRef = builder.objectRef<CanCreateNotice>('CanCreateNotice').implement({
  description: 'spec 001 §3 can-create-notice summary.',
  fields: (t) => ({
    canCreateNotice: t.exposeBoolean('canCreateNotice', {
      description: 'False for visitors, for one’s own content and when the viewer already reported it.',
    }),
    contentItemHasResolvedModerationCases: t.exposeBoolean('contentItemHasResolvedModerationCases', {
      description:
        'The moderation already reviewed the content and found nothing (dialog ‘bereits geprüft’).',
    }),
  }),
})

const NoticeReasonRef = builder.objectRef<NoticeReason>('NoticeReason').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    noticeReason: t.exposeString('noticeReason', { description: 'The label shown in the report dialog.' }),
    category: t.field({ type: NoticeCategoryEnum, resolve: (reason) => reason.category }),
    parentLevelId: t.exposeString('parentLevelId', { nullable: true }),
  }),
})

const NoticeLevelRef = builder.objectRef<NoticeLevel>('NoticeReasonLevel').implement({
  fields: (t) => ({
    levelId: t.exposeString('levelId'),
    parentLevelId: t.exposeString('parentLevelId', { nullable: true }),
    description: t.exposeString('description'),
  }),
})

const ReasonsAndLevelsRef = builder.objectRef<ReasonsAndLevels>('NoticeReasonsAndLevels').implement({
  description: 'spec 001 §3, §5: the reasons and their levels for a content type, with the adjustments.',
  fields: (t) => ({
    noticeReasons: t.field({ type: [NoticeReasonRef], resolve: (data) => data.noticeReasons }),
    noticeReasonLevels: t.field({ type: [NoticeLevelRef], resolve: (data) => data.noticeReasonLevels }),
  }),
})

const PrerequisitesRef = builder.objectRef<{ email: string }>('CreateNoticePrerequisites').implement({
  fields: (t) => ({
    email: t.exposeString('email', {
      description: 'The reporter’s own e-mail address, to prefill the form.',
    }),
  }),
})

const NoticeQueryRef = builder.objectRef<object>('NoticeQuery').implement({
  fields: (t) => ({
    canCreateNotice: t.field({
      type: CanCreateNoticeRef,
      nullable: true,
      description:
        'spec 001 §7 CanCreateNotice. Null when the content does not exist or the viewer may not see it.',
      args: {
        contentItemType: t.arg({ type: ContentItemTypeEnum, required: true }),
        contentItemId: t.arg.int({ required: true }),
      },
      resolve: (_parent, args, ctx) =>
        args.contentItemId > 0
          ? moderation(ctx).canCreateNotice(ctx.viewer, args.contentItemType, args.contentItemId)
          : null,
    }),
    noticeReasonsAndLevels: t.field({
      type: ReasonsAndLevelsRef,
      description: 'spec 001 §7 NoticeReasonsAndLevels.',
      args: { moderationContentItemType: t.arg({ type: ContentItemTypeEnum, required: true }) },
      resolve: (_parent, args) => noticeReasonsAndLevels(args.moderationContentItemType),
    }),
    createNoticePrerequisitesLoggedIn: t.field({
      type: PrerequisitesRef,
      description: 'spec 001 §7 CreateNoticePrerequisitesLoggedIn: only for the viewer’s own userId.',
      args: { userId: t.arg.int({ required: true }) },
      resolve: async (_parent, args, ctx) => {
        const viewer = requireViewer(ctx)
        const found = await moderation(ctx).noticePrerequisites(viewer, args.userId)
        if (!found) throw new AppError('PermissionDenied', 'Das darfst Du nur für Dich selbst abfragen.')
        return { email: found.email }
      },
    }),
  }),
})

builder.queryFields((t) => ({
  notices: t.field({ type: NoticeQueryRef, resolve: () => ({}) }),
}))

const CreateNoticeInput = builder.inputType('CreateNoticeInput', {
  description: 'A notice (DSA Art. 16); the same fields as the /melden form.',
  fields: (t) => ({
    contentItemType: t.field({ type: ContentItemTypeEnum, required: true }),
    contentItemId: t.int({ required: true }),
    reasonId: t.string({ required: true }),
    explanation: t.string({ required: true }),
    location: t.string({ required: true }),
    reporterName: t.string({ required: true }),
    reporterEmail: t.string({ required: true }),
    goodFaith: t.boolean({ required: true }),
    despiteReview: t.boolean({ required: false }),
  }),
})

const CreateNoticeResultRef = builder
  .objectRef<{ noticeId: number; status: NoticeStatus }>('CreateNoticeResult')
  .implement({
    fields: (t) => ({
      noticeId: t.exposeInt('noticeId'),
      status: t.exposeString('status', {
        description: 'spec 001 §4 status (OpenNotice or AcceptedAutomatically).',
      }),
    }),
  })

builder.mutationField('createNotice', (t) =>
  t.field({
    type: CreateNoticeResultRef,
    description:
      'Files a notice (spec 001 §4 report flow). Field errors come as BadUserInput with the fields in the description (JSON).',
    args: { input: t.arg({ type: CreateNoticeInput, required: true }) },
    resolve: async (_parent, { input }, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await moderation(ctx).createNotice(viewer, {
        ...input,
        despiteReview: input.despiteReview ?? false,
      })
      if (result.ok) return { noticeId: result.noticeId, status: result.status }
      return throwRefusal(result)
    },
  }),
)
