import { useEffect, useState } from 'react'
import { hasConsent } from '#domain/consent.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { onConsentChange, readConsent, saveConsent } from '../consent/consent-store.ts'
import styles from './Info.module.css'
import { InfoHeader, InfoSection } from './InfoShell.tsx'

/** spec 000 §8: the info toast when Utiq is not active on the device. */
export const UTIQ_INACTIVE_TOAST = {
  title: 'Utiq nicht aktiv',
  body: 'Auf Deinem Gerät ist die Utiq-Technologie nicht aktiviert. Daher ist ein Opt-Out nicht notwendig.',
  level: 'info',
  icon: 'info',
} as const

/** The provider's loader, served from our own subdomain as Utiq requires; loaded only with consent. */
function utiqScriptUrl(): string {
  return `https://utiq.${window.location.hostname.replace(/^www\./, '')}/utiqLoader.js`
}

/**
 * The consent-gated script (spec 000 §2.6): injected once consent for Utiq exists, never before.
 * Returns whether Utiq is active on this device.
 */
function useUtiq(): boolean {
  const [active, setActive] = useState(false)
  useEffect(() => {
    const sync = () => {
      const consented = hasConsent(readConsent(), 'utiq', new Date())
      setActive(consented)
      if (consented && !document.querySelector('script[data-utiq]')) {
        const script = document.createElement('script')
        script.src = utiqScriptUrl()
        script.async = true
        script.dataset.utiq = 'true'
        document.head.append(script)
      }
    }
    sync()
    return onConsentChange(sync)
  }, [])
  return active
}

/** /info/utiq-verwalten (spec 000 §2.6, §4, §8): manage and revoke the Utiq consent. */
export function UtiqManagement({ productName }: { productName: string }) {
  const active = useUtiq()

  function revoke() {
    if (!active) {
      showToast(UTIQ_INACTIVE_TOAST)
      return
    }
    const current = readConsent()
    saveConsent({ ...current?.purposes, utiq: false })
    document.querySelector('script[data-utiq]')?.remove()
    showToast({
      title: 'Einwilligung widerrufen',
      body: `Utiq ist auf diesem Gerät für ${productName} nicht mehr aktiv.`,
      level: 'success',
      icon: 'success',
    })
  }

  return (
    <article>
      <InfoHeader
        title="Utiq verwalten"
        lead={
          <p>
            Utiq ist eine Technologie für seitenübergreifende Werbung, die über Deinen Mobilfunk- oder
            Internetanschluss funktioniert. Hier siehst Du, ob sie auf diesem Gerät aktiv ist, und kannst
            Deine Einwilligung widerrufen.
          </p>
        }
      />
      <InfoSection id="was-ist-utiq" title="Was ist Utiq?">
        <p>
          Mit Deiner Einwilligung bildet Dein Telekommunikationsanbieter aus Deinem Anschluss eine pseudonyme
          Kennung. Websites wie {productName} können damit Werbung auswählen und messen, ohne Cookies von
          Drittanbietern zu nutzen. Deine Telefonnummer oder Deinen Namen erfahren weder wir noch unsere
          Werbepartner.
        </p>
        <p>
          Utiq ist standardmäßig aus. Aktiv wird es erst, wenn Du in den{' '}
          <a href="/consent">Cookie-Einstellungen</a> zustimmst; nur dann laden wir das Skript von Utiq.
        </p>
      </InfoSection>
      <InfoSection id="widerruf" title="Einwilligung widerrufen">
        <p className={styles.box} role="status" data-utiq-state={active ? 'active' : 'inactive'}>
          {active ? 'Utiq ist auf diesem Gerät aktiv.' : 'Utiq ist auf diesem Gerät nicht aktiv.'}
        </p>
        <div className={styles.actions}>
          <Button type="button" onClick={revoke}>
            Einwilligung widerrufen
          </Button>
        </div>
        <p>
          Alle Geräte und Websites, für die Du Utiq zugestimmt hast, verwaltest Du zentral im{' '}
          <a href="https://consenthub.utiq.com/" target="_blank" rel="noopener noreferrer">
            Utiq Consent Hub
          </a>
          .
        </p>
      </InfoSection>
    </article>
  )
}
