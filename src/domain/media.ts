import { slugify } from './routes.ts'

// Image and attachment addresses (spec 000 §2.4, §3 PostImage, Gallery image sizes).

/** spec 000 §9: sizes 500, 640, 960, 1200 wide plus the original. */
export const IMAGE_WIDTHS = [500, 640, 960, 1200] as const
export type ImageVariant = 'w500' | 'w640' | 'w960' | 'w1200' | 'original'
export const IMAGE_VARIANTS: readonly ImageVariant[] = ['w500', 'w640', 'w960', 'w1200', 'original']

export function imageUrl(storageKey: string, variant: ImageVariant): string {
  return `/uploads/images/${storageKey}/${variant}.jpg`
}

/** Width and height of a variant: never wider than the original (no upscaling). */
export function variantSize(variant: ImageVariant, original: { width: number; height: number }) {
  if (variant === 'original') return original
  const width = Math.min(Number(variant.slice(1)), original.width)
  return { width, height: Math.round((original.height * width) / original.width) }
}

/** spec 000 §2.4: /bilder/{gallerySlug}/{pictureSlug}.html, gallery id after -g, picture id after -i. */
export function picturePath(
  gallery: { postId: number; threadSlug: string },
  picture: { id: number; title: string },
): string {
  return `/bilder/${gallery.threadSlug}-g${gallery.postId}/${slugify(picture.title || 'bild')}-i${picture.id}.html`
}

/** The file name an attachment is stored and downloaded under. */
export function attachmentFileName(title: string, extension: string): string {
  const name = /[\p{L}\p{N}]/u.test(title) ? slugify(title) : 'anhang'
  return extension ? `${name}.${extension}` : name
}

export function attachmentUrl(storageKey: string, title: string, extension: string): string {
  return `/uploads/attachments/${storageKey}/${encodeURIComponent(attachmentFileName(title, extension))}`
}

/** spec 001 §2: attachments show their title without extension, and the extension. */
export function splitFileName(fileName: string): { title: string; extension: string } {
  const dot = fileName.lastIndexOf('.')
  if (dot <= 0 || dot === fileName.length - 1) return { title: fileName, extension: '' }
  return { title: fileName.slice(0, dot), extension: fileName.slice(dot + 1).toLowerCase() }
}
