import { formatFileSize, kindOfExtension } from '#domain/attachments.ts'
import { POST_THUMBNAILS_SHOWN } from '#domain/limits.ts'
import type { PostAttachmentItem, PostImageItem } from '#graphql/operations/types.ts'
import { FileIcon } from '../../ui/FileIcon.tsx'
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

/**
 * spec 001 §2: the title without the extension, then the extension; decision 025: an icon per kind
 * (picture, sound, video, document), the size the German way, always a download.
 */
export function PostAttachments({ attachments }: { attachments: PostAttachmentItem[] }) {
  if (attachments.length === 0) return null
  return (
    <ul className={styles.attachments} aria-label="Anhänge">
      {attachments.map((file) => (
        <li key={file.id}>
          <a href={file.url} download className={styles.attachment}>
            <FileIcon kind={kindOfExtension(file.extension)} size={18} />
            <span className={styles.fileTitle}>{file.title}</span>
            {file.extension && <span className={styles.extension}>{file.extension.toUpperCase()}</span>}
            <span className={styles.size}>{formatFileSize(file.byteSize)}</span>
            <Icon name="download" size={16} className={styles.downloadIcon} />
            <span className="visually-hidden"> herunterladen</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
