import { defineConfig } from '@playwright/test';
import { journeyProjects, journeyUse } from './playwright.shared.js';

// Journeys run against the built apps started exactly as `npm start` does, on a throwaway embedded
// database, in Debian's Chromium (Playwright cannot download its own browsers here).
// E2E_WEB_PORT / E2E_API_PORT let two checkouts run their journeys side by side.
const webPort = process.env.E2E_WEB_PORT ?? '3000';
const apiPort = process.env.E2E_API_PORT ?? '4000';
const webUrl = `http://localhost:${webPort}`;
// The local OpenID Connect issuer the API uses as "Google" in these journeys.
const oidcPort = process.env.E2E_OIDC_PORT ?? String(4800 + (Number(apiPort) - 4000));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: { ...journeyUse, baseURL: webUrl },
  projects: journeyProjects,
  webServer: [
    {
      command: 'node oidc-issuer.mjs',
      url: `http://localhost:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: oidcPort },
    },
    {
      command: 'rm -rf ../.data/e2e && node ../scripts/start.mjs',
      url: webUrl,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATA_DIR: '.data/e2e',
        LOG_LEVEL: 'warn',
        // Every journey signs its people up from this one address, dozens a minute on a fast machine: past
        // the sign-up routes' limit per address (20 a minute), which a person never comes near.
        AUTH_RATE_LIMIT_MAX: '200',
        WEB_PORT: webPort,
        API_PORT: apiPort,
        GOOGLE_OIDC_ISSUER: `http://localhost:${oidcPort}`,
        GOOGLE_CLIENT_ID: 'circula-e2e',
        GOOGLE_CLIENT_SECRET: 'circula-e2e-secret',
      },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
