import type { DB } from '#db/database.ts'
import {
  DEMO_POSTS,
  floorToMinute,
  LARGE_POSTS,
  type SeedBoard,
  type SeedOptions,
  type SeedUser,
  type Vehicle,
} from './model.ts'
import { Random } from './random.ts'

// The state of one seed run, shared by the aggregates' modules (seed-boards.ts, seed-threads.ts,
// …); seed.ts runs them in order. A module of its own so that they need not import seed.ts.

export class CommunityBuilder {
  readonly db: DB
  readonly random: Random
  readonly now: Date
  readonly log: (message: string) => void
  readonly targetPosts: number
  readonly large: boolean
  readonly uploadsDir: string | undefined

  readonly boards: SeedBoard[] = []
  readonly users: SeedUser[] = []
  readonly vehiclesByBrand = new Map<string, Vehicle[]>()
  readonly moderatorIds = new Set<number>()
  readonly boardModerator = new Map<number, number>()

  threadId = 0
  postId = 0
  postsCreated = 0
  lastReported = 0
  threadRows: unknown[][] = []
  postRows: unknown[][] = []
  thumbRows: unknown[][] = []

  constructor(db: DB, options: SeedOptions) {
    this.db = db
    this.random = new Random(options.seed ?? 20_010_901)
    this.now = floorToMinute(options.now ?? new Date())
    this.log = options.log ?? (() => {})
    this.targetPosts = Math.max(1_000, options.posts ?? DEMO_POSTS)
    this.large = this.targetPosts >= LARGE_POSTS
    this.uploadsDir = options.uploadsDir
  }

  ago(ms: number): Date {
    return new Date(this.now.getTime() - ms)
  }
}
