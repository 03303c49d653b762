import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import pg from 'pg'
import { type DB, notifyChannel } from '#db/database.ts'
import { nearStatic } from '#db/near-static.ts'
import { parseCookies, SESSION_COOKIE } from '#domain/session.ts'
import type { EventBus } from '#services/events.ts'
import type { Services } from '#services/services.ts'
import { resolveSession } from '#services/sessions.ts'
import type { PageCache } from './page-cache.ts'

// Live replies (decisions 028–031, docs/decisions/029): `/live/events?thread={id}` is a server-sent event
// stream. What happened is passed on through PostgreSQL NOTIFY (channels thread_posts and
// member_changed), and every app process LISTENs on one connection of its own, so a reply written
// through one process reaches the readers connected to another. Without a connection string (some
// tests) the process's own events are delivered directly.

export const THREAD_POSTS = 'thread_posts'
export const MEMBER_CHANGED = 'member_changed'
/** decision 035: a board or vehicle table changed (migration 0022); payload: the table. */
export const NEAR_STATIC = 'near_static'
/** decision 037: a write made cached pages stale; payload: the writing process and the PageChange. */
export const PAGE_CHANGES = 'page_changes'
const HEARTBEAT_MS = 25_000
/** Connections per process; beyond this a client is asked to come back later (it retries). */
const MAX_CLIENTS = 5_000
/**
 * Streams per client address and process: a member with a dozen tabs open fits, while one address
 * cannot take the whole MAX_CLIENTS from everybody else (beyond it: 429). The address is Fastify's
 * request.ip, the rightmost one no trusted proxy added (client-address.ts).
 */
export const MAX_LIVE_STREAMS_PER_ADDRESS = 20

interface Client {
  reply: FastifyReply
  threadId: number | null
  userId: number | null
}

export interface LiveHub {
  clients: Set<Client>
  close(): Promise<void>
}

