import { Link } from 'react-router'
import { appContext } from '../context.ts'
import { confirmToken, loadTokenConfirmation } from '../features/accounts/token-confirm.ts'
import { TokenConfirmation } from '../features/accounts/token-confirmation.tsx'
import { accountMeta } from '../forms.ts'
import { buttonClass } from '../ui/Button.tsx'
import { Notice } from '../ui/FormCard.tsx'
import type { Route } from './+types/account-withdraw.ts'

// Withdrawing a cancellation within three weeks (spec 000 §4).

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTokenConfirmation(context.get(appContext), request, 'withdraw-cancellation')
}

export function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext)
  return confirmToken(app, request, (token) => app.services.accounts.withdrawCancellation(token))
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta('Kündigung zurücknehmen', matches)
}

export default function AccountWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmation
      view={actionData ?? loaderData}
      title="Kündigung zurücknehmen"
      button="Kündigung zurücknehmen"
      done={
        <>
          <Notice tone="success">
            Willkommen zurück! Deine Kündigung ist zurückgenommen, Dein Profil ist wieder aktiv.
          </Notice>
          <Link to="/einloggen" className={buttonClass()}>
            Einloggen
          </Link>
        </>
      }
      invalid="Dieser Link ist ungültig oder abgelaufen. Nach drei Wochen ist die Kündigung endgültig."
    />
  )
}
