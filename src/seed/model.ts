import type { Visibility } from '#db/schema.ts'
import type { Brand } from './catalog.ts'
import type { CuratedThread } from './summary-threads.ts'

// The demo community's shapes, sizes and small text helpers, shared by the seed modules.

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
export const LARGE_POSTS = 500_000
export const BATCH = 5_000
export const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
export const YEAR = 365 * DAY

/** Demo accounts a tester can log in with (README); ids are fixed. */
export const DEMO_ACCOUNTS = {
  system: { id: 1, username: 'MOTOR-TALK-Team' },
  admin: { id: 2, username: 'demo-admin' },
  moderator: { id: 3, username: 'demo-moderator' },
  godfather: { id: 4, username: 'demo-forenpate' },
  member: { id: 5, username: 'demo-mitglied' },
  faqAuthor: { id: 6, username: 'FAQ-Redaktion' },
} as const

export type BoardKind =
  | 'root'
  | 'carBrand'
  | 'carLine'
  | 'bikeBrand'
  | 'bikeLine'
  | 'topic'
  | 'motorsport'
  | 'dialog'

export interface SeedBoard {
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

export interface SeedUser {
  id: number
  username: string
  registeredAt: Date
}

export interface Vehicle {
  manufacturerId: number
  seriesId: number
  modelId: number
  brand: string
  line: string
  series: string
  engine: string
}

export interface ThreadPlan {
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
  /** decision 032: one of the curated threads whose answer is known (summary-threads.ts) */
  curated?: { thread: CuratedThread; index: number }
}

export function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE) * MINUTE)
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}

export function firstSentence(text: string): string {
  const body = text.replace(/\[quote=[^\]]*\][\s\S]*?\[\/quote\]\s*/g, '').trim()
  const paragraph = body.split('\n\n').find((part) => part.length > 30 && !part.endsWith(',')) ?? body
  const match = /^.*?[.!?](\s|$)/.exec(paragraph)
  return (match ? match[0] : paragraph).trim()
}
