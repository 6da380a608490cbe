import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { journeyProjects, journeyUse } from './playwright.shared.js';

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
  use: { ...journeyUse, baseURL: siteUrl },
  projects: journeyProjects,
});
