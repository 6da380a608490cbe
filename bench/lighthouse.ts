/**
 * Lighthouse, mobile preset, on the pages people land on: home, a search, an Event page, a direct-sale lot
 * and an auction lot (lib/web-pages.ts picks them from the running catalogue). Uses the system Chromium
 * (CHROME_PATH, default /usr/bin/chromium) and prints the four category scores per page.
 *
 *   npm start                                   # in another terminal, or let the script start the apps
 *   npm run lighthouse -w @circula/bench
 *   WEB_URL=http://localhost:3300 API_URL=http://localhost:4300 npm run lighthouse -w @circula/bench
 *   START=1 WEB_PORT=3300 API_PORT=4300 npm run lighthouse -w @circula/bench   # starts the apps itself
 *   RUNS=3 npm run lighthouse -w @circula/bench # median of three runs per page
 *   PAGES=home,lote-leilao REPORT_DIR=/tmp/lh npm run lighthouse -w @circula/bench  # some pages; keep the JSON reports
 *
 * Every run also audits `floor`: the smallest Next.js page (lighthouse-floor/, built and served on FLOOR_PORT,
 * 3390 by default). It has no code of ours, so its score is the best any page of this stack can get on the
 * machine at hand. The pages are audited in turn (one round over all, RUNS rounds) and the last line is the
 * verdict against the budget relative to the floor (lib/page-budget.ts): performance within 0.03 of the
 * floor's median, LCP at most 2× the floor's, accessibility 1.0.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { againstFloor, type PageFigures, printVerdict } from './lib/page-budget.js';
import { median, preparePages } from './lib/web-pages.js';

const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const reportDir = process.env.REPORT_DIR;

/**
 * chrome-launcher's own flags, except that the browser keeps its RenderDocument default. The launcher turns
 * that feature off; Chromium 156 with it off holds a navigation's first frame until a one-second tick
 * whenever the page is not painted within about 250 ms (observed first paint 1.3–2.4 s against 0.45–0.65 s
 * for the same auction lot page), and the simulation then charges every script to FCP and LCP. Browsers
 * that people use run with the feature's default, as Puppeteer and Playwright launch them.
 */
function launcherFlags(): string[] {
  return chromeLauncher.Launcher.defaultFlags().flatMap((flag) => {
    if (!flag.startsWith('--disable-features=')) return [flag];
    const features = flag
      .slice('--disable-features='.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return features.length > 0 ? [`--disable-features=${features.join(',')}`] : [];
  });
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

interface PageSamples {
  scores: Record<string, number[]>;
  metrics: Record<string, number[]>;
  lastAudits?: Record<string, { id: string; score: number | null; scoreDisplayMode: string }>;
}

async function main() {
  const { pages, stop } = await preparePages();
  const chrome = await chromeLauncher
    .launch({
      chromePath,
      ignoreDefaultFlags: true,
      chromeFlags: [
        ...launcherFlags(),
        '--headless=new',
        '--no-sandbox',
        ...(process.platform === 'linux' ? ['--disable-setuid-sandbox'] : []),
        '--disable-gpu',
        '--disable-background-networking',
      ],
    })
    .catch((error: unknown) => {
      stop(); // the apps and the floor page started for this run
      throw error;
    });
  try {
    // One untimed visit per page so the server's caches and compiled routes are warm, as for a real visitor.
    for (const page of pages) await fetch(page.url);
    const samples = new Map<string, PageSamples>(
      pages.map((page) => [
        page.name,
        { scores: {}, metrics: { lcp: [], fcp: [], cls: [], tbt: [], js: [], mainThread: [] } },
      ]),
    );
    // Round after round over every page (floor included), so what else runs on the machine weighs on the
    // floor and the site's pages alike.
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const { scores, metrics } = samples.get(page.name)!;
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
        // Lighthouse's main-thread work (script, style, layout…), scaled by its simulated 4× CPU slowdown.
        metrics.mainThread!.push(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0);
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
          `${page.name} run ${run + 1}: performance ${lhr.categories.performance?.score}, accessibility ${lhr.categories.accessibility?.score}, FCP ${Math.round(metrics.fcp!.at(-1)!)} ms, LCP ${Math.round(metrics.lcp!.at(-1)!)} ms, TBT ${Math.round(metrics.tbt!.at(-1)!)} ms, CLS ${metrics.cls!.at(-1)!.toFixed(3)}, main thread ${Math.round(metrics.mainThread!.at(-1)!)} ms, JS ${Math.round(metrics.js!.at(-1)! / 1024)} KiB, observed first paint ${observed === undefined ? '?' : Math.round(observed)} ms${late}`,
        );
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(path.join(reportDir, `${page.name}-${run + 1}.json`), JSON.stringify(lhr));
        }
        samples.get(page.name)!.lastAudits = lhr.audits as PageSamples['lastAudits'];
      }
    }
    const figures: PageFigures[] = pages.map((page) => {
      const { scores, metrics } = samples.get(page.name)!;
      return {
        page: page.name,
        performance: median(scores.performance!),
        accessibility: median(scores.accessibility!),
        lcpMs: median(metrics.lcp!),
      };
    });
    const floor = figures.find((figure) => figure.page === 'floor')!;
    const rows = pages.map((page, index) => {
      const { scores, metrics, lastAudits } = samples.get(page.name)!;
      const failing = Object.values(lastAudits ?? {})
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .filter((audit) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode))
        .map((audit) => audit.id);
      if (failing.length) console.log(`${page.name}: below 0.9 in its last run → ${failing.join(', ')}`);
      return {
        page: page.name,
        performance: median(scores.performance!),
        accessibility: median(scores.accessibility!),
        'best-practices': median(scores['best-practices']!),
        seo: median(scores.seo!),
        'FCP ms': Math.round(median(metrics.fcp!)),
        'LCP ms': Math.round(median(metrics.lcp!)),
        CLS: Number(median(metrics.cls!).toFixed(3)),
        'TBT ms': Math.round(median(metrics.tbt!)),
        'main-thread ms': Math.round(median(metrics.mainThread!)),
        'JS KiB': Math.round(median(metrics.js!) / 1024),
        ...againstFloor(floor, figures[index]!),
      };
    });
    console.log(`\nMedians of ${runs} run(s) per page, pages audited in turn with the floor:`);
    console.table(rows);
    printVerdict('lighthouse', figures);
  } finally {
    await chrome.kill();
    stop();
  }
}

await main();
