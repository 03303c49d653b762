import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// The sections' writes for the apps (decisions 036, 042: every write the web makes is a mutation
// too): polls on threads, comments under blog articles and vehicle tests, blog ratings. Each
// calls the use case its form calls (src/services/sections), which parses the arguments with the
// form's zod schema (src/domain/section-input.ts) after the same permissions, posting restriction
// and rate limits.

builder.mutationFields((t) => ({
  addPoll: t.string({
    description:
      "Adds a poll to a thread (its starter in an open thread, or the board's moderators): a question, 2 to 10 answers, how many days it runs (0: no end; 7, 14 or 30). Where the poll is shown.",
    args: {
      threadId: t.arg.int({ required: true }),
      question: t.arg.string({ required: true }),
      options: t.arg.stringList({ required: true }),
      days: t.arg.int({ required: false }),
    },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const app = servicesOf(ctx)
      const visibleTo = async (member: typeof viewer) =>
        (await app.posting.locateThread(member, args.threadId)).ok
      const result = await app.sections.polls.add(viewer, args.threadId, args, visibleTo)
      if (!result.ok) throwRefusal(result)
      const located = await app.posting.locateThread(viewer, args.threadId)
      return located.ok ? `${located.path}#umfrage` : ''
    },
  }),
  commentOnBlogArticle: t.int({
    description: "A comment under a published blog article whose comments are on. The comment's id.",
    args: { articleId: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const target = { type: 'blog' as const, id: args.articleId }
      const result = await servicesOf(ctx).sections.comments.add(viewer, target, args)
      if (!result.ok) throwRefusal(result)
      return result.commentId
    },
  }),
  commentOnVehicleTest: t.int({
    description: "A comment under a vehicle test whose comments are on. The comment's id.",
    args: { testId: t.arg.int({ required: true }), text: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const target = { type: 'test' as const, id: args.testId }
      const result = await servicesOf(ctx).sections.comments.add(viewer, target, args)
      if (!result.ok) throwRefusal(result)
      return result.commentId
    },
  }),
  deleteSectionComment: t.int({
    description:
      "Deletes a comment under a blog article or a vehicle test: one's own, or as its article's owner or the staff with a reason of 10 to 500 characters that is shown in its place (spec 000 §5). The comment's id.",
    args: { commentId: t.arg.int({ required: true }), reason: t.arg.string({ required: false }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.comments.delete(viewer, args)
      if (!result.ok) throwRefusal(result)
      return result.commentId
    },
  }),
  rateBlogArticle: t.boolean({
    description:
      "One to five stars for a published blog article whose rating is on (not one's own); a second rating replaces the first.",
    args: { articleId: t.arg.int({ required: true }), stars: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.blogRating.rate(viewer, args.articleId, args)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
}))
