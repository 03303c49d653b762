// In-process cache of visitors' pages (DESIGN.md: anonymous HTML is cached in-process and
// invalidated by writes). Only responses a route marked public (Cache-Control with s-maxage)
// are kept, as finished bytes (gzipped when the client asked for gzip), for a few seconds.
// Writes call invalidate(); other app nodes catch up within the time-to-live.

export interface CachedPage {
  status: number
  headers: [string, string][]
  body: Uint8Array
}

interface Entry extends CachedPage {
  expires: number
  version: number
}

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
  #version = 0
  hits = 0
  misses = 0

  constructor({ ttlMs = 10_000, maxEntries = 1_000, now = Date.now }: PageCacheOptions = {}) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.#now() || entry.version !== this.#version) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  /**
   * The cached page, or the one `render` produces. Concurrent misses for one key render once.
   * `render` returns null for responses that must not be shared.
   */
  async getOrRender(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    if (this.#ttlMs <= 0) return render()
    const cached = this.get(key)
    if (cached) {
      this.hits += 1
      return cached
    }
    const pending = this.#pending.get(key)
    if (pending) return pending
    this.misses += 1
    const version = this.#version
    const promise = render().then(
      (page) => {
        this.#pending.delete(key)
        if (page && version === this.#version) this.#store(key, page, version)
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

  #store(key: string, page: CachedPage, version: number): void {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(key, { ...page, version, expires: this.#now() + this.#ttlMs })
  }

  /** After a write: every page rendered before it is stale. */
  invalidate(): void {
    this.#version += 1
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}

/** Whether a response may be shared with other visitors. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    /\bs-maxage=\d+/.test(response.headers.get('Cache-Control') ?? '')
  )
}
