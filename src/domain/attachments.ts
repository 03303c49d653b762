import { UPLOAD_MAX_BYTES } from './limits.ts'

// Attachments of posts (spec 000 §5 "Extended editor attachment formats", spec 001 §2
// "Attachments show title without extension plus the extension"; docs/decisions/025).
// Shared by the server (checks) and the browser (the file input's accept list, the icons).

/** spec 000 §5: exactly these formats, named by their extension. */
export const ATTACHMENT_FORMATS = [
  'jpg',
  'png',
  'tif',
  'bmp',
  'svg',
  'gif',
  'mp3',
  'm4a',
  'wav',
  'mp4',
  'mov',
  'avi',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'odt',
  'txt',
  'csv',
] as const

export type AttachmentFormat = (typeof ATTACHMENT_FORMATS)[number]

/** What a file is to a reader: it decides the size limit and the icon. */
export type FileKind = 'picture' | 'audio' | 'video' | 'document'

interface FormatInfo {
  kind: FileKind
  /** The German name in messages: '„x.pdf“ ist keine PDF-Datei.' */
  label: string
  /** The Content-Type it is served with (always as a download). */
  contentType: string
}

export const FORMAT_INFO: Readonly<Record<AttachmentFormat, FormatInfo>> = {
  jpg: { kind: 'picture', label: 'JPEG-Datei', contentType: 'image/jpeg' },
  png: { kind: 'picture', label: 'PNG-Datei', contentType: 'image/png' },
  tif: { kind: 'picture', label: 'TIFF-Datei', contentType: 'image/tiff' },
  bmp: { kind: 'picture', label: 'BMP-Datei', contentType: 'image/bmp' },
  svg: { kind: 'picture', label: 'SVG-Datei', contentType: 'image/svg+xml' },
  gif: { kind: 'picture', label: 'GIF-Datei', contentType: 'image/gif' },
  mp3: { kind: 'audio', label: 'MP3-Datei', contentType: 'audio/mpeg' },
  m4a: { kind: 'audio', label: 'M4A-Datei', contentType: 'audio/mp4' },
  wav: { kind: 'audio', label: 'WAV-Datei', contentType: 'audio/wav' },
  mp4: { kind: 'video', label: 'MP4-Datei', contentType: 'video/mp4' },
  mov: { kind: 'video', label: 'MOV-Datei', contentType: 'video/quicktime' },
  avi: { kind: 'video', label: 'AVI-Datei', contentType: 'video/x-msvideo' },
  pdf: { kind: 'document', label: 'PDF-Datei', contentType: 'application/pdf' },
  doc: { kind: 'document', label: 'Word-Datei (DOC)', contentType: 'application/msword' },
  docx: {
    kind: 'document',
    label: 'Word-Datei (DOCX)',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { kind: 'document', label: 'Excel-Datei (XLS)', contentType: 'application/vnd.ms-excel' },
  xlsx: {
    kind: 'document',
    label: 'Excel-Datei (XLSX)',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  odt: {
    kind: 'document',
    label: 'OpenDocument-Textdatei (ODT)',
    contentType: 'application/vnd.oasis.opendocument.text',
  },
  txt: { kind: 'document', label: 'Textdatei (TXT)', contentType: 'text/plain' },
  csv: { kind: 'document', label: 'CSV-Datei', contentType: 'text/csv' },
}

/** Other spellings of the same formats that cameras and scanners write. */
const ALIASES: Readonly<Record<string, AttachmentFormat>> = { jpeg: 'jpg', jpe: 'jpg', tiff: 'tif' }

/** The format a file name's extension names, or null for one we do not take. */
export function formatOfExtension(extension: string): AttachmentFormat | null {
  const lower = extension.toLowerCase()
  if ((ATTACHMENT_FORMATS as readonly string[]).includes(lower)) return lower as AttachmentFormat
  return ALIASES[lower] ?? null
}

/** The kind of a stored attachment's extension ('document' for anything unknown). */
export function kindOfExtension(extension: string): FileKind {
  const format = formatOfExtension(extension)
  return format ? FORMAT_INFO[format].kind : 'document'
}

/** The file input's `accept`: every extension with its dot, aliases included. */
export const ACCEPT_ATTRIBUTE = [...ATTACHMENT_FORMATS, ...Object.keys(ALIASES)]
  .map((ext) => `.${ext}`)
  .join(',')

/** The formats as a German list for hints and messages: 'jpg, png, …, txt und csv'. */
export function formatList(): string {
  return `${ATTACHMENT_FORMATS.slice(0, -1).join(', ')} und ${ATTACHMENT_FORMATS.at(-1)}`
}

/** Pictures sharp decodes become the post's pictures (gallery); bmp and svg stay attachments. */
export const GALLERY_FORMATS: readonly AttachmentFormat[] = ['jpg', 'png', 'gif', 'tif']

export function becomesPicture(format: AttachmentFormat): boolean {
  return GALLERY_FORMATS.includes(format)
}

/** Longest title kept (the file name without extension); longer ones are cut. */
export const ATTACHMENT_TITLE_MAX = 100

/**
 * A file name as members see it, split for display (spec 001 §2): the title without the
 * extension, cleaned of path parts, control characters and surrounding space.
 */
export function attachmentName(fileName: string): { title: string; extension: string } {
  const base = fileName.normalize('NFC').split(/[/\\]/).at(-1) ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim()
  const dot = clean.lastIndexOf('.')
  const hasExtension = dot > 0 && dot < clean.length - 1
  const title = (hasExtension ? clean.slice(0, dot) : clean).trim().slice(0, ATTACHMENT_TITLE_MAX).trim()
  return { title: title || 'Anhang', extension: hasExtension ? clean.slice(dot + 1).toLowerCase() : '' }
}

/** Bytes as a German reader expects them: 812 Bytes, 14 KB, 1,2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString('de-DE')} ${bytes === 1 ? 'Byte' : 'Bytes'}`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('de-DE')} KB`
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`
}

/** The largest file of a format (limits.ts UPLOAD_MAX_BYTES by kind). */
export function maxBytesFor(format: AttachmentFormat): number {
  return UPLOAD_MAX_BYTES[FORMAT_INFO[format].kind]
}

const KIND_NAMES: Readonly<Record<FileKind, string>> = {
  picture: 'Bilder',
  audio: 'Tondateien',
  video: 'Videos',
  document: 'Dokumente',
}

/** The German refusal of a file that is too large, naming the file and the limit. */
export function tooLargeMessage(fileName: string, format: AttachmentFormat): string {
  const kind = FORMAT_INFO[format].kind
  return `„${fileName}“ ist zu groß: ${KIND_NAMES[kind]} dürfen höchstens ${formatFileSize(UPLOAD_MAX_BYTES[kind])} groß sein.`
}

export function unknownFormatMessage(fileName: string): string {
  return `„${fileName}“ hat ein Format, das wir nicht annehmen. Erlaubt sind ${formatList()}.`
}

export function wrongContentMessage(fileName: string, format: AttachmentFormat): string {
  return `„${fileName}“ ist keine ${FORMAT_INFO[format].label}.`
}

export function emptyFileMessage(fileName: string): string {
  return `„${fileName}“ ist leer.`
}
