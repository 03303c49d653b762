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

/**
 * The file name an attachment is stored and downloaded under: the title's letters and digits
 * (umlauts and other scripts kept, decision 025), lower case, every other run as one '-'.
 */
export function attachmentFileName(title: string, extension: string): string {
  const name =
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'anhang'
  return extension ? `${name}.${extension}` : name
}

/**
 * Content-Disposition of a download (RFC 6266): an ASCII fallback for old clients and the real
 * name as RFC 5987 `filename*`, so 'Prüfbericht.pdf' keeps its umlaut.
 */
export function downloadDisposition(fileName: string): string {
  const fallback = fileName
    .replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

const UMLAUTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
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

/**
 * docs/decisions/025: an uploaded file opened directly — an SVG with a <script>, an
 * HTML page renamed to .txt — runs no script and loads nothing: a sandboxed, opaque origin
 * that may only style itself.
 */
export const UPLOAD_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
