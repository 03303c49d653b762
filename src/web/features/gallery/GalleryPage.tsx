import { type MouseEvent, useMemo, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { galleryPathOf, gallerySlides, type Slide, slideOfImage, stepSlide } from '#domain/gallery.ts'
import { GALLERY_SLIDE_LOCK_MS } from '#domain/limits.ts'
import { formatDateLabel } from '#domain/time.ts'
import { AdSlot } from '../../ui/AdSlot.tsx'
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Icon } from '../../ui/Icon.tsx'
import { StructuredData } from '../../ui/StructuredData.tsx'
import styles from './GalleryPage.module.css'
import { GalleryViewer } from './GalleryViewer.tsx'
import type { GalleryPageData } from './load-gallery.ts'
import { gallerySrcSet, galleryStructuredData } from './structured-data.ts'
import { useSwipe } from './use-swipe.ts'

// The picture gallery page (spec 000 §2.4): a slider of the post's pictures with an ad slide
// after the 3rd, the pager 'Bild X von Y', a zoom button opening the full-screen viewer, the
// header with the topic, picture title, author and date, and the keywords. Changing slides
// replaces the address with the picture's own; without JavaScript the pager links lead there.

interface Props {
  data: GalleryPageData
  /** The picture the address names (its index among the pictures). */
  imageIndex: number
  now: string
}

export function GalleryPage({ data, imageIndex, now }: Props) {
  const { gallery } = data
  const images = gallery.images
  const navigate = useNavigate()
  const slides = useMemo(() => gallerySlides(images.length), [images.length])
  const [onAd, setOnAd] = useState(false)
  const [viewerOpen, setViewerOpen] = useState(false)
  const lockedUntil = useRef(0)
  const slideIndex = onAd
    ? slides.findIndex((slide) => slide.kind === 'ad')
    : slideOfImage(slides, imageIndex)
  const picture = images[imageIndex] ?? images[0]
  const swipe = useSwipe((direction) => step(direction))
  if (!picture) return null
  const adSlidePath = galleryPathOf(picture.path)

  /** spec 000 §4: a change is ignored while the one before it is under way (500 ms). */
  function claimChange(): boolean {
    const at = Date.now()
    if (at < lockedUntil.current) return false
    lockedUntil.current = at + GALLERY_SLIDE_LOCK_MS
    return true
  }

  function showSlide(slide: Slide | undefined) {
    if (!slide) return
    if (slide.kind === 'ad') {
      // spec 000 §4: on an ad slide the picture id is cleared, from the address too; only the
      // address changes (the router's location stays, so nothing is loaded)
      setOnAd(true)
      window.history.replaceState(window.history.state, '', adSlidePath)
      return
    }
    setOnAd(false)
    const target = images[slide.image]
    if (target && slide.image !== imageIndex) {
      navigate(target.path, { replace: true, preventScrollReset: true })
    } else if (target && onAd) {
      window.history.replaceState(window.history.state, '', target.path)
    }
  }

  function step(direction: 1 | -1) {
    if (!claimChange()) return
    showSlide(slides[stepSlide(slideIndex, slides.length, direction)])
  }

  function onPagerClick(event: MouseEvent<HTMLAnchorElement>, direction: 1 | -1) {
    event.preventDefault()
    step(direction)
  }

  function showImage(index: number) {
    if (!claimChange()) return
    showSlide({ kind: 'image', image: index })
  }

  // the pager's links (without JavaScript) lead to the neighbouring pictures, wrapping
  const previous = images[stepSlide(imageIndex, images.length, -1)] ?? picture
  const next = images[stepSlide(imageIndex, images.length, 1)] ?? picture
  const backTarget = `/forum/aktion/PostJump.html?postId=${gallery.post.id}`
  const postedAt = formatDateLabel(new Date(gallery.post.createdAt), { now: new Date(now) })

  return (
    <div className={styles.page}>
      <StructuredData data={galleryStructuredData(gallery, data.origin)} />
      <Breadcrumbs items={gallery.breadcrumbs} />
      <header className={styles.header}>
        <div className={styles.titles}>
          <Link to={gallery.thread.path} className={styles.thread}>
            {gallery.thread.title}
          </Link>
          <h1 className={styles.title}>{onAd ? 'Anzeige' : picture.title || 'Bild'}</h1>
          <p className={styles.meta}>
            {gallery.author ? (
              <>
                von <Link to={gallery.author.path}>{gallery.author.displayName}</Link>
              </>
            ) : (
              'von einem ehemaligen Mitglied'
            )}
            {' · '}
            <time dateTime={gallery.post.createdAt}>{postedAt}</time>
          </p>
        </div>
        <Link to={backTarget} className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          <span className={styles.backLong}>Zum Beitrag</span>
          <span className={styles.backShort}>Beitrag</span>
        </Link>
      </header>

      <section className={styles.slider} aria-roledescription="Bildergalerie" aria-label="Bilder">
        <div className={styles.stage} {...swipe.handlers}>
          {onAd ? (
            <div className={styles.adSlide} data-testid="gallery-ad">
              <span className={styles.adLabel}>Anzeige</span>
              <AdSlot name="gallery-slide" kind="content" />
            </div>
          ) : (
            <>
              <img
                key={picture.id}
                className={styles.image}
                src={picture.sizes.w960.url}
                srcSet={gallerySrcSet(picture.sizes)}
                sizes="(max-width: 1000px) 100vw, 960px"
                width={picture.sizes.w960.width}
                height={picture.sizes.w960.height}
                alt={picture.title || `Bild ${imageIndex + 1} zu „${gallery.thread.title}“`}
                draggable={false}
              />
              <a
                href={picture.sizes.original.url}
                className={styles.zoom}
                aria-label="Bild vergrößern"
                title="Bild vergrößern"
                onClick={(event) => {
                  event.preventDefault()
                  setViewerOpen(true)
                }}
              >
                <Icon name="zoom" size={22} />
              </a>
            </>
          )}
        </div>
        <nav className={styles.pager} aria-label="Bilder blättern">
          <a
            href={previous.path}
            className={buttonClass('ghost', 'small')}
            rel="prev"
            aria-label="Voriges Bild"
            onClick={(event) => onPagerClick(event, -1)}
          >
            <Icon name="chevronLeft" />
            <span className={styles.pagerText}>Voriges Bild</span>
          </a>
          <span className={styles.counter} aria-live="polite">
            {onAd ? 'Anzeige' : `Bild ${imageIndex + 1} von ${images.length}`}
          </span>
          <a
            href={next.path}
            className={buttonClass('ghost', 'small')}
            rel="next"
            aria-label="Nächstes Bild"
            onClick={(event) => onPagerClick(event, 1)}
          >
            <span className={styles.pagerText}>Nächstes Bild</span>
            <Icon name="chevronRight" />
          </a>
        </nav>
      </section>

      {gallery.keywords.length > 0 && (
        <section className={styles.keywords} aria-labelledby="gallery-keywords">
          <h2 id="gallery-keywords" className={styles.keywordsLabel}>
            Stichworte
          </h2>
          <ul className={styles.keywordList}>
            {gallery.keywords.map((keyword) => (
              <li key={keyword} className={styles.keyword}>
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      )}

      {viewerOpen && (
        <GalleryViewer
          images={images}
          index={imageIndex}
          onClose={() => setViewerOpen(false)}
          onShow={showImage}
        />
      )}
    </div>
  )
}
