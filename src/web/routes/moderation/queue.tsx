import { data } from 'react-router'
import { allReasonIds } from '#domain/moderation.ts'
import { parseQueueSearch, queueSearch } from '#domain/moderation-queue.ts'
import { canOpenModeration } from '#domain/permissions.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { QueuePage, type QueueView } from '../../features/moderation/QueuePage.tsx'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import { useRootData } from '../../root.tsx'
import type { Route } from './+types/queue.ts'

// /moderation (decision 021): staff only — visitors log in first, members get 403.
// Moderators see the cases of their boards, admins all; filters and the keyset cursor come from
// the address, so every view can be bookmarked and "Weitere Fälle" never counts rows (no OFFSET).

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  if (!canOpenModeration(viewer)) fail('PermissionDenied')
  const query = parseQueueSearch(new URL(request.url).searchParams, allReasonIds())
  const result = await app.services.moderationViews.queue(viewer, query)
  if (!result.ok) fail(result.status === 403 ? 'PermissionDenied' : 'BadUserInput')
  const filtered = queueSearch({ ...query, after: null })
  const view: QueueView = {
    request: {
      group: query.group,
      contentType: query.contentType,
      reason: query.reason,
      boardId: query.boardId,
      sort: query.sort,
    },
    items: result.items.map((item) => ({
      noticeId: item.noticeId,
      contentTypeLabel: item.contentTypeLabel,
      title: item.title,
      excerpt: item.excerpt,
      reasonLabel: item.reasonLabel,
      statusLabel: item.statusLabel,
      boardName: item.boardName,
      affectedName: item.affectedName,
      createdAt: item.createdAt.toISOString(),
    })),
    nextPath:
      result.next === null
        ? null
        : `${filtered}${filtered.includes('?') ? '&' : '?'}after=${encodeURIComponent(result.next)}`,
    boards: result.boards,
    firstPage: query.after === null,
  }
  return data(view, { headers: NO_STORE })
}

export function headers() {
  return NO_STORE
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Moderation', matches)
}

export default function ModerationQueue({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return <QueuePage view={loaderData} now={now} />
}
