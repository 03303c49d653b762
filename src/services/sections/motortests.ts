import { findMotortest, findMotortestFilters, findMotortests } from '#db/motortests.ts'
import { canEditMotortest, type Viewer } from '#domain/permissions.ts'
import { motortestVisible } from '#domain/visibility.ts'
import { peopleByIds } from './authors.ts'
import { listComments } from './comments.ts'
import type { SectionsContext } from './context.ts'

// decision 036: vehicle tests — `/tests` with its filters by manufacturer and model, and one review
// with its comments. Tests have no hidden state yet: every visitor sees every test.

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
    tests: tests.map((row) => ({ ...row, author: people.get(row.author_id) ?? null })),
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
  return {
    test,
    author: people.get(test.author_id) ?? null,
    comments,
    commentsEnabled: host.commentsEnabled,
    mayEdit: canEditMotortest(viewer, { authorId: test.author_id }),
  }
}
