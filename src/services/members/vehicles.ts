import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { DB } from '#db/database.ts'
import {
  countMemberVehicles,
  deleteMemberVehicle,
  findMemberVehicle,
  findMemberVehicles,
  insertMemberVehicle,
  updateMemberVehicle,
} from '#db/member-vehicles.ts'
import { checkVehicle, findVehicleTree } from '#db/vehicles.ts'
import { UPLOAD_IMAGE_MAX_PIXELS } from '#domain/limits.ts'
import type { Viewer } from '#domain/permissions.ts'
import { inputErrors } from '#domain/profile-input.ts'
import { type Refusal, refuse } from '#domain/refusal.ts'
import { vehicleInputSchema } from '#domain/vehicle-input.ts'
import { removeImageFiles, storeImage } from '../images.ts'

// Vehicle profiles (spec 000 §3): a member adds, edits and removes their own current
// and former vehicles; one picture each, checked by content (sharp), re-encoded without camera
// data (EXIF location) into the site's sizes.

export const VEHICLES_MAX = 50
const PICTURE_MAX_BYTES = 10 * 1024 * 1024

export interface VehicleDeps {
  db: DB
  uploadsDir: string
  afterWrite?: () => void
  now?: () => Date
}

export interface VehicleForm {
  manufacturerId: string
  seriesId: string
  modelId: string
  buildYear: string
  engine: string
  description: string
  isCurrent: boolean
  picture: Uint8Array | null
  removePicture?: boolean
}

async function storePicture(deps: VehicleDeps, viewer: Viewer, bytes: Uint8Array): Promise<string | Refusal> {
  if (bytes.length > PICTURE_MAX_BYTES) {
    return refuse(413, 'limit', 'Das Bild ist zu groß: höchstens 10 MB.', {
      picture: 'Das Bild ist zu groß: höchstens 10 MB.',
    })
  }
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  if (
    !meta ||
    !['jpeg', 'png', 'webp', 'gif', 'tiff'].includes(meta.format ?? '') ||
    !meta.width ||
    !meta.height
  ) {
    const message =
      'Das ist kein Bild, das wir lesen können: bitte ein Foto als JPG, PNG, WebP, GIF oder TIF.'
    return refuse(400, 'parse', message, { picture: message })
  }
  if (meta.width * meta.height > UPLOAD_IMAGE_MAX_PIXELS) {
    const message = `Das Bild hat zu viele Bildpunkte: höchstens ${UPLOAD_IMAGE_MAX_PIXELS / 1_000_000} Megapixel.`
    return refuse(413, 'limit', message, { picture: message })
  }
  const key = `fz-${viewer.userId}-${randomBytes(6).toString('hex')}`
  await storeImage(deps.uploadsDir, key, Buffer.from(bytes))
  return key
}

async function parse(deps: VehicleDeps, raw: VehicleForm) {
  const parsed = vehicleInputSchema(deps.now ? deps.now() : new Date()).safeParse(raw)
  if (!parsed.success) return refuse(400, 'parse', 'Bitte prüfe Deine Angaben.', inputErrors(parsed.error))
  const input = parsed.data
  const ids = await checkVehicle(deps.db, {
    manufacturerId: input.manufacturerId,
    seriesId: input.seriesId,
    modelId: input.modelId,
  })
  if (!ids || ids.manufacturerId === null) {
    return refuse(400, 'parse', 'Bitte prüfe Deine Angaben.', {
      vehicle: 'Baureihe und Modell passen nicht zum Hersteller.',
    })
  }
  return {
    manufacturer_id: ids.manufacturerId,
    series_id: ids.seriesId,
    model_id: ids.modelId,
    build_year: input.buildYear,
    engine: input.engine,
    description: input.description,
    is_current: input.isCurrent,
  }
}

export async function addVehicle(deps: VehicleDeps, viewer: Viewer, raw: VehicleForm) {
  const values = await parse(deps, raw)
  if ('ok' in values) return values
  if ((await countMemberVehicles(deps.db, viewer.userId)) >= VEHICLES_MAX) {
    return refuse(409, 'limit', `Mehr als ${VEHICLES_MAX} Fahrzeuge passen nicht in ein Profil.`)
  }
  const picture = raw.picture && raw.picture.length > 0 ? await storePicture(deps, viewer, raw.picture) : null
  if (picture !== null && typeof picture !== 'string') return picture
  const id = await insertMemberVehicle(deps.db, viewer.userId, { ...values, picture_key: picture })
  deps.afterWrite?.()
  return { ok: true as const, id }
}

export async function editVehicle(deps: VehicleDeps, viewer: Viewer, id: number, raw: VehicleForm) {
  const existing = await findMemberVehicle(deps.db, id)
  if (!existing || existing.user_id !== viewer.userId)
    return refuse(404, 'conflict', 'Dieses Fahrzeug gibt es nicht.')
  const values = await parse(deps, raw)
  if ('ok' in values) return values
  const picture = raw.picture && raw.picture.length > 0 ? await storePicture(deps, viewer, raw.picture) : null
  if (picture !== null && typeof picture !== 'string') return picture
  const pictureKey = picture ?? (raw.removePicture ? null : existing.picture_key)
  await updateMemberVehicle(deps.db, viewer.userId, id, { ...values, picture_key: pictureKey })
  // a replaced or removed picture's files go
  if (existing.picture_key && existing.picture_key !== pictureKey)
    await removeImageFiles(deps.uploadsDir, existing.picture_key)
  deps.afterWrite?.()
  return { ok: true as const, id }
}

export async function removeVehicle(deps: VehicleDeps, viewer: Viewer, id: number) {
  const existing = await findMemberVehicle(deps.db, id)
  if (!existing || !(await deleteMemberVehicle(deps.db, viewer.userId, id)))
    return refuse(404, 'conflict', 'Dieses Fahrzeug gibt es nicht.')
  if (existing.picture_key) await removeImageFiles(deps.uploadsDir, existing.picture_key)
  deps.afterWrite?.()
  return { ok: true as const }
}

/** A member's vehicle as the vehicle profile page shows it (decision 042: pages read view types). */
export interface VehicleView {
  id: number
  manufacturerId: number
  seriesId: number | null
  modelId: number | null
  manufacturerName: string
  seriesName: string | null
  modelName: string | null
  buildYear: number | null
  engine: string
  description: string
  pictureKey: string | null
  isCurrent: boolean
}

export async function vehiclesOf(deps: VehicleDeps, userId: number): Promise<VehicleView[]> {
  const rows = await findMemberVehicles(deps.db, userId)
  return rows.map((row) => ({
    id: row.id,
    manufacturerId: row.manufacturer_id,
    seriesId: row.series_id,
    modelId: row.model_id,
    manufacturerName: row.manufacturer_name,
    seriesName: row.series_name,
    modelName: row.model_name,
    buildYear: row.build_year,
    engine: row.engine,
    description: row.description,
    pictureKey: row.picture_key,
    isCurrent: row.is_current,
  }))
}
export const vehicleCatalogue = (deps: VehicleDeps) => findVehicleTree(deps.db)
