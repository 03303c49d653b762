import { redirect } from 'react-router'
import { conversationHref } from '#domain/messages.ts'
import { appContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { requireMember } from '../../forms.ts'
import type { Route } from './+types/read.ts'

// /cockpit/pms/PrivateMessage.html?id=N: the address of one private message, as mails, the
// header's flyout, the folders and bookmarks know it. Messages are read in their conversation
// now (decision 041): the message's sender and recipient are led there, to the message itself;
// anyone else, and a message the viewer deleted, gets 404 as before.

const FLAGS = ['gesendet', 'zurueckgezogen', 'verschoben'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const viewer = requireMember(request, app)
  const url = new URL(request.url)
  const value = url.searchParams.get('id') ?? ''
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) fail('NotFound')
  const id = Number(value)
  const found = await app.services.messages.conversationOf(viewer, id)
  if (!found) fail('NotFound')
  const kept = FLAGS.find((name) => url.searchParams.has(name))
  throw redirect(conversationHref(found.partnerKey, { at: id, ...(kept ? { flag: kept } : {}) }))
}

/** Never shown: the loader always leads on or answers 404 (spec 000 §2.5: a page, not raw data). */
export default function MessageRead() {
  return null
}
