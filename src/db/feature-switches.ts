import type { DB } from './database.ts'

export interface FeatureSwitchRow {
  key: string
  enabled: boolean
  description: string
}

/** Every stored switch (a handful of rows, read once per page render). */
export function findFeatureSwitches(db: DB): Promise<FeatureSwitchRow[]> {
  return db.selectFrom('feature_switches').select(['key', 'enabled', 'description']).orderBy('key').execute()
}

/** Turns a switch on or off; creates it when missing. */
export async function setFeatureSwitch(db: DB, key: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('feature_switches')
    .values({ key, enabled })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ enabled, updated_at: new Date() }))
    .execute()
}
