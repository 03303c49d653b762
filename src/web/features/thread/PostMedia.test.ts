import { expect, test } from 'vitest'
import { attachmentFileName, attachmentUrl, splitFileName, variantSize } from '#domain/media.ts'
import { fileSize } from './PostMedia.tsx'

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
  expect(attachmentUrl('k1', 'Öl & Filter', 'csv')).toBe('/uploads/attachments/k1/oel-filter.csv')
  expect(splitFileName('Wartungsplan.CSV')).toEqual({ title: 'Wartungsplan', extension: 'csv' })
  expect(splitFileName('.bashrc')).toEqual({ title: '.bashrc', extension: '' })
})

test('variants never upscale a small original', () => {
  expect(variantSize('w500', { width: 1600, height: 1200 })).toEqual({ width: 500, height: 375 })
  expect(variantSize('w1200', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
  expect(variantSize('original', { width: 800, height: 600 })).toEqual({ width: 800, height: 600 })
})
