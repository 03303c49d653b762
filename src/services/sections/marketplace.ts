import {
  type AdDetail,
  type AdFilter,
  type AdListRow,
  findAd,
  findAdManufacturers,
  findAdsBySeller,
  findAllManufacturers,
  findOpenAds,
  insertAd,
  updateAd,
} from '#db/marketplace.ts'
import { type AdInput, type AdValues, parseAd } from '#domain/marketplace.ts'
import { canManageAd, canPlaceAd, postingRestrictionMessage, type Viewer } from '#domain/permissions.ts'
import { CHECK_FIELDS, type Refusal, refuse } from '#domain/refusal.ts'
import { slugify } from '#domain/routes.ts'
import { marketplaceAdVisibility } from '#domain/visibility.ts'
import { peopleByIds } from './authors.ts'
import { AD_RULE, type SectionsContext } from './context.ts'

// decision 036: the marketplace — open ads listed and filtered, one ad with its seller, and the
// seller's own use cases: place, edit, close. Contacting the seller is a private message
// (/cockpit/pms/CreateMessage.html with the seller and the ad's title filled in).

/** An ad in the list and in 'Meine Anzeigen' (decision 042: pages read view types). */
export interface AdListView {
  id: number
  sellerId: number
  kind: 'vehicle' | 'part'
  title: string
  slug: string
  priceEuro: number
  negotiable: boolean
  modelYear: number | null
  mileageKm: number | null
  postcode: string
  city: string
  status: 'open' | 'closed'
  createdAt: Date
  manufacturer: string | null
}

/** One ad as its page and its edit form show it. */
export interface AdView extends AdListView {
  description: string
  manufacturerId: number | null
  modelId: number | null
  model: string | null
  updatedAt: Date | null
  closedAt: Date | null
  hiddenAt: Date | null
}

function adListView(row: AdListRow): AdListView {
  return {
    id: row.id,
    sellerId: row.seller_id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    priceEuro: row.price_euro,
    negotiable: row.negotiable,
    modelYear: row.model_year,
    mileageKm: row.mileage_km,
    postcode: row.postcode,
    city: row.city,
    status: row.status,
    createdAt: row.created_at,
    manufacturer: row.manufacturer,
  }
}

function adView(row: AdDetail): AdView {
  return {
    ...adListView(row),
    description: row.description,
    manufacturerId: row.manufacturer_id,
    modelId: row.model_id,
    model: row.model,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    hiddenAt: row.hidden_at,
  }
}

export async function listAds(ctx: SectionsContext, filter: AdFilter, before: number | null, limit: number) {
  const [rows, manufacturers] = await Promise.all([
    findOpenAds(ctx.db, filter, before, limit),
    findAdManufacturers(ctx.db),
  ])
  const ads = rows.slice(0, limit)
  return { ads: ads.map(adListView), hasOlder: rows.length > limit, manufacturers }
}

export async function readAd(ctx: SectionsContext, viewer: Viewer | null, id: number) {
  const ad = await findAd(ctx.db, id)
  if (!ad) return null
  const visibility = marketplaceAdVisibility(viewer, {
    status: ad.status,
    sellerId: ad.seller_id,
    hiddenAt: ad.hidden_at,
  })
  const people = await peopleByIds(ctx.db, [ad.seller_id])
  return {
    ad: adView(ad),
    visibility,
    seller: people.get(ad.seller_id) ?? null,
    mayManage: canManageAd(viewer, { sellerId: ad.seller_id }),
  }
}

/** A member's own ads (open and closed) for 'Meine Anzeigen'. */
export async function ownAds(ctx: SectionsContext, viewer: Viewer): Promise<AdListView[]> {
  return (await findAdsBySeller(ctx.db, viewer.userId, 100)).map(adListView)
}

export function adManufacturers(ctx: SectionsContext) {
  return findAllManufacturers(ctx.db)
}

/** The ad's columns as the form gives them. */
function adColumns(ad: AdInput, slug: string) {
  return {
    kind: ad.kind,
    title: ad.title,
    slug,
    description: ad.description,
    price_euro: ad.priceEuro,
    negotiable: ad.negotiable,
    manufacturer_id: ad.manufacturerId,
    model_year: ad.modelYear,
    mileage_km: ad.mileageKm,
    postcode: ad.postcode,
    city: ad.city,
  }
}

/** decision 042: an ad written, or the domain refusal (the field messages under their names). */
export type AdResult = { ok: true; id: number; slug: string } | Refusal

export async function placeAd(
  ctx: SectionsContext,
  viewer: Viewer | null,
  values: AdValues,
): Promise<AdResult> {
  if (viewer === null) return refuse(403, 'policy', 'Bitte melde Dich an, um eine Anzeige aufzugeben.')
  const restriction = await ctx.restrictionOf(viewer)
  if (!canPlaceAd(viewer, restriction))
    return refuse(403, 'policy', restriction ? postingRestrictionMessage(restriction) : 'Nicht erlaubt.')
  const parsed = parseAd(values, ctx.now().getFullYear())
  if (!parsed.ok) return refuse(400, 'parse', CHECK_FIELDS, parsed.errors as Record<string, string>)
  if (!(await ctx.withinLimit(AD_RULE, viewer)))
    return refuse(
      429,
      'limit',
      'Du hast heute schon viele Anzeigen aufgegeben. Bitte versuch es morgen wieder.',
    )
  const { ad } = parsed
  const slug = slugify(ad.title)
  const id = await insertAd(ctx.db, { seller_id: viewer.userId, ...adColumns(ad, slug) })
  ctx.changed()
  return { ok: true, id, slug }
}

export async function editAd(
  ctx: SectionsContext,
  viewer: Viewer | null,
  id: number,
  values: AdValues,
): Promise<AdResult> {
  const existing = await findAd(ctx.db, id)
  if (!existing) return refuse(404, 'conflict', 'Diese Anzeige gibt es nicht.')
  if (!canManageAd(viewer, { sellerId: existing.seller_id }))
    return refuse(403, 'policy', 'Nur der Verkäufer kann diese Anzeige ändern.')
  if (existing.status === 'closed')
    return refuse(400, 'conflict', 'Eine beendete Anzeige kann nicht mehr geändert werden.')
  const parsed = parseAd(values, ctx.now().getFullYear())
  if (!parsed.ok) return refuse(400, 'parse', CHECK_FIELDS, parsed.errors as Record<string, string>)
  const { ad } = parsed
  const slug = slugify(ad.title)
  await updateAd(ctx.db, id, { ...adColumns(ad, slug), updated_at: ctx.now() })
  ctx.changed()
  return { ok: true, id, slug }
}

export async function closeAd(ctx: SectionsContext, viewer: Viewer | null, id: number): Promise<AdResult> {
  const existing = await findAd(ctx.db, id)
  if (!existing) return refuse(404, 'conflict', 'Diese Anzeige gibt es nicht.')
  if (!canManageAd(viewer, { sellerId: existing.seller_id }))
    return refuse(403, 'policy', 'Nur der Verkäufer kann diese Anzeige beenden.')
  if (existing.status === 'open') {
    await updateAd(ctx.db, id, { status: 'closed', closed_at: ctx.now() })
    ctx.changed()
  }
  return { ok: true, id, slug: existing.slug }
}
