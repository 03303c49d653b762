import { appContext } from '../context.ts'
import { redirectToFirstPicture } from '../features/gallery/load-gallery.ts'
import type { Route } from './+types/gallery-start.ts'

// /bilder/{gallerySlug}: where the gallery's ad slide stands (its picture id is cleared, spec 000
// §4); opened on its own, the gallery's first picture.

export function loader({ params, context }: Route.LoaderArgs) {
  return redirectToFirstPicture(context.get(appContext), params.gallerySlug)
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function GalleryStart() {
  return null
}
