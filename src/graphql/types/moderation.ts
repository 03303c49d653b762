import { AppError } from '#domain/errors.ts'
import { allReasonIds, isContentItemType, isStatusGroup, STATUS_GROUPS } from '#domain/moderation.ts'
import {
  DEFAULT_QUEUE_REQUEST,
  decodeCursor,
  QUEUE_SORTS,
  type QueueRequest,
} from '#domain/moderation-queue.ts'
import { canOpenModeration, type Viewer } from '#domain/permissions.ts'
import { createModerationService, type Result } from '#services/moderation/service.ts'
import {
  type CaseEvent,
  type CaseView,
  createModerationViews,
  type ModerationViews,
  type QueueItem,
  type QueuePage,
} from '#services/moderation/views.ts'
import { requireMemberWrite, requireViewer } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// The moderation queue, the case, a member's moderation messages and the decisions for the apps
// (decision 021 "Moderate" and "Complaints"), with the pages' checks: the same views and the same
// service (src/services/moderation/), so a case is shown and decided only by those who may
// decide it. Visitors get LoginRequired, members PermissionDenied (403).

/**
 * The read side: the server's instance, or (a context without services, e.g. the schema walk of
 * visibility.test.ts) one over the context's database — the reads use neither mail nor caches.
 */
function viewsOf(ctx: GraphQLContext): ModerationViews {
  return (
    ctx.services?.moderationViews ??
    createModerationViews({ db: ctx.db, moderation: createModerationService({ db: ctx.db, publicUrl: '' }) })
  )
}

function orRefuse<T>(result: Result<T>): T {
  if (!result.ok) throwRefusal(result)
  return result
}

/** Staff only, before anything is read or parsed: a member learns nothing but 403. */
function requireStaff(viewer: Viewer): Viewer {
  if (!canOpenModeration(viewer)) throw new AppError('PermissionDenied', 'Dazu bist Du nicht berechtigt.')
  return viewer
}

// ---------------------------------------------------------------------------------------------
// Queue

const SortOrder = builder.enumType('ModerationSortOrder', { values: QUEUE_SORTS })

const QueueFilter = builder.inputType('ModerationQueueFilter', {
  fields: (t) => ({
    statusGroup: t.string({
      required: false,
      description: `One of ${Object.keys(STATUS_GROUPS).join(', ')} (default open).`,
    }),
    contentType: t.string({ required: false }),
    reason: t.string({ required: false }),
    boardId: t.int({ required: false }),
    sort: t.field({ type: SortOrder, required: false }),
  }),
})

const QueueItemRef = builder.objectRef<QueueItem>('ModerationQueueItem').implement({
  fields: (t) => ({
    noticeId: t.exposeInt('noticeId'),
    contentType: t.exposeString('contentType'),
    contentTypeLabel: t.exposeString('contentTypeLabel'),
    title: t.exposeString('title', { description: 'As reported (the snapshot).' }),
    excerpt: t.exposeString('excerpt'),
    reason: t.exposeString('reason'),
    reasonLabel: t.exposeString('reasonLabel'),
    status: t.exposeString('status'),
    statusLabel: t.exposeString('statusLabel'),
    source: t.exposeString('source'),
    boardId: t.exposeInt('boardId', { nullable: true }),
    boardName: t.exposeString('boardName', { nullable: true }),
    affectedUserName: t.exposeString('affectedName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
})

const BoardOptionRef = builder.objectRef<QueuePage['boards'][number]>('ModerationBoardOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    depth: t.exposeInt('depth'),
  }),
})

const QueuePageRef = builder.objectRef<QueuePage>('ModerationQueuePage').implement({
  fields: (t) => ({
    cases: t.field({ type: [QueueItemRef], resolve: (page) => page.items }),
    nextCursor: t.string({
      nullable: true,
      description: 'Pass as `after` for the next page; null on the last.',
      resolve: (page) => page.next,
    }),
    boards: t.field({
      type: [BoardOptionRef],
      description: 'The boards whose cases the viewer sees (the board filter).',
      resolve: (page) => page.boards,
    }),
  }),
})

