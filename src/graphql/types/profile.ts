import type { ProfileRow } from '#db/profiles.ts'
import { findProfileUserBySlug, findSlugByUserId } from '#db/profiles.ts'
import type { UserRow } from '#db/users.ts'
import { AppError } from '#domain/errors.ts'
import { canReadHiddenProfileTexts, roleLabel } from '#domain/permissions.ts'
import { builder } from '../builder.ts'
import type { GraphQLContext } from '../context.ts'
import { readableThread, visiblePost } from '../visible.ts'
import { UsersQueryRef } from './members.ts'
import { PostRef } from './post.ts'
import { ThreadRef } from './thread.ts'
import { groupRoles, UserRef } from './user.ts'

// The public profile (spec 001 §2 Public user profile, §3 User, §7 UserProfileBySlug,
// UserIdByUserSlug, UserSlugByUserId).

async function profileOf(ctx: GraphQLContext, userId: number): Promise<ProfileRow> {
  const row = await ctx.loaders.profile.load(userId)
  if (!row) throw new AppError('UserNotFound', 'Dieses Mitglied gibt es nicht.')
  return row
}

/** decision 020: texts hidden by a measure reach only their owner and admins. */
function withheld(user: Pick<UserRow, 'id' | 'profile_hidden_at'>, ctx: GraphQLContext): boolean {
  return user.profile_hidden_at !== null && !canReadHiddenProfileTexts(ctx.viewer, user.id)
}

/**
 * spec 001 §3 profileData. The short texts (user title, signature) come with the user row, so a
 * post's author line and signature cost no query of their own (decision 027); 'Über mich', the
 * registration date and the online status come from the profile loader.
 */
const ProfileDataRef = builder.objectRef<UserRow>('ProfileData').implement({
  fields: (t) => ({
    registrationDate: t.field({
      type: 'DateTime',
      resolve: async (user, _args, ctx) => (await profileOf(ctx, user.id)).registered_at,
    }),
    personalInformation: t.string({
      description:
        "'Über mich' in the posts' markup; empty while hidden by the moderation (except for its owner and admins)",
      resolve: async (user, _args, ctx) =>
        withheld(user, ctx) ? '' : (await profileOf(ctx, user.id)).about_me,
    }),
    signature: t.string({
      description:
        'Shown under every post of the member (decision 027): inline markup only; empty while hidden by the moderation.',
      resolve: (user, _args, ctx) => (withheld(user, ctx) ? '' : user.signature),
    }),
    userTitle: t.string({
      nullable: true,
      description:
        'The custom user title (spec 000 §5: more than 30 posts), under the name on the profile and in posts; null while hidden.',
      resolve: (user, _args, ctx) => (withheld(user, ctx) ? null : user.user_title),
    }),
    isHiddenByModeration: t.boolean({
      description: 'decision 020: the texts were hidden by a measure of the moderation.',
      resolve: (user) => user.profile_hidden_at !== null,
    }),
    textsWithheld: t.boolean({
      description: 'The texts are hidden from this viewer (everyone but the owner and admins).',
      resolve: (user, _args, ctx) => withheld(user, ctx),
    }),
    onlineStatus: t.string({
      description: "'online' when seen within the last minutes, else 'offline'",
      resolve: async (user, _args, ctx) => ((await profileOf(ctx, user.id)).is_online ? 'online' : 'offline'),
    }),
  }),
})

const UserStatisticsRef = builder.objectRef<ProfileRow>('UserStatistics').implement({
  fields: (t) => ({
    lastPost: t.field({
      type: PostRef,
      nullable: true,
      description: 'The newest post everyone may read.',
      resolve: async (row, _args, ctx) => {
        // decision 019: the stored id may point into a thread hidden since
        return visiblePost(ctx, row.last_post_id)
      },
    }),
    numberOfArticles: t.exposeInt('article_count'),
    numberOfTopics: t.exposeInt('topic_count'),
    numberOfReplies: t.exposeInt('reply_count'),
    numThumbsUpReceived: t.exposeInt('thumbs_up_received'),
    numberOfVehicles: t.exposeInt('vehicle_count', {
      description: 'Vehicle profiles, current and former (spec 000 §3).',
    }),
    numberOfFriends: t.exposeInt('friend_count'),
    numberOfComments: t.int({
      description: 'Blog comments are not part of the product yet.',
      resolve: () => 0,
    }),
  }),
})

builder.objectFields(UserRef, (t) => ({
  role: t.string({
    nullable: true,
    description:
      'The role shown on the profile: the first of systemAccount, admin, moderator, godfather, fzdbAdmin, faqAuthor.',
    resolve: async (user, _args, ctx) => {
      const roleRelations = groupRoles(await ctx.loaders.roles.load(user.id)).map((relation) => ({
        userRole: relation.role,
        relatedBoards: relation.boards,
      }))
      return roleLabel({ roleRelations })?.role ?? null
    },
  }),
  profileData: t.field({ type: ProfileDataRef, resolve: (user) => user }),
  statistics: t.field({ type: UserStatisticsRef, resolve: (user, _args, ctx) => profileOf(ctx, user.id) }),
}))

builder.objectFields(PostRef, (t) => ({
  thread: t.field({
    type: ThreadRef,
    nullable: true,
    description: 'The thread of the post, when the viewer may read it.',
    resolve: (post, _args, ctx) => readableThread(ctx, post.thread_id).catch(() => null),
  }),
}))

builder.objectFields(UsersQueryRef, (t) => ({
  bySlug: t.field({
    type: UserRef,
    description: 'spec 001 §7 UserProfileBySlug. Unknown, unconfirmed or deactivated: UserNotFound.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const user = await findProfileUserBySlug(ctx.db, args.slug)
      if (!user) throw new AppError('UserNotFound', 'Dieses Mitglied gibt es nicht.')
      ctx.loaders.user.prime(user.id, user)
      return user
    },
  }),
  idBySlug: t.int({
    description: 'spec 001 §7 UserIdByUserSlug.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const user = await findProfileUserBySlug(ctx.db, args.slug)
      if (!user) throw new AppError('UserNotFound', 'Dieses Mitglied gibt es nicht.')
      return user.id
    },
  }),
  slugById: t.string({
    description: 'spec 001 §7 UserSlugByUserId.',
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (_parent, args, ctx) => {
      const user = await findSlugByUserId(ctx.db, args.userId)
      if (!user) throw new AppError('UserNotFound', 'Dieses Mitglied gibt es nicht.')
      return user.slug
    },
  }),
}))
