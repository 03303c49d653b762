import { expect, test } from 'vitest'
import {
  FLASH_NOTICES,
  flashNoticeOf,
  MODERATION_NOTICES,
  moderationNoticeOf,
  withFlashNotice,
  withModerationNotice,
} from './flash-notices.ts'

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

test('a moderation notice travels in the query, so the fragment stays the anchor of the post acted on', () => {
  expect(withModerationNotice('/forum/golf-t1.html?page=2#post-7', 'hide')).toBe(
    '/forum/golf-t1.html?page=2&moderiert=hide#post-7',
  )
  expect(withModerationNotice('/forum/golf-t1.html', 'close')).toBe('/forum/golf-t1.html?moderiert=close')
  expect(moderationNoticeOf('?page=2&moderiert=hide')).toEqual({
    notice: MODERATION_NOTICES.hide,
    rest: '?page=2',
  })
  expect(moderationNoticeOf('?moderiert=move')?.rest).toBe('')
  expect(moderationNoticeOf('?moderiert=toString')).toBeNull()
  expect(moderationNoticeOf('?page=2')).toBeNull()
})
