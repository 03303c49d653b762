import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_SIZE, AVATAR_VARIANT_SIZES } from '#domain/limits.ts'
import { avatarPath } from '#domain/profile.ts'

// Avatar files (spec 000 §3, §5: cropped to 70 × 70 px). The picture's type is taken
// from its content (sharp's metadata), never from its name or the browser's word. Every variant
// is a re-encoded JPEG, so nothing of the upload survives but its pixels: no EXIF, no location,
// no comments, no second frame. Files live under DATA_DIR/uploads/avatars/<key>/ and never
// change: a new picture gets a new key (they are served as immutable).

/** spec 000 §3 and the help: jpg, png, gif and webp (sharp's format names). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp'])

export type AvatarProblem = 'not-an-image' | 'too-small'

export interface StoredAvatar {
  key: string
  /** users.avatar_url: the 70 px variant. */
  url: string
}

const KEY_PATTERN = /^[a-z0-9-]{1,64}$/

function avatarDir(uploadsDir: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid avatar key ${key}`)
  return path.join(uploadsDir, 'avatars', key)
}

/** A fresh key per upload: the member's id and random hex (unguessable before it is shown). */
export function newAvatarKey(userId: number): string {
  return `${userId}-${randomBytes(8).toString('hex')}`
}

/**
 * Checks the picture by its content and writes its square variants. A file that is no picture
 * of an accepted type (or one sharp cannot decode) is 'not-an-image'; one smaller than 70 px on
 * a side 'too-small'.
 */
export async function storeAvatar(
  uploadsDir: string,
  key: string,
  input: Uint8Array,
): Promise<StoredAvatar | AvatarProblem> {
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' as const }
  let metadata: Metadata
  try {
    metadata = await sharp(input, options).metadata()
  } catch {
    return 'not-an-image'
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return 'not-an-image'
  // the camera's orientation swaps width and height for 5–8
  if (Math.min(metadata.width ?? 0, metadata.height ?? 0) < AVATAR_SIZE) return 'too-small'
  const dir = avatarDir(uploadsDir, key)
  await fs.mkdir(dir, { recursive: true })
  try {
    for (const size of AVATAR_VARIANT_SIZES) {
      const data = await sharp(input, options)
        .rotate() // by the camera's orientation, before that tag is dropped with the rest
        .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' }) // transparent PNG/GIF/WebP on white, JPEG has no alpha
        .jpeg({ quality: size <= AVATAR_SIZE ? 88 : 84, mozjpeg: true })
        .toBuffer()
      await fs.writeFile(path.join(dir, `${size}.jpg`), data)
    }
  } catch {
    // a picture whose header reads well but whose pixels do not decode
    await fs.rm(dir, { recursive: true, force: true })
    return 'not-an-image'
  }
  return { key, url: avatarPath(key, AVATAR_SIZE) }
}

/** Removes an avatar's files (replaced, removed, or its account deleted); a missing folder is fine. */
export async function removeAvatarFiles(uploadsDir: string, key: string): Promise<void> {
  await fs.rm(avatarDir(uploadsDir, key), { recursive: true, force: true })
}
