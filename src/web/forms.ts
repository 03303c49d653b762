import { redirect } from 'react-router'
import { safeRedirectPath } from '#domain/redirects.ts'
import { pageTitle } from '#domain/titles.ts'
import { OWN_HOSTS, SITE_VARIANTS } from '#domain/variants.ts'
import { pageAddress } from './canonical.ts'
import type { AppContext } from './context.ts'

/**
 * The posted form; an empty or non-form body (a bare POST from another page's button) reads as
 * an empty form instead of failing. docs/security.md: U+0000 is dropped from every text field — no
 * browser form sends one, and PostgreSQL cannot store it (error 22021, a 500 before).
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return new FormData()
  }
  const cleaned = new FormData()
  for (const [name, value] of form) {
    cleaned.append(
      name.replaceAll('\u0000', ''),
      typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
    )
  }
  return cleaned
}

export function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export function checked(form: FormData, name: string): boolean {
  return form.get(name) === 'on'
}

/** A redirect target from the query or the form, validated; null when absent or foreign. */
export function redirectTarget(
  request: Request,
  form: FormData | null,
  name = 'redirectAfterProcess',
): string | null {
  const fromForm = form ? form.get(name) : null
  const raw =
    typeof fromForm === 'string' && fromForm !== '' ? fromForm : new URL(request.url).searchParams.get(name)
  return safeRedirectPath(raw, [...OWN_HOSTS, new URL(request.url).hostname])
}

/** Members-only pages send visitors through login and back (decision 004). */
export function requireMember(request: Request, app: AppContext): NonNullable<AppContext['viewer']> {
  if (app.viewer) return app.viewer
  throw redirect(loginPath(pageAddress(request)))
}

/** The login page with a return target. */
export function loginPath(returnTo: string): string {
  return `/einloggen?redirectAfterProcess=${encodeURIComponent(returnTo)}`
}

export const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** The account pages' headers: never stored, and the CSRF cookie when one was just made. */
export function headersWith(setCookie: string | null): Headers {
  const headers = new Headers(NO_STORE)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return headers
}

type MatchLike = { id: string; loaderData?: unknown } | undefined

/** The product name from the root loader's data, for `meta` functions. */
export function productNameFrom(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  return typeof root === 'object' &&
    root !== null &&
    'productName' in root &&
    typeof root.productName === 'string'
    ? root.productName
    : SITE_VARIANTS[0]!.productName
}

/** Utility pages (forms, confirmations) stay out of search engines. */
export function accountMeta(title: string, matches: readonly MatchLike[]) {
  return [{ title: pageTitle(title, productNameFrom(matches)) }, { name: 'robots', content: 'noindex' }]
}
