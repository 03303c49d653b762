import { type ReactNode, useContext, useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from 'react-router'
import { errorPageContent } from '#domain/errors.ts'
import { DEFAULT_FEATURE_SWITCHES } from '#domain/features.ts'
import { keptTextsIn } from '#domain/kept-text.ts'
import { pageTitle } from '#domain/titles.ts'
import { SITE_VARIANTS } from '#domain/variants.ts'
import type { HeaderData } from '#graphql/operations/types.ts'
import type { Route } from './+types/root.ts'
import { type AppContext, appContext } from './context.ts'
import { fail, routeErrorReason } from './errors.ts'
import { ErrorPage } from './features/errors/ErrorPage.tsx'
import { Frame } from './features/frame/Frame.tsx'
import { useHeaderData } from './features/live/live-header.ts'
import { useLiveEvents } from './features/live/useLiveEvents.ts'
import { IslandsContext } from './islands/context.ts'
import { loadFeatureSwitches } from './load-features.ts'
import { BOOT_SCRIPT } from './theme/boot-script.ts'
import { showFlashNotice, showModerationNotice } from './ui/address-notices.ts'
import { isChunkLoadFailure } from './ui/chunks.ts'
import { Island } from './ui/Island.tsx'
import { type AppLinkProps, LinkContext, NavigateContext } from './ui/link-context.tsx'
import { PageNotices } from './ui/PageNotices.tsx'
import { ProgressBar } from './ui/ProgressBar.tsx'
import { ChunkFailure, ReloadOffer } from './ui/ReloadOffer.tsx'
import { Toasts } from './ui/Toasts.tsx'
import './theme/global.css'

/** spec 000 §7: errors in UserHeader are only logged; the page renders without flyout data. */
async function loadHeaderData(app: AppContext): Promise<HeaderData | null> {
  if (!app.viewer) return null
  try {
    return (await app.query('UserHeader', {})).user.headerData
  } catch (error) {
    app.log.error('UserHeader failed', { message: error instanceof Error ? error.message : String(error) })
    return null
  }
}

/**
 * Requests answered before any action or loader runs, with the error page: docs/security.md, a body
 * over its limit (the server refused it); decision 016, the database failed before React Router
 * ran (the session lookup) or the server answers a request again after an outage (503).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const app = context.get(appContext)
    if (app.refusal !== null) {
      const reason = app.refusal === 413 ? 'PayloadTooLarge' : 'PermissionDenied'
      throw data({ reason }, { status: app.refusal })
    }
    if (app.requestState.databaseUnavailable) {
      // a form posted during the outage: its typed text comes back on the 503 page
      const kept = app.requestState.keptTexts ?? []
      if (kept.length > 0) throw data({ reason: 'ServiceUnavailable', kept }, { status: 503 })
      fail('ServiceUnavailable')
    }
    return next()
  },
]

/** spec 000 §2.5: the error page keeps the Allow of a 405 (onlyPost), which says what the address takes. */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const allow = errorHeaders?.get('Allow')
  return allow ? new Headers({ Allow: allow }) : new Headers()
}

export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext)
  // decision 021: staff see their queue's open cases in the header; visitors cost nothing here
  const [headerData, features, openCases] = await Promise.all([
    loadHeaderData(app),
    loadFeatureSwitches(app),
    app.viewer ? app.services.moderationViews.openCount(app.viewer) : null,
  ])
  return {
    productName: app.variant.productName,
    platformCode: app.variant.platformCode,
    /** The test-focused variant names itself next to the logo (spec 000 §1). */
    variantLabel: app.variant.key === 'main' ? null : 'Tests',
    viewer: app.viewer,
    headerData,
    /** The open cases of the staff member's queue; null for everyone else. */
    openCases,
    /** Members' forms and the logout link carry it (CSRF). */
    csrfToken: app.session?.csrfToken ?? null,
    now: app.now.toISOString(),
    environmentNote:
      app.appEnv === 'production' ? null : `Umgebung: ${app.appEnv === 'test' ? 'Test' : 'Entwicklung'}`,
    features,
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>

/**
 * spec 000 §1: the default page title, for pages that set none. Error pages bring their own
 * title (ErrorPage), so nothing is set here then.
 */
export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return []
  return [
    { title: pageTitle('Europas größte Auto- und Motor-Community', loaderData.productName) },
    {
      name: 'description',
      content:
        'Die Auto- und Motorrad-Community: Fragen stellen, Erfahrungen teilen, Fahrzeugtests und Blogs lesen.',
    },
  ]
}

/** The root loader's data; every page has it. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root')
  return (
    data ?? {
      productName: SITE_VARIANTS[0]!.productName,
      platformCode: SITE_VARIANTS[0]!.platformCode,
      variantLabel: null,
      viewer: null,
      headerData: null,
      openCases: null,
      csrfToken: null,
      now: new Date().toISOString(),
      environmentNote: null,
      features: DEFAULT_FEATURE_SWITCHES,
    }
  )
}

/** Links of the hydrated app navigate inside it (decision 044: islands get plain links). */
function RouterLink({ to, className, 'aria-current': current, prefetch, rel, children }: AppLinkProps) {
  return (
    <Link to={to} className={className} aria-current={current} prefetch={prefetch} rel={rel}>
      {children}
    </Link>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  // decision 044: a visitor's page of an islands route — no router scripts, islands only
  const islands = useContext(IslandsContext)
  const navigate = useNavigate()
  // decisions 028–031: counts refreshed by a live event, until the next load brings fresh ones
  const liveHeaderData = useHeaderData(root.headerData)
  const { pathname, search } = useLocation()
  useEffect(() => {
    // Tests wait for this before clicking (STACK-NOTES trap 12).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const { hash } = useLocation()
  useEffect(() => showFlashNotice(hash), [hash])
  useEffect(() => showModerationNotice(search), [search])
  return (
    // The boot script adds classes to <html> before hydration (theme, web view, …): React must
    // neither complain about nor overwrite them, so it never renders className here.
    <html lang="de" data-platform={root.platformCode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, it must run before the first paint */}
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} suppressHydrationWarning />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* decision 037: installable as a web app */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#0a4fa6" />
        <link rel="apple-touch-icon" href="/images/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {!islands && <ProgressBar />}
        <LinkContext.Provider value={RouterLink}>
          <NavigateContext.Provider value={navigate}>
            <Frame
              productName={root.productName}
              variantLabel={root.variantLabel}
              pathname={pathname}
              search={search}
              now={root.now}
              environmentNote={root.environmentNote}
              viewer={root.viewer}
              headerData={liveHeaderData}
              openCases={root.openCases}
              accessToken={root.csrfToken}
              features={root.features}
            >
              {children}
            </Frame>
          </NavigateContext.Provider>
        </LinkContext.Provider>
        {islands ? (
          <>
            <Island name="PageNotices" component={PageNotices} props={{}} />
            <script type="module" src={islands.entry} />
          </>
        ) : (
          <>
            <Toasts />
            <ReloadOffer />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  const { viewer, headerData } = useRootData()
  useLiveEvents(viewer !== null, headerData)
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { productName } = useRootData()
  if (isChunkLoadFailure(error)) return <ChunkFailure />
  const content = isRouteErrorResponse(error)
    ? errorPageContent(error.status, routeErrorReason(error.data))
    : errorPageContent(500)
  const kept = isRouteErrorResponse(error) ? keptTextsIn(error.data) : []
  return <ErrorPage content={content} title={pageTitle(content.title, productName)} kept={kept} />
}
