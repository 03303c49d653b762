import { Suspense, useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { lazyChunk } from '../../ui/chunks.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { ChunkBoundary } from '../../ui/ReloadOffer.tsx'

// Loaded when the dialog opens: most readers of the privacy statement never open it.
const ConsentSettings = lazyChunk('ConsentSettings', () => import('./ConsentSettings.tsx'))

/** spec 000 §2.6: the privacy statement's button that opens the advanced privacy settings. */
export function PrivacySettingsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Erweiterte Datenschutzeinstellungen öffnen
      </Button>
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
