import { promises as fs } from 'node:fs'
import path from 'node:path'
import { findMessage } from '#db/messages.ts'
import { findMessageUploads, type UploadRow } from '#db/uploads.ts'
import { findRoles } from '#db/users.ts'
import { FORMAT_INFO, formatOfExtension } from '#domain/attachments.ts'
import { attachmentFileName, IMAGE_VARIANTS, type ImageVariant } from '#domain/media.ts'
import { messageFileHref } from '#domain/messages.ts'
import type { RoleHolder, Viewer } from '#domain/permissions.ts'
import { privateMessageSide } from '#domain/visibility.ts'
import type { MessageDeps } from './deps.ts'

// Pictures and attachments of private messages (spec 000 §5, docs/decisions/031):
// allowed only when a moderator or administrator takes part. On sending, the sender's uploads
// are claimed by the message and their files move from the public uploads folder (served under
// /uploads to anyone with the address) to DATA_DIR/private-uploads, which only the file route
// reads — after asking whether the viewer is the message's sender or one of its recipients.

/** DATA_DIR/private-uploads, beside DATA_DIR/uploads and never served as it is. */
export function privateUploadsDir(uploadsDir: string): string {
  return path.join(path.dirname(path.resolve(uploadsDir)), 'private-uploads')
}

const FOLDERS = ['images', 'attachments'] as const

async function moveFiles(from: string, to: string, storageKey: string): Promise<void> {
  if (!/^[a-z0-9-]{1,64}$/.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`)
  for (const folder of FOLDERS) {
    const source = path.join(from, folder, storageKey)
    const exists = await fs.stat(source).then(
      () => true,
      () => false,
    )
    if (!exists) continue
    await fs.mkdir(path.join(to, folder), { recursive: true })
    await fs.rename(source, path.join(to, folder, storageKey))
  }
}

/** Before the message is saved: its uploads' files leave the public folder. */
export async function hideFiles(uploadsDir: string, storageKeys: readonly string[]): Promise<void> {
  for (const key of storageKeys) await moveFiles(uploadsDir, privateUploadsDir(uploadsDir), key)
}

/** The message was not saved after all: the files go back where the form expects them. */
export async function unhideFiles(uploadsDir: string, storageKeys: readonly string[]): Promise<void> {
  for (const key of storageKeys) await moveFiles(privateUploadsDir(uploadsDir), uploadsDir, key)
}

/** The files of messages deleted with an account (accounts.ts). */
export async function removePrivateFiles(uploadsDir: string, storageKeys: readonly string[]): Promise<void> {
  const root = privateUploadsDir(uploadsDir)
  for (const key of storageKeys) {
    if (!/^[a-z0-9-]{1,64}$/.test(key)) continue
    for (const folder of FOLDERS) await fs.rm(path.join(root, folder, key), { recursive: true, force: true })
  }
}

/** The roles of the message's recipients, as mayAttachToMessage asks for them. */
export async function recipientRoles(
  deps: MessageDeps,
  recipientIds: readonly number[],
): Promise<RoleHolder[]> {
  const roles = await findRoles(deps.db, [...recipientIds])
  return recipientIds.map((id) => ({
    roleRelations: roles
      .filter((role) => role.user_id === id)
      .map((role) => ({ userRole: role.role, relatedBoards: [] })),
  }))
}

/** A message's file as the read view lists it. */
export interface MessageFile {
  id: number
  title: string
  extension: string
  byteSize: number
  isPicture: boolean
  /** a picture: its w640 variant; a file: the download */
  href: string
  /** a picture: the original, opened on click */
  fullHref: string
}

export function messageFilesOf(copyId: number, rows: readonly UploadRow[]): MessageFile[] {
  return rows.map((row) => {
    const isPicture = row.image_id !== null
    const name = isPicture ? 'w640.jpg' : attachmentFileName(row.title, row.extension)
    return {
      id: row.id,
      title: row.title,
      extension: row.extension,
      byteSize: row.byte_size,
      isPicture,
      href: messageFileHref(copyId, row.id, name),
      fullHref: isPicture
        ? messageFileHref(copyId, row.id, 'original.jpg')
        : messageFileHref(copyId, row.id, name),
    }
  })
}

/** What the file route sends: the file on disk, its type and whether it downloads. */
export interface FileToSend {
  filePath: string
  contentType: string
  download: string | null
}

/**
 * One file of the message copy `copyId`, for its sender or its recipient only (the same
 * condition as opening the message, mailbox.openMessage); null answers 404 either way.
 */
export async function messageFile(
  deps: MessageDeps & { uploadsDir: string },
  viewer: Viewer,
  copyId: number,
  uploadId: number,
  name: string,
): Promise<FileToSend | null> {
  const row = await findMessage(deps.db, copyId)
  if (!row) return null
  const { received, sent } = privateMessageSide(viewer.userId, row)
  if (!received && !sent) return null
  const upload = (await findMessageUploads(deps.db, [row.batch_id ?? row.id])).find(
    (file) => file.id === uploadId,
  )
  if (!upload) return null
  const root = privateUploadsDir(deps.uploadsDir)
  if (upload.image_id !== null) {
    const variant = name.replace(/\.jpg$/, '') as ImageVariant
    if (!name.endsWith('.jpg') || !IMAGE_VARIANTS.includes(variant)) return null
    return {
      filePath: path.join(root, 'images', upload.storage_key, name),
      contentType: 'image/jpeg',
      download: null,
    }
  }
  const fileName = attachmentFileName(upload.title, upload.extension)
  if (name !== fileName) return null
  const format = formatOfExtension(upload.extension)
  return {
    filePath: path.join(root, 'attachments', upload.storage_key, fileName),
    contentType: format ? FORMAT_INFO[format].contentType : 'application/octet-stream',
    download: fileName,
  }
}
