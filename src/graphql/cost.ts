import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql'
import { AppError } from '#domain/errors.ts'
import {
  GRAPHQL_BUSY_RETRY_AFTER_SECONDS,
  GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX,
  GRAPHQL_EXPENSIVE_CONCURRENCY,
  GRAPHQL_EXPENSIVE_PER_REQUEST,
  GRAPHQL_EXPENSIVE_QUEUE_MAX,
} from '#domain/limits.ts'

// What a field really costs (decision 039). Most fields read their rows through the request's
// DataLoaders: 120 aliases of them are one batched query. The fields below run queries of their
// own on every call, so 120 aliases of one are 120 queries at once against a pool of ten
// connections. Each is listed here, once, with its cost in complexity points; the cost counts
// towards the complexity limit (builder.ts), the cap per document, and the client's rate limit.

/** Full-text work over all posts (several queries; the search's own page takes seconds at worst). */
const FULL_TEXT = 50
/** Similar threads: one full-text similarity query over the threads (kept ten minutes per thread). */
const SIMILARITY = 20
/** One or two queries of its own (no DataLoader batch). */
const OWN_QUERY = 5

/** Every field that runs its own queries, keyed `Type.field`, with its cost. */
export const EXPENSIVE_FIELDS: Readonly<Record<string, number>> = {
  'Query.search': FULL_TEXT,
  'Thread.recommendations': SIMILARITY,
  'Query.searchFilterOptions': OWN_QUERY,
  'Query.featureSwitches': OWN_QUERY,
  'Query.moderationQueue': OWN_QUERY,
  'Query.moderationCase': OWN_QUERY,
  'Query.myModerationMessages': OWN_QUERY,
  'ThreadsQuery.summary': OWN_QUERY,
  'ThreadsQuery.gallery': OWN_QUERY,
  'ThreadsQuery.hot': OWN_QUERY,
  'ThreadsQuery.latest': OWN_QUERY,
  'Thread.blogs': OWN_QUERY,
  'Thread.self': OWN_QUERY,
  'Thread.titleRevisions': OWN_QUERY,
  'ThreadSelf.moderationBoards': OWN_QUERY,
  'Post.revisions': OWN_QUERY,
  'BoardsQuery.threadList': OWN_QUERY,
  'BoardsQuery.rootBoards': OWN_QUERY,
  'BoardsQuery.newBoards': OWN_QUERY,
  'BoardsQuery.selectable': OWN_QUERY,
  'Board.moderators': OWN_QUERY,
  'Board.godfathers': OWN_QUERY,
  'Board.faqTeasers': OWN_QUERY,
  'Board.announcements': OWN_QUERY,
  'Board.tests': OWN_QUERY,
  'Board.blogs': OWN_QUERY,
  'BlogsQuery.latest': OWN_QUERY,
  'MotortestsQuery.latest': OWN_QUERY,
  'UsersQuery.latest': OWN_QUERY,
  'UsersQuery.onlineCount': OWN_QUERY,
  'UsersQuery.bySlug': OWN_QUERY,
  'UsersQuery.idBySlug': OWN_QUERY,
  'UsersQuery.slugById': OWN_QUERY,
  'UserQuery.draft': OWN_QUERY,
  'HeaderData.privateMessages': OWN_QUERY,
  'HeaderData.threadUpdates': OWN_QUERY,
  'HeaderData.friendsOnline': OWN_QUERY,
  'HeaderData.subscribedBoardUpdates': OWN_QUERY,
  'HeaderData.subscribedBlogUpdates': OWN_QUERY,
  'PlatformQuery.platformIntel': OWN_QUERY,
  'VehiclesQuery.manufacturers': OWN_QUERY,
  'NoticeQuery.canCreateNotice': OWN_QUERY,
  'NoticeQuery.createNoticePrerequisitesLoggedIn': OWN_QUERY,
  'NoticeQuery.noticeReasonsAndLevels': OWN_QUERY,
}

/** How many times the complexity plugin counts what is below a list field (builder.ts). */
const LIST_MULTIPLIER = 10

/**
 * A document's cost in expensive fields: each listed field's cost, times ten below a list (as
 * the complexity plugin counts it), fragments counted where they are spread, @include/@skip
 * ignored (the dearer case). What a document may run at most; the rate limit charges it.
 */
export function expensiveCost(schema: GraphQLSchema, document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const known = new Map<SelectionSetNode, Map<string, number>>()
  const active = new Set<SelectionSetNode>()
  const ofSet = (set: SelectionSetNode, type: GraphQLNamedType): number => {
    const cached = known.get(set)?.get(type.name)
    if (cached !== undefined) return cached
    if (active.has(set)) return 0 // a cycle: validation refuses it anyway
    active.add(set)
    let total = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : null
        if (!field) continue
        const own = EXPENSIVE_FIELDS[`${type.name}.${field.name}`] ?? 0
        const below = selection.selectionSet ? ofSet(selection.selectionSet, getNamedType(field.type)) : 0
        total += own + below * (listField(field.type) ? LIST_MULTIPLIER : 1)
      } else {
        const fragment =
          selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection
        if (!fragment) continue
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type
        total += ofSet(fragment.selectionSet, condition ?? type)
      }
    }
    active.delete(set)
    const byType = known.get(set) ?? new Map<string, number>()
    byType.set(type.name, total)
    known.set(set, byType)
    return total
  }
  let cost = 0
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const root = schema.getRootType(definition.operation)
    if (root) cost = Math.max(cost, ofSet(definition.selectionSet, root))
  }
  return cost
}

