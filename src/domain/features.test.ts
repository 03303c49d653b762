import { expect, test } from 'vitest'
import { DEFAULT_FEATURE_SWITCHES, featureSwitchesFrom } from './features.ts'

test('stored switches override the defaults; unknown keys are ignored', () => {
  expect(
    featureSwitchesFrom([
      { key: 'MT-761_dsa', enabled: false },
      { key: 'SomethingOld', enabled: true },
    ]),
  ).toEqual({ ...DEFAULT_FEATURE_SWITCHES, 'MT-761_dsa': false })
})

test('a switch the database does not know keeps its default', () => {
  expect(featureSwitchesFrom([])).toEqual(DEFAULT_FEATURE_SWITCHES)
  expect(featureSwitchesFrom([{ key: 'UserThemes', enabled: false }]).AiThreadSummary).toBe(true)
})
