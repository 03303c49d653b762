import { expect, test } from 'vitest'
import { DEFAULT_FEATURE_SWITCHES } from './features.ts'
import { isModerationMode, offersModerationMode } from './moderation-mode.ts'

const moderator = { roleRelations: [{ userRole: 'moderator' }] }
const godfather = { roleRelations: [{ userRole: 'godfather' }] }

test('moderators get the moderation-mode selector only with MT-761_dsa on', () => {
  expect(offersModerationMode(moderator, DEFAULT_FEATURE_SWITCHES)).toBe(true)
  expect(offersModerationMode(moderator, { ...DEFAULT_FEATURE_SWITCHES, 'MT-761_dsa': false })).toBe(false)
  expect(offersModerationMode(godfather, DEFAULT_FEATURE_SWITCHES)).toBe(false)
  expect(offersModerationMode(null, DEFAULT_FEATURE_SWITCHES)).toBe(false)
})

test('the three modes are moderate, view and hidden', () => {
  expect(['moderate', 'view', 'hidden'].every(isModerationMode)).toBe(true)
  expect(isModerationMode('full')).toBe(false)
})
