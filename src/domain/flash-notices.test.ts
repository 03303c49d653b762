import { expect, test } from 'vitest'
import { FLASH_NOTICES, flashNoticeOf, withFlashNotice } from './flash-notices.ts'

test('a notice travels in the fragment, unless the target has one of its own', () => {
  expect(withFlashNotice('/forum/golf-t1.html', 'thema-erstellt')).toBe('/forum/golf-t1.html#thema-erstellt')
  expect(withFlashNotice('/forum/golf-t1.html#post-7', 'willkommen')).toBe('/forum/golf-t1.html#post-7')
})

test('only known fragments are notices', () => {
  expect(flashNoticeOf('#willkommen')).toBe(FLASH_NOTICES.willkommen)
  expect(flashNoticeOf('#post-7')).toBeNull()
  expect(flashNoticeOf('#toString')).toBeNull()
  expect(flashNoticeOf('')).toBeNull()
})
