import { setFeatureSwitch } from '#db/feature-switches.ts'
import { FEATURE_SWITCH_TEXTS, isFeatureSwitchKey, switchNeedsConfirmation } from '#domain/features.ts'
import { canAdministerSite, type Viewer } from '#domain/permissions.ts'
import { refuse } from '#domain/refusal.ts'
import { type AdminContext, type AdminResult, DENIED } from './context.ts'

// decision 037: /admin/schalter — the feature switches, turned by the admins.

export async function setSwitch(
  ctx: AdminContext,
  viewer: Viewer,
  key: string,
  enabled: boolean,
  confirmed = false,
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  if (!isFeatureSwitchKey(key)) return refuse(404, 'conflict', 'Diesen Schalter gibt es nicht.')
  // turning the DSA switch off takes the reporting paths away (spec 000 §6): only after confirming.
  // The refusal names `confirmed`: not refused for good, the change waits for the admin's yes.
  if (switchNeedsConfirmation(key, enabled) && !confirmed) {
    const warning = FEATURE_SWITCH_TEXTS[key].offWarning ?? ''
    return refuse(409, 'policy', warning, { confirmed: warning })
  }
  await ctx.audited(viewer, enabled ? 'switch.on' : 'switch.off', `switch:${key}`, {}, (trx) =>
    setFeatureSwitch(trx, key, enabled),
  )
  return { ok: true }
}
