import { useEffect, useId, useState } from 'react'
import {
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentRecord,
  consentExpiresAt,
  isConsentCurrent,
} from '#domain/consent.ts'
import { formatDateLabel } from '#domain/time.ts'
import { Button } from '../../ui/Button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import styles from './ConsentSettings.module.css'
import { onConsentChange, readConsent, saveConsent } from './consent-store.ts'

type Choices = Record<ConsentPurpose, boolean>

const NONE: Choices = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p.key, p.required])) as Choices
const ALL: Choices = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p.key, true])) as Choices

function Status({ record, now }: { record: ConsentRecord | null; now: Date }) {
  if (!record) {
    return (
      <p className={styles.status}>
        Du hast noch keine Auswahl getroffen. Bis dahin ist alles außer dem technisch Notwendigen aus.
      </p>
    )
  }
  const decided = formatDateLabel(new Date(record.decidedAt), { now })
  if (!isConsentCurrent(record, now)) {
    return (
      <p className={`${styles.status} ${styles.expired}`} role="status">
        Deine Auswahl vom {decided} ist älter als zwölf Monate. Bitte entscheide erneut – bis dahin gilt sie
        nicht mehr.
      </p>
    )
  }
  return (
    <p className={styles.status} role="status">
      Deine Auswahl vom {decided} gilt bis {formatDateLabel(consentExpiresAt(record), { now })}. Danach fragen
      wir Dich erneut.
    </p>
  )
}

/**
 * The consent choices (spec 000 §1, §2.6): made, changed and revoked here; a decision counts for
 * twelve months, then the user is asked again. Used on /consent and in the privacy statement's
 * dialog.
 */
export default function ConsentSettings({ onDone }: { onDone?: () => void }) {
  const id = useId()
  const [record, setRecord] = useState<ConsentRecord | null>(null)
  const [choices, setChoices] = useState<Choices>(NONE)
  const [now, setNow] = useState(() => new Date())
  // the choices are read from this browser after hydration; until then a click would be lost
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const sync = () => {
      const stored = readConsent()
      const current = new Date()
      setNow(current)
      setRecord(stored)
      setChoices(stored && isConsentCurrent(stored, current) ? stored.purposes : NONE)
      setReady(true)
    }
    sync()
    return onConsentChange(sync)
  }, [])

  function decide(next: Choices, message: string) {
    setChoices(next)
    setRecord(saveConsent(next))
    setNow(new Date())
    showToast({ title: 'Einstellungen gespeichert', body: message, level: 'success', icon: 'success' })
    onDone?.()
  }

  const hasConsent = record !== null && CONSENT_PURPOSES.some((p) => !p.required && record.purposes[p.key])

  return (
    <div className={styles.settings}>
      <Status record={record} now={now} />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          decide(choices, 'Deine Auswahl wurde gespeichert.')
        }}
      >
        <fieldset className={styles.purposes} disabled={!ready}>
          <legend className="visually-hidden">Zwecke</legend>
          {CONSENT_PURPOSES.map((purpose) => (
            <div key={purpose.key} className={styles.purpose}>
              <input
                type="checkbox"
                id={`${id}-${purpose.key}`}
                name={purpose.key}
                checked={choices[purpose.key]}
                disabled={purpose.required}
                onChange={(event) => setChoices({ ...choices, [purpose.key]: event.target.checked })}
                aria-describedby={`${id}-${purpose.key}-text`}
              />
              <div>
                <label htmlFor={`${id}-${purpose.key}`} className={styles.label}>
                  {purpose.label}
                  {purpose.required && <span className={styles.always}> (immer aktiv)</span>}
                </label>
                <p id={`${id}-${purpose.key}-text`} className={styles.description}>
                  {purpose.description}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="button"
            disabled={!ready}
            onClick={() => decide(ALL, 'Du hast allen Zwecken zugestimmt.')}
          >
            Alle akzeptieren
          </Button>
          <Button type="submit" variant="secondary" disabled={!ready}>
            Auswahl speichern
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!ready}
            onClick={() => decide(NONE, 'Es ist nur noch das technisch Notwendige aktiv.')}
          >
            Nur notwendige
          </Button>
        </div>
        {hasConsent && (
          <p className={styles.revoke}>
            <Button
              type="button"
              variant="link"
              onClick={() => decide(NONE, 'Deine Einwilligungen wurden widerrufen.')}
            >
              Alle Einwilligungen widerrufen
            </Button>
          </p>
        )}
      </form>
    </div>
  )
}
