import { type ReactNode, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { errorPageContent } from '#domain/errors.ts'
import { pageTitle } from '#domain/titles.ts'
import { SITE_VARIANTS } from '#domain/variants.ts'
import type { HeaderData } from '#graphql/operations/types.ts'
import type { Route } from './+types/root.ts'
import { appContext } from './context.ts'
import { routeErrorReason } from './errors.ts'
import { ErrorPage } from './features/errors/ErrorPage.tsx'
import { Frame } from './features/frame/Frame.tsx'
import './theme/global.css'

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  let headerData: HeaderData | null = null
  if (app.viewer) {
    try {
      headerData = (await app.query('UserHeader', {})).user.headerData
    } catch (error) {
      // spec 000 §7: errors in UserHeader are only logged; the page renders without flyout data
      app.log.error('UserHeader failed', { message: error instanceof Error ? error.message : String(error) })
    }
  }
  return {
    productName: app.variant.productName,
    viewer: app.viewer,
    headerData,
    /** Members' forms and the logout link carry it (CSRF). */
    csrfToken: app.session?.csrfToken ?? null,
    now: app.now.toISOString(),
    environmentNote:
      app.appEnv === 'production' ? null : `Umgebung: ${app.appEnv === 'test' ? 'Test' : 'Entwicklung'}`,
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>

/** The root loader's data; every page has it (the root loader reads no database). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root')
  return (
    data ?? {
      productName: SITE_VARIANTS[0]!.productName,
      viewer: null,
      headerData: null,
      csrfToken: null,
      now: new Date().toISOString(),
      environmentNote: null,
    }
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const { productName, environmentNote, viewer, csrfToken } = useRootData()
  const { pathname } = useLocation()
  useEffect(() => {
    // Tests wait for this before clicking (STACK-NOTES trap 12).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <Frame
          productName={productName}
          memberName={viewer?.displayName ?? null}
          logoutToken={csrfToken}
          pathname={pathname}
          environmentNote={environmentNote}
        >
          {children}
        </Frame>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { productName } = useRootData()
  const content = isRouteErrorResponse(error)
    ? errorPageContent(error.status, routeErrorReason(error.data))
    : errorPageContent(500)
  return <ErrorPage content={content} title={pageTitle(content.title, productName)} />
}
