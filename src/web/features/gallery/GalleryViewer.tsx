import { useEffect, useRef, useState } from 'react'
import { rotate, viewerAction } from '#domain/gallery.ts'
import type { GalleryItem } from '#graphql/operations/types.ts'
import { Icon } from '../../ui/Icon.tsx'
import styles from './GalleryViewer.module.css'
import { useSwipe } from './use-swipe.ts'

// The full-screen viewer (spec 000 §2.4, §4): the original picture; Escape closes, K or ← shows
// the previous, J or → the next picture, ↑ shows and ↓ hides the title bar, comma and period
// rotate by 90 degrees (each picture keeps its own rotation); a swipe beyond an eighth of the
// window changes the picture; a tap zooms in and out, rotate buttons hide while zoomed in. The
// first and last pictures disable their button. Built on <dialog>: focus stays inside.

interface Props {
  images: GalleryItem['images']
  index: number
  onClose: () => void
  onShow: (index: number) => void
}

export function GalleryViewer({ images, index, onClose, onShow }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [titleShown, setTitleShown] = useState(true)
  // the zoomed-in picture's id: moving to another picture starts unzoomed
  const [zoomedId, setZoomedId] = useState<number | null>(null)
  const [rotations, setRotations] = useState<Record<number, number>>({})
  const picture = images[index]
  const zoomed = picture !== undefined && zoomedId === picture.id
  const isFirst = index === 0
  const isLast = index === images.length - 1

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  function go(direction: 1 | -1) {
    const target = index + direction
    if (target >= 0 && target < images.length) onShow(target)
  }

  function turn(direction: 1 | -1) {
    if (!picture) return
    setRotations((current) => ({ ...current, [picture.id]: rotate(current[picture.id] ?? 0, direction) }))
  }

  const swipe = useSwipe(go, !zoomed)

  // on the window: hiding the title bar may take the focus with it out of the dialog
  const onKey = useRef<(event: KeyboardEvent) => void>(() => {})
  onKey.current = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const action = viewerAction(event.key)
    if (!action) return
    event.preventDefault()
    if (action === 'close') onClose()
    else if (action === 'previous') go(-1)
    else if (action === 'next') go(1)
    else if (action === 'showTitle') setTitleShown(true)
    else if (action === 'hideTitle') setTitleShown(false)
    else if (action === 'rotateLeft') turn(-1)
    else turn(1)
  }
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  if (!picture) return null
  const degrees = rotations[picture.id] ?? 0
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={`Bild ${index + 1} von ${images.length}`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.bar} hidden={!titleShown} data-testid="viewer-title-bar">
        <span className={styles.title}>{picture.title || 'Bild'}</span>
        <span className={styles.counter}>
          Bild {index + 1} von {images.length}
        </span>
        {!zoomed && (
          <>
            <button
              type="button"
              className={styles.tool}
              onClick={() => turn(-1)}
              aria-label="Nach links drehen"
            >
              <Icon name="rotateLeft" />
            </button>
            <button
              type="button"
              className={styles.tool}
              onClick={() => turn(1)}
              aria-label="Nach rechts drehen"
            >
              <Icon name="rotateRight" />
            </button>
          </>
        )}
        <button type="button" className={styles.tool} onClick={onClose} aria-label="Schließen">
          <Icon name="close" />
        </button>
      </div>
      <div className={zoomed ? `${styles.stage} ${styles.zoomedStage}` : styles.stage} {...swipe.handlers}>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={zoomed ? 'Verkleinern' : 'Vergrößern'}
          onClick={() => {
            if (swipe.endedInSwipe()) return
            setZoomedId(zoomed ? null : picture.id)
          }}
        >
          <img
            key={picture.id}
            className={[styles.image, zoomed && styles.zoomed, degrees % 180 !== 0 && styles.quarterTurned]
              .filter(Boolean)
              .join(' ')}
            src={picture.sizes.original.url}
            width={picture.sizes.original.width}
            height={picture.sizes.original.height}
            alt={picture.title || `Bild ${index + 1}`}
            style={degrees === 0 ? undefined : { transform: `rotate(${degrees}deg)` }}
            data-rotation={degrees}
            draggable={false}
          />
        </button>
      </div>
      <button
        type="button"
        className={`${styles.nav} ${styles.previous}`}
        onClick={() => go(-1)}
        disabled={isFirst}
        aria-label="Voriges Bild"
      >
        <Icon name="chevronLeft" size={28} />
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => go(1)}
        disabled={isLast}
        aria-label="Nächstes Bild"
      >
        <Icon name="chevronRight" size={28} />
      </button>
    </dialog>
  )
}
