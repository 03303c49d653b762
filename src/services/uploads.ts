import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { DB } from '#db/database.ts'
import { findActiveRestriction } from '#db/notices.ts'
import {
  deleteExpiredUploads,
  deleteUnclaimedUpload,
  findUploads,
  insertUpload,
  type UploadRow,
} from '#db/uploads.ts'
import {
  type AttachmentFormat,
  attachmentName,
  becomesPicture,
  emptyFileMessage,
  type FileKind,
  FORMAT_INFO,
  formatOfExtension,
  maxBytesFor,
  tooLargeMessage,
  unknownFormatMessage,
  wrongContentMessage,
} from '#domain/attachments.ts'
import { contentMatches } from '#domain/file-content.ts'
import {
  UPLOAD_BYTES_PER_DAY,
  UPLOAD_IMAGE_MAX_PIXELS,
  UPLOAD_UNCLAIMED_HOURS,
  UPLOADS_PER_DAY,
  UPLOADS_PER_POST_MAX,
} from '#domain/limits.ts'
import { imageUrl } from '#domain/media.ts'
import { canClaimUpload, canUpload, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { storeAttachment, storeImage } from './images.ts'
import { hit, minutesLeft, type RateRule, undoHit } from './rate-limit.ts'

// Uploading attachments (decisions 024–027; docs/decisions/025): a member's files are checked by their
// content, stored and recorded as uploads before the post exists; createThread/createReply
// claim them (posting.ts). What is never claimed is deleted after UPLOAD_UNCLAIMED_HOURS.

export const UPLOAD_RULES = {
  filesDay: { name: 'upload-files-day', limit: UPLOADS_PER_DAY, windowSeconds: 24 * 60 * 60 },
  bytesDay: { name: 'upload-bytes-day', limit: UPLOAD_BYTES_PER_DAY, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>

/** A file as it arrived: its name as the member's device called it, and its bytes. */
export interface IncomingFile {
  name: string
  bytes: Uint8Array
}

/** An upload as the form lists it. */
export interface UploadView {
  id: number
  title: string
  extension: string
  kind: FileKind
  byteSize: number
  /** It will be one of the post's pictures (gallery), not an attachment. */
  isPicture: boolean
  /** A picture's small size, for the form's thumbnail and the preview (spec 000 §9 sizes). */
  thumbnailUrl: string | null
}

export type UploadOutcome =
  | { ok: true; fileName: string; upload: UploadView }
  | { ok: false; fileName: string; status: 400 | 403 | 413 | 429; message: string }

export type ClaimCheck = { ok: true; uploadIds: number[] } | { ok: false; status: 400 | 403; message: string }

export function uploadView(
  row: Pick<UploadRow, 'id' | 'title' | 'extension' | 'kind' | 'byte_size' | 'image_id' | 'storage_key'>,
): UploadView {
  return {
    id: row.id,
    title: row.title,
    extension: row.extension,
    kind: row.kind,
    byteSize: row.byte_size,
    isPicture: row.image_id !== null,
    thumbnailUrl: row.image_id !== null ? imageUrl(row.storage_key, 'w500') : null,
  }
}

/** sharp's name of the formats that become pictures. */
const SHARP_FORMATS: Partial<Record<AttachmentFormat, string>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  tif: 'tiff',
}

function newStorageKey(): string {
  return `u-${randomBytes(12).toString('hex')}`
}

/** The files of an upload on disk, whichever kind it is. */
async function removeFiles(uploadsDir: string, storageKey: string): Promise<void> {
  if (!/^[a-z0-9-]{1,64}$/.test(storageKey)) return
  await fs.rm(path.join(uploadsDir, 'images', storageKey), { recursive: true, force: true })
  await fs.rm(path.join(uploadsDir, 'attachments', storageKey), { recursive: true, force: true })
}

/**
 * Before a post's transaction (posting.ts): the ids the form sent are at most
 * UPLOADS_PER_POST_MAX of the member's own uploads that no post has claimed yet.
 */
export async function checkClaimable(db: DB, viewer: Viewer, ids: readonly number[]): Promise<ClaimCheck> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return { ok: true, uploadIds: [] }
  if (unique.length > UPLOADS_PER_POST_MAX)
    return {
      ok: false,
      status: 400,
      message: `Ein Beitrag kann höchstens ${UPLOADS_PER_POST_MAX} Dateien haben.`,
    }
  const rows = await findUploads(db, unique)
  if (rows.length < unique.length)
    return {
      ok: false,
      status: 400,
      message: `Eine Datei ist nicht mehr vorhanden (ungenutzte Dateien werden nach ${UPLOAD_UNCLAIMED_HOURS} Stunden gelöscht). Bitte lade sie noch einmal hoch.`,
    }
  for (const row of rows) {
    if (row.user_id !== viewer.userId)
      return { ok: false, status: 403, message: 'Diese Datei hat jemand anderes hochgeladen.' }
    if (!canClaimUpload(viewer, { userId: row.user_id, claimedAt: row.claimed_at }))
      return {
        ok: false,
        status: 400,
        message: `„${row.title}.${row.extension}“ gehört schon zu einem Beitrag. Bitte lade die Datei noch einmal hoch.`,
      }
  }
  return { ok: true, uploadIds: unique }
}

export interface UploadDeps {
  db: DB
  /** DATA_DIR/uploads, served under /uploads. */
  uploadsDir: string
  now?: () => Date
}

export function createUploadService(deps: UploadDeps) {
  const { db, uploadsDir } = deps
  const now = deps.now ?? (() => new Date())

  /** The daily budget (count and bytes) takes this file, or the German refusal. */
  async function withinBudget(viewer: Viewer, bytes: number, at: Date): Promise<string | null> {
    const subject = `user:${viewer.userId}`
    if (!(await hit(db, UPLOAD_RULES.filesDay, subject, at))) {
      await undoHit(db, UPLOAD_RULES.filesDay, subject, at)
      return `Du hast heute schon ${UPLOADS_PER_DAY} Dateien hochgeladen. Bitte warte ${hoursLeft(UPLOAD_RULES.filesDay, at)}.`
    }
    if (!(await hit(db, UPLOAD_RULES.bytesDay, subject, at, bytes))) {
      await undoHit(db, UPLOAD_RULES.bytesDay, subject, at, bytes)
      await undoHit(db, UPLOAD_RULES.filesDay, subject, at)
      return `Du hast heute schon fast ${UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB hochgeladen. Bitte warte ${hoursLeft(UPLOAD_RULES.bytesDay, at)}.`
    }
    return null
  }

  /** Checks and stores one file; every refusal names the file. */
  async function storeOne(viewer: Viewer, file: IncomingFile): Promise<UploadOutcome> {
    const { title, extension } = attachmentName(file.name)
    const fileName = extension ? `${title}.${extension}` : title
    const refuse = (status: 400 | 413 | 429, message: string): UploadOutcome => ({
      ok: false,
      fileName,
      status,
      message,
    })
    const format = formatOfExtension(extension)
    if (!format) return refuse(400, unknownFormatMessage(fileName))
    if (file.bytes.length === 0) return refuse(400, emptyFileMessage(fileName))
    if (file.bytes.length > maxBytesFor(format)) return refuse(413, tooLargeMessage(fileName, format))
    if (!contentMatches(format, file.bytes)) return refuse(400, wrongContentMessage(fileName, format))
    let picture: { width: number; height: number } | null = null
    if (becomesPicture(format)) {
      const meta = await sharp(file.bytes, { limitInputPixels: false })
        .metadata()
        .catch(() => null)
      if (!meta || meta.format !== SHARP_FORMATS[format] || !meta.width || !meta.height)
        return refuse(400, wrongContentMessage(fileName, format))
      if (meta.width * meta.height > UPLOAD_IMAGE_MAX_PIXELS)
        return refuse(
          413,
          `„${fileName}“ hat zu viele Bildpunkte: höchstens ${UPLOAD_IMAGE_MAX_PIXELS / 1_000_000} Megapixel.`,
        )
      picture = { width: meta.width, height: meta.height }
    }
    const at = now()
    const overBudget = await withinBudget(viewer, file.bytes.length, at)
    if (overBudget) return refuse(429, overBudget)

    const storageKey = newStorageKey()
    try {
      const image = picture ? await storeImage(uploadsDir, storageKey, Buffer.from(file.bytes)) : null
      if (!picture)
        await storeAttachment(uploadsDir, storageKey, {
          title,
          extension: format,
          content: Buffer.from(file.bytes),
        })
      const row = await insertUpload(db, {
        userId: viewer.userId,
        kind: FORMAT_INFO[format].kind,
        title,
        extension: format,
        byteSize: file.bytes.length,
        storageKey,
        image: image ? { width: image.width, height: image.height, byteSize: image.byteSize } : null,
        createdAt: at,
      })
      return { ok: true, fileName, upload: uploadView(row) }
    } catch (error) {
      await removeFiles(uploadsDir, storageKey)
      // a picture sharp could read the header of but not decode
      if (picture && !(error instanceof Error && 'code' in error))
        return refuse(400, wrongContentMessage(fileName, format))
      throw error
    }
  }

  return {
    /** Stores each file that passes; the others come back with their German message. */
    async upload(viewer: Viewer, files: readonly IncomingFile[]): Promise<UploadOutcome[]> {
      const restriction = await findActiveRestriction(db, viewer.userId, 'posting', now())
      if (!canUpload(viewer, restriction ? { endsAt: restriction.ends_at } : null)) {
        const message = postingRestrictionMessage({ endsAt: restriction?.ends_at ?? null })
        return files.map((file) => ({ ok: false, fileName: file.name, status: 403, message }))
      }
      const outcomes: UploadOutcome[] = []
      for (const file of files) outcomes.push(await storeOne(viewer, file))
      return outcomes
    },

    /** The member's own unclaimed uploads among `ids` (a form shown again lists them). */
    async listOwn(viewer: Viewer, ids: readonly number[]): Promise<UploadView[]> {
      const rows = await findUploads(db, [...new Set(ids)].slice(0, UPLOADS_PER_POST_MAX))
      return rows
        .filter((row) => canClaimUpload(viewer, { userId: row.user_id, claimedAt: row.claimed_at }))
        .map(uploadView)
    },

    /** 'Entfernen': the member's own unclaimed upload and its files go at once. */
    async remove(viewer: Viewer, id: number): Promise<boolean> {
      const row = await deleteUnclaimedUpload(db, viewer.userId, id)
      if (!row) return false
      await removeFiles(uploadsDir, row.storage_key)
      return true
    },
  }
}

/** Unclaimed uploads older than UPLOAD_UNCLAIMED_HOURS, rows and files (cleanup.ts, hourly). */
export async function deleteExpiredUploadsWithFiles(db: DB, uploadsDir: string, at: Date): Promise<number> {
  const before = new Date(at.getTime() - UPLOAD_UNCLAIMED_HOURS * 60 * 60_000)
  let deleted = 0
  for (;;) {
    const rows = await deleteExpiredUploads(db, before, 200)
    for (const row of rows) await removeFiles(uploadsDir, row.storage_key)
    deleted += rows.length
    if (rows.length < 200) return deleted
  }
}

function hoursLeft(rule: RateRule, at: Date): string {
  const minutes = minutesLeft(rule, at)
  if (minutes < 120) return `${minutes} Minuten`
  return `${Math.ceil(minutes / 60)} Stunden`
}

export type UploadService = ReturnType<typeof createUploadService>
