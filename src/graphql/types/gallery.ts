import type { PostImageRow } from '#db/media.ts'
import type { PostRow, ThreadRow } from '#db/thread-page.ts'
import { AppError } from '#domain/errors.ts'
import { galleryKeywords } from '#domain/gallery.ts'
import { threadPath } from '#domain/routes.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { postVisibilityFor } from '../visible.ts'
import { BoardRef } from './board.ts'
import { BreadcrumbRef, boardCrumbs } from './board-page.ts'
import { GalleryImageRef, galleryPath } from './media.ts'
import { PostRef } from './post.ts'
import { ThreadRef } from './thread.ts'
import { vehicleRelation } from './thread-fields.ts'
import { UserRef } from './user.ts'

// The picture gallery (spec 000 §2.4, §3 Gallery, §7 ImageGallery): the pictures of one post.
// The gallery id is the post's id, so /bilder/{thread-slug}-g{postId}/… names the post whose
// pictures it shows.

interface Gallery {
  post: PostRow
  thread: ThreadRow
  images: PostImageRow[]
}

const NOT_FOUND = 'Diese Bildergalerie gibt es nicht.'

/**
 * A gallery the viewer may see. Unknown, deleted or hidden posts and threads are NotFound (the
 * gallery loader maps only PermissionDenied, NotFound and HiddenLoggedOut, spec 000 §8);
 * members-only content asks visitors to log in (HiddenLoggedOut, 410).
 */
async function readableGallery(ctx: GraphQLContext, galleryId: number): Promise<Gallery> {
  const post = await ctx.loaders.post.load(galleryId)
  if (!post || post.image_count === 0) throw new AppError('NotFound', NOT_FOUND)
  const thread = await ctx.loaders.thread.load(post.thread_id)
  if (!thread) throw new AppError('NotFound', NOT_FOUND)
  // decision 019: the one rule for posts; a deleted thread's gallery is simply gone (NotFound)
  const visibility = await postVisibilityFor(ctx, post, thread)
  if (!visibility.visible) {
    if (visibility.reason === 'HiddenLoggedOut') {
      throw new AppError('HiddenLoggedOut', 'Diese Bilder sind nur für registrierte Nutzer sichtbar.')
    }
    throw new AppError('NotFound', NOT_FOUND)
  }
  return { post, thread, images: await ctx.loaders.postImages.load(post.id) }
}

const GalleryRef = builder.objectRef<Gallery>('Gallery').implement({
  description: 'spec 000 §3 Gallery: the pictures of one post.',
  fields: (t) => ({
    id: t.int({ resolve: ({ post }) => post.id }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: ({ post }, _args, ctx) =>
        post.author_id === null ? null : ctx.loaders.user.load(post.author_id),
    }),
    board: t.field({
      type: BoardRef,
      nullable: true,
      resolve: ({ thread }, _args, ctx) => ctx.loaders.board.load(thread.board_id),
    }),
    thread: t.field({ type: ThreadRef, resolve: ({ thread }) => thread }),
    post: t.field({ type: PostRef, resolve: ({ post }) => post }),
    breadcrumbs: t.field({
      type: [BreadcrumbRef],
      description: 'Forum, the boards, the topic, and Bilder (the picture itself, shown as plain text).',
      resolve: async ({ thread, images }, _args, ctx) => {
        const board = await ctx.loaders.board.load(thread.board_id)
        const first = images[0]
        return [
          ...(board ? await boardCrumbs(ctx, board) : []),
          { name: thread.title, path: threadPath(thread) },
          ...(first ? [{ name: 'Bilder', path: await galleryPath(ctx, first) }] : []),
        ]
      },
    }),
    images: t.field({ type: [GalleryImageRef], resolve: ({ images }) => images }),
    keywords: t.stringList({
      description: "The pictures' keywords, then the vehicle the topic is about.",
      resolve: async ({ thread, images }, _args, ctx) =>
        galleryKeywords(images, await vehicleRelation(ctx, thread)),
    }),
  }),
})

const GalleryQueryRef = builder.objectRef<object>('GalleryQuery').implement({
  fields: (t) => ({
    byId: t.field({
      type: GalleryRef,
      args: { galleryId: t.arg.int({ required: true }) },
      resolve: (_parent, { galleryId }, ctx) => readableGallery(ctx, galleryId),
    }),
  }),
})

builder.queryFields((t) => ({
  gallery: t.field({ type: GalleryQueryRef, resolve: () => ({}) }),
}))
