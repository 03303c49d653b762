import { countOnlineMembers, findNewestMembers } from '#db/members.ts'
import { HOME_NEWEST_MEMBERS } from '#domain/limits.ts'
import { builder } from '../builder.ts'
import { listLimit } from './list-limit.ts'
import { UserRef } from './user.ts'

// Member listings of the home page (spec 000 §7 LandingPageData: users.onlineCount,
// users.latest(limit 16)).

export const UsersQueryRef = builder.objectRef<object>('UsersQuery')

UsersQueryRef.implement({
  fields: (t) => ({
    onlineCount: t.int({
      description: 'Members active within the last minutes.',
      resolve: (_parent, _args, ctx) => countOnlineMembers(ctx.db),
    }),
    latest: t.field({
      type: [UserRef],
      description: 'The newest members, newest first.',
      args: { limit: t.arg.int({ required: false }) },
      resolve: async (_parent, args, ctx) => {
        const users = await findNewestMembers(ctx.db, listLimit(args.limit, HOME_NEWEST_MEMBERS))
        for (const user of users) ctx.loaders.user.prime(user.id, user)
        return users
      },
    }),
  }),
})

builder.queryFields((t) => ({
  users: t.field({ type: UsersQueryRef, resolve: () => ({}) }),
}))
