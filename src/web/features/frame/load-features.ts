import { DEFAULT_FEATURE_SWITCHES, type FeatureSwitches, featureSwitchesFrom } from '#domain/features.ts'
import type { AppContext } from '../../context.ts'
import { reasonOf } from '../../errors.ts'

/**
 * The feature switches for this page (root loader). A page never fails because of a switch:
 * when they cannot be read, the defaults apply and the failure is logged.
 */
export async function loadFeatureSwitches(app: AppContext): Promise<FeatureSwitches> {
  try {
    const { featureSwitches } = await app.query('FeatureSwitches', {})
    return featureSwitchesFrom(featureSwitches)
  } catch (error) {
    app.log.warn('Failed to read feature switches', {
      reason: reasonOf(error),
      message: error instanceof Error ? error.message : String(error),
    })
    return { ...DEFAULT_FEATURE_SWITCHES }
  }
}
