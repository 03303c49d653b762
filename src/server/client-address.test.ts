import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseProxyTrust } from '#config/proxy-trust.ts'
import { CURATED_THREADS } from '#seed/summary-threads.ts'
import { createTestDatabase, type TestDatabase } from '#testing/db.ts'
import { type SentResponse, send, startForwardingProxy } from '#testing/forwarding-proxy.ts'
import { listen } from '#testing/raw-http.ts'
import { testServer } from '#testing/server.ts'
import { proxyTrustRule } from './client-address.ts'

// Client addresses behind a reverse proxy (client-address.ts, docs/deploy.md, decision 017): the
// app sits behind a real loopback proxy that appends to X-Forwarded-For as nginx's
// $proxy_add_x_forwarded_for does; clients on different loopback addresses (127.0.0.0/8) forge
// the header and try to escape the per-address limits.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase('demo')
})
afterAll(async () => {
  await database.drop()
})

function cookieOf(response: SentResponse, name: string): { value: string; attributes: string } {
  const list = response.headers['set-cookie'] ?? []
  const line = list.find((cookie) => cookie.startsWith(`${name}=`)) ?? ''
  const [pair = '', ...attributes] = line.split(';')
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes: attributes.join(';') }
}

let registrations = 0
/** Fills in the registration form as a browser at `from` would, forging X-Forwarded-For. */
async function register(port: number, from: string, forged?: string): Promise<SentResponse> {
  const forwarded: Record<string, string> = forged ? { 'x-forwarded-for': forged } : {}
  const page = await send(port, { from, path: '/registrieren', headers: forwarded })
  const csrf = cookieOf(page, 'mt_csrf').value
  registrations += 1
  const name = `Adresstest${registrations}`
  return send(port, {
    from,
    method: 'POST',
    path: '/registrieren',
    headers: {
      ...forwarded,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `mt_csrf=${csrf}`,
    },
    body: new URLSearchParams({
      csrf,
      username: name,
      email: `${name.toLowerCase()}@example.de`,
      password: 'Zündkerzenwechsel',
      terms: 'on',
      age: 'on',
    }).toString(),
  })
}

/** The rate limit counters whose key names one of these addresses. */
async function countersFor(...addresses: string[]): Promise<string[]> {
  const rows = await database.db.selectFrom('rate_limits').select('key').execute()
  return rows
    .map((row) => row.key)
    .filter((key) => addresses.some((address) => key.endsWith(`:${address}`)))
    .sort()
}

describe('behind one proxy (TRUST_PROXY=1, as deploy/nginx.conf)', () => {
  let app: FastifyInstance
  let proxy: { port: number; close: () => Promise<void> }
  beforeAll(async () => {
    app = await testServer(database.db, { trustProxy: 1, pageCacheTtlMs: 0 })
    proxy = await startForwardingProxy(await listen(app))
  })
  afterAll(async () => {
    await proxy.close()
    await app.close()
  })

  test('a forged X-Forwarded-For rotated on every request does not escape the registration limit (5 an hour)', async () => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await register(proxy.port, '127.0.0.2', `1.2.3.${attempt}, 5.6.7.${attempt}`)
      statuses.push(response.status)
      if (attempt === 6) expect(response.body).toContain('Zu viele Anmeldungen von Deinem Anschluss')
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429])
    // the counter is keyed to the address the proxy appended, never to a forged one
    expect(await countersFor('127.0.0.2')).toEqual(['register-ip:127.0.0.2'])
    const forged = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where((eb) => eb.or([eb('key', 'like', '%1.2.3.%'), eb('key', 'like', '%5.6.7.%')]))
      .execute()
    expect(forged).toEqual([])
  })

  test('GraphQL counts the same address: the proxy-appended one, whatever the client forged', async () => {
    const thread = await database.db
      .selectFrom('threads')
      .select('id')
      .where('title', '=', CURATED_THREADS[5]!.title)
      .executeTakeFirstOrThrow()
    const answer = await send(proxy.port, {
      from: '127.0.0.3',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '9.9.9.9' },
      body: JSON.stringify({
        query: 'mutation($id: Int!) { compressThread(threadId: $id) { status } }',
        variables: { id: thread.id },
      }),
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).data.compressThread.status).toBeTruthy()
    expect(await countersFor('127.0.0.3', '9.9.9.9')).toEqual(['summary-request:ip:127.0.0.3'])
  })

  test('the scheme comes from the trusted proxy: behind TLS the cookies are Secure', async () => {
    const page = await send(proxy.port, { from: '127.0.0.2', path: '/einloggen' })
    expect(page.status).toBe(200)
    expect(cookieOf(page, 'mt_csrf').attributes).toMatch(/Secure/)
  })
})

