import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * What every journey config shares: Brazilian locale and time zone, Debian's Chromium (Playwright cannot
 * download its own browsers here) and one desktop project. Each config adds where the site is.
 */
export const journeyUse = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
} satisfies PlaywrightTestConfig['use'];

export const journeyProjects: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
];
