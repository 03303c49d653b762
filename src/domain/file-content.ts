import type { AttachmentFormat } from './attachments.ts'

// What a file's bytes are (docs/decisions/025): its type is checked by its content —
// signatures ("magic bytes") and container structure — never by its name or the browser's
// Content-Type. Pure: bytes in, a verdict out.

type Bytes = Uint8Array

function ascii(bytes: Bytes, start: number, length: number): string {
  let text = ''
  const end = Math.min(bytes.length, start + length)
  for (let i = start; i < end; i += 1) text += String.fromCharCode(bytes[i]!)
  return text
}

function startsWith(bytes: Bytes, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false
  return signature.every((byte, i) => bytes[offset + i] === byte)
}

function u16le(bytes: Bytes, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
}

function u32le(bytes: Bytes, at: number): number {
  return (
    ((bytes[at] ?? 0) |
      ((bytes[at + 1] ?? 0) << 8) |
      ((bytes[at + 2] ?? 0) << 16) |
      ((bytes[at + 3] ?? 0) << 24)) >>>
    0
  )
}

function u32be(bytes: Bytes, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  )
}

// --- pictures ---

const isJpeg = (b: Bytes) => startsWith(b, [0xff, 0xd8, 0xff])
const isPng = (b: Bytes) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const isGif = (b: Bytes) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'
/** Little- or big-endian TIFF, classic (42) or BigTIFF (43). */
const isTiff = (b: Bytes) =>
  startsWith(b, [0x49, 0x49, 0x2a, 0x00]) ||
  startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) ||
  startsWith(b, [0x49, 0x49, 0x2b, 0x00]) ||
  startsWith(b, [0x4d, 0x4d, 0x00, 0x2b])

/** 'BM', a file size no larger than the file, and one of the known DIB header sizes. */
function isBmp(b: Bytes): boolean {
  if (b.length < 26 || ascii(b, 0, 2) !== 'BM') return false
  const declared = u32le(b, 2)
  const pixelOffset = u32le(b, 10)
  const dibSize = u32le(b, 14)
  return (
    [12, 40, 52, 56, 64, 108, 124].includes(dibSize) &&
    pixelOffset >= 14 + dibSize &&
    pixelOffset <= b.length &&
    (declared === 0 || declared <= b.length)
  )
}

// --- text ---

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/** Bytes Windows-1252 leaves undefined: their presence means the text is not Windows-1252. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d])

/**
 * Plain text: no NUL and no control characters but tab, line feed, form feed, carriage return
 * (and the old end-of-file mark 0x1A, which DOS tools append). UTF-8, or Windows-1252 as German
 * Excel saves CSV files (docs/decisions/025).
 */
export function textEncoding(b: Bytes): 'utf-8' | 'windows-1252' | null {
  for (const byte of b) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1a)
      return null
    if (byte === 0x7f) return null
  }
  try {
    strictUtf8.decode(b)
    return 'utf-8'
  } catch {
    for (const byte of b) if (CP1252_UNDEFINED.has(byte)) return null
    return 'windows-1252'
  }
}

/**
 * SVG: UTF-8 text whose root element is <svg>, after an optional XML declaration, comments,
 * processing instructions and a DOCTYPE without an internal subset (entity definitions there
 * are how XML bombs work), and which ends with the root's closing tag.
 */
export function isSvg(b: Bytes): boolean {
  if (textEncoding(b) !== 'utf-8') return false
  let text = strictUtf8.decode(b) // drops a BOM
  const prolog = /^\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)/i
  for (let guard = 0; guard < 100; guard += 1) {
    const match = prolog.exec(text)
    if (!match) break
    text = text.slice(match[0].length)
  }
  if (!/^\s*<svg[\s>/]/.test(text)) return false
  const end = text.replace(/(?:\s|<!--[\s\S]*?-->)*$/, '')
  // the root either closes at the end, or is the only element and closes itself
  return /<\/svg\s*>$/.test(end) || /^\s*<svg\b[^<>]*\/>$/.test(end)
}

// --- audio and video ---

/** RIFF container of the given form type ('WAVE', 'AVI '); RF64 for large WAV files. */
function isRiff(b: Bytes, form: string): boolean {
  const head = ascii(b, 0, 4)
  return (
    b.length >= 12 && (head === 'RIFF' || (form === 'WAVE' && head === 'RF64')) && ascii(b, 8, 4) === form
  )
}

const MPEG_BITRATES: Readonly<Record<'v1' | 'v2', readonly number[]>> = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const MPEG_RATES: Readonly<Record<number, readonly number[]>> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
}

