import { magazinePath } from '#domain/content-routes.ts'
import { requireMemberWrite } from '../auth.ts'
import { builder } from '../builder.ts'
import { servicesOf, throwRefusal } from '../refusal.ts'

// decisions 036 and 042: the staff's magazine editor (/admin/magazin) for the apps — writing,
// changing and deleting a news, video or exclusive article. Each calls the use case the editor's
// form calls (src/services/sections/magazine-writing.ts): the staff only (canEditMagazine), the
// form's zod schema and messages, sixty changes an hour, every change in the admin audit log.

/** A magazine article's fields as the editor's form has them (the form calls the text `body`). */
const articleArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  kind: t.arg.string({ required: true, description: 'The section: news, video or exklusiv.' }),
  title: t.arg.string({ required: true }),
  teaser: t.arg.string({
    required: true,
    description: 'Shown in the list, by search engines and when shared.',
  }),
  text: t.arg.string({ required: true, description: 'The article; blank lines separate paragraphs.' }),
  pictureUrl: t.arg.string({
    required: false,
    description: 'A picture of this site (/…) or an https address.',
  }),
  video: t.arg.string({
    required: false,
    description: 'A YouTube address or its eleven-character id; a video article needs one.',
  }),
  boardId: t.arg.int({ required: false, description: 'The related forum (a board of the blog list).' }),
  publishAt: t.arg.string({
    required: false,
    description:
      'When it appears, in German time as YYYY-MM-DDTHH:MM; absent: now. A later time plans the article.',
  }),
})

type ArticleArgs = {
  kind: string
  title: string
  teaser: string
  text: string
  pictureUrl?: string | null
  video?: string | null
  boardId?: number | null
  publishAt?: string | null
}

/** The form's fields from the mutation's arguments. */
function articleFields(args: ArticleArgs) {
  return {
    kind: args.kind,
    title: args.title,
    teaser: args.teaser,
    body: args.text,
    pictureUrl: args.pictureUrl ?? '',
    video: args.video ?? '',
    boardId: args.boardId ?? '',
    publishAt: args.publishAt ?? '',
  }
}

builder.mutationFields((t) => ({
  createMagazineArticle: t.string({
    description: 'A new magazine article (the staff). Where it is shown.',
    args: articleArgs(t),
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.magazineWriting.save(viewer, null, articleFields(args))
      if (!result.ok) throwRefusal(result)
      return magazinePath(result)
    },
  }),
  editMagazineArticle: t.string({
    description: 'Changes a magazine article (the staff); its address follows the title. Where it is shown.',
    args: { id: t.arg.int({ required: true }), ...articleArgs(t) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const writing = servicesOf(ctx).sections.magazineWriting
      const result = await writing.save(viewer, args.id, articleFields(args))
      if (!result.ok) throwRefusal(result)
      return magazinePath(result)
    },
  }),
  deleteMagazineArticle: t.boolean({
    description: 'Deletes a magazine article (the staff).',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const viewer = requireMemberWrite(ctx)
      const result = await servicesOf(ctx).sections.magazineWriting.remove(viewer, args.id)
      if (!result.ok) throwRefusal(result)
      return true
    },
  }),
}))
