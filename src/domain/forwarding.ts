// Requests made on this machine itself, as the operator pages (/metrics, the development mailbox
// /dev/mailbox) need to tell them. A proxy on the same machine connects from loopback too, so a
// loopback peer is only local when no header says the request was passed on.

/** The headers a proxy adds when it passes a request on (RFC 7239, the X-Forwarded family, nginx, RFC 9110 Via). */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'via',
] as const

/** Whether any forwarding header is present; `has` asks the request's headers (Fetch or Node). */
export function cameThroughProxy(has: (name: string) => boolean): boolean {
  return FORWARDING_HEADERS.some((name) => has(name))
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(ip: string | null | undefined): boolean {
  if (!ip) return false
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}
