import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react'
import {
  SECTION_LABELS,
  SUMMARY_COLLAPSE,
  SUMMARY_CREATE,
  SUMMARY_EXPAND,
  SUMMARY_FAILURE_TOAST,
  SUMMARY_LEAD,
  SUMMARY_OFFER,
  SUMMARY_PENDING,
  SUMMARY_TITLE,
  type SummarySection,
} from '#domain/summary.ts'
import compressThread from '#graphql/operations/CompressThread.graphql?raw'
import galleryData from '#graphql/operations/GalleryData.graphql?raw'
import summaryData from '#graphql/operations/SummaryData.graphql?raw'
import type { GalleryImageItem, Operations, ThreadSummaryItem } from '#graphql/operations/types.ts'
import { dataCall } from '../../ui/data-call.ts'
import { showToast } from '../../ui/toast-store.ts'
import styles from './SummaryBox.module.css'

// The AI summary box (spec 001 §4): NotRequested offers 'Jetzt erstellen' (the
// CompressThread mutation, then the gallery; without JavaScript a form post), Pending says it
// will be there shortly and asks SummaryData again every 1.5 s, Available shows 'Unsere Nutzer
// sagen', the sentences — each with a link to its post — and the thread's pictures, collapsed
// until 'Alles anzeigen'. A failed load shows the spec's toast (§8) and leaves the button.

const POLL_MS = 1_500
/** after this long a summary still pending is left to the next visit */
const POLL_GIVE_UP_MS = 120_000
const GALLERY_SHOWN = 8
const ORDER: SummarySection[] = ['question', 'answer', 'suggestions', 'open']

export interface SummaryBoxData {
  summary: ThreadSummaryItem
  gallery: GalleryImageItem[]
}

async function loadGallery(threadId: number): Promise<GalleryImageItem[]> {
  const result = await dataCall<Operations['GalleryData']['result']>(
    'GalleryData',
    galleryData,
    { threadId },
    { silent: true },
  )
  return result.data?.threads.gallery ?? []
}

export function SummaryBox({
  threadId,
  initial,
  csrf,
  isMember,
}: {
  threadId: number
  initial: SummaryBoxData
  csrf: string
  isMember: boolean
}) {
  const [summary, setSummary] = useState(initial.summary)
  const [gallery, setGallery] = useState(initial.gallery)
  const [expanded, setExpanded] = useState(false)
  const [busy, setBusy] = useState(false)
  const started = useRef(0)
  // the page's data reloaded (a live reply, a navigation): take what the server knows now
  useEffect(() => {
    setSummary(initial.summary)
    setGallery(initial.gallery)
  }, [initial])

  const status = summary.status
  useEffect(() => {
    if (status !== 'Pending') return
    started.current ||= Date.now()
    let stopped = false
    const timer = setInterval(async () => {
      if (Date.now() - started.current > POLL_GIVE_UP_MS) {
        clearInterval(timer)
        return
      }
      const result = await dataCall<Operations['SummaryData']['result']>(
        'SummaryData',
        summaryData,
        { threadId },
        { silent: true },
      )
      if (stopped) return
      const next = result.data?.threads.summary
      if (!next) {
        clearInterval(timer)
        showToast(SUMMARY_FAILURE_TOAST)
        return
      }
      if (next.status === 'Pending') return
      clearInterval(timer)
      // a failed build is NotRequested again: the button is back, and the reader hears why
      if (next.status === 'NotRequested') showToast(SUMMARY_FAILURE_TOAST)
      if (next.status === 'Available' && gallery.length === 0) setGallery(await loadGallery(threadId))
      setSummary(next)
    }, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [status, threadId, gallery.length])

  async function request(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const result = await dataCall<Operations['CompressThread']['result']>(
      'CompressThread',
      compressThread,
      { threadId },
      { silent: true, ...(isMember ? { csrf } : {}) },
    )
    setBusy(false)
    const next = result.data?.compressThread
    if (!next) {
      const refusal = result.errors.find((error) => error.reason === 'BadUserInput')
      showToast(refusal ? { ...SUMMARY_FAILURE_TOAST, body: refusal.message } : SUMMARY_FAILURE_TOAST)
      return
    }
    started.current = Date.now()
    setSummary(next)
    // spec 001 §4: requesting the summary loads the gallery's pictures
    setGallery(await loadGallery(threadId))
  }

  return (
    <section id="zusammenfassung" className={styles.box} aria-labelledby="summary-title" data-status={status}>
      <h2 id="summary-title" className={styles.title}>
        <span className={styles.badge} aria-hidden="true">
          KI
        </span>
        {SUMMARY_TITLE}
      </h2>
      {status === 'NotRequested' && (
        <>
          <p className={styles.offer}>{SUMMARY_OFFER}</p>
          <form method="post" action="/forum/aktion/CompressThread.html" onSubmit={request}>
            <input type="hidden" name="threadId" value={threadId} />
            {isMember && <input type="hidden" name="csrf" value={csrf} />}
            <button type="submit" className={styles.create} disabled={busy}>
              {SUMMARY_CREATE}
            </button>
          </form>
        </>
      )}
      {status === 'Pending' && (
        <p className={styles.pending} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {SUMMARY_PENDING}
        </p>
      )}
      {status === 'Available' && (
        <>
          <div id="summary-content" className={`${styles.content} ${expanded ? styles.expanded : ''}`}>
            <p className={styles.lead}>{SUMMARY_LEAD}</p>
            {ORDER.map((section) => {
              const sentences = summary.sentences.filter((sentence) => sentence.section === section)
              if (sentences.length === 0) return null
              return (
                <div key={section} className={styles.section}>
                  <h3>{SECTION_LABELS[section]}</h3>
                  <p>
                    {sentences.map((sentence, index) => (
                      <Fragment key={`${sentence.postId}:${sentence.text}`}>
                        {sentence.text}{' '}
                        {/* one link after the last of several sentences from the same post */}
                        {sentences[index + 1]?.postId !== sentence.postId && (
                          <>
                            <a href={sentence.postPath} className={styles.source}>
                              <span aria-hidden="true">{`#${sentence.position + 1}`}</span>
                              <span className="visually-hidden">{`Zum Beitrag Nr. ${sentence.position + 1}`}</span>
                            </a>{' '}
                          </>
                        )}
                      </Fragment>
                    ))}
                  </p>
                </div>
              )
            })}
            {gallery.length > 0 && (
              <ul className={styles.gallery} aria-label="Bilder aus dem Thema">
                {gallery.slice(0, GALLERY_SHOWN).map((image) => (
                  <li key={image.id}>
                    <a href={image.path}>
                      <img
                        src={image.sizes.w500.url}
                        alt={image.title}
                        width={image.sizes.w500.width}
                        height={image.sizes.w500.height}
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls="summary-content"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? SUMMARY_COLLAPSE : SUMMARY_EXPAND}
          </button>
          <p className={styles.note}>
            Automatisch aus den Beiträgen dieses Themas zusammengestellt; jede Aussage verweist auf ihren
            Beitrag.
          </p>
        </>
      )}
    </section>
  )
}
