import type { DB } from './database.ts'

// docs/decisions/034: data every page reads and that changes rarely, kept in the
// process: all boards (their tree, names and counters), the vehicle names and the feature
// switches. A copy is kept only
// while the process hears about changes: the server LISTENs on `near_static` (migration 0022
// notifies on every statement that changes these tables, from any process) and calls changed();
// this process's own writes call it as well. Without that feed (`fed` false: tests, tools) every
// read loads afresh, as before.

// The rows kept here are defined here too (boards.ts and feature-switches.ts re-export them), so
// those repositories depend on this module and not the other way round.

export const BOARD_COLUMNS = [
  'id',
  'parent_id',
  'slug',
  'name',
  'description',
  'seo_text',
  'group_name',
  'icon',
  'manufacturer_id',
  'is_open',
  'is_ads',
  'sort_order',
  'board_count',
  'own_thread_count',
  'thread_count',
  'reply_count',
  'last_post_id',
  'last_post_at',
  'last_post_user_id',
] as const

export interface BoardRow {
  id: number
  parent_id: number | null
  slug: string
  name: string
  description: string
  seo_text: string
  group_name: string | null
  icon: string
  manufacturer_id: number | null
  is_open: boolean
  is_ads: boolean
  sort_order: number
  board_count: number
  own_thread_count: number
  thread_count: number
  reply_count: number
  last_post_id: number | null
  last_post_at: Date | null
  last_post_user_id: number | null
}

export interface FeatureSwitchRow {
  key: string
  enabled: boolean
  description: string
}

/** All boards, indexed the ways pages ask for them. */
export interface BoardDirectory {
  byId: ReadonlyMap<number, BoardRow>
  /** Direct children in display order (sort_order, id); key null: the root boards. */
  children(parentId: number | null): readonly BoardRow[]
  /** The boards above a board, nearest first (empty for a root board or an unknown one). */
  ancestors(boardId: number): readonly BoardRow[]
}

const NO_BOARDS: readonly BoardRow[] = []
/** More levels than this is a cycle (the board page's recursive query stops at 20 as well). */
const MAX_DEPTH = 20

function directoryOf(rows: BoardRow[]): BoardDirectory {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const children = new Map<number | null, BoardRow[]>()
  for (const row of [...rows].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)) {
    const list = children.get(row.parent_id)
    if (list) list.push(row)
    else children.set(row.parent_id, [row])
  }
  const ancestors = new Map<number, BoardRow[]>()
  return {
    byId,
    children: (parentId) => children.get(parentId) ?? NO_BOARDS,
    ancestors(boardId) {
      const known = ancestors.get(boardId)
      if (known) return known
      const chain: BoardRow[] = []
      let parentId = byId.get(boardId)?.parent_id ?? null
      while (parentId !== null && chain.length < MAX_DEPTH) {
        const parent = byId.get(parentId)
        if (!parent) break
        chain.push(parent)
        parentId = parent.parent_id
      }
      ancestors.set(boardId, chain)
      return chain
    },
  }
}

async function loadBoards(db: DB): Promise<BoardDirectory> {
  return directoryOf(await db.selectFrom('boards').select(BOARD_COLUMNS).execute())
}

async function loadVehicleNames(db: DB): Promise<ReadonlyMap<string, string>> {
  const [manufacturers, series, models] = await Promise.all([
    db.selectFrom('vehicle_manufacturers').select(['id', 'name']).execute(),
    db.selectFrom('vehicle_series').select(['id', 'name']).execute(),
    db.selectFrom('vehicle_models').select(['id', 'name']).execute(),
  ])
  return new Map([
    ...manufacturers.map((row) => [`manufacturer:${row.id}`, row.name] as const),
    ...series.map((row) => [`series:${row.id}`, row.name] as const),
    ...models.map((row) => [`model:${row.id}`, row.name] as const),
  ])
}

function loadFeatureSwitches(db: DB): Promise<FeatureSwitchRow[]> {
  return db.selectFrom('feature_switches').select(['key', 'enabled', 'description']).orderBy('key').execute()
}

/** One piece of near-static data: loaded once while fed, dropped when told. */
class Kept<T> {
  #value: Promise<T> | null = null
  #generation = 0
  readonly load: () => Promise<T>

  constructor(load: () => Promise<T>) {
    this.load = load
  }

  get(fed: boolean): Promise<T> {
    if (!fed) return this.load()
    if (this.#value) return this.#value
    const generation = this.#generation
    const loading = this.load()
    this.#value = loading
    // a failed load is not kept; one that raced a change is used once, not kept
    loading.then(
      () => {
        if (generation !== this.#generation && this.#value === loading) this.#value = null
      },
      () => {
        if (this.#value === loading) this.#value = null
      },
    )
    return loading
  }

  drop(): void {
    this.#generation += 1
    this.#value = null
  }
}

export class NearStatic {
  /** Whether the process hears about every change (then copies are kept). */
  fed = false
  readonly #boards: Kept<BoardDirectory>
  readonly #vehicles: Kept<ReadonlyMap<string, string>>
  readonly #switches: Kept<FeatureSwitchRow[]>

  constructor(db: DB) {
    this.#boards = new Kept(() => loadBoards(db))
    this.#vehicles = new Kept(() => loadVehicleNames(db))
    this.#switches = new Kept(() => loadFeatureSwitches(db))
  }

  /** Every stored feature switch (rows, by key). */
  featureSwitches(): Promise<readonly FeatureSwitchRow[]> {
    return this.#switches.get(this.fed)
  }

  boards(): Promise<BoardDirectory> {
    return this.#boards.get(this.fed)
  }

  /** A manufacturer's, series' or model's name by `${kind}:${id}`. */
  vehicleNames(): Promise<ReadonlyMap<string, string>> {
    return this.#vehicles.get(this.fed)
  }

  /** A table changed (the NOTIFY payload), or, without a table, anything may have. */
  changed(table?: string): void {
    if (table === undefined || table === 'boards') this.#boards.drop()
    if (table === undefined || table.startsWith('vehicle_')) this.#vehicles.drop()
    if (table === undefined || table === 'feature_switches') this.#switches.drop()
  }
}

const perDatabase = new WeakMap<DB, NearStatic>()

/** The near-static data of this database handle (one per pool, shared by all its requests). */
export function nearStatic(db: DB): NearStatic {
  let kept = perDatabase.get(db)
  if (!kept) {
    kept = new NearStatic(db)
    perDatabase.set(db, kept)
  }
  return kept
}
