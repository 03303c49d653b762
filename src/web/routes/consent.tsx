import { Suspense } from 'react'
import { appContext } from '../context.ts'
import { InfoHeader, InfoShell } from '../features/info/InfoShell.tsx'
import { infoMeta, infoPageData } from '../features/info/load-info.ts'
import { lazyChunk } from '../ui/chunks.ts'
import { ChunkBoundary } from '../ui/ReloadOffer.tsx'
import type { Route } from './+types/consent.ts'

// One chunk for the settings, shared with the privacy statement's dialog (which loads it lazily).
const ConsentSettings = lazyChunk('ConsentSettings', () => import('../features/consent/ConsentSettings.tsx'))

// spec 000 §2.6: the consent settings page the cookie statement and privacy texts link to.

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context.get(appContext), '/consent')
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoMeta(loaderData, {
    title: 'Cookie-Einstellungen',
    description: 'Entscheide, welche Cookies und Technologien wir verwenden dürfen.',
  })
}

export default function Consent({ loaderData }: Route.ComponentProps) {
  return (
    <InfoShell>
      <article>
        <InfoHeader
          title="Cookie-Einstellungen"
          lead={
            <p>
              Hier entscheidest Du, wofür {loaderData.productName} Cookies und ähnliche Technologien verwenden
              darf. Deine Auswahl kannst Du jederzeit ändern oder widerrufen; nach zwölf Monaten fragen wir
              Dich erneut. Mehr dazu in der <a href="/info/datenschutz">Datenschutzerklärung</a> und auf der
              Seite <a href="/info/cookies">Cookies</a>.
            </p>
          }
        />
        <ChunkBoundary>
          <Suspense fallback={<p>Einstellungen werden geladen …</p>}>
            <ConsentSettings />
          </Suspense>
        </ChunkBoundary>
      </article>
    </InfoShell>
  )
}
