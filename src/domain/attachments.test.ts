import { expect, test } from 'vitest'
import {
  ACCEPT_ATTRIBUTE,
  ATTACHMENT_FORMATS,
  attachmentName,
  becomesPicture,
  FORMAT_INFO,
  formatFileSize,
  formatOfExtension,
  kindOfExtension,
  maxBytesFor,
  tooLargeMessage,
  unknownFormatMessage,
  wrongContentMessage,
} from './attachments.ts'
import { UPLOAD_MAX_BYTES } from './limits.ts'

test('spec 000 §5: exactly the twenty formats of the extended editor', () => {
  expect(ATTACHMENT_FORMATS.join(' ')).toBe(
    'jpg png tif bmp svg gif mp3 m4a wav mp4 mov avi pdf doc docx xls xlsx odt txt csv',
  )
  expect(ACCEPT_ATTRIBUTE.split(',')).toEqual([
    ...ATTACHMENT_FORMATS.map((f) => `.${f}`),
    '.jpeg',
    '.jpe',
    '.tiff',
  ])
})

test('extensions are read case-blind; jpeg and tiff are the same formats; others are none', () => {
  expect(formatOfExtension('PDF')).toBe('pdf')
  expect(formatOfExtension('jpeg')).toBe('jpg')
  expect(formatOfExtension('TIFF')).toBe('tif')
  expect(formatOfExtension('exe')).toBeNull()
  expect(formatOfExtension('html')).toBeNull()
  expect(formatOfExtension('')).toBeNull()
})

test('only pictures sharp decodes go to the gallery; bmp and svg stay attachments', () => {
  expect(ATTACHMENT_FORMATS.filter(becomesPicture)).toEqual(['jpg', 'png', 'tif', 'gif'])
  expect(kindOfExtension('svg')).toBe('picture')
  expect(kindOfExtension('mov')).toBe('video')
  expect(kindOfExtension('m4a')).toBe('audio')
  expect(kindOfExtension('xlsx')).toBe('document')
})

test('size limits by kind: pictures and documents 10 MB, audio 20 MB, video 30 MB', () => {
  expect(maxBytesFor('png')).toBe(10 * 1024 * 1024)
  expect(maxBytesFor('pdf')).toBe(10 * 1024 * 1024)
  expect(maxBytesFor('wav')).toBe(20 * 1024 * 1024)
  expect(maxBytesFor('mp4')).toBe(UPLOAD_MAX_BYTES.video)
  expect(tooLargeMessage('Motor.mp4', 'mp4')).toBe(
    '„Motor.mp4“ ist zu groß: Videos dürfen höchstens 30 MB groß sein.',
  )
})

test('spec 001 §2: the title without the extension, cleaned of paths and control characters', () => {
  expect(attachmentName('Schaltplan Zentralverriegelung.PDF')).toEqual({
    title: 'Schaltplan Zentralverriegelung',
    extension: 'pdf',
  })
  expect(attachmentName('C:\\Users\\Jörg\\Rechnung Müller.pdf')).toEqual({
    title: 'Rechnung Müller',
    extension: 'pdf',
  })
  expect(attachmentName('../../etc/passwd')).toEqual({ title: 'passwd', extension: '' })
  // a right-to-left override would show 'fdp.exe' as 'exe.pdf'
  expect(attachmentName('rechnung\u202Efdp.exe')).toEqual({ title: 'rechnungfdp', extension: 'exe' })
  expect(attachmentName('.pdf')).toEqual({ title: '.pdf', extension: '' })
  expect(attachmentName('   ')).toEqual({ title: 'Anhang', extension: '' })
  expect(attachmentName(`${'a'.repeat(300)}.txt`).title).toHaveLength(100)
})

test('sizes the German way', () => {
  expect(formatFileSize(1)).toBe('1 Byte')
  expect(formatFileSize(812)).toBe('812 Bytes')
  expect(formatFileSize(14_500)).toBe('14 KB')
  expect(formatFileSize(1_258_291)).toBe('1,2 MB')
  expect(formatFileSize(30 * 1024 * 1024)).toBe('30 MB')
})

test('messages name the file and what it should have been', () => {
  expect(wrongContentMessage('x.pdf', 'pdf')).toBe('„x.pdf“ ist keine PDF-Datei.')
  expect(wrongContentMessage('Tabelle.xls', 'xls')).toBe('„Tabelle.xls“ ist keine Excel-Datei (XLS).')
  expect(unknownFormatMessage('setup.exe')).toBe(
    '„setup.exe“ hat ein Format, das wir nicht annehmen. Erlaubt sind jpg, png, tif, bmp, svg, gif, mp3, m4a, wav, mp4, mov, avi, pdf, doc, docx, xls, xlsx, odt, txt und csv.',
  )
  for (const format of ATTACHMENT_FORMATS) expect(FORMAT_INFO[format].label).toMatch(/datei/i)
})
