import { countSentSince, findIgnoring, findMembersByNames, insertCopies } from '#db/messages.ts'
import { findUploads } from '#db/uploads.ts'
import { type MessageInput, messageInputSchema } from '#domain/message-input.ts'
import {
  ATTACH_ONLY_WITH_STAFF,
  MESSAGES_PER_DAY,
  MESSAGES_PER_HOUR,
  parseRecipientNames,
} from '#domain/messages.ts'
import { isStaff, mayAttachToMessage, mayWriteMessage, type Viewer } from '#domain/permissions.ts'
import { inputErrors } from '#domain/profile-input.ts'
import { checkClaimable } from '../uploads.ts'
import { clock, type MessageDeps, type Refusal, refuse } from './deps.ts'
import { hideFiles, recipientRoles, unhideFiles } from './message-files.ts'

// Writing a private message (issue 15; spec 000 §3, §4): parse → find the recipients by name →
// the ignore list (permissions.mayWriteMessage) → the hourly and daily limits → one copy per
// recipient in one transaction → message.sent (mails, pushes and live counts listen).

const FILES_GONE = 'Eine Datei gehört nicht mehr zu Deiner Nachricht. Bitte lade sie noch einmal hoch.'

/**
 * spec 000 §5: pictures and files only when a moderator or administrator takes part
 * (permissions.mayAttachToMessage), and only the sender's own unused uploads.
 */
async function claimableFiles(
  deps: MessageDeps,
  viewer: Viewer,
  recipientIds: readonly number[],
  uploadIds: readonly number[],
): Promise<{ ok: true; uploadIds: number[]; storageKeys: string[] } | Refusal> {
  if (uploadIds.length === 0) return { ok: true, uploadIds: [], storageKeys: [] }
  if (!mayAttachToMessage(viewer, await recipientRoles(deps, recipientIds))) {
    return refuse(403, ATTACH_ONLY_WITH_STAFF, { attachments: ATTACH_ONLY_WITH_STAFF })
  }
  const check = await checkClaimable(deps.db, viewer, uploadIds)
  if (!check.ok) return refuse(check.status, check.message, { attachments: check.message })
  const rows = await findUploads(deps.db, check.uploadIds)
  return { ok: true, uploadIds: check.uploadIds, storageKeys: rows.map((row) => row.storage_key) }
}

export interface MessageForm {
  recipients: string
  title: string
  text: string
  receipt: boolean
}

export async function sendMessage(
  deps: MessageDeps,
  viewer: Viewer,
  raw: MessageForm,
  uploadIds: readonly number[] = [],
): Promise<{ ok: true; messageId: number; recipientIds: number[] } | Refusal> {
  const parsed = messageInputSchema.safeParse(raw)
  if (!parsed.success) return refuse(400, 'Bitte prüfe Deine Nachricht.', inputErrors(parsed.error))
  const input: MessageInput = parsed.data

  const members = await findMembersByNames(deps.db, input.recipients)
  const byName = new Map<string, (typeof members)[number]>()
  for (const member of members) {
    byName.set(member.username.toLowerCase(), member)
    byName.set(member.display_name.toLowerCase(), member)
  }
  const unknown = input.recipients.filter((name) => !byName.has(name.toLowerCase()))
  if (unknown.length > 0) {
    const list = unknown.map((name) => `„${name}“`).join(', ')
    return refuse(400, 'Bitte prüfe die Empfänger.', {
      recipients:
        unknown.length === 1
          ? `Ein Mitglied ${list} gibt es nicht.`
          : `Die Mitglieder ${list} gibt es nicht.`,
    })
  }
  const recipients = [
    ...new Map(
      input.recipients.map((name) => {
        const member = byName.get(name.toLowerCase())
        return [member?.id ?? 0, member]
      }),
    ).values(),
  ].filter((member) => member !== undefined)
  if (recipients.some((member) => member.id === viewer.userId)) {
    return refuse(400, 'Bitte prüfe die Empfänger.', { recipients: 'Du kannst Dir nicht selbst schreiben.' })
  }

  const ignoring = await findIgnoring(
    deps.db,
    viewer.userId,
    recipients.map((member) => member.id),
  )
  const refusedBy = recipients.filter((member) => !mayWriteMessage(viewer, ignoring.has(member.id)))
  if (refusedBy.length > 0) {
    const names = refusedBy.map((member) => member.display_name).join(', ')
    return refuse(
      403,
      `${names} ${refusedBy.length === 1 ? 'möchte' : 'möchten'} keine Nachrichten von Dir erhalten.`,
      {
        recipients: `${names} ${refusedBy.length === 1 ? 'hat' : 'haben'} Dich auf der Ignorierliste.`,
      },
    )
  }

  const at = clock(deps)
  if (!isStaff(viewer)) {
    const hour = await countSentSince(deps.db, viewer.userId, new Date(at.getTime() - 60 * 60_000))
    if (hour + recipients.length > MESSAGES_PER_HOUR) {
      return refuse(
        429,
        `Du hast in der letzten Stunde schon ${hour} Nachrichten geschrieben; höchstens ${MESSAGES_PER_HOUR} sind möglich. Bitte warte etwas, bevor Du weitere schreibst.`,
      )
    }
    const day = await countSentSince(deps.db, viewer.userId, new Date(at.getTime() - 24 * 60 * 60_000))
    if (day + recipients.length > MESSAGES_PER_DAY) {
      return refuse(
        429,
        `Du hast in den letzten 24 Stunden schon ${day} Nachrichten geschrieben; höchstens ${MESSAGES_PER_DAY} sind möglich. Bitte versuche es morgen wieder.`,
      )
    }
  }

  const recipientIds = recipients.map((member) => member.id)
  const files = await claimableFiles(deps, viewer, recipientIds, uploadIds)
  if (!files.ok) return files
  if (deps.uploadsDir) await hideFiles(deps.uploadsDir, files.storageKeys)
  const ids = await insertCopies(
    deps.db,
    { senderId: viewer.userId, title: input.title, body: input.text, receipt: input.receipt, at },
    recipientIds,
    files.uploadIds,
  )
  if (!ids) {
    if (deps.uploadsDir) await unhideFiles(deps.uploadsDir, files.storageKeys)
    return refuse(400, FILES_GONE, { attachments: FILES_GONE })
  }
  const messageId = ids[0] ?? 0
  await deps.events.emit({
    type: 'message.sent',
    messageId,
    senderId: viewer.userId,
    recipientIds,
    title: input.title,
    at,
  })
  for (const userId of recipientIds) await deps.events.emit({ type: 'member.changed', userId })
  return { ok: true, messageId, recipientIds }
}

/**
 * The compose form offers pictures and files when they would be accepted: to staff always, to
 * a member when every recipient already named is a moderator or administrator.
 */
export async function mayAttachTo(
  deps: MessageDeps,
  viewer: Viewer,
  recipientNames: string,
): Promise<boolean> {
  if (isStaff(viewer)) return true
  const names = parseRecipientNames(recipientNames)
  if (names.length === 0) return false
  const members = await findMembersByNames(deps.db, names)
  return (
    members.length > 0 &&
    mayAttachToMessage(
      viewer,
      await recipientRoles(
        deps,
        members.map((member) => member.id),
      ),
    )
  )
}
