import { defineConfig, devices } from '@playwright/test'

// End-to-end tests against the production build in Debian's headless Chromium (never a downloaded
// browser; scripts/ensure-chromium.sh, docs/decisions/038-test-suite.md). global-setup.ts builds the app and seeds the demo community once as a template; every
// worker serves a clone of it with `npm start`'s own entry point (tests/e2e/world.ts).
//
// Every spec runs on the desktop. The phone project runs the specs about the phone — tagged
// '@phone': layout at 375 px, touch, the phone's own controls — and, in `npm run test:full`
// (TEST_FULL=1), every spec.

const FULL_RUN = process.env.TEST_FULL === '1'
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // a test that fails once is a failure to fix, never retried into green
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    launchOptions: chromium,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // a trace records every step of every test and costs a quarter of the run: on demand
    // (npx playwright test --trace on); a failure leaves its screenshot
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      ...(FULL_RUN ? {} : { grep: /@phone/ }),
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
})
