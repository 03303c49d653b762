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
  now?: () => number
}

export class PageCache {
  readonly #entries = new Map<string, Entry>()
  readonly #pending = new Map<string, Promise<CachedPage | null>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number
  /** Every page: bumped by a write without a PageChange. */
  #version = 0
  /** Pages that are not a thread's: bumped by every write. */
  #listingVersion = 0
  readonly #threadVersions = new Map<number, number>()
  hits = 0
  misses = 0

  constructor({ ttlMs = 10_000, maxEntries = 1_000, now = Date.now }: PageCacheOptions = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
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
      return undefined
    }
    return entry
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
    const pending = this.#pending.get(key)
    if (pending) return pending
    this.misses += 1
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
      return
    }
    this.#listingVersion += 1
    this.#threadVersions.set(change.threadId, (this.#threadVersions.get(change.threadId) ?? 0) + 1)
    for (const [key, entry] of this.#entries) {
      if (entry.threadId === null || entry.threadId === change.threadId) this.#entries.delete(key)
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
