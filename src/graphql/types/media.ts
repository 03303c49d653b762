import { findThreadGallery, type PostImageRow } from '#db/media.ts'
import type { PostRow } from '#db/thread-page.ts'
import { GALLERY_MAX_IMAGES } from '#domain/limits.ts'
import {
  attachmentUrl,
  IMAGE_VARIANTS,
  type ImageVariant,
  imageUrl,
  picturePath,
  variantSize,
} from '#domain/media.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { readableThread, visiblePost } from '../visible.ts'
import { PostRef, type PostSummary } from './post.ts'
import { ThreadsQueryRef } from './thread.ts'

// Pictures and attachments of posts (spec 001 §2, §3 PostImage, Gallery image; §7 GalleryData).

export async function galleryPath(ctx: GraphQLContext, image: PostImageRow): Promise<string> {
  const post = await ctx.loaders.post.load(image.post_id)
  const thread = post ? await ctx.loaders.thread.load(post.thread_id) : null
  return picturePath({ postId: image.post_id, threadSlug: thread?.slug ?? 'thema' }, image)
}

const PostImageRef = builder.objectRef<PostImageRow>('PostImage').implement({
  description: 'spec 000 §3 PostImage: a picture of a post.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    url: t.string({
      description: 'The large version (1200 wide).',
      resolve: (image) => imageUrl(image.storage_key, 'w1200'),
    }),
    thumbnailUrl: t.string({ resolve: (image) => imageUrl(image.storage_key, 'w500') }),
    galleryUrl: t.string({ resolve: (image, _args, ctx) => galleryPath(ctx, image) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
})

const ImageSizeRef = builder
  .objectRef<{ image: PostImageRow; variant: ImageVariant }>('ImageSize')
  .implement({
    fields: (t) => ({
      url: t.string({ resolve: ({ image, variant }) => imageUrl(image.storage_key, variant) }),
      width: t.int({ resolve: ({ image, variant }) => variantSize(variant, image).width }),
      height: t.int({ resolve: ({ image, variant }) => variantSize(variant, image).height }),
    }),
  })

const ImageSizesRef = builder.objectRef<PostImageRow>('ImageSizes').implement({
  description: 'spec 000 §3 Gallery image sizes: w500, w640, w960, w1200 and the original.',
  fields: (t) =>
    Object.fromEntries(
      IMAGE_VARIANTS.map((variant) => [
        variant,
        t.field({ type: ImageSizeRef, resolve: (image) => ({ image, variant }) }),
      ]),
    ),
})

export const GalleryImageRef = builder.objectRef<PostImageRow>('GalleryImage').implement({
  description: 'spec 000 §3 Gallery image.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    path: t.string({ resolve: (image, _args, ctx) => galleryPath(ctx, image) }),
    canonicalUrl: t.string({
      resolve: async (image, _args, ctx) => canonicalUrl(ctx.variant, await galleryPath(ctx, image)),
    }),
    sizes: t.field({ type: ImageSizesRef, resolve: (image) => image }),
  }),
})

interface Attachment {
  id: number
  title: string
  extension: string
  byte_size: number
  storage_key: string
}

const PostAttachmentRef = builder.objectRef<Attachment>('PostAttachment').implement({
  description: 'spec 001 §2: shown as its title without extension plus the extension.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    extension: t.exposeString('extension'),
    byteSize: t.exposeInt('byte_size'),
    url: t.string({ resolve: (file) => attachmentUrl(file.storage_key, file.title, file.extension) }),
  }),
})

/**
 * Counters on the post row spare the query for the many posts without pictures. A full row
 * comes from a post list that asked visibility.ts already; a summary (a thread's lastPost) is
 * asked here (decision 025: a hidden last post's files were listed to visitors).
 */
async function postRow(ctx: GraphQLContext, post: PostSummary | PostRow): Promise<PostRow | null> {
  return 'image_count' in post ? post : visiblePost(ctx, post.id)
}

builder.objectFields(PostRef, (t) => ({
  imageCount: t.int({ resolve: async (post, _args, ctx) => (await postRow(ctx, post))?.image_count ?? 0 }),
  images: t.field({
    type: [PostImageRef],
    resolve: async (post, _args, ctx) => {
      const row = await postRow(ctx, post)
      return row && row.image_count > 0 ? ctx.loaders.postImages.load(row.id) : []
    },
  }),
  attachments: t.field({
    type: [PostAttachmentRef],
    resolve: async (post, _args, ctx) => {
      const row = await postRow(ctx, post)
      return row && row.attachment_count > 0 ? ctx.loaders.postAttachments.load(row.id) : []
    },
  }),
}))

builder.objectField(ThreadsQueryRef, 'gallery', (t) =>
  t.field({
    type: [GalleryImageRef],
    description: `spec 001 §7 GalleryData: the pictures of a thread's posts, at most ${GALLERY_MAX_IMAGES}.`,
    args: { threadId: t.arg.int({ required: true }) },
    resolve: async (_parent, { threadId }, ctx) => {
      const thread = await readableThread(ctx, threadId)
      if (!thread) return []
      return findThreadGallery(ctx.db, thread.id, GALLERY_MAX_IMAGES)
    },
  }),
)
