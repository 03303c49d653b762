import { deflateRawSync, deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Small, real files of every attachment format for tests (decision 025): built here byte by byte
// (containers) or by sharp (pictures), so no binary fixture is checked in.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A ZIP archive; `stored` entries are not compressed (ODF's mimetype must not be). */
export function zip(entries: { name: string; content: string | Buffer; stored?: boolean }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8')
    const data = entry.stored ? content : deflateRawSync(content)
    const method = entry.stored ? 0 : 8
    const crc = crc32(content)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(content.length, 22)
    local.writeUInt16LE(name.length, 26)
    locals.push(local, name, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(content.length, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'

export function docx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: 'word/document.xml', content: '<w:document/>' },
  ])
}

export function xlsx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES },
    { name: 'xl/workbook.xml', content: '<workbook/>' },
  ])
}

export function odt(mime = 'application/vnd.oasis.opendocument.text'): Buffer {
  return zip([
    { name: 'mimetype', content: mime, stored: true },
    { name: 'content.xml', content: '<office:document-content/>' },
  ])
}

/**
 * An OLE compound file (version 3, 512-byte sectors) with empty streams of the given names:
 * header, one FAT sector, one directory sector — what Word 97 (.doc) and Excel (.xls) files are.
 */
export function compoundFile(streams: string[]): Buffer {
  const sector = 512
  const header = Buffer.alloc(sector, 0)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  header.writeUInt16LE(0x3e, 0x18) // minor version
  header.writeUInt16LE(3, 0x1a) // major version
  header.writeUInt16LE(0xfffe, 0x1c) // little-endian
  header.writeUInt16LE(9, 0x1e) // 512-byte sectors
  header.writeUInt16LE(6, 0x20) // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c) // one FAT sector
  header.writeUInt32LE(1, 0x30) // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38)
  header.writeUInt32LE(0xfffffffe, 0x3c) // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44) // no DIFAT sectors
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4)
  const fat = Buffer.alloc(sector, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0) // sector 0: the FAT itself
  fat.writeUInt32LE(0xfffffffe, 4) // sector 1: the directory, end of chain
  const directory = Buffer.alloc(sector, 0)
  const names = ['Root Entry', ...streams].slice(0, 4)
  for (const [index, name] of names.entries()) {
    const at = index * 128
    const utf16 = Buffer.from(`${name}\u0000`, 'utf16le')
    utf16.copy(directory, at)
    directory.writeUInt16LE(utf16.length, at + 0x40)
    directory[at + 0x42] = index === 0 ? 5 : 2 // root storage, streams
    directory.writeUInt32LE(0xffffffff, at + 0x44)
    directory.writeUInt32LE(0xffffffff, at + 0x48)
    directory.writeUInt32LE(index === 0 && names.length > 1 ? 1 : 0xffffffff, at + 0x4c)
    if (index > 0 && index < names.length - 1) directory.writeUInt32LE(index + 1, at + 0x48)
    directory.writeUInt32LE(0xfffffffe, at + 0x74)
  }
  return Buffer.concat([header, fat, directory])
}

export const doc = () => compoundFile(['WordDocument', '\u0001CompObj'])
export const xls = () => compoundFile(['Workbook', '\u0005SummaryInformation'])

/** A one-page PDF with a line of text. */
export function pdf(line = 'Schaltplan'): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${line}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  // the comment line of binary bytes that PDF writers put second
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  }
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A RIFF file: WAVE with a format chunk and a little silence, or an AVI header list. */
function riff(form: 'WAVE' | 'AVI ', chunks: Buffer): Buffer {
  const head = Buffer.alloc(12)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(4 + chunks.length, 4)
  head.write(form, 8, 'latin1')
  return Buffer.concat([head, chunks])
}

export function wav(): Buffer {
  const fmt = Buffer.alloc(24)
  fmt.write('fmt ', 0, 'latin1')
  fmt.writeUInt32LE(16, 4)
  fmt.writeUInt16LE(1, 8) // PCM
  fmt.writeUInt16LE(1, 10) // mono
  fmt.writeUInt32LE(8000, 12)
  fmt.writeUInt32LE(16000, 16)
  fmt.writeUInt16LE(2, 20)
  fmt.writeUInt16LE(16, 22)
  const data = Buffer.alloc(8 + 1600)
  data.write('data', 0, 'latin1')
  data.writeUInt32LE(1600, 4)
  return riff('WAVE', Buffer.concat([fmt, data]))
}

