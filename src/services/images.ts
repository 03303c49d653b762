import { promises as fs } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { attachmentFileName, IMAGE_WIDTHS } from '#domain/media.ts'

// Image files (DESIGN.md: sharp; variants w500, w640, w960, w1200 and the original, under
// DATA_DIR/uploads). Every variant is a re-encoded JPEG: camera data (location!) is dropped.

export interface StoredImage {
  storageKey: string
  width: number
  height: number
  byteSize: number
}

export async function storeImage(
  uploadsDir: string,
  storageKey: string,
  input: Buffer,
): Promise<StoredImage> {
  if (!/^[a-z0-9-]{1,64}$/.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`)
  const dir = path.join(uploadsDir, 'images', storageKey)
  await fs.mkdir(dir, { recursive: true })
  // turn by the camera's orientation, then forget every piece of metadata
  const original = await sharp(input)
    .rotate()
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  await fs.writeFile(path.join(dir, 'original.jpg'), original.data)
  const { width, height } = original.info
  for (const target of IMAGE_WIDTHS) {
    const variant =
      target >= width
        ? original.data
        : await sharp(original.data).resize({ width: target }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
    await fs.writeFile(path.join(dir, `w${target}.jpg`), variant)
  }
  return { storageKey, width, height, byteSize: original.data.length }
}

/** An image whose variants are on disk already (the seed reuses them), or null. */
export async function readStoredImage(uploadsDir: string, storageKey: string): Promise<StoredImage | null> {
  const dir = path.join(uploadsDir, 'images', storageKey)
  try {
    await fs.access(path.join(dir, `w${IMAGE_WIDTHS[0]}.jpg`))
    const original = await fs.readFile(path.join(dir, 'original.jpg'))
    const { width, height } = await sharp(original).metadata()
    return { storageKey, width, height, byteSize: original.length }
  } catch {
    return null
  }
}

/** An attachment's file, named as attachmentUrl links to it. */
export async function storeAttachment(
  uploadsDir: string,
  storageKey: string,
  file: { title: string; extension: string; content: Buffer },
): Promise<void> {
  if (!/^[a-z0-9-]{1,64}$/.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`)
  const dir = path.join(uploadsDir, 'attachments', storageKey)
  await fs.mkdir(dir, { recursive: true })
  await fs.writeFile(path.join(dir, attachmentFileName(file.title, file.extension)), file.content)
}

/** An image's variants and original (a vehicle picture of a deleted account). */
export async function removeImageFiles(uploadsDir: string, storageKey: string): Promise<void> {
  if (!/^[a-z0-9-]{1,64}$/.test(storageKey)) return
  await fs.rm(path.join(uploadsDir, 'images', storageKey), { recursive: true, force: true })
}
