import { blogArticlePath, motortestPath } from '#domain/content-routes.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// The sections' writes for the apps (decisions 036, 042: every write the web makes is a mutation
// too): polls on threads, comments under blog articles and vehicle tests, blog ratings. Each
// calls the use case its form calls (src/services/sections), which parses the arguments with the
// form's zod schema (src/domain/section-input.ts) after the same permissions, posting restriction
// and rate limits.

/** A blog article's fields as the form has them; settings left out are on, as on a new form. */
const blogArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  title: t.arg.string({ required: true }),
  text: t.arg.string({ required: true, description: "The article; a line '[mehr]' ends its preview." }),
  keywords: t.arg.stringList({ required: false }),
  boardId: t.arg.int({ required: false, description: 'The related forum (a board of the blog list).' }),
  commentsEnabled: t.arg.boolean({ required: false }),
  ratingEnabled: t.arg.boolean({ required: false }),
  quotesEnabled: t.arg.boolean({ required: false }),
  coauthorIds: t.arg.intList({
    required: false,
    description: "Co-authors, chosen from the owner's buddies.",
  }),
  publish: t.arg.boolean({
    required: false,
    description: 'Publishes a draft; without it the article stays a draft.',
  }),
})

type BlogArgs = {
  title: string
  text: string
  keywords?: string[] | null
  boardId?: number | null
  commentsEnabled?: boolean | null
  ratingEnabled?: boolean | null
  quotesEnabled?: boolean | null
  coauthorIds?: number[] | null
}

/** The form's fields from the mutation's arguments (the form calls the text `body`). */
function blogFields(args: BlogArgs) {
  return {
    title: args.title,
    body: args.text,
    keywords: args.keywords ?? [],
    boardId: args.boardId ?? '',
    commentsEnabled: args.commentsEnabled ?? true,
    ratingEnabled: args.ratingEnabled ?? true,
    quotesEnabled: args.quotesEnabled ?? true,
    coauthorIds: args.coauthorIds ?? [],
  }
}

type TestArgs = {
  title: string
  rating: number
  text: string
  pros?: string[] | null
  cons?: string[] | null
  powerPs?: number | null
  mileageKm?: number | null
  fuel?: string | null
  commentsEnabled?: boolean | null
}

/** The test form's fields from the mutation's arguments (the form calls the text `body`). */
function testFields(args: TestArgs & { vehicleId?: number }) {
  return {
    title: args.title,
    vehicleId: args.vehicleId ?? '',
    rating: args.rating,
    body: args.text,
    pros: args.pros ?? [],
    cons: args.cons ?? [],
    powerPs: args.powerPs ?? '',
    mileage: args.mileageKm ?? '',
    fuel: args.fuel ?? '',
    commentsEnabled: args.commentsEnabled ?? true,
  }
}

/** A vehicle test's fields as the form has them. */
const testArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  title: t.arg.string({ required: true }),
  rating: t.arg.int({
    required: true,
    description: 'Stars on the scale of 50: 5 to 50 in steps of 5 (50 is five stars).',
  }),
  text: t.arg.string({ required: true }),
  pros: t.arg.stringList({ required: false }),
  cons: t.arg.stringList({ required: false }),
  powerPs: t.arg.int({ required: false }),
  mileageKm: t.arg.int({ required: false }),
  fuel: t.arg.string({ required: false, description: 'One of the form’s fuels (Benzin, Diesel …).' }),
  commentsEnabled: t.arg.boolean({ required: false }),
})

builder.mutationFields((t) => ({
  createMotortest: t.string({
    description:
      "A test of one of the member's vehicles (their vehicle profile): its make, model and year come from the vehicle. Where it is shown.",
    args: { vehicleId: t.arg.int({ required: true }), ...testArgs(t) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.testWriting.save(viewer, null, testFields(args))
      if (!result.ok) throwRefusal(result)
      return motortestPath(result)
    },
  }),
  editMotortest: t.string({
    description: 'Changes a vehicle test (its author or the staff); the vehicle stays. Where it is shown.',
    args: { id: t.arg.int({ required: true }), ...testArgs(t) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const { id, ...rest } = args
      const result = await servicesOf(ctx).sections.testWriting.save(viewer, id, testFields(rest))
      if (!result.ok) throwRefusal(result)
      return motortestPath(result)
    },
  }),
  createBlogArticle: t.string({
    description:
      'A new blog article (spec 000 §4), a draft unless `publish`. Where it is shown. It has no picture field, as the form has none.',
    args: blogArgs(t),
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const writing = servicesOf(ctx).sections.blogWriting
      const result = await writing.save(viewer, null, blogFields(args), args.publish === true)
      if (!result.ok) throwRefusal(result)
      return blogArticlePath(result)
    },
  }),
  editBlogArticle: t.string({
    description:
      'Changes a blog article (its authors, co-authors and the blog moderation); `publish` publishes a draft. Where it is shown.',
    args: { id: t.arg.int({ required: true }), ...blogArgs(t) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const writing = servicesOf(ctx).sections.blogWriting
      const result = await writing.save(viewer, args.id, blogFields(args), args.publish === true)
      if (!result.ok) throwRefusal(result)
      return blogArticlePath(result)
    },
  }),
  deleteBlogArticle: t.boolean({
    description: 'Deletes a blog article with its comments (its author and the blog moderation).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.blogWriting.remove(viewer, args.id)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
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
  commentOnMotortest: t.int({
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