describe('with the proxy named by address (TRUST_PROXY=127.0.0.1)', () => {
  let app: FastifyInstance
  let appPort: number
  let proxy: { port: number; close: () => Promise<void> }
  beforeAll(async () => {
    app = await testServer(database.db, { trustProxy: ['127.0.0.1'], pageCacheTtlMs: 0 })
    appPort = await listen(app)
    proxy = await startForwardingProxy(appPort)
  })
  afterAll(async () => {
    await proxy.close()
    await app.close()
  })

  test('through the proxy the client is the address it appended; directly, forwarding headers count for nothing', async () => {
    expect((await register(proxy.port, '127.0.0.4', '6.6.6.6')).status).toBe(303)
    expect(await countersFor('127.0.0.4', '6.6.6.6')).toEqual(['register-ip:127.0.0.4'])
    // 127.0.0.5 is no proxy of ours: its X-Forwarded-For and -Proto are its own inventions
    const direct = await register(appPort, '127.0.0.5', '127.0.0.1, 7.7.7.7')
    expect(direct.status).toBe(303)
    expect(await countersFor('127.0.0.5', '7.7.7.7', '127.0.0.1')).toEqual(['register-ip:127.0.0.5'])
    const page = await send(appPort, {
      from: '127.0.0.5',
      path: '/einloggen',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(cookieOf(page, 'mt_csrf').attributes).not.toMatch(/Secure/)
  })

  test('X-Forwarded-Host counts only from the proxy: a direct client cannot choose the site variant', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
    const forwardedHost = { 'x-forwarded-host': 'tests.motor-talk.de' }
    const proxied = await send(proxy.port, { from: '127.0.0.4', path: '/forum.html', headers: forwardedHost })
    expect(canonical(proxied.body)).toBe('https://tests.motor-talk.de/forum.html')
    const direct = await send(appPort, { from: '127.0.0.5', path: '/forum.html', headers: forwardedHost })
    expect(canonical(direct.body)).toBe('https://www.motor-talk.de/forum.html')
  })
})

describe('without a proxy (TRUST_PROXY unset)', () => {
  let app: FastifyInstance
  let appPort: number
  beforeAll(async () => {
    app = await testServer(database.db, { pageCacheTtlMs: 0 })
    appPort = await listen(app)
  })
  afterAll(async () => {
    await app.close()
  })

  test('a forged X-Forwarded-For is ignored entirely: the socket address is counted, the 6th registration gets 429', async () => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await register(appPort, '127.0.0.6', `10.0.0.${attempt}`)
      statuses.push(response.status)
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429])
    expect(await countersFor('127.0.0.6')).toEqual(['register-ip:127.0.0.6'])
    const forged = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', '%10.0.0.%')
      .execute()
    expect(forged).toEqual([])
  })
})

test('TRUST_PROXY: unset/false is none, true is one hop, a count, or addresses and networks; anything else is refused', () => {
  expect(parseProxyTrust(undefined)).toBe(0)
  expect(parseProxyTrust('false')).toBe(0)
  expect(parseProxyTrust('true')).toBe(1)
  expect(parseProxyTrust('1')).toBe(1)
  expect(parseProxyTrust('2')).toBe(2)
  expect(parseProxyTrust('10.0.0.5, 192.168.0.0/24, ::1')).toEqual(['10.0.0.5', '192.168.0.0/24', '::1'])
  for (const wrong of ['11', 'proxy.internal', '10.0.0.0/33', '10.0.0.5,', 'yes please'])
    expect(parseProxyTrust(wrong)).toHaveProperty('error')
})

test('the trust rule: a hop count trusts that many hops from the socket, addresses trust their networks (IPv4-mapped too)', () => {
  expect(proxyTrustRule(0)).toBe(false)
  expect(proxyTrustRule(false)).toBe(false)
  const oneHop = proxyTrustRule(true)
  if (!oneHop) throw new Error('one hop expected')
  expect([oneHop('203.0.113.9', 0), oneHop('10.0.0.1', 1)]).toEqual([true, false])
  const named = proxyTrustRule(['10.0.0.0/8', '2001:db8::/32'])
  if (!named) throw new Error('addresses expected')
  expect(named('10.1.2.3', 0)).toBe(true)
  expect(named('::ffff:10.1.2.3', 0)).toBe(true)
  expect(named('2001:db8::7', 1)).toBe(true)
  expect(named('11.0.0.1', 0)).toBe(false)
  expect(named('unknown', 1)).toBe(false)
})