function send(client: Client, event: string, data: unknown) {
  client.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

function deliver(clients: Set<Client>, channel: string, payload: string) {
  let message: { threadId?: number; postId?: number; position?: number; authorId?: number; userId?: number }
  try {
    message = JSON.parse(payload)
  } catch {
    return
  }
  for (const client of clients) {
    if (channel === THREAD_POSTS && client.threadId !== null && client.threadId === message.threadId) {
      send(client, 'post', { postId: message.postId, position: message.position, authorId: message.authorId })
    } else if (channel === MEMBER_CHANGED && client.userId !== null && client.userId === message.userId) {
      send(client, 'counts', {})
    }
  }
}

/** Tells every process: a listener of the event bus sends NOTIFY through the pool. */
export function publishLiveEvents(db: DB, events: EventBus) {
  const notify = (channel: string, payload: unknown) => notifyChannel(db, channel, JSON.stringify(payload))
  events.on('post.created', (event) =>
    notify(THREAD_POSTS, {
      threadId: event.threadId,
      postId: event.postId,
      position: event.position,
      authorId: event.authorId,
    }).then(() => undefined),
  )
  events.on('member.changed', (event) =>
    notify(MEMBER_CHANGED, { userId: event.userId }).then(() => undefined),
  )
}

export async function registerLive(
  app: FastifyInstance,
  options: {
    db: DB
    services: Services
    listenUrl?: string
    log: (message: string) => void
    /** decision 037: the page cache that other processes' writes invalidate, and that announces this one's */
    pageCache?: PageCache
  },
): Promise<LiveHub> {
  const clients = new Set<Client>()
  /** Open streams by client address. */
  const perAddress = new Map<string, number>()
  let listener: pg.Client | null = null
  let closed = false

  async function listen() {
    if (!options.listenUrl || closed) return
    const client = new pg.Client({ connectionString: options.listenUrl })
    const kept = nearStatic(options.db)
    client.on('notification', (message) => {
      if (message.channel === NEAR_STATIC) kept.changed(message.payload)
      else if (message.channel === PAGE_CHANGES) pageChanged(message.payload ?? '')
      else deliver(clients, message.channel, message.payload ?? '')
    })
    client.on('error', (error) => {
      options.log(`Live-Verbindung verloren: ${error.message}`)
      listener = null
      // decision 035: without the feed, the boards and vehicle names are read afresh again
      kept.fed = false
      kept.changed()
      // reconnect after a pause; events in between are missed (a reload shows them)
      if (!closed) setTimeout(() => void listen().catch(() => {}), 2_000).unref()
    })
    await client.connect()
    await client.query(`LISTEN ${THREAD_POSTS}`)
    await client.query(`LISTEN ${MEMBER_CHANGED}`)
    await client.query(`LISTEN ${NEAR_STATIC}`)
    await client.query(`LISTEN ${PAGE_CHANGES}`)
    // from now on every change reaches this process: near-static data may be kept (decision 034)
    kept.changed()
    kept.fed = true
    listener = client
  }
  // this server, so that it skips its own page-change announcements
  const PROCESS_TAG = randomUUID()
  function pageChanged(payload: string) {
    try {
      const message = JSON.parse(payload) as { origin?: string; threadId?: number }
      if (message.origin === PROCESS_TAG) return
      options.pageCache?.invalidateFromPeer(
        typeof message.threadId === 'number' ? { threadId: message.threadId } : undefined,
      )
    } catch {
      options.pageCache?.invalidateFromPeer()
    }
  }
  if (options.pageCache && options.listenUrl)
    options.pageCache.broadcast = (change) =>
      void notifyChannel(
        options.db,
        PAGE_CHANGES,
        JSON.stringify({ origin: PROCESS_TAG, ...(change ?? {}) }),
      ).catch((error: unknown) => options.log(`Seitenänderung nicht verteilt: ${String(error)}`))

  publishLiveEvents(options.db, options.services.events)
  if (options.listenUrl) await listen()
  else {
    // one process only: its own events are all there is
    options.services.events.on('post.created', (event) =>
      deliver(
        clients,
        THREAD_POSTS,
        JSON.stringify({
          threadId: event.threadId,
          postId: event.postId,
          position: event.position,
          authorId: event.authorId,
        }),
      ),
    )
    options.services.events.on('member.changed', (event) =>
      deliver(clients, MEMBER_CHANGED, JSON.stringify({ userId: event.userId })),
    )
    options.services.events.on('notification.created', (event) =>
      deliver(clients, MEMBER_CHANGED, JSON.stringify({ userId: event.userId })),
    )
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) client.reply.raw.write(': ping\n\n')
  }, HEARTBEAT_MS)
  heartbeat.unref()

  app.get('/live/events', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).thread
    const threadId =
      typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
        ? Number(raw)
        : null
    if (raw !== undefined && threadId === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Dieses Thema gibt es nicht.')
    }
    const token = parseCookies(request.headers.cookie).get(SESSION_COOKIE)
    const session = token ? await resolveSession(options.db, token).catch(() => null) : null
    const viewer = session?.viewer ?? null
    if (threadId === null && viewer === null) {
      return reply.code(204).send()
    }
    if (threadId !== null) {
      // the same rule as the thread page: no stream of a thread the viewer may not read
      const located = await options.services.posting.locateThread(viewer, threadId)
      if (!located.ok)
        return reply.code(404).type('text/plain; charset=utf-8').send('Dieses Thema gibt es nicht.')
    }
    if (clients.size >= MAX_CLIENTS) {
      return reply
        .code(503)
        .header('Retry-After', '30')
        .type('text/plain; charset=utf-8')
        .send('Bitte später erneut.')
    }
    const address = request.ip
    const open = perAddress.get(address) ?? 0
    if (open >= MAX_LIVE_STREAMS_PER_ADDRESS) {
      return reply
        .code(429)
        .header('Retry-After', '30')
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          `Zu viele Live-Verbindungen von Deinem Anschluss (höchstens ${MAX_LIVE_STREAMS_PER_ADDRESS}). Bitte schließe einige Tabs und versuche es später erneut.`,
        )
    }
    reply.hijack()
    reply.raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    reply.raw.write('retry: 3000\n\n')
    const client: Client = { reply, threadId, userId: viewer?.userId ?? null }
    clients.add(client)
    perAddress.set(address, open + 1)
    let gone = false
    const forget = () => {
      if (gone) return
      gone = true
      clients.delete(client)
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    }
    reply.raw.once('close', forget)
    // a client that left while the stream was being opened would otherwise hold its place
    if (reply.raw.destroyed) forget()
  })

  return {
    clients,
    async close() {
      closed = true
      clearInterval(heartbeat)
      for (const client of clients) client.reply.raw.end()
      clients.clear()
      perAddress.clear()
      const kept = nearStatic(options.db)
      kept.fed = false
      kept.changed()
      await listener?.end().catch(() => {})
    },
  }
}
