import {
  GRAPHQL_RATE_BURST_POINTS,
  GRAPHQL_RATE_MAX_CLIENTS,
  GRAPHQL_RATE_POINTS_PER_SECOND,
} from '#domain/limits.ts'

// /graphql's own rate limit (decision 039): a token bucket per client in the process's memory,
// charged by what a request may cost (1 + its document's expensive-field cost, cost.ts). Kept in
// memory, not in PostgreSQL: counting in the database would spend the connections it protects.

interface Bucket {
  points: number
  at: number
  /** The points the last refused request needed (0 after one that passed). */
  wanted: number
}

export interface RateLimitOptions {
  burst?: number
  perSecond?: number
  maxClients?: number
  /** Milliseconds; tests pass a clock that stands still. */
  now?: () => number
}

export type Charge = { ok: true } | { ok: false; retryAfterSeconds: number }

export class GraphQLRateLimit {
  readonly #buckets = new Map<string, Bucket>()
  readonly options: RateLimitOptions
  constructor(options: RateLimitOptions = {}) {
    this.options = options
  }

  get burst(): number {
    return this.options.burst ?? GRAPHQL_RATE_BURST_POINTS
  }

  /**
   * Seconds until the client has the points its last refused request needed (at least one), or
   * 0 when it has them now: a refused client is answered before the body of its next request
   * is read and its document parsed, until its Retry-After is over (changes nothing).
   */
  spentFor(client: string): number {
    const known = this.#buckets.get(client)
    if (!known) return 0
    const perSecond = this.options.perSecond ?? GRAPHQL_RATE_POINTS_PER_SECOND
    const now = (this.options.now ?? Date.now)()
    const points = Math.min(this.burst, known.points + ((now - known.at) / 1000) * perSecond)
    const wanted = Math.max(1, known.wanted)
    return points >= wanted ? 0 : Math.max(1, Math.ceil((wanted - points) / perSecond))
  }

  /** Takes `cost` points from the client's bucket, or says when it will have them. */
  charge(client: string, cost: number): Charge {
    const burst = this.burst
    const perSecond = this.options.perSecond ?? GRAPHQL_RATE_POINTS_PER_SECOND
    const now = (this.options.now ?? Date.now)()
    const known = this.#buckets.get(client)
    const points = known ? Math.min(burst, known.points + ((now - known.at) / 1000) * perSecond) : burst
    // a request dearer than the whole bucket waits for a full one (the document cap keeps it rare)
    const needed = Math.min(cost, burst)
    // the most recently used client goes to the end: the first is the longest unused
    this.#buckets.delete(client)
    if (points < needed) {
      this.#buckets.set(client, { points, at: now, wanted: needed })
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((needed - points) / perSecond)) }
    }
    this.#buckets.set(client, { points: points - needed, at: now, wanted: 0 })
    const max = this.options.maxClients ?? GRAPHQL_RATE_MAX_CLIENTS
    while (this.#buckets.size > max) this.#buckets.delete(this.#buckets.keys().next().value as string)
    return { ok: true }
  }
}

export const RATE_LIMITED_MESSAGE = (seconds: number) =>
  `Zu viele Anfragen an die Schnittstelle in kurzer Zeit. Bitte versuche es in ${seconds} Sekunden erneut.`
