/**
 * The browser's main-thread time on the same pages as lighthouse.ts, measured rather than simulated: each
 * page is loaded RUNS times (5) in a fresh context of Debian's Chromium with a phone's screen (412×823,
 * device scale 1.75, touch); two seconds after `load`, Chrome's own counters give the time its main thread
 * spent on tasks, script, style and layout, and the long-task entries (over 50 ms) give their count and the
 * blocking time past 50 ms. CPU_SLOWDOWN=4 applies Chrome's CPU throttling, as a mid-range phone.
 *
 *   npm start                                     # in another terminal, or START=1 to let the script start it
 *   npm run page-cpu -w @circula/bench
 *   CPU_SLOWDOWN=4 PAGES=home,floor RUNS=9 npm run page-cpu -w @circula/bench
 *
 * The `floor` page (lighthouse-floor/) is the smallest Next.js page: what is above it is this site's own cost.
 * The pages are loaded in turn (one round over all, RUNS rounds); the last line is the verdict against the
 * budget relative to the floor (lib/page-budget.ts): main-thread task time at most 2× the floor's median,
 * followed by how sure the run is of each page: its time over the floor's round by round, with a 90 %
 * interval, and which pages the run cannot yet place either side of 2× (RUNS=15 narrows the interval).
 *
 * SPLIT=1 loads every page a second time in each round with its script files refused (the HTML, its inline
 * scripts, the stylesheet, fonts and photos still load): what is left is the cost of drawing the page as the
 * server sent it, before any script of the framework or ours runs. A last table splits each page's median into
 * that part and its scripts' part, and prints what its scripts may take for the page to stay within 2× the
 * floor (twice the floor's time less the page drawn without scripts) beside the floor's own scripts' part.
 *
 *   SPLIT=1 RUNS=7 npm run page-cpu -w @circula/bench
 */
import { chromium } from 'playwright-core';
import {
  againstFloor,
  budget,
  type PageFigures,
  pairedTaskRatio,
  printTaskConfidence,
  printVerdict,
} from './lib/page-budget.js';
import { median, preparePages } from './lib/web-pages.js';

