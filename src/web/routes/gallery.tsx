import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { pictureIdOf } from '#domain/gallery.ts'
import { pageTitle } from '#domain/titles.ts'
import { PUBLIC_CACHE } from '../cache.ts'
import { appContext } from '../context.ts'
import { GalleryPage } from '../features/gallery/GalleryPage.tsx'
import { loadGallery } from '../features/gallery/load-gallery.ts'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/gallery.ts'

// /bilder/{gallerySlug}/{pictureSlug}.html: the picture gallery (spec 000 §2.4, §8).

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadGallery(context.get(appContext), request, params)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

/** Moving between the pictures of one gallery only replaces the address: the data is all here. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentParams.gallerySlug === nextParams.gallerySlug) return false
  return defaultShouldRevalidate
}

/** The picture the address names (the loader made sure the gallery holds it). */
function currentImage(
  loaderData: Route.ComponentProps['loaderData'],
  pictureFile: string | undefined,
): number {
  const pictureId = pictureIdOf(pictureFile ?? '')
  return Math.max(
    loaderData.gallery.images.findIndex((image) => image.id === pictureId),
    0,
  )
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData) return []
  const { gallery, productName } = loaderData
  const index = currentImage(loaderData, params.pictureFile)
  const picture = gallery.images[index]
  if (!picture) return []
  const counter = `Bild ${index + 1} von ${gallery.images.length}`
  const keywords = gallery.keywords.length > 0 ? ` Stichworte: ${gallery.keywords.join(', ')}.` : ''
  return [
    { title: pageTitle(`${picture.title || counter} - ${gallery.thread.title}`, productName) },
    {
      name: 'description',
      content: `${counter} zum Thema „${gallery.thread.title}“${gallery.board ? ` im ${gallery.board.name} Forum` : ''}.${keywords}`,
    },
    { tagName: 'link', rel: 'canonical', href: picture.canonicalUrl },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: picture.title || gallery.thread.title },
    { property: 'og:url', content: picture.canonicalUrl },
    { property: 'og:image', content: `${loaderData.origin}${picture.sizes.w1200.url}` },
  ]
}

export default function Gallery({ loaderData, params }: Route.ComponentProps) {
  const { now } = useRootData()
  return (
    <GalleryPage
      key={loaderData.gallery.id}
      data={loaderData}
      imageIndex={currentImage(loaderData, params.pictureFile)}
      now={now}
    />
  )
}
