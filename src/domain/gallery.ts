import { GALLERY_AD_AFTER_IMAGE, GALLERY_ROTATION_STEP, GALLERY_SWIPE_SHARE } from './limits.ts'

// The picture gallery's rules (spec 000 §2.4, §4 Gallery, §5 Gallery route, §9): its address,
// the slides with the ad mixed in, wrapping, swipes, the viewer's keys and rotation.

const GALLERY_SLUG = /^[A-Za-z0-9-]+-g(\d+)$/
const PICTURE_FILE = /^([A-Za-z0-9-]+-i(\d+))\.html$/

/** The gallery's id from its slug alone (the address of an ad slide, which names no picture). */
export function galleryIdOf(gallerySlug: string): number | null {
  return databaseId(GALLERY_SLUG.exec(gallerySlug)?.[1])
}

/** `/bilder/{gallerySlug}` of a picture's path: where an ad slide stands (spec 000 §4). */
export function galleryPathOf(picturePath: string): string {
  return picturePath.slice(0, picturePath.lastIndexOf('/'))
}

/**
 * spec 000 §5: the gallery slug is letters, digits and hyphens followed by -g and digits, the
 * picture slug the same with -i; the page is {pictureSlug}.html. Null for anything else.
 */
export function parseGalleryRoute(
  gallerySlug: string,
  pictureFile: string,
): { galleryId: number; pictureId: number } | null {
  const galleryId = databaseId(GALLERY_SLUG.exec(gallerySlug)?.[1])
  const pictureId = pictureIdOf(pictureFile)
  return galleryId === null || pictureId === null ? null : { galleryId, pictureId }
}

/** The picture id of a picture page's last path segment ({pictureSlug}.html), or null. */
export function pictureIdOf(pictureFile: string): number | null {
  return databaseId(PICTURE_FILE.exec(pictureFile)?.[2])
}

function databaseId(digits: string | undefined): number | null {
  const id = Number(digits)
  return digits && Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null
}

export type Slide = { kind: 'image'; image: number } | { kind: 'ad' }

/** The slider's slides: the pictures in order, one ad slide after the 3rd when there are more. */
export function gallerySlides(imageCount: number): Slide[] {
  const slides: Slide[] = []
  for (let image = 0; image < imageCount; image++) {
    slides.push({ kind: 'image', image })
    if (image + 1 === GALLERY_AD_AFTER_IMAGE && imageCount > GALLERY_AD_AFTER_IMAGE)
      slides.push({ kind: 'ad' })
  }
  return slides
}

/** The slide of a picture (its index among the pictures), or 0. */
export function slideOfImage(slides: readonly Slide[], image: number): number {
  const index = slides.findIndex((slide) => slide.kind === 'image' && slide.image === image)
  return Math.max(index, 0)
}

/** Next and previous wrap around at both ends (spec 000 §4). */
export function stepSlide(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return 0
  return (((current + direction) % count) + count) % count
}

/** A horizontal drag beyond an eighth of the window width changes the picture. */
export function swipeDirection(deltaX: number, windowWidth: number): 1 | -1 | null {
  if (Math.abs(deltaX) <= windowWidth * GALLERY_SWIPE_SHARE) return null
  return deltaX < 0 ? 1 : -1
}

export type ViewerAction =
  | 'close'
  | 'previous'
  | 'next'
  | 'showTitle'
  | 'hideTitle'
  | 'rotateLeft'
  | 'rotateRight'

/** spec 000 §2.4: the full-screen viewer's keys. */
export function viewerAction(key: string): ViewerAction | null {
  switch (key) {
    case 'Escape':
      return 'close'
    case 'k':
    case 'K':
    case 'ArrowLeft':
      return 'previous'
    case 'j':
    case 'J':
    case 'ArrowRight':
      return 'next'
    case 'ArrowUp':
      return 'showTitle'
    case 'ArrowDown':
      return 'hideTitle'
    case ',':
      return 'rotateLeft'
    case '.':
      return 'rotateRight'
    default:
      return null
  }
}

/** A picture's rotation after one step left (-1) or right (+1), kept within 0 to 270 degrees. */
export function rotate(degrees: number, direction: 1 | -1): number {
  return (((degrees + direction * GALLERY_ROTATION_STEP) % 360) + 360) % 360
}

/** The gallery's keywords: the pictures' own, then the vehicle of the topic, each once. */
export function galleryKeywords(
  images: readonly { keywords: readonly string[] }[],
  vehicle: { manufacturerName: string; seriesName: string | null; modelName: string | null } | null,
): string[] {
  const all = [
    ...images.flatMap((image) => image.keywords),
    ...(vehicle ? [vehicle.manufacturerName, vehicle.seriesName, vehicle.modelName] : []),
  ]
  const seen = new Set<string>()
  const keywords: string[] = []
  for (const raw of all) {
    const keyword = raw?.trim()
    if (!keyword || seen.has(keyword.toLowerCase())) continue
    seen.add(keyword.toLowerCase())
    keywords.push(keyword)
  }
  return keywords
}
