import { sql } from 'kysely'
import { recountBoards, recountPlatform, recountUsers } from '#db/counters.ts'
import type { DB } from '#db/database.ts'
import type { RoleName, Visibility } from '#db/schema.ts'
import { refreshSearchWords } from '#db/search.ts'
import { formatNumber } from '#domain/numbers.ts'
import { slugify } from '#domain/routes.ts'
import { insertRows, syncIdentity } from './bulk.ts'
import {
  type Brand,
  CAR_BRANDS,
  DIALOG_BOARDS,
  FIRST_LINE_BOARD_ID,
  MOTORCYCLE_BRANDS,
  MOTORSPORT_BOARDS,
  QUESTION_BOARD,
  ROOT_BOARDS,
  TOPIC_BOARDS,
  type TopicBoard,
} from './catalog.ts'
import { giveDemoMemberOldReplies, seedDemoMembers } from './members.ts'
import { seedPictures } from './pictures.ts'
import { Random } from './random.ts'
import { CURATED_THREADS, type CuratedThread, curatedPosts } from './summary-threads.ts'
import {
  ABOUT_ME,
  AGREEMENTS,
  ANSWER_OPENERS,
  BLOG_TITLES,
  CAR_TOPICS,
  GENERIC_REPLIES,
  GREETINGS,
  MOTORCYCLE_TOPICS,
  SIGN_OFFS,
  STICKY_TEXT,
  STICKY_TITLES,
  TEST_TITLES,
  THANKS,
  TOPIC_TEMPLATES,
  type TopicTemplate,
  USERNAME_PATTERNS,
} from './texts.ts'

// The deterministic demo community (issue 2): real German brand and model names, a few hundred
// members, thousands of threads and tens of thousands of posts. With --posts in the millions it
// becomes the benchmark community, with a board of 100,000 threads and a thread of 100,000 posts.

export interface SeedOptions {
  /** Total posts to create (about). Default 30,000. */
  posts?: number
  /** Anchor of all timestamps; defaults to the current minute. */
  now?: Date
  seed?: number
  log?: (message: string) => void
  /** Where the demo pictures and attachments go (DATA_DIR/uploads); without it posts have none. */
  uploadsDir?: string
}

export interface SeedSummary {
  users: number
  boards: number
  threads: number
  posts: number
}

export const DEMO_POSTS = 30_000
const LARGE_POSTS = 500_000
const BATCH = 5_000
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const YEAR = 365 * DAY

/** Demo accounts a tester can log in with (README); ids are fixed. */
export const DEMO_ACCOUNTS = {
  system: { id: 1, username: 'MOTOR-TALK-Team' },
  admin: { id: 2, username: 'demo-admin' },
  moderator: { id: 3, username: 'demo-moderator' },
  godfather: { id: 4, username: 'demo-forenpate' },
  member: { id: 5, username: 'demo-mitglied' },
  faqAuthor: { id: 6, username: 'FAQ-Redaktion' },
} as const

type BoardKind =
  | 'root'
  | 'carBrand'
  | 'carLine'
  | 'bikeBrand'
  | 'bikeLine'
  | 'topic'
  | 'motorsport'
  | 'dialog'

interface SeedBoard {
  id: number
  parentId: number | null
  name: string
  slug: string
  icon: string
  description: string
  groupName: string | null
  kind: BoardKind
  brand?: Brand
  lineIndex?: number
  topic?: string
  weight: number
  manufacturerId: number | null
  createdAt: Date
  sortOrder: number
  seoText: string
  isOpen: boolean
}

interface SeedUser {
  id: number
  username: string
  registeredAt: Date
}

interface Vehicle {
  manufacturerId: number
  seriesId: number
  modelId: number
  brand: string
  line: string
  series: string
  engine: string
}

interface ThreadPlan {
  board: SeedBoard
  posts: number
  /** Spread of the thread's life; long threads live longer. */
  createdAt: Date
  span: number
  sticky?: boolean
  closed?: boolean
  visibility?: Visibility
  deleted?: boolean
  title?: string
  /** issue 16: one of the curated threads whose answer is known (summary-threads.ts) */
  curated?: { thread: CuratedThread; index: number }
}

function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE) * MINUTE)
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

function firstSentence(text: string): string {
  const body = text.replace(/\[quote=[^\]]*\][\s\S]*?\[\/quote\]\s*/g, '').trim()
  const paragraph = body.split('\n\n').find((part) => part.length > 30 && !part.endsWith(',')) ?? body
  const match = /^.*?[.!?](\s|$)/.exec(paragraph)
  return (match ? match[0] : paragraph).trim()
}

class CommunityBuilder {
  readonly #db: DB
  readonly #random: Random
  readonly #now: Date
  readonly #log: (message: string) => void
  readonly #targetPosts: number
  readonly #large: boolean
  readonly #uploadsDir: string | undefined

  readonly boards: SeedBoard[] = []
  readonly users: SeedUser[] = []
  readonly #vehiclesByBrand = new Map<string, Vehicle[]>()
  readonly #moderatorIds = new Set<number>()
  readonly #boardModerator = new Map<number, number>()

