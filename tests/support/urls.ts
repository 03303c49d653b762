import type { SeedOptions } from '#seed/seed.ts'

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** The demo template: smaller than the real demo, fixed clock, so tests can name what they expect. */
export const TEST_SEED = {
  posts: 20_000,
  seed: 20_010_901,
  now: new Date('2026-11-20T12:00:00Z'),
} satisfies SeedOptions
