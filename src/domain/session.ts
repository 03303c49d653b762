/** Name of the session cookie (accounts issue): its presence marks a request as a member's. */
export const SESSION_COOKIE = 'mt_session'

/** True when the Cookie header carries a session: such pages are rendered for the member, never shared. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))
}
