import DataLoader from 'dataloader'
import { findThreadReadPositions } from '#db/subscriptions.ts'
import type { ThreadListRow } from '#db/threads.ts'
import { pageOfPosition } from '#domain/pagination.ts'
import { threadPath, withPage } from '#domain/routes.ts'
import type { VehicleTag } from '#domain/vehicle-tag.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { ThreadRef } from './thread.ts'

// Thread fields of the topic lists and the thread page (spec 001 §3 Thread, vehicle relation).

const VehicleRelationRef = builder.objectRef<VehicleTag>('VehicleRelation').implement({
  description: 'spec 001 §3 fzdbRelation: the vehicle a topic is about.',
  fields: (t) => ({
    manufacturerId: t.exposeInt('manufacturerId'),
    manufacturerName: t.exposeString('manufacturerName'),
    seriesId: t.exposeInt('seriesId', { nullable: true }),
    seriesName: t.exposeString('seriesName', { nullable: true }),
    modelId: t.exposeInt('modelId', { nullable: true }),
    modelName: t.exposeString('modelName', { nullable: true }),
  }),
})

export async function vehicleRelation(
  ctx: GraphQLContext,
  thread: ThreadListRow,
): Promise<VehicleTag | null> {
  if (thread.manufacturer_id === null) return null
  const [manufacturerName, seriesName, modelName] = await Promise.all([
    ctx.loaders.vehicleName.load({ kind: 'manufacturer', id: thread.manufacturer_id }),
    thread.series_id === null ? null : ctx.loaders.vehicleName.load({ kind: 'series', id: thread.series_id }),
    thread.model_id === null ? null : ctx.loaders.vehicleName.load({ kind: 'model', id: thread.model_id }),
  ])
  if (manufacturerName === null) return null
  return {
    manufacturerId: thread.manufacturer_id,
    manufacturerName,
    seriesId: thread.series_id,
    seriesName,
    modelId: thread.model_id,
    modelName,
  }
}

/** decision 029: the read positions of the followed threads asked for in one request (one query). */
type ReadRow = { read_position: number; next_position: number }
const readPositions = new WeakMap<GraphQLContext, DataLoader<number, ReadRow | null>>()
function readPositionLoader(ctx: GraphQLContext, userId: number): DataLoader<number, ReadRow | null> {
  let loader = readPositions.get(ctx)
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const byId = await findThreadReadPositions(ctx.db, userId, ids)
      return ids.map((id) => byId.get(id) ?? null)
    })
    readPositions.set(ctx, loader)
  }
  return loader
}

const ThreadUnreadRef = builder.objectRef<{ newPosts: number; path: string }>('ThreadUnread').implement({
  description: 'decision 029: what is new for the member in a followed thread.',
  fields: (t) => ({
    newPosts: t.exposeInt('newPosts'),
    path: t.exposeString('path', { description: 'The page of the first unread post, at the divider.' }),
  }),
})

builder.objectFields(ThreadRef, (t) => ({
  unread: t.field({
    type: ThreadUnreadRef,
    nullable: true,
    description: 'decision 029: null for visitors, threads the member does not follow, or nothing new.',
    resolve: async (thread, _args, ctx) => {
      if (!ctx.viewer) return null
      const row = await readPositionLoader(ctx, ctx.viewer.userId).load(thread.id)
      if (!row || row.read_position >= row.next_position) return null
      return {
        newPosts: row.next_position - row.read_position,
        path:
          row.read_position > 0
            ? `${withPage(threadPath(thread), pageOfPosition(row.read_position))}#ungelesen`
            : threadPath(thread),
      }
    },
  }),
  isSticky: t.exposeBoolean('is_sticky'),
  isOpen: t.exposeBoolean('is_open'),
  numberOfPosts: t.exposeInt('post_count'),
  hasBestAnswer: t.boolean({ resolve: (thread) => thread.best_post_id !== null }),
  fzdbRelation: t.field({
    type: VehicleRelationRef,
    nullable: true,
    resolve: (thread, _args, ctx) => vehicleRelation(ctx, thread),
  }),
}))
