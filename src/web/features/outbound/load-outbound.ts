import { cancelTarget, parseOutboundTarget } from '#domain/outbound.ts'
import type { AppContext } from '../../context.ts'
import { fail } from '../../errors.ts'

/**
 * /out?target=…&referrer=… (spec 001 §2, §5, §8): both parameters are required, else 500
 * InvalidParameterError. A target that is not an http(s) address is refused the same way, so
 * the page can never send anyone to javascript: or data: addresses. No redirect happens here.
 */
export function loadOutbound(app: AppContext, request: Request) {
  const url = new URL(request.url)
  const rawTarget = url.searchParams.get('target')
  const rawReferrer = url.searchParams.get('referrer')
  if (!rawTarget || !rawReferrer) fail('InvalidParameterError', 500)
  const target = parseOutboundTarget(rawTarget)
  if (!target) fail('InvalidParameterError', 500)
  const ownHosts = [...app.variant.hosts, app.variant.domain, url.host]
  return {
    productName: app.variant.productName,
    target,
    targetHost: new URL(target).host,
    cancel: cancelTarget(rawReferrer, ownHosts),
  }
}
