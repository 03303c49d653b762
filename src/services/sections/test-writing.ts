import { findMemberVehicle, findMemberVehicles } from '#db/member-vehicles.ts'
import { findMotortest, insertMotortest, type MotortestWrite, updateMotortest } from '#db/motortests.ts'
import type { MotortestValues } from '#domain/motortests.ts'
import {
  canEditMotortest,
  canWriteMotortest,
  postingRestrictionMessage,
  type Viewer,
} from '#domain/permissions.ts'
import { CHECK_FIELDS, parseRefusal, type Refusal, refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { motortestInput } from '#domain/section-input.ts'
import { type SectionsContext, TEST_RULE } from './context.ts'

// decision 036: members write tests of their vehicles — the vehicle comes from their vehicle profiles
// (/nutzer/{slug}/fzprofile), the rating is kept on the scale of 50. The author and the staff edit.

export const EMPTY_TEST: MotortestValues = {
  title: '',
  vehicleId: '',
  rating: '',
  body: '',
  pros: '',
  cons: '',
  powerPs: '',
  mileage: '',
  fuel: '',
  commentsEnabled: true,
}

export type TestFormResult =
  | { ok: false; status: 403 | 404; error: string }
  | {
      ok: true
      values: MotortestValues
      /** the member's vehicles to choose from (new test), or the tested vehicle's name (edit) */
      vehicles: { id: number; name: string }[]
      vehicle: string | null
    }

function vehicleName(vehicle: {
  manufacturer_name: string
  series_name: string | null
  build_year: number | null
}) {
  return [
    vehicle.manufacturer_name,
    vehicle.series_name,
    vehicle.build_year ? `(${vehicle.build_year})` : null,
  ]
    .filter(Boolean)
    .join(' ')
}

export async function motortestForm(
  ctx: SectionsContext,
  viewer: Viewer,
  id: number | null,
): Promise<TestFormResult> {
  if (id === null) {
    const restriction = await ctx.restrictionOf(viewer)
    if (!canWriteMotortest(viewer, restriction))
      return {
        ok: false,
        status: 403,
        error: restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.',
      }
    const vehicles = await findMemberVehicles(ctx.db, viewer.userId)
    return {
      ok: true,
      values: { ...EMPTY_TEST, vehicleId: vehicles[0] ? String(vehicles[0].id) : '' },
      vehicles: vehicles.map((vehicle) => ({ id: vehicle.id, name: vehicleName(vehicle) })),
      vehicle: null,
    }
  }
  const test = await findMotortest(ctx.db, id)
  if (!test) return { ok: false, status: 404, error: 'Diesen Test gibt es nicht.' }
  if (!canEditMotortest(viewer, { authorId: test.author_id }))
    return { ok: false, status: 403, error: 'Du darfst diesen Test nicht bearbeiten.' }
  return {
    ok: true,
    values: {
      title: test.title,
      vehicleId: '',
      rating: String(Math.min(50, Math.max(5, Math.round(test.rating / 5) * 5))),
      body: test.body,
      pros: test.pros.join('\n'),
      cons: test.cons.join('\n'),
      powerPs: test.power_ps ? String(test.power_ps) : '',
      mileage: test.mileage_km !== null ? String(test.mileage_km) : '',
      fuel: test.fuel ?? '',
      commentsEnabled: test.comments_enabled,
    },
    vehicles: [],
    vehicle: [test.manufacturer, test.series, test.model_year ? `(${test.model_year})` : null]
      .filter(Boolean)
      .join(' '),
  }
}

export type TestSaveResult = { ok: true; id: number; slug: string } | Refusal

/** `input`: the form's fields or the mutation's arguments, parsed by `motortestInput` (decision 042). */
export async function saveMotortest(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number | null,
  input: unknown,
): Promise<TestSaveResult> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um einen Test zu schreiben.')
  const restriction = await ctx.restrictionOf(viewer)
  if (!canWriteMotortest(viewer, restriction))
    return refuse(403, 'policy', restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.')
  const existing = id === null ? null : ((await findMotortest(ctx.db, id)) ?? null)
  if (id !== null && !existing) return refuse(404, 'policy', 'Diesen Test gibt es nicht.')
  if (existing && !canEditMotortest(viewer, { authorId: existing.author_id }))
    return refuse(403, 'policy', 'Du darfst diesen Test nicht bearbeiten.')
  const parsed = motortestInput(existing === null).safeParse(input)
  if (!parsed.success) return parseRefusal(parsed.error)
  const test = parsed.data
  const slug = slugify(test.title)
  const common = {
    title: test.title,
    slug,
    rating: test.rating,
    body: test.body,
    pros: test.pros,
    cons: test.cons,
    powerPs: test.powerPs,
    mileageKm: test.mileageKm,
    fuel: test.fuel,
    commentsEnabled: test.commentsEnabled,
  }
  if (existing) {
    const write: MotortestWrite = {
      ...common,
      manufacturerId: existing.manufacturer_id,
      modelId: existing.model_id ?? null,
      modelYear: existing.model_year,
    }
    await updateMotortest(ctx.db, existing.id, write, ctx.now())
    ctx.changed()
    return { ok: true, id: existing.id, slug }
  }
  const vehicle = test.vehicleId === null ? undefined : await findMemberVehicle(ctx.db, test.vehicleId)
  if (!vehicle || vehicle.user_id !== viewer.userId)
    return refuse(400, 'parse', CHECK_FIELDS, { vehicleId: 'Bitte wähle eines Deiner Fahrzeuge.' })
  if (!(await ctx.withinLimit(TEST_RULE, viewer)))
    return refuse(
      429,
      'limit',
      'Du hast heute schon viele Tests geschrieben. Bitte versuch es morgen wieder.',
    )
  const newId = await ctx.db.transaction().execute((trx) =>
    insertMotortest(trx, viewer.userId, {
      ...common,
      manufacturerId: vehicle.manufacturer_id,
      modelId: vehicle.model_id,
      modelYear: vehicle.build_year,
    }),
  )
  ctx.changed()
  return { ok: true, id: newId, slug }
}