/** The length of an MPEG audio layer III frame starting at `at`, or 0 when there is none. */
function mp3FrameLength(b: Bytes, at: number): number {
  if (at + 4 > b.length || b[at] !== 0xff || ((b[at + 1] ?? 0) & 0xe0) !== 0xe0) return 0
  const version = ((b[at + 1] ?? 0) >> 3) & 0x03
  const layer = ((b[at + 1] ?? 0) >> 1) & 0x03
  const bitrateIndex = ((b[at + 2] ?? 0) >> 4) & 0x0f
  const rateIndex = ((b[at + 2] ?? 0) >> 2) & 0x03
  const padding = ((b[at + 2] ?? 0) >> 1) & 0x01
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return 0
  const bitrate = (version === 3 ? MPEG_BITRATES.v1 : MPEG_BITRATES.v2)[bitrateIndex]! * 1000
  const rate = MPEG_RATES[version]![rateIndex]!
  const samples = version === 3 ? 144 : 72
  return Math.floor((samples * bitrate) / rate) + padding
}

/** An ID3v2 tag, or MPEG layer III frames: two in a row (one alone is too easily chance). */
function isMp3(b: Bytes): boolean {
  if (ascii(b, 0, 3) === 'ID3' && (b[3] ?? 0) >= 2 && (b[3] ?? 0) <= 4) return true
  const first = mp3FrameLength(b, 0)
  if (first === 0) return false
  return first >= b.length || mp3FrameLength(b, first) > 0
}

/** ISO base media (MP4 family): the ftyp box's brands, or null when there is none at the start. */
function ftypBrands(b: Bytes): { major: string; compatible: string[] } | null {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return null
  const size = u32be(b, 0)
  if (size < 16 || size > Math.min(b.length, 4096) || size % 4 !== 0) return null
  const compatible: string[] = []
  for (let at = 16; at + 4 <= size; at += 4) compatible.push(ascii(b, at, 4))
  return { major: ascii(b, 8, 4), compatible }
}

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'avc3',
  'hvc1',
  'hev1',
  'av01',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'XAVC',
  'mmp4',
  'f4v ',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
])
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A '])

function isMp4(b: Bytes): boolean {
  const brands = ftypBrands(b)
  return brands !== null && MP4_BRANDS.has(brands.major)
}

/** Audio in MP4: the audio brands, or a generic MP4 brand (phone recorders write 'isom', 'mp42'). */
function isM4a(b: Bytes): boolean {
  const brands = ftypBrands(b)
  return brands !== null && (M4A_BRANDS.has(brands.major) || MP4_BRANDS.has(brands.major))
}

/** QuickTime: the 'qt  ' brand, or (older files without ftyp) a known top-level atom first. */
function isMov(b: Bytes): boolean {
  const brands = ftypBrands(b)
  if (brands) return brands.major === 'qt  ' || brands.compatible.includes('qt  ')
  if (b.length < 8) return false
  const size = u32be(b, 0)
  return (
    ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(b, 4, 4)) && (size === 0 || size >= 8)
  )
}

// --- documents ---

const isPdf = (b: Bytes) => ascii(b, 0, 5) === '%PDF-'

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const
const CFB_END_OF_CHAIN = 0xfffffffe
/** More directory sectors than any Office file has: a loop or garbage. */
const CFB_MAX_SECTORS = 4096

/**
 * The stream names of an OLE compound file (Word 97–2003 .doc, Excel .xls): the header's FAT
 * sectors (and DIFAT chain), then the directory's sector chain. Null when it is none.
 */
