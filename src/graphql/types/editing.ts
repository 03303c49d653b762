import { findPostRevisions, findThreadTitleRevisions } from '#db/revisions.ts'
import type { PostRow } from '#db/thread-page.ts'
import { type Version, versionsOf } from '#domain/revisions.ts'
import { createEditingService } from '#services/editing/service.ts'
import type { EditResult } from '#services/editing/shared.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { mayEditPost, maySeeHistory } from '../editing-rights.ts'
import { throwRefusal } from '../refusal.ts'
import { visiblePost } from '../visible.ts'
import { PostRef, type PostSummary } from './post.ts'
import { ThreadRef } from './thread.ts'
import { PostSelfRef } from './thread-page.ts'
import { UserRef } from './user.ts'

// Editing (decision 026): the post's edit facts and the viewer's rights for the thread page, a post's
// versions for those who decide its board's cases, and the mutations the apps call; they run the
// same service as the form actions (/forum/aktion/EditPost.html, EditThread.html).

/** A post of a list is read whole (and checked for visibility again) before its edit facts are told. */
async function rowOf(ctx: GraphQLContext, post: PostSummary | PostRow): Promise<PostRow | null> {
  return 'edit_count' in post ? post : visiblePost(ctx, post.id)
}

const PostVersionRef = builder.objectRef<Version>('PostVersion').implement({
  description: 'One version of a post (or of a thread title, then `text` is the title), newest first.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: '1 is what the author sent.' }),
    text: t.exposeString('text'),
    writer: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who wrote this version: the author, or who edited it.',
      resolve: (version, _args, ctx) =>
        version.writerId === null ? null : ctx.loaders.user.load(version.writerId),
    }),
    writtenAt: t.expose('writtenAt', { type: 'DateTime' }),
    reason: t.exposeString('reason', { nullable: true }),
    byModeration: t.exposeBoolean('byModeration'),
    isCurrent: t.exposeBoolean('isCurrent'),
  }),
})

builder.objectFields(PostRef, (t) => ({
  editedByModeration: t.boolean({
    description:
      "The last edit was made by someone other than the author ('bearbeitet am … von der Moderation').",
    resolve: async (post, _args, ctx) => {
      const row = await rowOf(ctx, post)
      return row !== null && row.edited_by_id !== null && row.edited_by_id !== row.author_id
    },
  }),
  editCount: t.int({
    description: 'How often the post was edited (0: never; it then has one version).',
    resolve: async (post, _args, ctx) => (await rowOf(ctx, post))?.edit_count ?? 0,
  }),
  revisions: t.field({
    type: [PostVersionRef],
    nullable: true,
    description:
      "Every version, newest first: for the board's moderators and admins only (null for everyone else, visitors included).",
    resolve: async (post, _args, ctx) => {
      const row = await rowOf(ctx, post)
      const thread = row ? await ctx.loaders.thread.load(row.thread_id) : null
      if (!row || !thread || !(await maySeeHistory(ctx, thread.board_id))) return null
      const [edits, author] = await Promise.all([
        row.edit_count === 0 ? Promise.resolve([]) : findPostRevisions(ctx.db, row.id),
        ctx.loaders.user.load(row.author_id),
      ])
      return versionsOf(
        { authorId: row.author_id, authorName: author?.display_name ?? null, createdAt: row.created_at },
        row.text,
        edits.map((edit) => ({
          version: edit.version,
          text: edit.text,
          editorId: edit.editor_id,
          editorName: edit.editor_name,
          editedAt: edit.edited_at,
          reason: edit.reason,
        })),
      )
    },
  }),
}))

