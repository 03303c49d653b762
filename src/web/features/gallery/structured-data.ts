import type { GalleryItem, ImageSize } from '#graphql/operations/types.ts'

// spec 000 §2.4: structured data for the gallery (schema.org ImageGallery) and the responsive
// sources of a picture (500, 640, 960, 1200 wide; spec 000 §9).

type Sizes = GalleryItem['images'][number]['sizes']

export function gallerySrcSet(sizes: Sizes): string {
  const variants: ImageSize[] = [sizes.w500, sizes.w640, sizes.w960, sizes.w1200]
  // a small original yields the same width more than once; each width is named once
  const seen = new Set<number>()
  return variants
    .filter((size) => !seen.has(size.width) && seen.add(size.width))
    .map((size) => `${size.url} ${size.width}w`)
    .join(', ')
}

export function galleryStructuredData(gallery: GalleryItem, origin: string): Record<string, unknown> {
  const author = gallery.author ? { '@type': 'Person', name: gallery.author.displayName } : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: `Bilder zu „${gallery.thread.title}“`,
    url: gallery.images[0]?.canonicalUrl,
    datePublished: gallery.post.createdAt,
    author,
    keywords: gallery.keywords.length > 0 ? gallery.keywords.join(', ') : undefined,
    isPartOf: {
      '@type': 'DiscussionForumPosting',
      headline: gallery.thread.title,
      url: gallery.thread.canonicalUrl,
    },
    associatedMedia: gallery.images.map((image) => ({
      '@type': 'ImageObject',
      name: image.title || undefined,
      url: image.canonicalUrl,
      contentUrl: `${origin}${image.sizes.original.url}`,
      thumbnailUrl: `${origin}${image.sizes.w500.url}`,
      width: image.sizes.original.width,
      height: image.sizes.original.height,
      author,
      uploadDate: gallery.post.createdAt,
    })),
  }
}