export function avi(): Buffer {
  const list = Buffer.alloc(12 + 64)
  list.write('LIST', 0, 'latin1')
  list.writeUInt32LE(4 + 64, 4)
  list.write('hdrl', 8, 'latin1')
  list.write('avih', 12, 'latin1')
  list.writeUInt32LE(56, 16)
  return riff('AVI ', list)
}

/** Two MPEG-1 layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each), optionally behind an ID3 tag. */
export function mp3({ id3 = false } = {}): Buffer {
  const frame = Buffer.alloc(417)
  frame.set([0xff, 0xfb, 0x90, 0x00])
  const frames = Buffer.concat([frame, frame])
  if (!id3) return frames
  const tag = Buffer.alloc(10)
  tag.write('ID3', 0, 'latin1')
  tag[3] = 4
  return Buffer.concat([tag, frames])
}

/** An ISO base media file: an ftyp box with the brand, then an empty mdat box. */
export function isoMedia(major: string, compatible: string[] = []): Buffer {
  const ftyp = Buffer.alloc(16 + compatible.length * 4)
  ftyp.writeUInt32BE(ftyp.length, 0)
  ftyp.write('ftyp', 4, 'latin1')
  ftyp.write(major, 8, 'latin1')
  compatible.forEach((brand, i) => {
    ftyp.write(brand, 16 + i * 4, 'latin1')
  })
  const mdat = Buffer.alloc(8)
  mdat.writeUInt32BE(8, 0)
  mdat.write('mdat', 4, 'latin1')
  return Buffer.concat([ftyp, mdat])
}

export const mp4 = () => isoMedia('isom', ['isom', 'iso2', 'avc1', 'mp41'])
export const m4a = () => isoMedia('M4A ', ['M4A ', 'mp42', 'isom'])
export const mov = () => isoMedia('qt  ', ['qt  '])

/** A 2×2 24-bit BMP (BITMAPINFOHEADER). */
export function bmp(): Buffer {
  const rowSize = 8 // 2 pixels × 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowSize * 2, 0x80)
  const header = Buffer.alloc(54)
  header.write('BM', 0, 'latin1')
  header.writeUInt32LE(54 + pixels.length, 2)
  header.writeUInt32LE(54, 10)
  header.writeUInt32LE(40, 14)
  header.writeInt32LE(2, 18)
  header.writeInt32LE(2, 22)
  header.writeUInt16LE(1, 26)
  header.writeUInt16LE(24, 28)
  header.writeUInt32LE(pixels.length, 34)
  return Buffer.concat([header, pixels])
}

export function svg(body = '<circle cx="5" cy="5" r="4" fill="red"/>'): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>\n`,
    'utf8',
  )
}

/** A real picture of the given format, made by sharp. */
export async function picture(
  format: 'jpeg' | 'png' | 'gif' | 'tiff' | 'webp',
  { width = 64, height = 48 } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer()
}

export const text = (value = 'Fehlerspeicher ausgelesen\nP0300 Zündaussetzer\n') => Buffer.from(value, 'utf8')
export const csv = () => Buffer.from('Arbeit;Intervall km\nÖlwechsel;15000\n', 'utf8')

/** A phone photo as it leaves the camera: EXIF with the maker, the model and where it was taken. */
export function photoWithLocation({ width = 800, height = 600 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefonhersteller', Model: 'Kamera 12' },
      // libvips' IFD3 is the GPS directory
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 5678/100',
      },
    })
    .toBuffer()
}

/** Whether a picture carries a GPS directory (the EXIF pointer tag 0x8825, either byte order). */
export async function hasLocation(picture: Buffer): Promise<boolean> {
  const { exif } = await sharp(picture).metadata()
  if (!exif) return false
  return (
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]))
  )
}

/**
 * A decompression bomb: a few hundred bytes of PNG that claim 20,000 × 20,000 pixels (400
 * megapixels, more than a gigabyte once decoded).
 */
export function pictureBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  // the first rows only, deflated: the rest would be zeros too
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 8))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
