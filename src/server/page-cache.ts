// In-process cache of visitors' pages (DESIGN.md: anonymous HTML is cached in-process and
// invalidated by writes). Only responses a route marked public (Cache-Control with s-maxage)
// are kept, as finished bytes (gzipped when the client asked for gzip), for a few seconds.
// Writes call invalidate(); other app nodes catch up within the time-to-live.
// decision 035: a write that changed one thread (PageChange) drops that thread's pages and the
// pages listing threads, not the other threads' pages (most of what crawlers read). What a
// thread page shows of elsewhere (an author's post count, the footer's totals) may then lag
// by at most the time-to-live, as on another app node.

import type { PageChange } from '#domain/page-change.ts'
import { parseForumSlug } from '#domain/routes.ts'

export interface CachedPage {
  status: number
  headers: [string, string][]
  body: Uint8Array
  /** served after its time-to-live while one request renders the next (stale-while-revalidate) */
  stale?: boolean
}

interface Entry extends CachedPage {
  expires: number
  /** The thread whose pages this is, or null for every other page. */
  threadId: number | null
  version: string
}

/** More threads written than this between two full invalidations: start over. */
const MAX_TRACKED_THREADS = 100_000

export interface PageCacheOptions {
  /** 0 turns the cache off (benchmarks of raw rendering). */
  ttlMs?: number
  maxEntries?: number
  /**
   * How long past its time-to-live a page is still served while one render replaces it
   * (stale-while-revalidate); 0: an expired page is rendered again before it is served.
   */
  staleMs?: number
  now?: () => number
}

export class PageCache {
  readonly #entries = new Map<string, Entry>()
  /** Expired pages, kept for stale-while-revalidate (bounded like the entries). */
  readonly #staleKept = new Map<string, Entry>()
  readonly #pending = new Map<string, Promise<CachedPage | null>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #staleMs: number
  readonly #now: () => number
  /** Every page: bumped by a write without a PageChange. */
  #version = 0
  /** Pages that are not a thread's: bumped by every write. */
  #listingVersion = 0
  readonly #threadVersions = new Map<number, number>()
  hits = 0
  misses = 0
  /** of the hits: served stale while a render replaced them */
  staleHits = 0

  constructor({
    ttlMs = 10_000,
    maxEntries = 1_000,
    staleMs = 60_000,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#staleMs = staleMs
    this.#now = now
  }

  /** The version a page of this thread (null: any other page) is rendered at now. */
  #versionOf(threadId: number | null): string {
    const own = threadId === null ? this.#listingVersion : (this.#threadVersions.get(threadId) ?? 0)
    return `${this.#version}.${own}`
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.#now() || entry.version !== this.#versionOf(entry.threadId)) {
      this.#entries.delete(key)
      if (entry.version === this.#versionOf(entry.threadId)) this.#keepStale(key, entry)
      return undefined
    }
    return entry
  }

  /** An expired page waits here for stale-while-revalidate until it is rendered anew. */
  #keepStale(key: string, entry: Entry): void {
    if (this.#staleMs <= 0) return
    if (this.#staleKept.size >= this.#maxEntries) {
      const oldest = this.#staleKept.keys().next().value
      if (oldest !== undefined) this.#staleKept.delete(oldest)
    }
    this.#staleKept.set(key, entry)
  }

  /**
   * The cached page, or the one `render` produces. Concurrent misses for one key render once.
   * `render` returns null for responses that must not be shared.
   */
  async getOrRender(
    key: string,
    render: () => Promise<CachedPage | null>,
    threadId: number | null = null,
  ): Promise<CachedPage | null> {
    if (this.#ttlMs <= 0) return render()
    const cached = this.get(key)
    if (cached) {
      this.hits += 1
      return cached
    }
    const stale = this.#staleEntry(key, threadId)
    if (stale) {
      // the crawler's path: a burst of requests for an expired page is answered at once, and the
      // page is rendered once (a failed render leaves the stale page until its grace ends)
      this.hits += 1
      this.staleHits += 1
      if (!this.#pending.has(key)) this.#render(key, render, threadId).catch(() => {})
      return { ...stale, stale: true }
    }
    const pending = this.#pending.get(key)
    if (pending) return pending
    this.misses += 1
    return this.#render(key, render, threadId)
  }

  /**
   * An entry past its time-to-live but within the grace, not changed by a write since (a write
   * drops its pages at once: what it changed is never served stale).
   */
  #staleEntry(key: string, threadId: number | null): Entry | undefined {
    if (this.#staleMs <= 0) return undefined
    const entry = this.#staleKept.get(key)
    if (!entry) return undefined
    if (entry.expires + this.#staleMs <= this.#now() || entry.version !== this.#versionOf(threadId)) {
      this.#staleKept.delete(key)
      return undefined
    }
    return entry
  }

  #render(
    key: string,
    render: () => Promise<CachedPage | null>,
    threadId: number | null,
  ): Promise<CachedPage | null> {
    const version = this.#versionOf(threadId)
    const promise = render().then(
      (page) => {
        this.#pending.delete(key)
        // a write during the render: what it read may be older than the write
        if (page && version === this.#versionOf(threadId)) this.#store(key, page, threadId, version)
        return page
      },
      (error: unknown) => {
        this.#pending.delete(key)
        throw error
      },
    )
    this.#pending.set(key, promise)
    return promise
  }

  #store(key: string, page: CachedPage, threadId: number | null, version: string): void {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#staleKept.delete(key)
    this.#entries.set(key, { ...page, threadId, version, expires: this.#now() + this.#ttlMs })
  }

  /**
   * decision 037: tells the other app processes (PostgreSQL NOTIFY, set by the server when it listens);
   * a change they announce arrives through invalidateFromPeer, which does not announce it again.
   */
  broadcast: ((change?: PageChange) => void) | null = null

  /** After a write: the pages rendered before it that it changed are stale (no change: all). */
  invalidate(change?: PageChange): void {
    this.invalidateFromPeer(change)
    this.broadcast?.(change)
  }

  /** Another process wrote: drop what it changed here. */
  invalidateFromPeer(change?: PageChange): void {
    if (!change || this.#threadVersions.size >= MAX_TRACKED_THREADS) {
      this.#version += 1
      this.#listingVersion = 0
      this.#threadVersions.clear()
      this.#entries.clear()
      this.#staleKept.clear()
      return
    }
    this.#listingVersion += 1
    this.#threadVersions.set(change.threadId, (this.#threadVersions.get(change.threadId) ?? 0) + 1)
    for (const map of [this.#entries, this.#staleKept]) {
      for (const [key, entry] of map) {
        if (entry.threadId === null || entry.threadId === change.threadId) map.delete(key)
      }
    }
  }

  get size(): number {
    return this.#entries.size
  }
}

/** The thread whose page a path is (/forum/{slug}-t{id}.html, spec 001 §2), or null. */
export function threadOfPath(pathname: string): number | null {
  const segment = /^\/forum\/([^/]+)$/.exec(pathname)?.[1]
  const slug = segment === undefined ? null : parseForumSlug(segment)
  return slug?.kind === 'thread' ? slug.id : null
}

/** Whether a response may be shared with other visitors. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    /\bs-maxage=\d+/.test(response.headers.get('Cache-Control') ?? '')
  )
}
