import { expect, test } from 'vitest'
import { DATA_CALL_ERROR_TOAST, type DataCallOptions, dataCall } from './data-call.ts'
import type { ToastInput } from './toast-store.ts'

// Only the network is replaced (a function answering like the server would); everything else
// is the real helper.

function harness(answer: (init: RequestInit) => Promise<Response>, extra: Partial<DataCallOptions> = {}) {
  const toasts: ToastInput[] = []
  const logged: { level: 'error' | 'warn'; message: string }[] = []
  const requests: { url: string; init: RequestInit }[] = []
  const options: DataCallOptions = {
    onServer: false,
    fetch: async (url, init = {}) => {
      requests.push({ url: String(url), init })
      return answer(init)
    },
    notify: (toast) => toasts.push(toast),
    log: {
      error: (message: string) => logged.push({ level: 'error', message }),
      warn: (message: string) => logged.push({ level: 'warn', message }),
    },
    ...extra,
  }
  return { toasts, logged, requests, options }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

test('a call is a POST to /graphql with same-origin credentials, JSON body and the client id', async () => {
  const h = harness(async () => json({ data: { user: { whoAmI: null } } }))
  const result = await dataCall('WhoAmI', 'query WhoAmI { user { whoAmI { userId } } }', {}, h.options)
  expect(result).toEqual({ data: { user: { whoAmI: null } }, errors: [] })
  const [request] = h.requests
  expect(request!.url).toBe('/graphql')
  expect(request!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' })
  expect(request!.init.headers).toMatchObject({
    'Content-Type': 'application/json',
    'X-Client-Id': 'web-desktop',
    // spec 000 §7: the API key and the company go with every call
    'X-Api-Key': 'mt-web-2026',
    'X-Company': 'motor-talk',
  })
  expect(JSON.parse(String(request!.init.body))).toEqual({
    operationName: 'WhoAmI',
    query: 'query WhoAmI { user { whoAmI { userId } } }',
    variables: {},
  })
  expect(h.toasts).toEqual([])
})

test('a non-200 answer is logged, gives empty data and the error toast (spec 000 §8)', async () => {
  const h = harness(async () => json({}, 502))
  expect(await dataCall('X', '{ x }', {}, h.options)).toEqual({ data: null, errors: [] })
  expect(h.logged).toEqual([{ level: 'error', message: 'X: HTTP 502' }])
  expect(h.toasts).toEqual([DATA_CALL_ERROR_TOAST])
  expect(DATA_CALL_ERROR_TOAST).toEqual({
    title: 'Fehler',
    body: 'Bitte entschuldige, wir konnten Deine Aktion nicht ausführen. Bitte versuche es erneut!',
    level: 'error',
  })
})

test('silent calls and calls on the server show no toast', async () => {
  const silent = harness(async () => json({}, 500), { silent: true })
  await dataCall('X', '{ x }', {}, silent.options)
  expect(silent.toasts).toEqual([])
  expect(silent.logged).toHaveLength(1)
  const server = harness(async () => json({}, 500), { onServer: true })
  await dataCall('X', '{ x }', {}, server.options)
  expect(server.toasts).toEqual([])
})

test('errors without a reason inside a 200 answer show the same toast; errors with a reason do not', async () => {
  const unexpected = harness(async () => json({ data: null, errors: [{ message: 'kaputt' }] }))
  const result = await dataCall('X', '{ x }', {}, unexpected.options)
  expect(result).toEqual({ data: null, errors: [{ message: 'kaputt' }] })
  expect(unexpected.toasts).toEqual([DATA_CALL_ERROR_TOAST])

  const known = harness(async () =>
    json({ data: null, errors: [{ message: 'Thema nicht gefunden', reason: 'ThreadNotFound' }] }),
  )
  const answer = await dataCall('X', '{ x }', {}, known.options)
  expect(answer.errors[0]?.reason).toBe('ThreadNotFound')
  expect(known.toasts).toEqual([])
})

test('an aborted call only warns and gives empty data', async () => {
  const controller = new AbortController()
  const h = harness(
    (init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
    { signal: controller.signal },
  )
  const pending = dataCall('X', '{ x }', {}, h.options)
  controller.abort()
  expect(await pending).toEqual({ data: null, errors: [] })
  expect(h.logged).toEqual([{ level: 'warn', message: 'X: Anfrage abgebrochen' }])
  expect(h.toasts).toEqual([])
})

test('other failures (no network) are logged and give empty data', async () => {
  const h = harness(async () => {
    throw new TypeError('Failed to fetch')
  })
  expect(await dataCall('X', '{ x }', {}, h.options)).toEqual({ data: null, errors: [] })
  expect(h.logged).toEqual([{ level: 'error', message: 'X: Anfrage fehlgeschlagen' }])
})
