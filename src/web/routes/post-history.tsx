import { data, redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { pageAddress } from '../canonical.ts'
import { appContext } from '../context.ts'
import { fail, reasonOf } from '../errors.ts'
import { PostHistoryPage } from '../features/editing/PostHistoryPage.tsx'
import { accountMeta, loginPath, NO_STORE } from '../forms.ts'
import type { Route } from './+types/post-history.ts'

// A post's versions (decision 026): /forum/aktion/PostHistory.html?postId=N, newest first, for those
// who decide the board's cases (its moderators, admins); 403 for everyone else who sees the post,
// 404 for a post they do not see; visitors go through login. Never cached, never indexed.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const postId = parseId(new URL(request.url).searchParams.get('postId'))
  if (postId === null) fail('NotFound')
  if (!app.viewer) throw redirect(loginPath(pageAddress(request)))
  let result: Awaited<ReturnType<typeof app.query<'PostHistory'>>>
  try {
    result = await app.query('PostHistory', { postId })
  } catch (error) {
    const reason = reasonOf(error)
    if (reason === 'Deleted' || reason === 'HiddenLoggedOut') fail(reason)
    throw error
  }
  const post = result.post
  if (!post) fail('NotFound')
  if (post.revisions === null) fail('PermissionDenied')
  return data({ post }, { headers: NO_STORE })
}

export function headers() {
  return NO_STORE
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return accountMeta(
    loaderData ? `Versionen von Beitrag #${loaderData.post.position + 1}` : 'Versionen eines Beitrags',
    matches,
  )
}

export default function PostHistory({ loaderData }: Route.ComponentProps) {
  return <PostHistoryPage post={loaderData.post} />
}
