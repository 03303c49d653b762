import { data, redirect } from 'react-router'
import { galleryIdOf, parseGalleryRoute } from '#domain/gallery.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../../cache.ts'
import { pagePathname } from '../../canonical.ts'
import type { AppContext } from '../../context.ts'
import { fail, reasonOf } from '../../errors.ts'

// The picture gallery page's data (spec 000 §2.4, §7 ImageGallery) and its answers (spec 000 §8
// gallery loader mapping): PermissionDenied 403, NotFound 404, HiddenLoggedOut 410 (none of
// them logged), anything else 500. An address that breaks the route rule (spec 000 §5) or names
// a picture the gallery does not hold is not found; a stale slug answers 301 to the picture's path.

const MAPPED = ['PermissionDenied', 'NotFound', 'HiddenLoggedOut'] as const

async function queryGallery(app: AppContext, galleryId: number) {
  try {
    return (await app.query('ImageGallery', { galleryId })).gallery.byId
  } catch (error) {
    const reason = reasonOf(error)
    if ((MAPPED as readonly string[]).includes(reason)) fail(reason)
    throw error
  }
}

/**
 * `/bilder/{gallerySlug}`: the address of the gallery's ad slide, which clears the picture id
 * (spec 000 §4). Opened on its own it leads to the gallery's first picture.
 */
export async function redirectToFirstPicture(app: AppContext, gallerySlug: string): Promise<never> {
  const galleryId = galleryIdOf(gallerySlug)
  if (galleryId === null) fail('NotFound')
  const first = (await queryGallery(app, galleryId)).images[0]
  if (!first) fail('NotFound')
  throw redirect(first.path, 302)
}

export async function loadGallery(
  app: AppContext,
  request: Request,
  params: { gallerySlug: string; pictureFile: string },
) {
  const route = parseGalleryRoute(params.gallerySlug, params.pictureFile)
  if (!route) fail('NotFound')
  const gallery = await queryGallery(app, route.galleryId)
  const picture = gallery.images.find((image) => image.id === route.pictureId)
  if (!picture) fail('NotFound')
  if (pagePathname(request) !== picture.path) throw redirect(picture.path, 301)
  return data(
    {
      gallery,
      canonical: picture.canonicalUrl,
      origin: canonicalUrl(app.variant, ''),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export type GalleryPageData = Awaited<ReturnType<typeof loadGallery>>['data']