function listField(type: GraphQLType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type)
}

const measured = new WeakMap<DocumentNode, number>()

/** expensiveCost, once per parsed document (yoga keeps parsed documents in its cache). */
export function documentCost(schema: GraphQLSchema, document: DocumentNode): number {
  const known = measured.get(document)
  if (known !== undefined) return known
  const cost = expensiveCost(schema, document)
  measured.set(document, cost)
  return cost
}

/** Validation rule for /graphql: a document whose expensive fields cost too much is refused before it runs. */
export const expensiveFieldsRule: ValidationRule = (context) => {
  const document = context.getDocument()
  const cost = documentCost(context.getSchema(), document)
  if (cost > GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX) {
    const message =
      `Die Anfrage enthält zu viele aufwendige Felder (Kosten ${cost} > ${GRAPHQL_DOCUMENT_EXPENSIVE_COST_MAX}; ` +
      `eine Suche kostet ${FULL_TEXT}). Bitte teile sie auf mehrere Anfragen auf.`
    context.reportError(
      new GraphQLError(message, { originalError: new AppError('QueryTooComplex', message) }),
    )
  }
  return {}
}

/** An error that also tells graphql-yoga which HTTP status and headers to answer with. */
export class HttpRefusal extends AppError {
  /** errors.ts answers with this error's own message and does not log it. */
  readonly loadRefusal = true
  readonly extensions: { http: { status: number; headers: Record<string, string> } }
  constructor(
    reason: 'QueryTooComplex' | 'ServiceUnavailable',
    message: string,
    status: number,
    retryAfterSeconds: number,
  ) {
    super(reason, message, { status })
    this.extensions = {
      http: { status, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } },
    }
  }
}

export const BUSY_MESSAGE =
  'Die Schnittstelle ist gerade ausgelastet. Bitte versuche es in ein paar Sekunden erneut.'

/**
 * Slots for expensive resolvers, shared by every /graphql request of the process: at most
 * `slots` run at once, at most `queueMax` wait; one more is refused (503, Retry-After).
 */
export class Semaphore {
  readonly slots: number
  readonly queueMax: number
  #free: number
  readonly #waiting: (() => void)[] = []
  constructor(slots: number, queueMax: number) {
    this.slots = slots
    this.queueMax = queueMax
    this.#free = slots
  }
  get running(): number {
    return this.slots - this.#free
  }
  get queued(): number {
    return this.#waiting.length
  }
  /** A slot now or after the ones queued before; false when the queue is full. */
  tryAcquire(): Promise<void> | false {
    if (this.#free > 0) {
      this.#free -= 1
      return Promise.resolve()
    }
    if (this.#waiting.length >= this.queueMax) return false
    return new Promise((resolve) => this.#waiting.push(resolve))
  }
  release(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#free += 1
  }
}

/**
 * One /graphql request's share of the expensive work: its expensive resolvers run one after
 * another (GRAPHQL_EXPENSIVE_PER_REQUEST), each in a slot of the process-wide semaphore. The
 * pages run their operations in-process without a gate: this never limits them.
 */
export class ExpensiveGate {
  readonly shared: Semaphore
  readonly #own: Semaphore
  constructor(shared: Semaphore) {
    this.shared = shared
    // one request waits for its own turn without bound: its fields are at most the document's
    this.#own = new Semaphore(GRAPHQL_EXPENSIVE_PER_REQUEST, Number.POSITIVE_INFINITY)
  }
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    await this.#own.tryAcquire()
    try {
      const slot = this.shared.tryAcquire()
      if (slot === false)
        throw new HttpRefusal('ServiceUnavailable', BUSY_MESSAGE, 503, GRAPHQL_BUSY_RETRY_AFTER_SECONDS)
      await slot
      try {
        return await work()
      } finally {
        this.shared.release()
      }
    } finally {
      this.#own.release()
    }
  }
}

const semaphores = new WeakMap<object, Semaphore>()

/** The slots for /graphql's expensive resolvers on one pool: every server on it shares them. */
export function expensiveSemaphoreFor(db: object): Semaphore {
  let semaphore = semaphores.get(db)
  if (!semaphore) {
    semaphore = new Semaphore(GRAPHQL_EXPENSIVE_CONCURRENCY, GRAPHQL_EXPENSIVE_QUEUE_MAX)
    semaphores.set(db, semaphore)
  }
  return semaphore
}

/**
 * Gives every listed field its cost (the complexity plugin reads `extensions.complexity`) and
 * runs its resolver through the request's gate when there is one. A listed field the schema
 * lacks stops start-up: the list must not go stale.
 */
export function costExpensiveFields(schema: GraphQLSchema): GraphQLSchema {
  for (const [key, cost] of Object.entries(EXPENSIVE_FIELDS)) {
    const [typeName = '', fieldName = ''] = key.split('.')
    const type = schema.getType(typeName)
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined
    if (!field) throw new Error(`EXPENSIVE_FIELDS: ${key} gibt es im Schema nicht`)
    field.extensions = { ...field.extensions, complexity: cost }
    const resolve = field.resolve
    if (!resolve) continue
    // context: the request's GraphQLContext (context.ts, which imports this module's gate type)
    field.resolve = (source, args, context: { expensiveGate?: ExpensiveGate }, info) =>
      context.expensiveGate
        ? context.expensiveGate.run(() => resolve(source, args, context, info))
        : resolve(source, args, context, info)
  }
  return schema
}
