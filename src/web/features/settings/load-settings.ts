import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { requireMember } from '../../forms.ts'

// What every settings page starts from (decision 027): the member (visitors are sent through login
// and back), their settings, and the session's CSRF token for the forms.

export async function memberSettings(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  const settings = await app.services.profile.settingsOf(viewer)
  // a session belongs to an active member; one deactivated meanwhile has none left
  if (!settings) fail('NotFound')
  return { viewer, settings, csrf: app.session?.csrfToken ?? '' }
}

/** A flag in the address after a successful POST (POST-redirect-GET), e.g. ?gespeichert. */
export function flag(request: Request, name: string): boolean {
  return new URL(request.url).searchParams.has(name)
}
