import { data } from 'react-router'
import type { EmailTokenPurpose } from '#db/schema.ts'
import { MailLinkInput } from '#domain/account-input.ts'
import type { AppContext } from '../../context.ts'
import { formToken } from '../../csrf.ts'
import { keptValues, parseForm } from '../../form-parser.ts'
import { headersWith } from '../../forms.ts'

// A mailed link that asks for one click before it acts (a GET must change nothing: mail
// scanners open links): the newsletter's opt-in, withdrawing a cancellation. One page for both
// (the two routes were copies).

// The loader's and action's side; the page is token-confirmation.tsx (this module's schema and
// zod stay out of the browser bundle, decision 018).

export type TokenConfirmationState = 'confirm' | 'done' | 'invalid'

export interface TokenConfirmationView {
  state: TokenConfirmationState
  token: string
  csrf: string
  error: string | null
}

/** GET: the button when the link still works, 'invalid' otherwise. */
export async function loadTokenConfirmation(app: AppContext, request: Request, purpose: EmailTokenPurpose) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const usable = token !== '' && (await app.services.accounts.isTokenUsable(token, purpose))
  const { token: csrf, setCookie } = formToken(request, app)
  const view: TokenConfirmationView = { state: usable ? 'confirm' : 'invalid', token, csrf, error: null }
  return data(view, { headers: headersWith(setCookie) })
}

/** POST: acts once with the token; 403 without the form's token, 410 for a used or old link. */
export async function confirmToken(
  app: AppContext,
  request: Request,
  act: (token: string) => Promise<boolean>,
) {
  const parsed = await parseForm(request, app, MailLinkInput)
  const { token: csrf, setCookie } = formToken(request, app)
  if (!parsed.ok) {
    // the button again, with the link's token, to try once more
    const token = keptValues(parsed.form).token ?? ''
    const view: TokenConfirmationView = { state: 'confirm', token, csrf, error: parsed.refusal.message }
    return data(view, { status: parsed.refusal.status, headers: headersWith(setCookie) })
  }
  const done = await act(parsed.values.token)
  const view: TokenConfirmationView = { state: done ? 'done' : 'invalid', token: '', csrf, error: null }
  return data(view, { status: done ? 200 : 410, headers: headersWith(setCookie) })
}