function queueRequest(
  filter: {
    statusGroup?: string | null
    contentType?: string | null
    reason?: string | null
    boardId?: number | null
    sort?: QueueRequest['sort'] | null
  } | null,
  after: string | null | undefined,
): QueueRequest {
  const group = filter?.statusGroup ?? DEFAULT_QUEUE_REQUEST.group
  if (!isStatusGroup(group)) throw new AppError('BadUserInput', 'Diese Statusgruppe gibt es nicht.')
  const type = filter?.contentType ?? null
  if (type !== null && !isContentItemType(type))
    throw new AppError('BadUserInput', 'Diesen Inhaltstyp gibt es nicht.')
  const reason = filter?.reason ?? null
  if (reason !== null && !allReasonIds().includes(reason))
    throw new AppError('BadUserInput', 'Diesen Grund gibt es nicht.')
  const cursor = after ? decodeCursor(after) : null
  if (after && cursor === null) throw new AppError('BadUserInput', 'Ungültiger Cursor.')
  return {
    group,
    contentType: type,
    reason,
    boardId: filter?.boardId ?? null,
    sort: filter?.sort ?? DEFAULT_QUEUE_REQUEST.sort,
    after: cursor,
  }
}

// ---------------------------------------------------------------------------------------------
// Case

type Snapshot = CaseView['snapshot']
const SnapshotRef = builder.objectRef<Snapshot>('ModerationSnapshot').implement({
  description: 'The content as it was when reported (kept when it is edited later).',
  fields: (t) => ({
    title: t.exposeString('title'),
    text: t.exposeString('text'),
    path: t.exposeString('path'),
    authorName: t.exposeString('authorName', { nullable: true }),
    createdAt: t.exposeString('createdAt', { nullable: true }),
    editedAt: t.exposeString('editedAt', { nullable: true }),
    images: t.exposeStringList('images'),
  }),
})

const CurrentContentRef = builder
  .objectRef<NonNullable<CaseView['current']>>('ModerationCurrentContent')
  .implement({
    fields: (t) => ({
      path: t.exposeString('path'),
      visibility: t.exposeString('visibility'),
      deleted: t.exposeBoolean('deleted'),
      editedSince: t.exposeBoolean('editedSince'),
    }),
  })

const ReporterRef = builder.objectRef<CaseView['reporter']>('ModerationReporter').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    explanation: t.exposeString('explanation'),
    location: t.exposeString('location'),
    goodFaith: t.exposeBoolean('goodFaith'),
  }),
})

const AffectedRef = builder.objectRef<NonNullable<CaseView['affected']>>('ModerationAffectedUser').implement({
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    displayName: t.exposeString('displayName'),
    slug: t.exposeString('slug'),
  }),
})

const EventRef = builder.objectRef<CaseEvent>('ModerationCaseEvent').implement({
  fields: (t) => ({
    event: t.exposeString('event'),
    fromStatus: t.exposeString('fromStatus', { nullable: true }),
    toStatus: t.exposeString('toStatus'),
    toStatusLabel: t.exposeString('toStatusLabel'),
    actorName: t.exposeString('actorName', { nullable: true }),
    partyRole: t.exposeString('partyRole', { nullable: true }),
    automated: t.exposeBoolean('automated'),
    text: t.exposeString('text'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
})

const RelatedCaseRef = builder
  .objectRef<{ id: number; status: string; statusLabel: string; reasonLabel: string; createdAt: Date }>(
    'ModerationRelatedCase',
  )
  .implement({
    fields: (t) => ({
      noticeId: t.exposeInt('id'),
      status: t.exposeString('status'),
      statusLabel: t.exposeString('statusLabel'),
      reasonLabel: t.exposeString('reasonLabel'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  })

const RestrictionRef = builder
  .objectRef<NonNullable<CaseView['activeRestriction']>>('ModerationRestriction')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'Null: permanent.' }),
      reason: t.exposeString('reason'),
    }),
  })

