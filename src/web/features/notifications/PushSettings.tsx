import { useEffect, useState } from 'react'
import { PUSH_SUBSCRIPTION_PATH } from '#domain/notifications.ts'
import { CSRF_FIELD } from '../../csrf.ts'
import { Button } from '../../ui/Button.tsx'
import styles from './Notifications.module.css'

// decision 030: web push in this browser — the service worker (/sw.js) is registered and subscribed
// with our VAPID key only on the member's click; the subscription goes to the server, which
// pushes what the settings above allow. Without JavaScript or push support: a plain note.

type State = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy'

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i)
  return bytes
}

function encode(buffer: ArrayBuffer | null): string {
  if (!buffer) return ''
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

async function post(fields: Record<string, string>): Promise<boolean> {
  const response = await fetch(PUSH_SUBSCRIPTION_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    credentials: 'same-origin',
  })
  return response.ok
}

export function PushSettings({
  csrf,
  vapidPublicKey,
  devices,
}: {
  csrf: string
  vapidPublicKey: string
  devices: number
}) {
  const [state, setState] = useState<State>('unknown')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      setState('unsupported')
      return
    }
    if (Notification.permission === 'denied') {
      setState('denied')
      return
    }
    navigator.serviceWorker
      .getRegistration('/')
      .then(async (registration) => {
        const subscription = await registration?.pushManager.getSubscription()
        setState(subscription ? 'on' : 'off')
      })
      .catch(() => setState('off'))
  }, [])

  async function subscribe() {
    setError(null)
    setState('busy')
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off')
        return
      }
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
      await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      })
      const saved = await post({
        [CSRF_FIELD]: csrf,
        intent: 'subscribe',
        endpoint: subscription.endpoint,
        p256dh: encode(subscription.getKey('p256dh')),
        auth: encode(subscription.getKey('auth')),
      })
      if (!saved) throw new Error('not saved')
      setState('on')
    } catch {
      setError(
        'Push-Benachrichtigungen konnten nicht eingeschaltet werden. Bitte versuche es später noch einmal.',
      )
      setState('off')
    }
  }

  async function unsubscribe() {
    setError(null)
    setState('busy')
    try {
      const registration = await navigator.serviceWorker.getRegistration('/')
      const subscription = await registration?.pushManager.getSubscription()
      if (subscription) {
        await post({ [CSRF_FIELD]: csrf, intent: 'unsubscribe', endpoint: subscription.endpoint })
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setError('Push-Benachrichtigungen konnten nicht ausgeschaltet werden.')
      setState('on')
    }
  }

  return (
    <section aria-labelledby="push-title">
      <h2 id="push-title">Push-Benachrichtigungen in diesem Browser</h2>
      <p className={styles.pushStatus} role="status">
        {state === 'unsupported' && 'Dieser Browser unterstützt keine Push-Benachrichtigungen.'}
        {state === 'denied' &&
          'Du hast Benachrichtigungen für MOTOR-TALK in Deinem Browser blockiert. Erlaube sie in den Website-Einstellungen des Browsers, um sie hier einzuschalten.'}
        {state === 'on' && 'Push-Benachrichtigungen sind in diesem Browser eingeschaltet.'}
        {state === 'off' && 'Push-Benachrichtigungen sind in diesem Browser ausgeschaltet.'}
        {devices > 0 && ` Angemeldete Geräte: ${devices}.`}
      </p>
      {error && <p role="alert">{error}</p>}
      {(state === 'off' || state === 'busy' || state === 'unknown') && (
        <Button type="button" onClick={subscribe} disabled={state !== 'off'}>
          Push-Benachrichtigungen einschalten
        </Button>
      )}
      {state === 'on' && (
        <Button type="button" onClick={unsubscribe}>
          Push-Benachrichtigungen ausschalten
        </Button>
      )}
    </section>
  )
}
