import { data } from 'react-router'
import { appContext } from '../../context.ts'
import { MessagesPage } from '../../features/moderation/PartyPages.tsx'
import { accountMeta, NO_STORE, requireMember } from '../../forms.ts'
import type { Route } from './+types/reports.ts'

// /cockpit/meldungen (decision 021): the member's messages from the moderation, newest first — the
// statements of reasons about their content, the receipts of and decisions on their notices.

const ROLE_LABELS = { AffectedUser: 'Dein Inhalt', NoticeCreator: 'Deine Meldung' } as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const rows = await app.services.moderationViews.messages(viewer)
  return data(
    {
      messages: rows.map((row) => ({
        id: row.id,
        noticeId: row.noticeId,
        subject: row.subject,
        // the greeting is the same in every message; the preview starts after it
        preview: row.body.replace(/^Hallo[^\n]*\n+/, '').slice(0, 200),
        roleLabel: ROLE_LABELS[row.partyRole],
        createdAt: row.createdAt.toISOString(),
        unread: row.readAt === null,
      })),
    },
    { headers: NO_STORE },
  )
}

export function headers() {
  return NO_STORE
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Meldungen & Entscheidungen', matches)
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <MessagesPage messages={loaderData.messages} />
}