const ComplaintRef = builder
  .objectRef<NonNullable<CaseView['openComplaint']>>('ModerationOpenComplaint')
  .implement({
    fields: (t) => ({
      text: t.exposeString('text'),
      by: t.exposeString('by', { nullable: true }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      needsAdmin: t.exposeBoolean('needsAdmin'),
    }),
  })

const CaseRef = builder.objectRef<CaseView>('ModerationCase').implement({
  description: 'A case as those who may decide it see it (moderators of its board, admins).',
  fields: (t) => ({
    noticeId: t.exposeInt('noticeId'),
    status: t.exposeString('status'),
    statusLabel: t.exposeString('statusLabel'),
    source: t.exposeString('source'),
    contentType: t.exposeString('contentType'),
    contentId: t.exposeInt('contentId'),
    boardName: t.exposeString('boardName', { nullable: true }),
    reason: t.exposeString('reason'),
    reasonLabel: t.exposeString('reasonLabel'),
    category: t.exposeString('category'),
    snapshot: t.field({ type: SnapshotRef, resolve: (view) => view.snapshot }),
    current: t.field({ type: CurrentContentRef, nullable: true, resolve: (view) => view.current }),
    reporter: t.field({ type: ReporterRef, resolve: (view) => view.reporter }),
    affectedUser: t.field({ type: AffectedRef, nullable: true, resolve: (view) => view.affected }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decidedByName: t.exposeString('decidedByName', { nullable: true }),
    decisionFacts: t.exposeString('decisionFacts'),
    decisionGround: t.exposeString('decisionGround'),
    measureVisibility: t.exposeString('measureVisibility', { nullable: true }),
    events: t.field({ type: [EventRef], resolve: (view) => view.events }),
    openComplaint: t.field({ type: ComplaintRef, nullable: true, resolve: (view) => view.openComplaint }),
    otherNotices: t.field({ type: [RelatedCaseRef], resolve: (view) => view.otherNotices }),
    earlierCases: t.field({ type: [RelatedCaseRef], resolve: (view) => view.earlierCases }),
    repeatOffender: t.boolean({ resolve: (view) => view.repeatOffender !== null }),
    activeRestriction: t.field({
      type: RestrictionRef,
      nullable: true,
      resolve: (view) => view.activeRestriction,
    }),
  }),
})

// ---------------------------------------------------------------------------------------------
// A member's messages

type MessageView = Awaited<ReturnType<ModerationViews['messages']>>[number]
const MessageRef = builder.objectRef<MessageView>('ModerationMessage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    noticeId: t.exposeInt('noticeId', { nullable: true }),
    partyRole: t.exposeString('partyRole'),
    noticeType: t.exposeString('noticeType', { nullable: true }),
    status: t.exposeString('status', { nullable: true }),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    automated: t.exposeBoolean('automated'),
    complaintUntil: t.expose('complaintUntil', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
})

builder.queryFields((t) => ({
  moderationQueue: t.field({
    type: QueuePageRef,
    description: 'The moderation queue: the cases of the boards the viewer moderates (admins: all).',
    args: {
      filter: t.arg({ type: QueueFilter, required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireViewer(ctx))
      const page = orRefuse(await viewsOf(ctx).queue(viewer, queueRequest(args.filter ?? null, args.after)))
      return page
    },
  }),
  moderationCase: t.field({
    type: CaseRef,
    args: { noticeId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireViewer(ctx))
      return orRefuse(await viewsOf(ctx).caseView(viewer, args.noticeId)).view
    },
  }),
  myModerationMessages: t.field({
    type: [MessageRef],
    description: "The member's statements of reasons, receipts and decisions, newest first.",
    resolve: (_parent, _args, ctx) => viewsOf(ctx).messages(requireViewer(ctx)),
  }),
}))

// ---------------------------------------------------------------------------------------------
// Decisions (the same service calls as the forms of /moderation/fall/:id and /cockpit/meldungen/:id)

const Decision = builder.enumType('ModerationDecision', { values: ['accept', 'reject'] as const })
const ComplaintOutcome = builder.enumType('ModerationComplaintOutcome', {
  values: ['uphold', 'reject'] as const,
})
const MeasureVisibility = builder.enumType('ModerationMeasureVisibility', {
  values: ['Hidden', 'Offline'] as const,
})
const Restriction = builder.enumType('ModerationRestrictionChoice', {
  values: {
    NONE: { value: 'none' as const },
    HOURS_36: { value: '36h' as const },
    CUSTOM: { value: 'custom' as const },
    PERMANENT: { value: 'permanent' as const },
  },
})

const DecideNoticeInput = builder.inputType('DecideNoticeInput', {
  fields: (t) => ({
    noticeId: t.int({ required: true }),
    decision: t.field({ type: Decision, required: true }),
    visibility: t.field({ type: MeasureVisibility, required: false }),
    restriction: t.field({ type: Restriction, required: false }),
    restrictionUntil: t.string({ required: false, description: 'YYYY-MM-DD or YYYY-MM-DDTHH:MM (Berlin).' }),
    facts: t.string({ required: false, description: 'Sachverhalt; required to accept.' }),
    ground: t.string({ required: false }),
  }),
})

const CaseStatusRef = builder
  .objectRef<{ noticeId: number; status: string }>('ModerationCaseStatus')
  .implement({
    fields: (t) => ({
      noticeId: t.exposeInt('noticeId'),
      status: t.exposeString('status'),
    }),
  })

/** Drops absent optional fields, so the input schema's defaults apply. */
function present<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>
}

builder.mutationFields((t) => ({
  decideNotice: t.field({
    type: CaseStatusRef,
    args: { input: t.arg({ type: DecideNoticeInput, required: true }) },
    resolve: async (_parent, { input }, ctx) => {
      const viewer = requireStaff(requireMemberWrite(ctx))
      const result = orRefuse(
        await servicesOf(ctx).moderation.decideNotice(viewer, { facts: '', ...present(input) }),
      )
      return { noticeId: input.noticeId, status: result.status }
    },
  }),
  fileComplaint: t.field({
    type: CaseStatusRef,
    description: 'A party complains about the decision of its case (DSA Art. 20), within six months.',
    args: { noticeId: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = orRefuse(await servicesOf(ctx).moderation.complain(viewer, args))
      return { noticeId: args.noticeId, status: result.status }
    },
  }),
  decideComplaint: t.field({
    type: CaseStatusRef,
    args: {
      noticeId: t.arg.int({ required: true }),
      outcome: t.arg({ type: ComplaintOutcome, required: true }),
      facts: t.arg.string({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireMemberWrite(ctx))
      const result = orRefuse(await servicesOf(ctx).moderation.decideComplaint(viewer, args))
      return { noticeId: args.noticeId, status: result.status }
    },
  }),
  restrictMember: t.int({
    description: 'Restricts a member without a notice; the id of the restriction.',
    args: {
      userId: t.arg.int({ required: true }),
      restriction: t.arg({ type: Restriction, required: true }),
      restrictionUntil: t.arg.string({ required: false }),
      facts: t.arg.string({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireMemberWrite(ctx))
      const result = orRefuse(await servicesOf(ctx).moderation.restrictMember(viewer, present(args)))
      return result.restrictionId
    },
  }),
  warnMember: t.int({
    description:
      "Warns a member (spec 001 §6) with a statement of reasons; the id of the warning's case. Who may restrict may warn.",
    args: {
      userId: t.arg.int({ required: true }),
      facts: t.arg.string({ required: true }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireMemberWrite(ctx))
      return orRefuse(await servicesOf(ctx).moderation.warnMember(viewer, args)).noticeId
    },
  }),
  liftRestriction: t.boolean({
    args: { restrictionId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireStaff(requireMemberWrite(ctx))
      orRefuse(await servicesOf(ctx).moderation.liftRestriction(viewer, args.restrictionId))
      return true
    },
  }),
}))