const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const slowdown = Math.max(1, Number(process.env.CPU_SLOWDOWN ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const split = process.env.SPLIT === '1';

const counters = {
  'task ms': 'TaskDuration',
  'script ms': 'ScriptDuration',
  'style ms': 'RecalcStyleDuration',
  'layout ms': 'LayoutDuration',
} as const;

const longTaskObserver = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;
const pageFigures = `({
  longTasks: window.__longTasks ?? [],
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  elements: document.getElementsByTagName('*').length,
})`;

async function main() {
  const { pages, stop } = await preparePages();
  const browser = await chromium
    .launch({
      executablePath: chromePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    .catch((error: unknown) => {
      stop(); // the apps and the floor page started for this run
      throw error;
    });
  // One load in a fresh context of a phone's browser: Chrome's counters two seconds after `load` (in ms), and
  // the context, for what else is read from its tab. `refuseScripts` refuses every script file: the page as
  // the server drew it, nothing hydrated. `initScript` runs in the page before its own code.
  const measuredLoad = async (
    url: string,
    options: { refuseScripts?: boolean; initScript?: string } = {},
  ) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    if (options.refuseScripts) {
      await context.route('**/*', (route) =>
        route.request().resourceType() === 'script' ? route.abort() : route.continue(),
      );
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    if (options.initScript) await tab.addInitScript({ content: options.initScript });
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForTimeout(2000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const byName = new Map(metrics.map((metric) => [metric.name, metric.value]));
    return { context, tab, counterMs: (name: string) => Math.round((byName.get(name) ?? 0) * 1000) };
  };
  try {
    for (const page of pages) await fetch(page.url); // warm the server's caches, as for lighthouse.ts
    const samples = new Map<string, Record<string, number[]>>(pages.map((page) => [page.name, {}]));
    // Round after round over every page (floor included), so what else runs on the machine weighs on the
    // floor and the site's pages alike.
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const own = samples.get(page.name)!;
        const add = (key: string, value: number) => {
          own[key] = [...(own[key] ?? []), value];
        };
        // Long tasks are only reported to observers that exist when they happen: register one first. (Page
        // code as text: this package is typed for Node, not the DOM.)
        const { context, tab, counterMs } = await measuredLoad(page.url, { initScript: longTaskObserver });
        for (const [label, counter] of Object.entries(counters)) add(label, counterMs(counter));
        const seen = (await tab.evaluate(pageFigures)) as {
          longTasks: number[];
          fcp: number;
          elements: number;
        };
        add('long tasks', seen.longTasks.length);
        add('blocking ms', Math.round(seen.longTasks.reduce((sum, duration) => sum + duration - 50, 0)));
        add('FCP ms', Math.round(seen.fcp));
        add('elements', seen.elements);
        await context.close();
        if (split) {
          const drawn = await measuredLoad(page.url, { refuseScripts: true });
          add('without scripts ms', drawn.counterMs('TaskDuration'));
          await drawn.context.close();
        }
      }
    }
    const figures: PageFigures[] = pages.map((page) => ({
      page: page.name,
      taskMs: median(samples.get(page.name)!['task ms']!),
    }));
    const floor = figures.find((figure) => figure.page === 'floor')!;
    const rows = pages.map((page, index) => {
      const own = samples.get(page.name)!;
      console.log(`${page.name}: task ms per run ${own['task ms']!.join(', ')}`);
      const row: Record<string, string | number> = { page: page.name };
      for (const [key, values] of Object.entries(own)) row[key] = median(values);
      row['task ms (min–max)'] = `${Math.min(...own['task ms']!)}–${Math.max(...own['task ms']!)}`;
      return { ...row, ...againstFloor(floor, figures[index]!) };
    });
    console.log(`\nMedians of ${runs} runs, CPU slowdown ${slowdown}×, pages loaded in turn with the floor:`);
    console.table(rows);
    if (split) printScriptShares(figures, samples);
    printVerdict(`page-cpu (CPU slowdown ${slowdown}×)`, figures);
    const floorRuns = samples.get('floor')?.['task ms'];
    if (floorRuns) {
      printTaskConfidence(
        runs,
        pages
          .filter((page) => page.name !== 'floor')
          .map((page) => ({
            page: page.name,
            paired: pairedTaskRatio(floorRuns, samples.get(page.name)!['task ms']!),
          })),
      );
    }
  } finally {
    await browser.close();
    stop();
  }
}

/**
 * Each page's median task time split into the page drawn without scripts and what its scripts add, and what the
 * scripts may add for the page to stay within the budget: the floor's median times the budget, less the page
 * without scripts.
 */
function printScriptShares(figures: PageFigures[], samples: Map<string, Record<string, number[]>>) {
  const floorMs = figures.find((figure) => figure.page === 'floor')!.taskMs!;
  const allowed = floorMs * budget.taskTimesFloor;
  const rows = figures.map((figure) => {
    const withoutScripts = median(samples.get(figure.page)!['without scripts ms']!);
    const scripts = figure.taskMs! - withoutScripts;
    return {
      page: figure.page,
      'task ms': figure.taskMs!,
      'without scripts ms': withoutScripts,
      'scripts ms': scripts,
      'scripts may take ms': figure.page === 'floor' ? '' : Math.round(allowed - withoutScripts),
      'scripts over by ms':
        figure.page === 'floor' ? '' : Math.max(0, Math.round(scripts - (allowed - withoutScripts))),
    };
  });
  console.log(
    `\nWith and without script files (medians; budget ${budget.taskTimesFloor}× the floor's ${floorMs} ms = ${Math.round(allowed)} ms):`,
  );
  console.table(rows);
}

await main();
