import { Form, useNavigate, useNavigation } from 'react-router'
import { appContext } from '../context.ts'
import { loadReport, submitReport } from '../features/report/load-report.ts'
import styles from '../features/report/Report.module.css'
import { ReportDialog } from '../features/report/ReportDialog.tsx'
import { inDialog, unavailableInDialog } from '../features/report/report-route.ts'
import { accountMeta } from '../forms.ts'
import type { Route } from './+types/report.ts'

// spec 001 §2 `/melden/{category}/*`: opens the report dialog; closing it leads to the legacy
// path of spec 001 §7. The `Melden` menus load the same data in-page (?dialog=1: failures come
// back as data, so the page behind shows a toast instead of an error page).

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = context.get(appContext)
  if (!inDialog(request)) return loadReport(app, request, params)
  return loadReport(app, request, params).catch((error: unknown) => unavailableInDialog(error, app))
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = context.get(appContext)
  if (!inDialog(request)) return submitReport(app, request, params)
  return submitReport(app, request, params).catch((error: unknown) => unavailableInDialog(error, app))
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData && 'title' in loaderData ? loaderData.title : 'Inhalt melden'
  return accountMeta(title, matches)
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  if (view.kind === 'unavailable') return null
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{view.title}</h1>
      <ReportDialog
        view={view}
        page
        FormComponent={Form}
        action={view.reportPath}
        submitting={navigation.state === 'submitting'}
        onClose={() => navigate(view.returnPath)}
      />
    </div>
  )
}