  #threadId = 0
  #postId = 0
  #postsCreated = 0
  #lastReported = 0
  #threadRows: unknown[][] = []
  #postRows: unknown[][] = []
  #thumbRows: unknown[][] = []

  constructor(db: DB, options: SeedOptions) {
    this.#db = db
    this.#random = new Random(options.seed ?? 20_010_901)
    this.#now = floorToMinute(options.now ?? new Date())
    this.#log = options.log ?? (() => {})
    this.#targetPosts = Math.max(1_000, options.posts ?? DEMO_POSTS)
    this.#large = this.#targetPosts >= LARGE_POSTS
    this.#uploadsDir = options.uploadsDir
  }

  #ago(ms: number): Date {
    return new Date(this.#now.getTime() - ms)
  }

  async run(): Promise<SeedSummary> {
    await this.#vehicles()
    this.#planBoards()
    await this.#insertUsers()
    await this.#insertBoards()
    await this.#insertRoles()
    await this.#insertTeasers()
    await this.#threads()
    await syncIdentity(this.#db, [
      'users',
      'boards',
      'threads',
      'posts',
      'vehicle_manufacturers',
      'vehicle_series',
      'vehicle_models',
    ])
    await giveDemoMemberOldReplies(this.#db, FIRST_LINE_BOARD_ID, this.#now)
    this.#log('Zähler werden berechnet …')
    await recountBoards(this.#db)
    await recountUsers(this.#db)
    await recountPlatform(this.#db)
    await seedDemoMembers(this.#db, this.#now)
    if (this.#uploadsDir) {
      this.#log('Bilder und Anhänge …')
      await seedPictures(this.#db, this.#uploadsDir)
    }
    // the vocabulary of everything written, learnt and counted once (issue 13)
    this.#log('Suchwörter werden gezählt …')
    await refreshSearchWords(this.#db)
    await sql`ANALYZE`.execute(this.#db)
    return {
      users: this.users.length,
      boards: this.boards.length,
      threads: this.#threadId,
      posts: this.#postId,
    }
  }

  async #vehicles(): Promise<void> {
    const manufacturers: unknown[][] = []
    const series: unknown[][] = []
    const models: unknown[][] = []
    let seriesId = 0
    let modelId = 0
    for (const [index, brand] of [...CAR_BRANDS, ...MOTORCYCLE_BRANDS].entries()) {
      const manufacturerId = index + 1
      manufacturers.push([manufacturerId, brand.name, brand.slug, brand.kind])
      const vehicles: Vehicle[] = []
      for (const line of brand.lines) {
        for (const seriesName of line.series) {
          seriesId += 1
          series.push([seriesId, manufacturerId, seriesName])
          for (const engine of line.engines) {
            modelId += 1
            models.push([modelId, seriesId, engine])
            vehicles.push({
              manufacturerId,
              seriesId,
              modelId,
              brand: brand.name,
              line: line.name,
              series: seriesName,
              engine,
            })
          }
        }
      }
      this.#vehiclesByBrand.set(brand.name, vehicles)
    }
    await insertRows(
      this.#db,
      'vehicle_manufacturers',
      [
        ['id', 'int'],
        ['name', 'text'],
        ['slug', 'text'],
        ['kind', 'text'],
      ],
      manufacturers,
    )
    await insertRows(
      this.#db,
      'vehicle_series',
      [
        ['id', 'int'],
        ['manufacturer_id', 'int'],
        ['name', 'text'],
      ],
      series,
    )
    await insertRows(
      this.#db,
      'vehicle_models',
      [
        ['id', 'int'],
        ['series_id', 'int'],
        ['name', 'text'],
      ],
      models,
    )
  }

  #manufacturerId(brand: Brand): number {
    return this.#vehiclesByBrand.get(brand.name)![0]!.manufacturerId
  }

  #planBoards(): void {
    const early = (years: number) => this.#ago(years * YEAR + this.#random.int(0, 300) * DAY)
    for (const [index, root] of ROOT_BOARDS.entries()) {
      this.boards.push({
        ...root,
        parentId: null,
        groupName: null,
        kind: 'root',
        weight: 0,
        manufacturerId: null,
        createdAt: early(24),
        sortOrder: index,
        isOpen: true,
        seoText: `Das ${root.name}-Forum der Community: ${root.description} Stell Deine Frage, teile Deine Erfahrungen und hilf anderen weiter.`,
      })
    }
    let lineBoardId = FIRST_LINE_BOARD_ID
    const addBrands = (brands: Brand[], parentId: number, kind: 'car' | 'bike') => {
      for (const [index, brand] of brands.entries()) {
        const manufacturerId = this.#manufacturerId(brand)
        this.boards.push({
          id: brand.boardId,
          parentId,
          name: brand.name,
          slug: brand.slug,
          icon: kind === 'car' ? 'auto' : 'motorrad',
          description: `Alles rund um ${brand.name}: Modelle, Technik, Probleme und Kaufberatung.`,
          groupName: kind === 'car' ? 'Automarken' : 'Motorradmarken',
          kind: kind === 'car' ? 'carBrand' : 'bikeBrand',
          brand,
          weight: kind === 'car' ? 2 : 1.5,
          manufacturerId,
          createdAt: early(20),
          sortOrder: index,
          isOpen: true,
          seoText: `Im ${brand.name} Forum tauschen sich Fahrer über alle Modelle aus: von der Inspektion über typische Schwachstellen bis zur Kaufberatung. Über ${formatNumber(2_000 + index * 731)} Mitglieder helfen Dir weiter.`,
        })
        for (const [lineIndex, line] of brand.lines.entries()) {
          // A few model forums are new, so the home page has "new forums" to show.
          const isNew = lineIndex === brand.lines.length - 1 && index % 5 === 0
          this.boards.push({
            id: lineBoardId++,
            parentId: brand.boardId,
            name: `${brand.name} ${line.name}`,
            slug: slugify(`${brand.slug} ${line.name}`),
            icon: kind === 'car' ? 'auto' : 'motorrad',
            description: `${line.series.join(', ')}: Erfahrungen, Probleme und Tipps.`,
            groupName: 'Modelle',
            kind: kind === 'car' ? 'carLine' : 'bikeLine',
            brand,
            lineIndex,
            weight: kind === 'car' ? 3 : 2,
            manufacturerId,
            createdAt: isNew ? this.#ago(this.#random.int(3, 60) * DAY) : early(15),
            sortOrder: lineIndex,
            isOpen: true,
            seoText: `Das ${brand.name} ${line.name} Forum: Fragen und Antworten zu ${line.series.join(', ')}.`,
          })
        }
      }
    }
    addBrands(CAR_BRANDS, 3, 'car')
    addBrands(MOTORCYCLE_BRANDS, 15, 'bike')
    const addTopics = (
      topics: TopicBoard[],
      parentId: number,
      kind: BoardKind,
      weight: number,
      offset = 0,
    ) => {
      for (const [index, topic] of topics.entries()) {
        this.boards.push({
          id: topic.id,
          parentId,
          name: topic.name,
          slug: topic.slug,
          icon: topic.icon,
          description: topic.description,
          groupName: kind === 'topic' ? 'Themen' : null,
          kind,
          topic: topic.topic,
          weight,
          manufacturerId: null,
          createdAt: topic.id === 403 ? this.#ago(40 * DAY) : early(12),
          sortOrder: index + offset,
          isOpen: topic.isOpen ?? true,
          seoText: `${topic.name}: ${topic.description}`,
        })
      }
    }
    addTopics(TOPIC_BOARDS, 6, 'topic', 2)
    addTopics([QUESTION_BOARD], 6, 'topic', 3, TOPIC_BOARDS.length)
    addTopics(MOTORSPORT_BOARDS, 1, 'motorsport', 1)
    addTopics(DIALOG_BOARDS, 1054, 'dialog', 1)
  }

  async #insertBoards(): Promise<void> {
    await insertRows(
      this.#db,
      'boards',
      [
        ['id', 'int'],
        ['parent_id', 'int'],
        ['slug', 'text'],
        ['name', 'text'],
        ['description', 'text'],
        ['seo_text', 'text'],
        ['group_name', 'text'],
        ['icon', 'text'],
        ['manufacturer_id', 'int'],
        ['sort_order', 'int'],
        ['created_at', 'timestamptz'],
        ['is_open', 'boolean'],
      ],
      this.boards.map((b) => [
        b.id,
        b.parentId,
        b.slug,
        b.name,
        b.description,
        b.seoText,
        b.groupName,
        b.icon,
        b.manufacturerId,
        b.sortOrder,
        b.createdAt,
        b.isOpen,
      ]),
    )
  }

  async #insertUsers(): Promise<void> {
    const random = this.#random
    const count = this.#large ? Math.min(20_000, Math.round(this.#targetPosts / 50)) : 400
    const special: SeedUser[] = [
      { ...DEMO_ACCOUNTS.system, registeredAt: this.#ago(21 * YEAR) },
      { ...DEMO_ACCOUNTS.admin, registeredAt: this.#ago(19 * YEAR) },
      { ...DEMO_ACCOUNTS.moderator, registeredAt: this.#ago(16 * YEAR) },
      { ...DEMO_ACCOUNTS.godfather, registeredAt: this.#ago(12 * YEAR) },
      { ...DEMO_ACCOUNTS.member, registeredAt: this.#ago(6 * YEAR) },
      { ...DEMO_ACCOUNTS.faqAuthor, registeredAt: this.#ago(18 * YEAR) },
    ]
    const taken = new Set(special.map((user) => user.username.toLowerCase()))
    const times: number[] = []
    for (let i = 0; i < count; i += 1) {
      const share = i / count
      // long-time members first, a steady stream later, a few brand-new members at the end
      const age =
        share < 0.15
          ? random.int(15, 22) * YEAR
          : share > 0.95
            ? random.int(1, 20) * DAY
            : random.next() ** 1.4 * 15 * YEAR + 21 * DAY
      times.push(this.#now.getTime() - age - random.int(0, 1440) * MINUTE)
    }
    times.sort((a, b) => a - b)
    const pick = <T>(list: readonly T[]) => random.pick(list)
    this.users.push(...special)
    for (const [index, time] of times.entries()) {
      let username = random.pick(USERNAME_PATTERNS)(pick, random.int(1, 9_999))
      while (taken.has(username.toLowerCase()) || taken.has(slugify(username))) {
        username = `${username}${random.int(1, 99)}`
      }
      taken.add(username.toLowerCase())
      taken.add(slugify(username))
      this.users.push({ id: special.length + index + 1, username, registeredAt: new Date(time) })
    }
    const online = new Set<number>()
    for (let i = 0; i < Math.max(12, count / 25); i += 1) online.add(random.int(7, this.users.length))
    await insertRows(
      this.#db,
      'users',
      [
        ['id', 'int'],
        ['username', 'text'],
        ['slug', 'text'],
        ['display_name', 'text'],
        ['email', 'text'],
        ['email_verified_at', 'timestamptz'],
        ['about_me', 'text'],
        ['account_type', 'text'],
        ['registered_at', 'timestamptz'],
        ['last_seen_at', 'timestamptz'],
      ],
      this.users.map((user) => [
        user.id,
        user.username,
        slugify(user.username),
        user.username,
        `${slugify(user.username)}@example.org`,
        user.registeredAt,
        random.pick(ABOUT_ME),
        user.id === DEMO_ACCOUNTS.admin.id
          ? 'Administrator'
          : user.id === DEMO_ACCOUNTS.moderator.id
            ? 'Moderator'
            : 'Standard',
        user.registeredAt,
        online.has(user.id) ? this.#ago(random.int(0, 10) * MINUTE) : this.#ago(random.int(1, 400) * DAY),
      ]),
    )
  }

  async #insertRoles(): Promise<void> {
    const rows: [number, RoleName, number | null][] = [
      [DEMO_ACCOUNTS.system.id, 'systemAccount', null],
      [DEMO_ACCOUNTS.admin.id, 'admin', null],
      [DEMO_ACCOUNTS.faqAuthor.id, 'faqAuthor', null],
      [DEMO_ACCOUNTS.moderator.id, 'moderator', 200],
      [DEMO_ACCOUNTS.moderator.id, 'moderator', 201],
      [DEMO_ACCOUNTS.moderator.id, 'moderator', 1065],
      [DEMO_ACCOUNTS.godfather.id, 'godfather', 200],
      [DEMO_ACCOUNTS.godfather.id, 'godfather', FIRST_LINE_BOARD_ID],
    ]
    // Long-time members moderate the brand and topic forums; some model forums have a Forenpate.
    const veterans = this.users.slice(6, 6 + Math.max(30, Math.round(this.users.length * 0.08)))
    for (const board of this.boards) {
      if (
        board.kind === 'carBrand' ||
        board.kind === 'bikeBrand' ||
        board.kind === 'topic' ||
        board.kind === 'motorsport'
      ) {
        if (board.id !== 200 && board.id !== 201 && board.id !== 1065) {
          rows.push([this.#random.pick(veterans).id, 'moderator', board.id])
        }
      } else if (board.kind === 'carLine' && this.#random.chance(0.35) && board.id !== FIRST_LINE_BOARD_ID) {
        rows.push([this.#random.pick(veterans).id, 'godfather', board.id])
      }
    }
    const unique = new Map(rows.map((row) => [row.join(':'), row]))
    for (const [userId, role, boardId] of unique.values()) {
      if (role === 'moderator') {
        this.#moderatorIds.add(userId)
        if (boardId !== null) this.#boardModerator.set(boardId, userId)
      }
    }
    await insertRows(
      this.#db,
      'user_roles',
      [
        ['user_id', 'int'],
        ['role', 'text'],
        ['board_id', 'int'],
      ],
      [...unique.values()],
    )
  }

  async #insertTeasers(): Promise<void> {
    const random = this.#random
    const carVehicles = CAR_BRANDS.flatMap((brand) => this.#vehiclesByBrand.get(brand.name)!)
    const regular = this.users.slice(6)
    const blogs: unknown[][] = []
    for (let i = 0; i < 40; i += 1) {
      const vehicle = random.pick(carVehicles)
      const title = fill(random.pick(BLOG_TITLES), { line: `${vehicle.brand} ${vehicle.line}` })
      const published = this.#ago(random.next() ** 2 * 2 * YEAR + random.int(1, 600) * MINUTE)
      blogs.push([
        random.pick(regular).id,
        title,
        slugify(title),
        `/images/teaser/blog-${i % 8}.svg`,
        `${title}: Meine Erfahrungen, Kosten und Tipps aus erster Hand.`,
        i === 39 ? 'draft' : 'published',
        published,
        i === 39 ? null : published,
        this.boards.find((b) => b.kind === 'carBrand' && b.brand?.name === vehicle.brand)?.id ?? null,
      ])
    }
    await insertRows(
      this.#db,
      'blog_articles',
      [
        ['author_id', 'int'],
        ['title', 'text'],
        ['slug', 'text'],
        ['picture_url', 'text'],
        ['teaser', 'text'],
        ['status', 'text'],
        ['created_at', 'timestamptz'],
        ['published_at', 'timestamptz'],
        ['board_id', 'int'],
      ],
      blogs,
    )
    const tests: unknown[][] = []
    for (let i = 0; i < 40; i += 1) {
      const vehicle = random.pick(carVehicles)
      const title = fill(random.pick(TEST_TITLES), {
        brand: vehicle.brand,
        line: vehicle.line,
        series: vehicle.series,
        engine: vehicle.engine,
      })
      tests.push([
        random.pick(regular).id,
        vehicle.manufacturerId,
        vehicle.modelId,
        title,
        slugify(title),
        `/images/teaser/test-${i % 8}.svg`,
        random.int(22, 48),
        this.#ago(random.next() ** 2 * 3 * YEAR + random.int(1, 600) * MINUTE),
      ])
    }
    await insertRows(
      this.#db,
      'vehicle_tests',
      [
        ['author_id', 'int'],
        ['manufacturer_id', 'int'],
        ['model_id', 'int'],
        ['title', 'text'],
        ['slug', 'text'],
        ['picture_url', 'text'],
        ['rating', 'smallint'],
        ['created_at', 'timestamptz'],
      ],
      tests,
    )
    const faqs: unknown[][] = []
    for (const board of this.boards.filter((b) => b.kind === 'carBrand' || b.kind === 'bikeBrand')) {
      const brand = board.brand!
      const titles = [
        `${brand.name}: Inspektionsintervalle im Überblick`,
        `Typische Schwachstellen beim ${brand.name} ${brand.lines[0]!.name}`,
        `${brand.name} Fehlerspeicher auslesen: So geht's`,
        `Welches Öl für meinen ${brand.name}?`,
      ]
      for (const [index, title] of titles.entries()) {
        faqs.push([
          board.id,
          DEMO_ACCOUNTS.faqAuthor.id,
          title,
          slugify(title),
          index,
          this.#ago((index + 2) * 90 * DAY),
        ])
      }
    }
    await insertRows(
      this.#db,
      'faq_teasers',
      [
        ['board_id', 'int'],
        ['author_id', 'int'],
        ['title', 'text'],
        ['slug', 'text'],
        ['sort_order', 'int'],
        ['created_at', 'timestamptz'],
      ],
      faqs,
    )
    await insertRows(
      this.#db,
      'announcements',
      [
        ['board_id', 'int'],
        ['title', 'text'],
        ['url', 'text'],
        ['text', 'text'],
        ['start_date', 'timestamptz'],
        ['end_date', 'timestamptz'],
        ['visible_for_anonymous', 'boolean'],
      ],
      [
        [
          null,
          'Neue Beitragsregeln ab sofort gültig',
          '/info/beitragsregeln',
          'Wir haben die Beitragsregeln überarbeitet. Bitte lies sie Dir einmal durch.',
          this.#ago(10 * DAY),
          null,
          true,
        ],
        [
          null,
          'Inhalte melden: So funktioniert es',
          '/info/hilfe#5',
          'Rechtswidrige Inhalte kannst Du über das Menü an jedem Beitrag melden. Unser Team prüft jede Meldung.',
          this.#ago(30 * DAY),
          null,
          true,
        ],
        [
          null,
          'Für Mitglieder: Benachrichtigungen jetzt auch per Push',
          '/cockpit/EinstellungenUebersicht.html',
          'In Deinen Einstellungen kannst Du Push-Benachrichtigungen für Antworten aktivieren.',
          this.#ago(5 * DAY),
          null,
          false,
        ],
        [
          200,
          'VW-Treffen am Wörthersee: Fahrgemeinschaften',
          null,
          'Wer fährt mit? Sprecht euch im Thema ab.',
          this.#ago(3 * DAY),
          this.#ago(-60 * DAY),
          true,
        ],
        [
          1065,
          'Tipp: Modell, Baujahr und Motor angeben',
          null,
          'Je genauer Deine Angaben, desto schneller bekommst Du eine Antwort.',
          this.#ago(200 * DAY),
          null,
          true,
        ],
      ],
    )
  }

  /** An author registered before `time`; a core of early members writes more than its share. */
  #authorAt(time: number, except?: number): SeedUser {
    const users = this.users
    let low = 6
    let high = users.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (users[mid]!.registeredAt.getTime() <= time) low = mid + 1
      else high = mid
    }
    const available = Math.max(low, 7)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const pool = this.#random.chance(0.35)
        ? Math.min(available, 6 + Math.ceil(users.length * 0.1))
        : available
      const user = users[this.#random.int(6, pool - 1)]!
      if (user.id !== except) return user
    }
    return users[6 + (((except ?? 0) + 1) % (available - 6))]!
  }

  #templatesFor(board: SeedBoard): TopicTemplate[] {
    if (board.kind === 'carBrand' || board.kind === 'carLine') return CAR_TOPICS
    if (board.kind === 'bikeBrand' || board.kind === 'bikeLine') return MOTORCYCLE_TOPICS
    if (board.topic && board.topic !== 'technik') return TOPIC_TEMPLATES[board.topic] ?? CAR_TOPICS
    return CAR_TOPICS
  }

  #vehicleFor(board: SeedBoard): Vehicle | null {
    if (board.brand) {
      const all = this.#vehiclesByBrand.get(board.brand.name)!
      const lineName = board.lineIndex === undefined ? undefined : board.brand.lines[board.lineIndex]!.name
      return this.#random.pick(lineName ? all.filter((v) => v.line === lineName) : all)
    }
    const carTopics = ['technik', 'reifen', 'tuning', 'hifi', 'recht', 'elektro']
    if (board.topic && carTopics.includes(board.topic) && this.#random.chance(0.6)) {
      return this.#random.pick(this.#vehiclesByBrand.get(this.#random.pick(CAR_BRANDS).name)!)
    }
    return null
  }

  #plan(): ThreadPlan[] {
    const random = this.#random
    const leafBoards = this.boards.filter((board) => board.weight > 0)
    const totalWeight = leafBoards.reduce((sum, board) => sum + board.weight, 0)
    const pickBoard = () => {
      let roll = random.next() * totalWeight
      for (const board of leafBoards) {
        roll -= board.weight
        if (roll <= 0) return board
      }
      return leafBoards[leafBoards.length - 1]!
    }
    const golf = this.boards.find((board) => board.id === FIRST_LINE_BOARD_ID)!
    const plans: ThreadPlan[] = []
    let planned = 0
    const add = (plan: ThreadPlan) => {
      plans.push(plan)
      planned += plan.posts
    }
    // Rules threads open the brand forums: sticky and closed.
    for (const board of this.boards.filter(
      (b) => b.kind === 'carBrand' || b.kind === 'bikeBrand' || b.id === 1065,
    )) {
      add({
        board,
        posts: 1,
        createdAt: this.#ago(random.int(3, 8) * YEAR),
        span: 0,
        sticky: true,
        closed: true,
        title: random.pick(STICKY_TITLES),
      })
    }
    if (this.#large) {
      // The benchmark shapes: a thread of 100,000 posts and a board of 100,000 threads.
      add({ board: golf, posts: 100_000, createdAt: this.#ago(9 * YEAR), span: 9 * YEAR - DAY })
      const hotThreads = Math.min(100_000, Math.floor((this.#targetPosts - planned) / 8))
      for (let i = 0; i < hotThreads; i += 1) add(this.#ordinaryPlan(golf, 4))
    } else {
      // Threads that span several pages; the first one is closed.
      for (const [index, posts] of [136, 118, 95, 73, 64, 57, 48, 42].entries()) {
        const board = index < 3 ? golf : pickBoard()
        add({
          board,
          posts,
          createdAt: this.#ago(random.int(60, 700) * DAY),
          span: random.int(30, 55) * DAY,
          closed: index === 0,
        })
      }
      add({ ...this.#ordinaryPlan(this.boards.find((b) => b.id === 1065)!), visibility: 'Offline' })
      add({ ...this.#ordinaryPlan(this.boards.find((b) => b.id === 602)!), deleted: true })
    }
    while (planned < this.#targetPosts) add(this.#ordinaryPlan(pickBoard()))
    return plans
  }

  #ordinaryPlan(board: SeedBoard, meanReplies = 7): ThreadPlan {
    const random = this.#random
    const posts = 1 + Math.min(38, Math.floor(random.exponential(meanReplies)))
    return {
      board,
      posts,
      createdAt: this.#ago(random.next() ** 2.2 * 3 * YEAR + random.int(5, 600) * MINUTE),
      span: Math.min(posts, 12) * random.exponential(10) * 60 * MINUTE,
    }
  }

  async #threads(): Promise<void> {
    const plans = this.#plan()
    // Oldest first, so thread ids grow with time as in a real forum.
    plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    this.#log(`${formatNumber(plans.length)} Themen werden geschrieben …`)
    for (const plan of plans) {
      this.#writeThread(plan)
      if (this.#postRows.length >= BATCH) await this.#flush()
    }
    // issue 16: the curated threads come last, so the rest of the community stays as it was
    if (!this.#large) for (const plan of this.#curatedPlans()) this.#writeThread(plan)
    await this.#flush()
  }

  /** The ten threads whose cause and fix are known, in their brand's line board, months ago. */
  #curatedPlans(): ThreadPlan[] {
    return CURATED_THREADS.map((thread, index) => {
      const board =
        this.boards.find(
          (b) =>
            b.brand?.name === thread.brand &&
            b.lineIndex !== undefined &&
            b.brand.lines[b.lineIndex]?.name === thread.line,
        ) ?? this.boards.find((b) => b.id === FIRST_LINE_BOARD_ID)!
      return {
        board,
        posts: thread.length,
        createdAt: this.#ago((120 + index * 37) * DAY),
        span: 20 * DAY,
        title: thread.title,
        curated: { thread, index },
      }
    })
  }

  #writeThread(plan: ThreadPlan): void {
    const random = this.#random
    const board = plan.board
    const threadId = ++this.#threadId
    const created = plan.createdAt.getTime()
    const op = plan.sticky
      ? (this.users.find((u) => u.id === (this.#boardModerator.get(board.id) ?? DEMO_ACCOUNTS.system.id)) ??
        this.users[0]!)
      : this.#authorAt(created)
    const vehicle = plan.sticky ? null : this.#vehicleFor(board)
    const template = random.pick(this.#templatesFor(board))
    const values: Record<string, string> = {
      vehicle: vehicle ? `${vehicle.brand} ${vehicle.series} ${vehicle.engine}` : 'Auto',
      brand: vehicle?.brand ?? board.name,
      line: vehicle ? `${vehicle.brand} ${vehicle.line}` : board.name,
      series: vehicle?.series ?? board.name,
      engine: vehicle?.engine ?? 'Motor',
      year: String(random.int(2006, 2022)),
      km: formatNumber(random.int(18, 260) * 1_000),
      op: op.username,
    }
    const title = plan.title ?? fill(random.pick(template.titles), values)

    // timestamps: spread over the plan's span, never in the future
    const times: number[] = [created]
    for (let i = 1; i < plan.posts; i += 1) {
      const gap = random.exponential(plan.span / Math.max(1, plan.posts - 1)) + MINUTE
      times.push(times[i - 1]! + gap)
    }
    const last = times[times.length - 1]!
    const now = this.#now.getTime()
    const latest = created + Math.max(0, now - created - MINUTE) * (0.3 + 0.68 * random.next())
    if (last > now && plan.posts > 1) {
      const scale = Math.max(0, latest - created) / (last - created)
      for (let i = 1; i < times.length; i += 1) times[i] = created + (times[i]! - created) * scale
    }

    const solved = !plan.sticky && plan.posts >= 3 && random.chance(0.4)
    const firstPostId = this.#postId + 1
    let bestPostId: number | null = null
    let visiblePosts = 0
    let lastVisible: { id: number; at: number; author: number } | null = null
    let previous: { author: SeedUser; text: string } | null = null
    // Each answer once per thread; long threads continue with generic replies.
    const deck = [...template.answers]
    const nextAnswer = () => {
      if (deck.length === 0) deck.push(...GENERIC_REPLIES, ...AGREEMENTS)
      return deck.splice(random.int(0, deck.length - 1), 1)[0]!
    }

    const curated = plan.curated ? curatedPosts(plan.curated.thread, plan.curated.index) : null
    for (let position = 0; position < plan.posts; position += 1) {
      const postId = ++this.#postId
      const at = Math.floor(times[position]! / 1000) * 1000
      let author: SeedUser
      let text: string
      const scripted = curated?.[position]
      if (scripted) {
        author = scripted.by === 'op' ? op : this.#authorAt(at, op.id)
        text = scripted.text
        if (scripted.best) bestPostId = postId
      } else if (position === 0) {
        author = op
        text = plan.sticky
          ? STICKY_TEXT
          : `${random.pick(GREETINGS)}\n\n${fill(random.pick(template.questions), values)}\n\n${random.pick(SIGN_OFFS)}`
      } else if (solved && position === plan.posts - 1) {
        author = op
        text = fill(random.pick(template.solutions), values)
      } else if (position > 1 && random.chance(0.15)) {
        author = op
        text = random.pick(THANKS)
      } else {
        author = this.#authorAt(at, op.id)
        const opener = fill(random.pick(ANSWER_OPENERS), values)
        const answer = fill(nextAnswer(), values)
        const agreement = random.pick(AGREEMENTS)
        const extra = random.chance(0.3) && agreement !== answer ? `\n\n${agreement}` : ''
        text = opener ? `${opener}\n\n${answer}${extra}` : `${answer}${extra}`
        if (previous && previous.author.id !== author.id && position > 1 && random.chance(0.15)) {
          text = `[quote=${previous.author.username}]${firstSentence(previous.text)}[/quote]\n\n${answer}`
        }
        if (solved && bestPostId === null) bestPostId = postId
      }
      // One reply in the demo is moderated away, so hidden posts exist to test against.
      const visibility: Visibility = !this.#large && threadId === 40 && position === 2 ? 'Hidden' : 'Online'
      let thumbs = 0
      const wantedThumbs = scripted ? (scripted.thumbs ?? 0) : null
      if (
        wantedThumbs !== null
          ? wantedThumbs > 0
          : position > 0 && author.id !== op.id && random.chance(bestPostId === postId ? 0.9 : 0.22)
      ) {
        const givers = new Set<number>()
        const wanted = wantedThumbs ?? random.int(1, bestPostId === postId ? 9 : 4)
        for (let i = 0; i < wanted * 2 && givers.size < wanted; i += 1) {
          const giver = this.#authorAt(at + DAY, author.id)
          givers.add(giver.id)
        }
        for (const giver of givers) this.#thumbRows.push([postId, giver, new Date(Math.min(at + DAY, now))])
        thumbs = givers.size
      }
      this.#postRows.push([
        postId,
        threadId,
        position,
        author.id,
        text,
        new Date(at),
        visibility,
        this.#moderatorIds.has(author.id),
        thumbs,
      ])
      if (visibility !== 'Hidden') {
        visiblePosts += 1
        lastVisible = { id: postId, at, author: author.id }
      }
      if (!THANKS.includes(text)) previous = { author, text }
    }

    this.#threadRows.push([
      threadId,
      board.id,
      title,
      slugify(title),
      op.id,
      new Date(created),
      !plan.closed,
      plan.sticky ?? false,
      plan.visibility ?? 'Online',
      plan.deleted ? new Date(Math.min(created + 7 * DAY, this.#now.getTime())) : null,
      vehicle?.manufacturerId ?? null,
      vehicle?.seriesId ?? null,
      vehicle?.modelId ?? null,
      visiblePosts,
      Math.max(0, visiblePosts - 1),
      plan.posts,
      firstPostId,
      bestPostId,
      lastVisible?.id ?? firstPostId,
      new Date(lastVisible?.at ?? created),
      lastVisible?.author ?? op.id,
    ])
    this.#postsCreated += plan.posts
  }

  async #flush(): Promise<void> {
    await insertRows(
      this.#db,
      'threads',
      [
        ['id', 'int'],
        ['board_id', 'int'],
        ['title', 'text'],
        ['slug', 'text'],
        ['author_id', 'int'],
        ['created_at', 'timestamptz'],
        ['is_open', 'boolean'],
        ['is_sticky', 'boolean'],
        ['visibility', 'text'],
        ['deleted_at', 'timestamptz'],
        ['manufacturer_id', 'int'],
        ['series_id', 'int'],
        ['model_id', 'int'],
        ['post_count', 'int'],
        ['reply_count', 'int'],
        ['next_position', 'int'],
        ['first_post_id', 'int'],
        ['best_post_id', 'int'],
        ['last_post_id', 'int'],
        ['last_post_at', 'timestamptz'],
        ['last_post_user_id', 'int'],
      ],
      this.#threadRows,
    )
    for (let start = 0; start < this.#postRows.length; start += BATCH * 4) {
      await insertRows(
        this.#db,
        'posts',
        [
          ['id', 'int'],
          ['thread_id', 'int'],
          ['position', 'int'],
          ['author_id', 'int'],
          ['text', 'text'],
          ['created_at', 'timestamptz'],
          ['visibility', 'text'],
          ['is_posted_by_moderator', 'boolean'],
          ['thumbs_up_count', 'int'],
        ],
        this.#postRows.slice(start, start + BATCH * 4),
      )
    }
    await insertRows(
      this.#db,
      'post_thumbs',
      [
        ['post_id', 'int'],
        ['user_id', 'int'],
        ['created_at', 'timestamptz'],
      ],
      this.#thumbRows,
    )
    if (this.#large && this.#postsCreated - this.#lastReported >= 100_000) {
      this.#lastReported = this.#postsCreated
      this.#log(`  ${formatNumber(this.#postsCreated)} Beiträge …`)
    }
    this.#threadRows = []
    this.#postRows = []
    this.#thumbRows = []
  }
}

/** True when the database holds no community yet (first start). */
export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('boards').select('id').limit(1).executeTakeFirst()
  return row === undefined
}

/**
 * Builds the demo community in one transaction: either all of it exists afterwards or nothing.
 * The search's triggers (migration 0009), which learn each written post's words one row at a
 * time, are off meanwhile: with them the 1,000,000-post seed took 385 s instead of 123 s; the
 * run learns and counts the whole vocabulary once at its end instead (refreshSearchWords).
 */
export async function seedDemoCommunity(db: DB, options: SeedOptions = {}): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE posts DISABLE TRIGGER posts_search_learn`.execute(trx)
    await sql`ALTER TABLE threads DISABLE TRIGGER threads_search_learn`.execute(trx)
    const summary = await new CommunityBuilder(trx, options).run()
    await sql`ALTER TABLE posts ENABLE TRIGGER posts_search_learn`.execute(trx)
    await sql`ALTER TABLE threads ENABLE TRIGGER threads_search_learn`.execute(trx)
    return summary
  })
}

/** Empties every community table (for `npm run seed`, which rebuilds on purpose). */
export async function clearCommunity(db: DB): Promise<void> {
  await sql`
    TRUNCATE post_thumbs, post_images, post_attachments, images, posts, threads, faq_teasers, announcements, blog_articles, vehicle_tests, user_roles,
      boards, users, vehicle_models, vehicle_series, vehicle_manufacturers, search_words RESTART IDENTITY CASCADE
  `.execute(db)
  await sql`UPDATE platform_stats SET total_posts = 0, total_vehicle_tests = 0, total_blog_articles = 0`.execute(
    db,
  )
}
