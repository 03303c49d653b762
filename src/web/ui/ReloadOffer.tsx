import { Component, type ReactNode, useSyncExternalStore } from 'react'
import { Button } from './Button.tsx'
import { isChunkLoadFailure } from './chunks.ts'
import { Icon } from './Icon.tsx'
import styles from './ReloadOffer.module.css'
import { offerReload, reloadOfferStore } from './reload-offer.ts'

const TEXT = 'Ein Teil der Seite konnte nicht geladen werden – vermutlich gibt es eine neue Version.'

function ReloadButton() {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      <Icon name="reload" size={18} />
      Seite neu laden
    </Button>
  )
}

/** The page-wide offer, shown once any chunk failed (root layout). */
export function ReloadOffer() {
  const failed = useSyncExternalStore(reloadOfferStore.subscribe, reloadOfferStore.getSnapshot, () => false)
  if (!failed) return null
  return (
    <div className={styles.banner} role="alert" data-reload-offer>
      <p className={styles.text}>{TEXT}</p>
      <ReloadButton />
    </div>
  )
}

/** The offer in place of content that could not load. */
export function ChunkFailure() {
  return (
    <div className={styles.inline} role="alert" data-reload-offer>
      <p className={styles.text}>{TEXT}</p>
      <ReloadButton />
    </div>
  )
}

interface BoundaryProps {
  children: ReactNode
}

/** Catches a lazy chunk's failure below it and shows the reload offer instead. */
export class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadFailure(error)) throw error
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    offerReload(error)
  }

  override render() {
    return this.state.failed ? <ChunkFailure /> : this.props.children
  }
}
