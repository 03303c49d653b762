import { setFeatureSwitch } from '#db/feature-switches.ts'
import { isFeatureSwitchKey } from '#domain/features.ts'
import { canAdministerSite, type Viewer } from '#domain/permissions.ts'
import { type AdminContext, type AdminResult, DENIED } from './context.ts'

// issue 20: /admin/schalter — the feature switches, turned by the admins.

export async function setSwitch(
  ctx: AdminContext,
  viewer: Viewer,
  key: string,
  enabled: boolean,
): Promise<AdminResult> {
  if (!canAdministerSite(viewer)) return DENIED
  if (!isFeatureSwitchKey(key)) return { ok: false, status: 404, error: 'Diesen Schalter gibt es nicht.' }
  await ctx.audited(viewer, enabled ? 'switch.on' : 'switch.off', `switch:${key}`, {}, (trx) =>
    setFeatureSwitch(trx, key, enabled),
  )
  return { ok: true }
}