builder.objectFields(PostSelfRef, (t) => ({
  canEdit: t.boolean({
    description:
      "decision 026: the viewer may edit the post now (its author within 120 minutes; the board's moderators and admins always).",
    resolve: ({ post }, _args, ctx) => mayEditPost(ctx, post),
  }),
  canSeeHistory: t.boolean({
    description: "The viewer may read the post's versions (the board's moderators and admins).",
    resolve: async ({ post }, _args, ctx) => {
      const thread = await ctx.loaders.thread.load(post.thread_id)
      return thread !== null && (await maySeeHistory(ctx, thread.board_id))
    },
  }),
}))

builder.objectFields(ThreadRef, (t) => ({
  titleRevisions: t.field({
    type: [PostVersionRef],
    nullable: true,
    description:
      "Every version of the title, newest first: for the board's moderators and admins only (null for everyone else).",
    resolve: async (thread, _args, ctx) => {
      if (!(await maySeeHistory(ctx, thread.board_id))) return null
      const [edits, author] = await Promise.all([
        findThreadTitleRevisions(ctx.db, thread.id),
        ctx.loaders.user.load(thread.author_id),
      ])
      return versionsOf(
        {
          authorId: thread.author_id,
          authorName: author?.display_name ?? null,
          createdAt: thread.created_at,
        },
        thread.title,
        edits.map((edit) => ({
          version: edit.version,
          text: edit.title,
          editorId: edit.editor_id,
          editorName: edit.editor_name,
          editedAt: edit.edited_at,
          reason: edit.reason,
        })),
      )
    },
  }),
}))

builder.queryFields((t) => ({
  post: t.field({
    type: PostRef,
    nullable: true,
    description: 'A post by id, when the viewer may see it (null otherwise, as for an unknown id).',
    args: { postId: t.arg.int({ required: true }) },
    resolve: (_parent, args, ctx) => visiblePost(ctx, args.postId),
  }),
}))

const EditResultRef = builder.objectRef<{ path: string; changed: boolean }>('EditResult').implement({
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Where the post or thread is shown now.' }),
    changed: t.exposeBoolean('changed', {
      description: 'False when nothing was different (nothing was saved).',
    }),
  }),
})

function editingOf(ctx: GraphQLContext) {
  return ctx.services?.editing ?? createEditingService({ db: ctx.db })
}

/** A refusal as the form would show it: the reason, the message, the fields' messages as JSON. */
function answer(result: EditResult): { path: string; changed: boolean } {
  if (result.ok) return { path: result.path, changed: result.changed }
  throwRefusal(result)
}

builder.mutationFields((t) => ({
  editPost: t.field({
    type: EditResultRef,
    description:
      "decision 026: changes a post's text; the text it replaces is kept as a version. The author within 120 minutes, the board's moderators and admins always.",
    args: {
      postId: t.arg.int({ required: true }),
      text: t.arg.string({ required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: async (_parent, args, ctx) =>
      answer(
        await editingOf(ctx).editPost(requireMemberWrite(ctx), {
          postId: args.postId,
          text: args.text,
          reason: args.reason ?? '',
        }),
      ),
  }),
  editThreadTitle: t.field({
    type: EditResultRef,
    description:
      "decision 026: changes a thread's title (the board's Forenpaten and moderators; never the starter as such).",
    args: {
      threadId: t.arg.int({ required: true }),
      title: t.arg.string({ required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: async (_parent, args, ctx) =>
      answer(
        await editingOf(ctx).editThreadTitle(requireMemberWrite(ctx), {
          threadId: args.threadId,
          title: args.title,
          reason: args.reason ?? '',
        }),
      ),
  }),
  setThreadSticky: t.field({
    type: EditResultRef,
    description:
      'decision 026: pins a thread to the top of its board, or loosens it (Forenpaten and moderators).',
    args: { threadId: t.arg.int({ required: true }), sticky: t.arg.boolean({ required: true }) },
    resolve: async (_parent, args, ctx) =>
      answer(
        await editingOf(ctx).setSticky(requireMemberWrite(ctx), {
          threadId: args.threadId,
          sticky: args.sticky,
        }),
      ),
  }),
}))
