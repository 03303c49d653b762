import { defineConfig, devices } from '@playwright/test'

// End-to-end tests against the production build, served by `npm start`'s own entry point on a
// data directory of their own, in Debian's Chromium (never a downloaded browser).

const PORT = Number(process.env.E2E_PORT ?? 3100)
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'rm -rf data/e2e && exec node src/server/start.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      APP_ENV: 'test',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // the account tests read mails at /dev/mailbox (issue 11 §2: opt-in, loopback only)
      DEV_MAILBOX: 'true',
    },
  },
})
