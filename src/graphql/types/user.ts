import type { RoleRow, UserRow } from '#db/users.ts'
import { avatarSrcSet } from '#domain/profile.ts'
import { boardPath, userPath } from '#domain/routes.ts'
import { canonicalUrl } from '#domain/variants.ts'
import { builder } from '../builder.ts'

export const DEFAULT_AVATAR_URL = '/images/avatar-default.svg'

export const UserRef = builder.objectRef<UserRow>('User')

interface RoleRelation {
  role: RoleRow['role']
  boards: { id: number; name: string; slug: string }[]
}

const RoleRelationRef = builder.objectRef<RoleRelation>('RoleRelation')
const RelatedBoardRef = builder.objectRef<RoleRelation['boards'][number]>('RelatedBoard')

RelatedBoardRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    path: t.string({ resolve: (board) => boardPath(board) }),
  }),
})

RoleRelationRef.implement({
  description: 'A role, and the boards it is tied to (none: everywhere).',
  fields: (t) => ({
    userRole: t.string({ resolve: (relation) => relation.role }),
    relatedBoards: t.field({ type: [RelatedBoardRef], resolve: (relation) => relation.boards }),
  }),
})

/** Role rows grouped per role (spec 000 §3: each relation has userRole and relatedBoards). */
export function groupRoles(rows: RoleRow[]): RoleRelation[] {
  const byRole = new Map<RoleRow['role'], RoleRelation>()
  for (const row of rows) {
    const relation = byRole.get(row.role) ?? { role: row.role, boards: [] }
    byRole.set(row.role, relation)
    if (row.board_id !== null && row.board_name !== null && row.board_slug !== null) {
      relation.boards.push({ id: row.board_id, name: row.board_name, slug: row.board_slug })
    }
  }
  return [...byRole.values()]
}

UserRef.implement({
  fields: (t) => ({
    userId: t.exposeInt('id'),
    name: t.exposeString('username'),
    displayName: t.exposeString('display_name'),
    slug: t.exposeString('slug'),
    path: t.string({ resolve: (user) => userPath(user) }),
    canonicalUrl: t.string({ resolve: (user, _args, ctx) => canonicalUrl(ctx.variant, userPath(user)) }),
    avatarUrl: t.string({ resolve: (user) => user.avatar_url ?? DEFAULT_AVATAR_URL }),
    avatarSrcSet: t.string({
      nullable: true,
      description:
        'decisions 024–027: an uploaded avatar in 70, 140 and 280 px (spec 000 §5: cropped to 70 × 70) as an img srcset with width descriptors; null for the default picture.',
      resolve: (user) => avatarSrcSet(user.avatar_url),
    }),
    isAnonymized: t.exposeBoolean('is_anonymized'),
    numberOfPosts: t.int({
      description: 'Topics and replies written (as the profile counts them), beside the name in posts.',
      resolve: (user) => user.topic_count + user.reply_count,
    }),
    memberSince: t.field({
      type: 'DateTime',
      description: 'When the member registered, beside the name in posts.',
      resolve: (user) => user.registered_at,
    }),
    currentVehicle: t.string({
      nullable: true,
      description:
        "The member's current vehicle as the public vehicle profile names it ('VW Golf 7'), beside the name in posts; null without one or for an anonymised account.",
      resolve: async (user, _args, ctx) => {
        if (user.is_anonymized) return null
        const vehicle = await ctx.loaders.currentVehicle.load(user.id)
        if (!vehicle) return null
        return [vehicle.manufacturer_name, vehicle.series_name, vehicle.model_name]
          .filter((part): part is string => part !== null && part !== '')
          .join(' ')
      },
    }),
    roleRelations: t.field({
      type: [RoleRelationRef],
      resolve: async (user, _args, ctx) => groupRoles(await ctx.loaders.roles.load(user.id)),
    }),
  }),
})

export const UserQueryRef = builder.objectRef<object>('UserQuery')

UserQueryRef.implement({
  fields: (t) => ({
    whoAmI: t.field({
      type: UserRef,
      nullable: true,
      description: 'The logged-in member; null for visitors (spec 000 §7).',
      resolve: (_parent, _args, ctx) => (ctx.viewer ? ctx.loaders.user.load(ctx.viewer.userId) : null),
    }),
  }),
})

builder.queryFields((t) => ({
  user: t.field({ type: UserQueryRef, resolve: () => ({}) }),
  me: t.field({
    type: UserRef,
    nullable: true,
    resolve: (_parent, _args, ctx) => (ctx.viewer ? ctx.loaders.user.load(ctx.viewer.userId) : null),
  }),
}))
