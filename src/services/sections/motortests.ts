import { findMotortest, findMotortestFilters, findMotortests } from '#db/motortests.ts'
import { canEditMotortest, type Viewer } from '#domain/permissions.ts'
import { motortestVisible } from '#domain/visibility.ts'
import { type PersonLink, peopleByIds } from './authors.ts'
import { listComments } from './comments.ts'
import type { SectionsContext } from './context.ts'

// decision 036: vehicle tests — `/tests` with its filters by manufacturer and model, and one review
// with its comments. Tests have no hidden state yet: every visitor sees every test.

/** A test in the `/tests` list (decision 042: pages read view types). */
export interface MotortestListView {
  id: number
  title: string
  slug: string
  pictureUrl: string | null
  /** spec 001 §3: on a scale of 50. */
  rating: number
  createdAt: Date
  manufacturer: string | null
  series: string | null
  model: string | null
  body: string
  author: PersonLink | null
}

/** One test with its vehicle's names, as its page shows it. */
export interface MotortestView {
  id: number
  authorId: number
  title: string
  slug: string
  pictureUrl: string | null
  rating: number
  createdAt: Date
  body: string
  pros: string[]
  cons: string[]
  manufacturer: string | null
  series: string | null
  model: string | null
  modelYear: number | null
  powerPs: number | null
  mileageKm: number | null
  fuel: string | null
  manufacturerId: number | null
  seriesId: number | null
  hiddenAt: Date | null
}

export async function listMotortests(
  ctx: SectionsContext,
  filter: { manufacturerId: number | null; seriesId: number | null },
  before: number | null,
  limit: number,
) {
  const [rows, filters] = await Promise.all([
    findMotortests(ctx.db, filter, before, limit),
    findMotortestFilters(ctx.db, filter.manufacturerId),
  ])
  const tests = rows.slice(0, limit)
  const people = await peopleByIds(
    ctx.db,
    tests.map((row) => row.author_id),
  )
  return {
    tests: tests.map(
      (row): MotortestListView => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        pictureUrl: row.picture_url,
        rating: row.rating,
        createdAt: row.created_at,
        manufacturer: row.manufacturer,
        series: row.series,
        model: row.model,
        body: row.body,
        author: people.get(row.author_id) ?? null,
      }),
    ),
    hasOlder: rows.length > limit,
    filters,
  }
}

export async function readMotortest(ctx: SectionsContext, viewer: Viewer | null, id: number) {
  const test = await findMotortest(ctx.db, id)
  if (!test || !motortestVisible(viewer, { authorId: test.author_id, hiddenAt: test.hidden_at })) return null
  const host = {
    type: 'test' as const,
    id,
    commentsEnabled: test.comments_enabled && test.hidden_at === null,
    ratingEnabled: false,
    quotesEnabled: true,
    published: test.hidden_at === null,
    ownerIds: [test.author_id],
  }
  const [people, comments] = await Promise.all([
    peopleByIds(ctx.db, [test.author_id]),
    listComments(ctx, viewer, host),
  ])
  const view: MotortestView = {
    id: test.id,
    authorId: test.author_id,
    title: test.title,
    slug: test.slug,
    pictureUrl: test.picture_url,
    rating: test.rating,
    createdAt: test.created_at,
    body: test.body,
    pros: test.pros,
    cons: test.cons,
    manufacturer: test.manufacturer,
    series: test.series,
    model: test.model,
    modelYear: test.model_year,
    powerPs: test.power_ps,
    mileageKm: test.mileage_km,
    fuel: test.fuel,
    manufacturerId: test.manufacturer_id,
    seriesId: test.series_id,
    hiddenAt: test.hidden_at,
  }
  return {
    test: view,
    author: people.get(test.author_id) ?? null,
    comments,
    commentsEnabled: host.commentsEnabled,
    mayEdit: canEditMotortest(viewer, { authorId: test.author_id }),
  }
}
