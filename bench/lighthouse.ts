/**
 * Lighthouse, mobile preset, on the pages people land on: home, a search, an Event page and a lot page.
 * Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium) and prints the four category scores
 * per page.
 *
 *   npm start                                   # in another terminal, or let the script start the apps
 *   npm run lighthouse -w @circula/bench
 *   WEB_URL=http://localhost:3300 API_URL=http://localhost:4300 npm run lighthouse -w @circula/bench
 *   START=1 WEB_PORT=3300 API_PORT=4300 npm run lighthouse -w @circula/bench   # starts the apps itself
 *   RUNS=3 npm run lighthouse -w @circula/bench # median of three runs per page
 *   PAGES=home,lote-leilao REPORT_DIR=/tmp/lh npm run lighthouse -w @circula/bench  # some pages; keep the JSON reports
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.WEB_PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const onlyPages = process.env.PAGES?.split(',').filter(Boolean);
const reportDir = process.env.REPORT_DIR;

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startAppsIfAsked(): Promise<ChildProcess | null> {
  if (await isUp(`${apiUrl}/ready`)) return null;
  if (process.env.START !== '1') {
    throw new Error(`Nothing answers at ${apiUrl}. Run \`npm start\` first, or set START=1.`);
  }
  const child = spawn('node', [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, WEB_PORT: webPort, API_PORT: apiPort, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
    detached: true,
  });
  for (let waited = 0; waited < 900; waited += 2) {
    if ((await isUp(`${apiUrl}/ready`)) && (await isUp(webUrl))) return child;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the apps did not start in 15 minutes');
}

async function firstOpenLot(query: string): Promise<{ id: string; listing: { slug: string } }> {
  const search = (await (await fetch(`${apiUrl}/web/search?${query}`)).json()) as {
    lots: { id: string; listing: { slug: string } }[];
  };
  const lot = search.lots[0];
  if (!lot) throw new Error(`the catalogue has no lot for “${query}”; is the demo seed loaded?`);
  return lot;
}

/**
 * Real pages from the catalogue: the first open lot of a common search (a direct sale in the demo), its Event,
 * and the first open auction lot of the same search, whose page carries the live bidding panel.
 */
async function pickPages(): Promise<{ name: string; url: string }[]> {
  const lot = await firstOpenLot('q=geladeira&status=aberto');
  const auctionLot = await firstOpenLot('q=geladeira&status=aberto&type=AUCTION');
  const pages = [
    { name: 'home', url: `${webUrl}/` },
    { name: 'busca', url: `${webUrl}/busca?q=geladeira` },
    { name: 'evento', url: `${webUrl}/eventos/${lot.listing.slug}` },
    { name: 'lote', url: `${webUrl}/lotes/${lot.id}` },
    { name: 'lote-leilao', url: `${webUrl}/lotes/${auctionLot.id}` },
  ];
  return onlyPages ? pages.filter((page) => onlyPages.includes(page.name)) : pages;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const apps = await startAppsIfAsked();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const pages = await pickPages();
    const rows: Record<string, string | number>[] = [];
    for (const page of pages) {
      // One untimed visit so the server's caches and compiled routes are warm, as for a real visitor.
      await fetch(page.url);
      const scores: Record<string, number[]> = {};
      const metrics: Record<string, number[]> = { lcp: [], fcp: [], cls: [], tbt: [], js: [] };
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          formFactor: 'mobile',
          screenEmulation: {
            mobile: true,
            width: 412,
            height: 823,
            deviceScaleFactor: 1.75,
            disabled: false,
          },
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error(`no result for ${page.url}`);
        const { lhr } = result;
        for (const category of categories) {
          scores[category] = [...(scores[category] ?? []), lhr.categories[category]?.score ?? 0];
        }
        metrics.lcp!.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        metrics.cls!.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        metrics.tbt!.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        metrics.fcp!.push(lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
          ?.items;
        metrics.js!.push(
          (requests ?? [])
            .filter((request) => request.resourceType === 'Script')
            .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        );
        // The unthrottled trace's own first paint: when it lands after the scripts ran (a frame presented late,
        // see README), the simulation charges every script to FCP and LCP and the run scores low.
        const observed = (
          lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined
        )?.items?.[0]?.observedFirstContentfulPaint;
        const late = observed !== undefined && observed > 1_000 ? ' (first frame presented late)' : '';
        console.log(
          `${page.name} run ${run + 1}: performance ${lhr.categories.performance?.score}, FCP ${Math.round(metrics.fcp!.at(-1)!)} ms, LCP ${Math.round(metrics.lcp!.at(-1)!)} ms, TBT ${Math.round(metrics.tbt!.at(-1)!)} ms, CLS ${metrics.cls!.at(-1)!.toFixed(3)}, JS ${Math.round(metrics.js!.at(-1)! / 1024)} KiB, observed first paint ${observed === undefined ? '?' : Math.round(observed)} ms${late}`,
        );
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(path.join(reportDir, `${page.name}-${run + 1}.json`), JSON.stringify(lhr));
        }
        if (run === runs - 1) {
          const failing = Object.values(lhr.audits)
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
            )
            .filter(
              (audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual',
            )
            .map((audit) => audit.id);
          if (failing.length) console.log(`${page.name}: below 0.9 → ${failing.join(', ')}`);
        }
      }
      rows.push({
        page: page.name,
        performance: median(scores.performance!),
        accessibility: median(scores.accessibility!),
        'best-practices': median(scores['best-practices']!),
        seo: median(scores.seo!),
        'FCP ms': Math.round(median(metrics.fcp!)),
        'LCP ms': Math.round(median(metrics.lcp!)),
        CLS: Number(median(metrics.cls!).toFixed(3)),
        'TBT ms': Math.round(median(metrics.tbt!)),
        'JS KiB': Math.round(median(metrics.js!) / 1024),
      });
    }
    console.table(rows);
  } finally {
    await chrome.kill();
    if (apps?.pid) process.kill(-apps.pid, 'SIGTERM');
  }
}

await main();
