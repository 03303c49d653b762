import { Suspense, useState } from 'react'
import { lazyChunk } from '../../ui/chunks.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ChunkBoundary } from '../../ui/ReloadOffer.tsx'
import buttons from './ConsentButtons.module.css'

// Loaded when the dialog opens: most readers of the privacy statement never open it.
const ConsentSettings = lazyChunk('ConsentSettings', () => import('./ConsentSettings.tsx'))

/** spec 000 §2.6: the privacy statement's button that opens the advanced privacy settings. */
export function PrivacySettingsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={buttons.primary} onClick={() => setOpen(true)}>
        Erweiterte Datenschutzeinstellungen öffnen
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Datenschutzeinstellungen"
        size="large"
        closeOnLinkClick
      >
        <ChunkBoundary>
          <Suspense fallback={<p>Einstellungen werden geladen …</p>}>
            <ConsentSettings />
          </Suspense>
        </ChunkBoundary>
        <p>
          Mehr dazu auf der Seite <a href="/consent">Cookie-Einstellungen</a>.
        </p>
      </Dialog>
    </>
  )
}
