import { sql } from 'kysely'
import type { DB } from './database.ts'
import type { UploadsTable } from './schema.ts'

// A member's uploaded files before (and after) a post claims them (migration 0013, decision 025).

const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'title',
  'extension',
  'byte_size',
  'storage_key',
  'image_id',
  'created_at',
  'claimed_at',
] as const

export type UploadRow = Awaited<ReturnType<typeof findUploads>>[number]

export interface NewUpload {
  userId: number
  kind: UploadsTable['kind']
  title: string
  extension: string
  byteSize: number
  storageKey: string
  /** A picture for the gallery: its stored image (images row written in the same transaction). */
  image: { width: number; height: number; byteSize: number } | null
  createdAt: Date
}

/** Stores an upload's row (and its picture's images row). */
export async function insertUpload(db: DB, upload: NewUpload): Promise<UploadRow> {
  return db.transaction().execute(async (trx) => {
    const image = upload.image
      ? await trx
          .insertInto('images')
          .values({
            uploader_id: upload.userId,
            storage_key: upload.storageKey,
            width: upload.image.width,
            height: upload.image.height,
            byte_size: upload.image.byteSize,
            created_at: upload.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null
    return trx
      .insertInto('uploads')
      .values({
        user_id: upload.userId,
        kind: upload.kind,
        title: upload.title,
        extension: upload.extension,
        byte_size: upload.byteSize,
        storage_key: upload.storageKey,
        image_id: image?.id ?? null,
        created_at: upload.createdAt,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow()
  })
}

/** Uploads by id, whoever they belong to (the caller checks ownership), in the order asked. */
export async function findUploads(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('uploads').select(COLUMNS).where('id', 'in', ids).execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * Inside the post's transaction: claims the member's unclaimed uploads (all of them, or none:
 * null when one is someone else's, used already, or gone), then makes pictures the post's
 * pictures and everything else its attachments, in the order given, with the post's counters.
 */
export async function claimUploads(
  trx: DB,
  claim: { userId: number; postId: number; uploadIds: readonly number[]; at: Date },
): Promise<{ images: number; attachments: number } | null> {
  if (claim.uploadIds.length === 0) return { images: 0, attachments: 0 }
  const claimed = await trx
    .updateTable('uploads')
    .set({ post_id: claim.postId, claimed_at: claim.at })
    .where('id', 'in', claim.uploadIds)
    .where('user_id', '=', claim.userId)
    .where('claimed_at', 'is', null)
    .returning(COLUMNS)
    .execute()
  if (claimed.length !== new Set(claim.uploadIds).size) return null
  const byId = new Map(claimed.map((row) => [row.id, row]))
  const ordered = [...new Set(claim.uploadIds)].map((id) => byId.get(id)!)
  const pictures = ordered.filter((row) => row.image_id !== null)
  const files = ordered.filter((row) => row.image_id === null)
  if (pictures.length > 0) {
    await trx
      .insertInto('post_images')
      .values(
        pictures.map((row, position) => ({
          post_id: claim.postId,
          image_id: row.image_id!,
          position,
          title: row.title,
        })),
      )
      .execute()
  }
  if (files.length > 0) {
    await trx
      .insertInto('post_attachments')
      .values(
        files.map((row) => ({
          post_id: claim.postId,
          title: row.title,
          extension: row.extension,
          byte_size: row.byte_size,
          storage_key: row.storage_key,
          created_at: claim.at,
        })),
      )
      .execute()
  }
  await trx
    .updateTable('posts')
    .set((eb) => ({
      image_count: eb('image_count', '+', pictures.length),
      attachment_count: eb('attachment_count', '+', files.length),
    }))
    .where('id', '=', claim.postId)
    .execute()
  return { images: pictures.length, attachments: files.length }
}

/** Deletes one of the member's unclaimed uploads (and its picture row); the row, or undefined. */
export async function deleteUnclaimedUpload(db: DB, userId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('claimed_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst()
    if (row?.image_id) await trx.deleteFrom('images').where('id', '=', row.image_id).execute()
    return row
  })
}

/**
 * The oldest unclaimed uploads created before `before` (partial index uploads_unclaimed),
 * deleted with their picture rows; their storage keys are returned so the files go too.
 */
export async function deleteExpiredUploads(db: DB, before: Date, limit: number) {
  return db.transaction().execute(async (trx) => {
    const rows = await sql<{ storage_key: string; kind: string; image_id: number | null }>`
    WITH expired AS (
      SELECT id FROM uploads
      WHERE claimed_at IS NULL AND created_at < ${before}
      ORDER BY created_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    DELETE FROM uploads u USING expired WHERE u.id = expired.id
    RETURNING u.storage_key, u.kind, u.image_id`.execute(trx)
    const imageIds = rows.rows.flatMap((row) => (row.image_id === null ? [] : [row.image_id]))
    if (imageIds.length > 0) await trx.deleteFrom('images').where('id', 'in', imageIds).execute()
    return rows.rows
  })
}

/**
 * Inside the message's transaction (decision 031, migration 0019): claims the sender's unclaimed
 * uploads for the message's first copy — all of them, or none (null).
 */
export async function claimUploadsForMessage(
  trx: DB,
  claim: { userId: number; messageId: number; uploadIds: readonly number[]; at: Date },
): Promise<number | null> {
  const unique = [...new Set(claim.uploadIds)]
  if (unique.length === 0) return 0
  const claimed = await trx
    .updateTable('uploads')
    .set({ message_id: claim.messageId, claimed_at: claim.at })
    .where('id', 'in', unique)
    .where('user_id', '=', claim.userId)
    .where('claimed_at', 'is', null)
    .returning('id')
    .execute()
  return claimed.length === unique.length ? claimed.length : null
}

/** The files of messages (by their first copies' ids), in the order they were uploaded. */
export function findMessageUploads(db: DB, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('uploads')
    .select([...COLUMNS, 'message_id'])
    .where('message_id', 'in', messageIds)
    .orderBy('message_id')
    .orderBy('id')
    .execute()
}

/** The storage keys of the files of every message a member sent or received (decision 031). */
export async function findMessageFileKeysOfMember(db: DB, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('storage_key')
    .where('message_id', 'in', (eb) =>
      eb
        .selectFrom('private_messages')
        .select('id')
        .where((inner) => inner.or([inner('sender_id', '=', userId), inner('recipient_id', '=', userId)])),
    )
    .execute()
  return rows.map((row) => row.storage_key)
}
