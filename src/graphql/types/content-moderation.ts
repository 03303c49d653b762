import { AppError } from '#domain/errors.ts'
import { POST_ACTIONS, THREAD_ACTIONS } from '#domain/moderation-input.ts'
import { canOpenModeration } from '#domain/permissions.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { createModerationService } from '#services/moderation/service.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { throwRefusal } from '../refusal.ts'

// decision 021: the moderation acting from the content itself, for the apps: the same service, the
// same checks as the form action /moderation/aktion (src/web/routes/moderation/action.tsx).

const ModerationTarget = builder.enumType('ModerationTarget', { values: ['post', 'thread'] as const })

const ContentModerationAction = builder.enumType('ContentModerationAction', {
  values: [...new Set([...POST_ACTIONS, ...THREAD_ACTIONS])] as string[],
})

const ContentModerationResultRef = builder.objectRef<{ path: string }>('ContentModerationResult').implement({
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Where the content is shown now.' }),
  }),
})

/** The process's services, or (tests of the schema alone) a service over the request's database. */
function moderationOf(ctx: GraphQLContext) {
  return (
    ctx.services?.moderation ??
    createModerationService({ db: ctx.db, publicUrl: canonicalUrl(ctx.variant, '') })
  )
}

builder.mutationField('moderateContent', (t) =>
  t.field({
    type: ContentModerationResultRef,
    description:
      "decision 020: hide/unhide, delete/restore a post; close/reopen, move, hide/unhide, delete/restore a thread. The board's moderators and admins only.",
    args: {
      target: t.arg({ type: ModerationTarget, required: true }),
      id: t.arg.int({ required: true }),
      action: t.arg({ type: ContentModerationAction, required: true }),
      boardId: t.arg.int({ required: false, description: "The target board of 'move'." }),
      reason: t.arg.string({ required: false }),
      facts: t.arg.string({ required: false, description: 'For the statement of reasons (optional).' }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      if (!canOpenModeration(viewer)) throw new AppError('PermissionDenied', 'Dazu bist Du nicht berechtigt.')
      const result = await moderationOf(ctx).moderateContent(viewer, {
        target: args.target,
        id: args.id,
        action: args.action,
        ...(args.boardId == null ? {} : { boardId: args.boardId }),
        ...(args.reason == null ? {} : { reason: args.reason }),
        facts: args.facts ?? '',
      })
      // decision 042: the one refusal shape — the sentence, the fields' messages in the description
      if (!result.ok) throwRefusal(result)
      return { path: result.path }
    },
  }),
)
