import { data } from 'react-router'
import { formatNumber } from '#domain/numbers.ts'
import { formatLongDate } from '#domain/time.ts'
import { pageCacheHeaders } from '../../cache.ts'
import type { AppContext } from '../../context.ts'
import { fail, reasonOf } from '../../errors.ts'

// The public profile's data (spec 001 §7 UserProfileBySlug) and its answers (spec 001 §8):
// 'installHook.js.map' (a browser extension's request) and unknown members 404, an anonymised
// member without a readable post 410 LoginRequired, anything else 500.

export async function loadProfile(app: AppContext, slug: string) {
  if (slug === 'installHook.js.map') fail('NotFound')
  // docs/security.md: a NUL or another control character is no member's slug (PostgreSQL refuses NUL)
  if ([...slug].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) fail('UserNotFound')
  let result: Awaited<ReturnType<typeof app.query<'UserProfileBySlug'>>>
  try {
    result = await app.query('UserProfileBySlug', { slug })
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === 'UserNotFound' || reason === 'IdNotFound' || reason === 'NotFound') fail(reason)
    throw error
  }
  const user = result.users.bySlug
  if (user.isAnonymized && !user.statistics.lastPost) fail('LoginRequired')
  const { statistics, profileData } = user
  const since = formatLongDate(new Date(profileData.registrationDate))
  // spec 000 §3: what a logged-in member sees of their tie to someone else (buddy, ignore list)
  const viewer = app.viewer
  const member =
    viewer && viewer.userId !== user.userId && !user.isAnonymized
      ? {
          csrf: app.session?.csrfToken ?? '',
          relation: await app.services.members.relationTo(viewer, user.userId),
          ignored: await app.services.messages.ignores(viewer, user.userId),
        }
      : null
  return data(
    {
      user,
      canonical: user.canonicalUrl,
      description: `${user.displayName} ist seit ${since} Mitglied bei ${app.variant.productName}: ${formatNumber(statistics.numberOfTopics)} Themen, ${formatNumber(statistics.numberOfReplies)} Antworten.`,
      productName: app.variant.productName,
      isOwnProfile: app.viewer?.userId === user.userId,
      member,
    },
    { headers: pageCacheHeaders(app) },
  )
}

export type ProfilePageData = Awaited<ReturnType<typeof loadProfile>>['data']
