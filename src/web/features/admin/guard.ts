import { canAdministerSite, canOpenAdmin } from '#domain/permissions.ts'
import type { Refusal } from '#domain/refusal.ts'
import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'
import { refusedForm } from '../../form-parser.ts'
import { requireMember } from '../../forms.ts'

// decision 037: the admin screens open to the staff; some only to admins. Visitors go through login.
// Their forms are read by the one form parser (decision 042).

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

/** The answer to an admin action: back to the screen (303) or the refused form with its status. */
export function adminResult(result: { ok: true } | Refusal, form: FormData, back: string) {
  if (result.ok) return new Response(null, { status: 303, headers: { Location: back } })
  return refusedForm(result, form)
}

/** The sentence an admin screen shows above itself for a refused form: a field's, else the form's. */
export function adminError(answer: { message: string; fieldErrors: Record<string, string> } | undefined) {
  if (!answer) return undefined
  return Object.values(answer.fieldErrors)[0] ?? answer.message
}
