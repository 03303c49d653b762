import { expect, test } from 'vitest'
import { formatFileSize as fileSize } from '#domain/attachments.ts'
import {
  attachmentFileName,
  attachmentUrl,
  downloadDisposition,
  splitFileName,
  variantSize,
} from '#domain/media.ts'

test('file sizes read the German way', () => {
  expect(fileSize(812)).toBe('812 Bytes')
  expect(fileSize(14_500)).toBe('14 KB')
  expect(fileSize(2_400_000)).toBe('2,3 MB')
})

test('attachments keep a safe file name; the extension is split off for display', () => {
  expect(attachmentFileName('Schaltplan Zentralverriegelung', 'pdf')).toBe(
    'schaltplan-zentralverriegelung.pdf',
  )
  expect(attachmentFileName('???', '')).toBe('anhang')
  // decision 025: umlauts stay (the download name is the title), percent-encoded in the address
  expect(attachmentUrl('k1', 'Öl & Filter', 'csv')).toBe('/uploads/attachments/k1/%C3%B6l-filter.csv')
  expect(attachmentFileName('Fehlerspeicher-Protokoll', 'txt')).toBe('fehlerspeicher-protokoll.txt')
  expect(splitFileName('Wartungsplan.CSV')).toEqual({ title: 'Wartungsplan', extension: 'csv' })
  expect(splitFileName('.bashrc')).toEqual({ title: '.bashrc', extension: '' })
})

test('variants never upscale a small original', () => {
  expect(variantSize('w500', { width: 1600, height: 1200 })).toEqual({ width: 500, height: 375 })
  expect(variantSize('w1200', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
  expect(variantSize('original', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
})

test('downloads carry an ASCII name and the real one (RFC 5987)', () => {
  expect(downloadDisposition('prüfbericht-müller.pdf')).toBe(
    `attachment; filename="pruefbericht-mueller.pdf"; filename*=UTF-8''pr%C3%BCfbericht-m%C3%BCller.pdf`,
  )
  expect(downloadDisposition('a"b;c%.txt')).toBe(
    `attachment; filename="a_b_c_.txt"; filename*=UTF-8''a%22b%3Bc%25.txt`,
  )
})
