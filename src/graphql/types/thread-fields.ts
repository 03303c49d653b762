import type { ThreadListRow } from '#db/threads.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { ThreadRef } from './thread.ts'

// Thread fields of the topic lists and the thread page (spec 001 §3 Thread, vehicle relation).

interface VehicleRelation {
  manufacturerId: number
  manufacturerName: string
  seriesId: number | null
  seriesName: string | null
  modelId: number | null
  modelName: string | null
}

const VehicleRelationRef = builder.objectRef<VehicleRelation>('VehicleRelation').implement({
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
): Promise<VehicleRelation | null> {
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

builder.objectFields(ThreadRef, (t) => ({
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
