import { pageTitle } from '#domain/titles.ts'
import { PUBLIC_CACHE } from '../cache.ts'
import { appContext } from '../context.ts'
import { loadProfile } from '../features/profile/load-profile.ts'
import { ProfilePage } from '../features/profile/ProfilePage.tsx'
import { useRootData } from '../root.tsx'
import type { Route } from './+types/profile.ts'

// /nutzer/{userSlug}: the public profile (spec 001 §2, §8).

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProfile(context.get(appContext), params.userSlug)
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has('Cache-Control') ? loaderHeaders : { 'Cache-Control': PUBLIC_CACHE }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { user, productName, canonical, description } = loaderData
  return [
    { title: pageTitle(`${user.displayName} auf ${productName}`, productName) },
    { name: 'robots', content: 'noindex,follow' },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ]
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { now } = useRootData()
  return <ProfilePage data={loaderData} now={now} />
}
