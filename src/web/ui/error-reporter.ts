// spec 001 §8: "Uncaught window errors go to an error reporter" (decision 037) — each uncaught error
// or rejected promise of the page is sent to /fehlerbericht with the page and the build, at most
// five a page view, by beacon (it survives the page being left).

export const ERROR_REPORT_PATH = '/fehlerbericht'
const MAX_REPORTS = 5

interface Target {
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void
}

export function reportUncaughtErrors(
  target: Target,
  send: (body: string) => void,
  context: () => { page: string; build: string },
): void {
  let sent = 0
  const report = (error: unknown, fallback: string) => {
    if (sent >= MAX_REPORTS) return
    sent += 1
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? fallback)
    const stack = error instanceof Error ? (error.stack ?? '') : ''
    send(JSON.stringify({ message: message.slice(0, 500), stack: stack.slice(0, 3000), ...context() }))
  }
  target.addEventListener('error', (event) => report(event.error, event.message))
  target.addEventListener('unhandledrejection', (event) => report(event.reason, 'Unhandled rejection'))
}
