import { expect, test } from 'vitest'
import { isModerationMode } from './moderation-mode.ts'

test('the three modes are moderate, view and hidden', () => {
  expect(['moderate', 'view', 'hidden'].every(isModerationMode)).toBe(true)
  expect(isModerationMode('full')).toBe(false)
})
