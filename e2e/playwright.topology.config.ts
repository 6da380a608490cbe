import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Journeys through the running test topology (`npm run topology`): two API and two web processes behind
// nginx, on PostgreSQL, Redis and an S3 server. Nothing is started here: the topology says where it is.
const file = new URL('../.data/topology.json', import.meta.url);
if (!existsSync(file)) throw new Error('No topology runs: start `npm run topology` first.');
const { siteUrl } = JSON.parse(readFileSync(file, 'utf8')) as { siteUrl: string };

export default defineConfig({
  testDir: './topology',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
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
});
