import { DEFAULT_FEATURE_SWITCHES, type FeatureSwitches, featureSwitchesFrom } from '#domain/features.ts'
import type { AppContext } from './context.ts'
import { reasonOf } from './errors.ts'

/** One read per request: the root loader and a page's own loader share it (decision 035). */
const perRequest = new WeakMap<AppContext, Promise<FeatureSwitches>>()

/**
 * The feature switches for this page (root loader). A page never fails because of a switch:
 * when they cannot be read, the defaults apply and the failure is logged.
 */
export function loadFeatureSwitches(app: AppContext): Promise<FeatureSwitches> {
  let switches = perRequest.get(app)
  if (!switches) {
    switches = readFeatureSwitches(app)
    perRequest.set(app, switches)
  }
  return switches
}

async function readFeatureSwitches(app: AppContext): Promise<FeatureSwitches> {
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
