import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built apps started exactly as `npm start` does, on a throwaway embedded
// database, in Debian's Chromium (Playwright cannot download its own browsers here).
const webUrl = 'http://localhost:3000';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: webUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'rm -rf ../.data/e2e && node ../scripts/start.mjs',
    url: webUrl,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { DATA_DIR: '.data/e2e', LOG_LEVEL: 'warn' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
