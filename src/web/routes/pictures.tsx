import { data } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { countOf } from '#domain/numbers.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import styles from '../features/pictures/Pictures.module.css'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import { KeysetPager } from '../ui/SectionList.tsx'
import type { Route } from './+types/pictures.ts'

// /bilder.html (decision 036, the footer's 'Bilder'): the newest galleries of the forum, 24 a page by
// keyset (`vor`: the last shown gallery's post id), each leading to its gallery page.

const PAGE = 24
const PATH = '/bilder.html'

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const { galleries, hasOlder } = await app.services.pictures.newest(before, PAGE)
  return data(
    {
      galleries: galleries.map((gallery) => ({
        ...gallery,
        date: formatLongDate(gallery.createdAt),
        count: countOf(gallery.pictureCount, 'Bild', 'Bilder'),
      })),
      older: hasOlder ? `${PATH}?vor=${galleries.at(-1)?.postId}` : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, PATH),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: 'Bilder aus dem Forum',
    description: 'Die neuesten Bilder der Community: Fahrzeuge, Umbauten, Schäden und Reparaturen.',
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first,
  })
}

export default function Pictures({ loaderData }: Route.ComponentProps) {
  const { galleries, older, first } = loaderData
  return (
    <div className={styles.page}>
      <h1>Bilder aus dem Forum</h1>
      {galleries.length === 0 ? (
        <p className={styles.empty}>Hier gibt es noch keine Bilder.</p>
      ) : (
        <ul className={styles.grid} aria-label="Bildergalerien">
          {galleries.map((gallery) => (
            <li key={gallery.postId}>
              <a href={gallery.path} className={styles.card}>
                <img
                  src={gallery.thumbnail.url}
                  width={gallery.thumbnail.width}
                  height={gallery.thumbnail.height}
                  alt={gallery.title || `Bild zu „${gallery.threadTitle}“`}
                  loading="lazy"
                />
                <span className={styles.title}>{gallery.threadTitle}</span>
                <span className={styles.meta}>{`${gallery.count} · ${gallery.date}`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <KeysetPager
        label="Bilder blättern"
        newest={first ? null : PATH}
        older={older}
        newestLabel="Neueste Bilder"
        olderLabel="Ältere Bilder"
      />
    </div>
  )
}
