import { appContext } from '../context.ts'
import { confirmToken, loadTokenConfirmation } from '../features/accounts/token-confirm.ts'
import { TokenConfirmation } from '../features/accounts/token-confirmation.tsx'
import { accountMeta } from '../forms.ts'
import { Notice } from '../ui/FormCard.tsx'
import type { Route } from './+types/newsletter-confirm.ts'

// The newsletter's own double opt-in (spec 000 §1, §5).

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTokenConfirmation(context.get(appContext), request, 'newsletter')
}

export function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  return confirmToken(app, request, (token) => app.services.accounts.confirmNewsletter(token))
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Newsletter bestätigen', matches)
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmation
      view={actionData ?? loaderData}
      title="Newsletter bestätigen"
      button="Newsletter-Abonnement bestätigen"
      done={<Notice tone="success">Danke! Du erhältst ab jetzt unseren Newsletter.</Notice>}
      invalid="Dieser Link ist ungültig oder abgelaufen."
    />
  )
}
