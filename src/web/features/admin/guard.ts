import { data } from 'react-router'
import { canAdministerSite, canOpenAdmin } from '#domain/permissions.ts'
import type { AppContext } from '../../context.ts'
import { CSRF_FAILED, verifyCsrf } from '../../csrf.ts'
import { fail } from '../../errors.ts'
import { NO_STORE, readForm, requireMember } from '../../forms.ts'

// decision 037: the admin screens open to the staff; some only to admins. Visitors go through login.

export function requireStaff(request: Request, app: AppContext) {
  const viewer = requireMember(request, app)
  if (!canOpenAdmin(viewer)) fail('PermissionDenied')
  return viewer
}

export function requireAdmin(request: Request, app: AppContext) {
  const viewer = requireStaff(request, app)
  if (!canAdministerSite(viewer)) fail('PermissionDenied')
  return viewer
}

/** A posted admin form with its CSRF token checked; null and a 403 answer when the token is wrong. */
export async function adminForm(request: Request, app: AppContext) {
  const form = await readForm(request)
  if (!verifyCsrf(request, form, app))
    return { form, refused: data({ error: CSRF_FAILED }, { status: 403, headers: NO_STORE }) }
  return { form, refused: null }
}

/** The answer to an admin action: back to the screen (303) or the refusal with its status. */
export function adminResult(
  result: { ok: true } | { ok: false; status: number; error: string },
  back: string,
) {
  if (result.ok) return new Response(null, { status: 303, headers: { Location: back } })
  return data({ error: result.error }, { status: result.status, headers: NO_STORE })
}
