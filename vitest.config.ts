import { defineConfig } from 'vitest/config'

// Two projects (README "Tests"): unit (pure code, no database) and integration (every test
// against a real PostgreSQL: embedded 18, or DATABASE_URL).
//
// CI's second pass against the machine's PostgreSQL 15 (`npm run test:postgres15`, which sets
// SECOND_POSTGRES=1) runs the integration tests whose SQL can behave differently on another
// version. Left out are the tests that run no SQL of their own or only repeat SQL the others run:
// process and install tests that start their own embedded database or none, and the breadth tests
// (fuzz, crawl, headers, static files). `npm run test:full` runs all of them on both versions.

const INTEGRATION = [
  'src/db/**/*.test.ts',
  'src/graphql/**/*.test.ts',
  'src/services/**/*.test.ts',
  'src/server/**/*.test.ts',
  'src/seed/**/*.test.ts',
]

const UNIT_IN_INTEGRATION_FOLDERS = [
  'src/seed/random.test.ts',
  'src/server/page-cache.test.ts',
  'src/server/metrics.test.ts',
  'src/services/events.test.ts',
  'src/services/notifications/digest-time.test.ts',
  'src/services/summary/extractive.test.ts',
]

const SAME_ON_EVERY_POSTGRESQL = [
  // start their own embedded PostgreSQL (or none) whatever DATABASE_URL says
  'src/server/start.test.ts',
  'src/db/embedded.test.ts',
  'src/db/unavailable.test.ts',
  // an npm install and two OS processes: what they test is outside the database
  'src/server/production-install.test.ts',
  'src/server/two-processes.test.ts',
  // breadth over HTTP: the requests' SQL is the pages', run by the page tests on both versions
  'src/server/fuzz.test.ts',
  'src/server/crawl.test.ts',
  'src/server/html-validity.test.ts',
  'src/server/security-headers.test.ts',
  'src/server/http-hardening.test.ts',
  'src/server/static-assets.test.ts',
  'src/server/slow-requests.test.ts',
]

export default defineConfig({
  // One copy of graphql for the whole run (STACK-NOTES trap 7).
  environments: { ssr: { resolve: { conditions: ['module-sync'] } } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/config/**/*.test.ts',
            'src/domain/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            ...UNIT_IN_INTEGRATION_FOLDERS,
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: [
            ...UNIT_IN_INTEGRATION_FOLDERS,
            ...(process.env.SECOND_POSTGRES === '1' ? SAME_ON_EVERY_POSTGRESQL : []),
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          // Each test file has a database of its own (tests/support/db.ts) and starts its own
          // servers, so files run two at a time (the database does much of the work in a process
          // of its own) and share one module graph per worker instead of importing the server
          // anew for every file: no test file changes module state another one reads.
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
