import { findFeatureSwitches } from '#db/feature-switches.ts'
import { DEFAULT_FEATURE_SWITCHES, featureSwitchesFrom } from '#domain/features.ts'
import { builder } from '../builder.ts'

interface FeatureSwitchItem {
  key: string
  enabled: boolean
  description: string
}

const FeatureSwitchRef = builder.objectRef<FeatureSwitchItem>('FeatureSwitch')

FeatureSwitchRef.implement({
  description: 'A switch that turns a product feature on or off (spec 000 §2.1, §6; spec 001 §4, §6).',
  fields: (t) => ({
    key: t.exposeString('key'),
    enabled: t.exposeBoolean('enabled'),
    description: t.exposeString('description'),
  }),
})

builder.queryFields((t) => ({
  featureSwitches: t.field({
    type: [FeatureSwitchRef],
    description: 'Every switch the clients know, with its current state (stored value or default).',
    resolve: async (_parent, _args, ctx) => {
      const rows = await findFeatureSwitches(ctx.db)
      const switches = featureSwitchesFrom(rows)
      const descriptions = new Map(rows.map((row) => [row.key, row.description]))
      return Object.keys(DEFAULT_FEATURE_SWITCHES).map((key) => ({
        key,
        enabled: switches[key as keyof typeof switches],
        description: descriptions.get(key) ?? '',
      }))
    },
  }),
}))