export function compoundFileNames(b: Bytes): string[] | null {
  if (b.length < 512 || !startsWith(b, CFB_SIGNATURE)) return null
  const shift = u16le(b, 0x1e)
  if (shift !== 9 && shift !== 12) return null
  const sectorSize = 1 << shift
  const sectorAt = (sector: number) => (sector + 1) * sectorSize
  const fatSectors: number[] = []
  for (let i = 0; i < 109; i += 1) {
    const sector = u32le(b, 0x4c + i * 4)
    if (sector >= 0xfffffffa) break
    fatSectors.push(sector)
  }
  let difat = u32le(b, 0x44)
  for (let guard = 0; difat < 0xfffffffa && guard < CFB_MAX_SECTORS; guard += 1) {
    const at = sectorAt(difat)
    if (at + sectorSize > b.length) return null
    for (let i = 0; i < sectorSize / 4 - 1; i += 1) {
      const sector = u32le(b, at + i * 4)
      if (sector < 0xfffffffa) fatSectors.push(sector)
    }
    difat = u32le(b, at + sectorSize - 4)
  }
  const next = (sector: number): number | null => {
    const perSector = sectorSize / 4
    const fatSector = fatSectors[Math.floor(sector / perSector)]
    if (fatSector === undefined) return null
    const at = sectorAt(fatSector) + (sector % perSector) * 4
    return at + 4 <= b.length ? u32le(b, at) : null
  }
  const names: string[] = []
  let sector: number | null = u32le(b, 0x30)
  for (let count = 0; sector !== CFB_END_OF_CHAIN; count += 1) {
    if (sector === null || count >= CFB_MAX_SECTORS) return null
    const at = sectorAt(sector)
    if (at + sectorSize > b.length) return null
    for (let entry = at; entry < at + sectorSize; entry += 128) {
      const length = u16le(b, entry + 0x40)
      if (length < 2 || length > 64) continue
      let name = ''
      for (let i = 0; i < length - 2; i += 2) name += String.fromCharCode(u16le(b, entry + i))
      names.push(name)
    }
    sector = next(sector)
  }
  return names
}

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04] as const
const ZIP_MAX_ENTRIES = 10_000

/** The entry names of a ZIP archive's central directory, or null when it is none. */
export function zipEntryNames(b: Bytes): string[] | null {
  if (!startsWith(b, ZIP_LOCAL)) return null
  // the end-of-central-directory record: 22 bytes plus a comment of at most 65,535
  let end = -1
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at -= 1) {
    if (b[at] === 0x50 && b[at + 1] === 0x4b && b[at + 2] === 0x05 && b[at + 3] === 0x06) {
      end = at
      break
    }
  }
  if (end < 0) return null
  const count = u16le(b, end + 10)
  let at = u32le(b, end + 16)
  if (count > ZIP_MAX_ENTRIES || at >= end) return null
  const names: string[] = []
  const utf8 = new TextDecoder('utf-8')
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32le(b, at) !== 0x02014b50) return null
    const nameLength = u16le(b, at + 28)
    const extraLength = u16le(b, at + 30)
    const commentLength = u16le(b, at + 32)
    if (at + 46 + nameLength > end) return null
    names.push(utf8.decode(b.subarray(at + 46, at + 46 + nameLength)))
    at += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** ODF: the first entry is 'mimetype', stored uncompressed, holding the document's type. */
function isOdt(b: Bytes): boolean {
  if (!startsWith(b, ZIP_LOCAL) || b.length < 38) return false
  const method = u16le(b, 8)
  const nameLength = u16le(b, 26)
  const extraLength = u16le(b, 28)
  const mime = 'application/vnd.oasis.opendocument.text'
  const size = u32le(b, 18)
  return (
    method === 0 &&
    nameLength === 8 &&
    ascii(b, 30, 8) === 'mimetype' &&
    (size === mime.length || size === 0) &&
    ascii(b, 30 + nameLength + extraLength, mime.length) === mime
  )
}

/** Office Open XML: [Content_Types].xml and the application's folder (word/, xl/). */
function isOoxml(b: Bytes, folder: string): boolean {
  const names = zipEntryNames(b)
  if (!names) return false
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith(folder))
}

/** Text, and not a PDF (whose body can be all ASCII): a document in disguise is refused. */
function isPlainText(b: Bytes): boolean {
  return !isPdf(b) && textEncoding(b) !== null
}

const CHECKS: Readonly<Record<AttachmentFormat, (b: Bytes) => boolean>> = {
  jpg: isJpeg,
  png: isPng,
  tif: isTiff,
  bmp: isBmp,
  svg: isSvg,
  gif: isGif,
  mp3: isMp3,
  m4a: isM4a,
  wav: (b) => isRiff(b, 'WAVE'),
  mp4: isMp4,
  mov: isMov,
  avi: (b) => isRiff(b, 'AVI '),
  pdf: isPdf,
  doc: (b) => compoundFileNames(b)?.includes('WordDocument') ?? false,
  docx: (b) => isOoxml(b, 'word/'),
  xls: (b) => {
    const names = compoundFileNames(b)
    return names !== null && (names.includes('Workbook') || names.includes('Book'))
  },
  xlsx: (b) => isOoxml(b, 'xl/'),
  odt: isOdt,
  txt: isPlainText,
  csv: isPlainText,
}

/** Whether the bytes are a file of the format its extension names. */
export function contentMatches(format: AttachmentFormat, bytes: Bytes): boolean {
  return bytes.length > 0 && CHECKS[format](bytes)
}
