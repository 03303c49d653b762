import { POST_THUMBNAILS_SHOWN } from '#domain/limits.ts'
import { formatNumber } from '#domain/numbers.ts'
import type { PostAttachmentItem, PostImageItem } from '#graphql/operations/types.ts'
import { Icon } from '../../ui/Icon.tsx'
import styles from './PostMedia.module.css'

// A post's pictures and attachments (spec 001 §2): thumbnail layouts for 1, 2, 3 or more
// pictures, the third tile saying '+n' when more follow; attachments as title plus extension.

const LAYOUTS = ['', styles.one, styles.two, styles.three] as const

export function PostImages({ images, imageCount }: { images: PostImageItem[]; imageCount: number }) {
  if (images.length === 0) return null
  const shown = images.slice(0, POST_THUMBNAILS_SHOWN)
  const more = Math.max(imageCount, images.length) - shown.length
  return (
    <ul
      className={`${styles.gallery} ${LAYOUTS[shown.length]}`}
      aria-label={`${imageCount === 1 ? 'Bild' : `${imageCount} Bilder`} zum Beitrag`}
    >
      {shown.map((image, index) => {
        const last = index === shown.length - 1 && more > 0
        return (
          <li key={image.id} className={styles.tile}>
            <a
              href={image.galleryUrl}
              aria-label={last ? `${image.title || 'Bild'} und ${more} weitere Bilder` : undefined}
            >
              <img
                src={image.thumbnailUrl}
                alt={image.title || `Bild ${index + 1}`}
                loading="lazy"
                decoding="async"
              />
              {last && (
                <span className={styles.more} aria-hidden="true">
                  +{more}
                </span>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** Bytes as a German reader expects them: 812 Bytes, 14 KB, 2,3 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} Bytes`
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`
}

export function PostAttachments({ attachments }: { attachments: PostAttachmentItem[] }) {
  if (attachments.length === 0) return null
  return (
    <ul className={styles.attachments} aria-label="Anhänge">
      {attachments.map((file) => (
        <li key={file.id}>
          <a href={file.url} download className={styles.attachment}>
            <Icon name="paperclip" size={18} />
            <span className={styles.fileTitle}>{file.title}</span>
            {file.extension && <span className={styles.extension}>{file.extension.toUpperCase()}</span>}
            <span className={styles.size}>{fileSize(file.byteSize)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
