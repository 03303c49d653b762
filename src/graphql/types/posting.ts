import { POST_TEXT_MAX_LENGTH } from '#domain/limits.ts'
import { createPostingService } from '#services/posting/service.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { throwRefusal } from '../refusal.ts'

// Writing in the forum for the apps (decision 042: every write the web makes is a mutation too):
// a new thread, a reply, a thumbs up, the best answer — the posting use cases the forms call
// (src/services/posting), so the permissions, the posting restriction, flood control, double
// submissions and the counters are the forms' own.

/** The process's services, or (tests of the schema alone) a service over the request's database. */
function postingOf(ctx: GraphQLContext) {
  return ctx.services?.posting ?? createPostingService({ db: ctx.db })
}

const WrittenRef = builder.objectRef<{ id: number; path: string }>('Written').implement({
  description: 'What a write made: its id and where it is shown.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    path: t.exposeString('path'),
  }),
})

const ThumbsUpRef = builder
  .objectRef<{ given: boolean; count: number; path: string }>('ThumbsUpResult')
  .implement({
    fields: (t) => ({
      given: t.exposeBoolean('given', { description: "Whether the viewer's thumbs up is on the post now." }),
      count: t.exposeInt('count'),
      path: t.exposeString('path'),
    }),
  })

const submissionKeyArg = {
  description:
    'The same key for a retried submission makes it one post (a double tap, a lost answer); a new one per post.',
}

builder.mutationFields((t) => ({
  createThread: t.field({
    type: WrittenRef,
    description: 'A new thread in a board (spec 001 §4, the form Neues Thema).',
    args: {
      boardId: t.arg.int({ required: true }),
      title: t.arg.string({ required: true }),
      text: t.arg.string({ required: true }),
      manufacturerId: t.arg.int({ required: false }),
      seriesId: t.arg.int({ required: false }),
      modelId: t.arg.int({ required: false }),
      submissionKey: t.arg.string({ required: false, ...submissionKeyArg }),
    },
    resolve: async (_parent, args, ctx) => {
      const result = await postingOf(ctx).createThread(requireMemberWrite(ctx), {
        boardId: args.boardId,
        title: args.title,
        text: args.text,
        manufacturerId: args.manufacturerId ?? null,
        seriesId: args.seriesId ?? null,
        modelId: args.modelId ?? null,
        submissionKey: args.submissionKey || crypto.randomUUID(),
      })
      if (result.ok) return { id: result.threadId, path: result.path }
      const messages = Object.values(result.errors)
      return throwRefusal({
        status: result.status,
        message: messages[0] ?? 'Das Thema wurde nicht erstellt.',
        reason: result.reason,
        errors: result.errors as Record<string, string>,
        retryAfterSeconds: result.retryAfterSeconds,
      })
    },
  }),
  createReply: t.field({
    type: WrittenRef,
    description: 'A reply in a thread (spec 001 §7, the full reply form and its limit).',
    args: {
      threadId: t.arg.int({ required: true }),
      text: t.arg.string({ required: true }),
      submissionKey: t.arg.string({ required: false, ...submissionKeyArg }),
    },
    resolve: async (_parent, args, ctx) => {
      const result = await postingOf(ctx).createReply(
        requireMemberWrite(ctx),
        {
          threadId: args.threadId,
          text: args.text,
          submissionKey: args.submissionKey || crypto.randomUUID(),
        },
        { maxLength: POST_TEXT_MAX_LENGTH },
      )
      if (result.ok) return { id: result.postId, path: result.path }
      const { status, message, reason, retryAfterSeconds } = result
      return throwRefusal({ status, message, reason, retryAfterSeconds })
    },
  }),
  toggleThumbsUp: t.field({
    type: ThumbsUpRef,
    description: "Gives the viewer's thumbs up to a post, or takes it back (spec 001 §7).",
    args: { postId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const result = await postingOf(ctx).toggleThumbsUp(requireMemberWrite(ctx), args.postId)
      if (result.ok) return { given: result.given, count: result.count, path: result.path }
      return throwRefusal({ status: result.status, message: result.message })
    },
  }),
  setBestAnswer: t.boolean({
    description: "Marks a reply as the thread's best answer (postId null: none); the thread's author.",
    args: { threadId: t.arg.int({ required: true }), postId: t.arg.int({ required: false }) },
    resolve: async (_parent, args, ctx) => {
      const result = await postingOf(ctx).setBestAnswer(
        requireMemberWrite(ctx),
        args.threadId,
        args.postId ?? null,
      )
      if (!result.ok) throwRefusal({ status: result.status, message: result.message })
      return true
    },
  }),
}))
