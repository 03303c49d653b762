import { data } from 'react-router'
import { POLL_LIST_PATH } from '#domain/content-routes.ts'
import { parseId } from '#domain/ids.ts'
import { countOf } from '#domain/numbers.ts'
import { pollClosed } from '#domain/polls.ts'
import { threadPath } from '#domain/routes.ts'
import { formatLongDate } from '#domain/time.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { pageCacheHeaders } from '../cache.ts'
import { appContext } from '../context.ts'
import { sectionHeaders, sectionMeta } from '../section-page.ts'
import { KeysetPager, SectionHeader, SectionPage, TeaserList } from '../ui/SectionList.tsx'
import type { Route } from './+types/polls.ts'

// /forum/aktion/ListPolls.html (decision 036, the footer's 'Umfragen'): threads with polls, newest
// poll first, 20 a page by keyset — public threads only, as every visitor sees them.

const PAGE = 20

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const before = parseId(new URL(request.url).searchParams.get('vor'))
  const { polls, hasOlder } = await app.services.sections.polls.list(before, PAGE)
  const now = new Date()
  return data(
    {
      polls: polls.map((poll) => ({
        id: poll.threadId,
        question: poll.question,
        path: `${threadPath({ id: poll.threadId, slug: poll.slug })}#umfrage`,
        meta: [
          `Thema: ${poll.title}`,
          countOf(poll.totalVotes, 'Stimme', 'Stimmen'),
          pollClosed({ closesAt: poll.closesAt }, now) ? 'beendet' : `seit ${formatLongDate(poll.createdAt)}`,
        ].join(' · '),
      })),
      newest: before === null ? null : POLL_LIST_PATH,
      older: hasOlder ? `${POLL_LIST_PATH}?vor=${polls.at(-1)?.threadId}` : null,
      first: before === null,
      canonical: canonicalUrl(app.variant, POLL_LIST_PATH),
      productName: app.variant.productName,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export const headers = sectionHeaders

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return sectionMeta({
    title: 'Umfragen',
    description: 'Umfragen aus dem Forum: Was fahren, tanken und denken die Mitglieder?',
    canonical: loaderData.canonical,
    productName: loaderData.productName,
    indexable: loaderData.first,
  })
}

export default function Polls({ loaderData }: Route.ComponentProps) {
  const { polls, newest, older } = loaderData
  return (
    <SectionPage>
      <SectionHeader title="Umfragen" intro="Was fahren, tanken und denken die Mitglieder? Stimm mit ab." />
      <TeaserList
        label="Umfragen"
        empty="Hier gibt es noch keine Umfragen."
        items={polls.map((poll) => ({
          key: poll.id,
          title: poll.question,
          path: poll.path,
          meta: poll.meta,
        }))}
      />
      <KeysetPager
        label="Umfragen blättern"
        newest={newest}
        older={older}
        newestLabel="Neueste Umfragen"
        olderLabel="Ältere Umfragen"
      />
    </SectionPage>
  )
}
