import { useEffect, useState } from 'react'
import { hasConsent } from '#domain/consent.ts'
import { onConsentChange, readConsent } from '../consent/consent-store.ts'
import styles from './VideoEmbed.module.css'

// decision 036: a magazine video. The player of the video platform loads only after consent to
// 'Externe Medien' (spec 000 §1, /consent) or after a click on 'Video laden' for this one video;
// before, nothing is fetched from the platform — the picture is our own.

export function VideoEmbed({
  videoId,
  title,
  pictureUrl,
}: {
  videoId: string
  title: string
  pictureUrl: string | null
}) {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    const check = () => {
      if (hasConsent(readConsent(), 'media', new Date())) setAllowed(true)
    }
    check()
    return onConsentChange(check)
  }, [])
  if (allowed)
    return (
      <div className={styles.frame}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
          title={title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    )
  return (
    <div className={styles.frame} data-video-placeholder>
      {pictureUrl && <img src={pictureUrl} alt="" width={960} height={540} />}
      <div className={styles.notice}>
        <p>
          Dieses Video wird von YouTube bereitgestellt. Beim Abspielen werden Daten an YouTube übertragen.
        </p>
        <button type="button" onClick={() => setAllowed(true)}>
          Video laden
        </button>
        <a href="/consent">Externe Medien immer erlauben</a>
      </div>
    </div>
  )
}
