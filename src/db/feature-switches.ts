import type { DB } from './database.ts'
import { type FeatureSwitchRow, nearStatic } from './near-static.ts'

export type { FeatureSwitchRow } from './near-static.ts'

/** Every stored switch (a handful of rows, kept in the process: decision 034). */
export function findFeatureSwitches(db: DB): Promise<readonly FeatureSwitchRow[]> {
  return nearStatic(db).featureSwitches()
}

/** Turns a switch on or off; creates it when missing. */
export async function setFeatureSwitch(db: DB, key: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('feature_switches')
    .values({ key, enabled })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ enabled, updated_at: new Date() }))
    .execute()
  nearStatic(db).changed('feature_switches')
}
