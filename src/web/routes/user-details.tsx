import { redirect } from 'react-router'
import { parseId } from '#domain/ids.ts'
import { userPath } from '#domain/routes.ts'
import { appContext } from '../context.ts'
import { fail, reasonOf } from '../errors.ts'
import type { Route } from './+types/user-details.ts'

// /mitglieder/aktion/UserDetails.html?userId={id} (spec 001 §2): the legacy profile address
// answers 301 to /nutzer/{slug}; without a valid id, or for an unknown member, 404.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  const userId = parseId(new URL(request.url).searchParams.get('userId'))
  if (userId === null) fail('IdNotFound')
  try {
    const result = await app.query('UserSlugByUserId', { userId })
    throw redirect(userPath({ slug: result.users.slugById }), 301)
  } catch (error) {
    if (error instanceof Response) throw error
    const reason = reasonOf(error)
    if (reason === 'UserNotFound') fail(reason)
    throw error
  }
}

// spec 000 §2.5: a page module, so that a browser's GET gets the error page, never raw data
export default function UserDetails() {
  return null
}
