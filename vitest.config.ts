import { defineConfig } from 'vitest/config'

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
            'src/seed/random.test.ts',
            'src/server/page-cache.test.ts',
            'src/server/metrics.test.ts',
            'src/services/events.test.ts',
            'src/services/summary/extractive.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'src/db/**/*.test.ts',
            'src/graphql/**/*.test.ts',
            'src/services/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/seed/**/*.test.ts',
          ],
          exclude: [
            'src/seed/random.test.ts',
            'src/server/page-cache.test.ts',
            'src/server/metrics.test.ts',
            'src/services/events.test.ts',
            'src/services/summary/extractive.test.ts',
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
