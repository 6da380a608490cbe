/**
 * The web pages the browser benchmarks visit (lighthouse.ts, page-cpu.ts): the apps they run against, started
 * on request, the pages picked from the running catalogue, and the floor page (lighthouse-floor/).
 *
 *   WEB_PORT / API_PORT (3000 / 4000), or WEB_URL / API_URL   where the apps answer
 *   START=1          start them (scripts/start.mjs: production build, demo catalogue) when nothing answers
 *   PAGES=a,b        only these of home, busca, evento, lote, lote-leilao (the floor page is always measured:
 *                    the budget is relative to it, in the same run)
 *   FLOOR_PORT       where the floor page is served (3390); a floor page already answering there is measured
 *                    and left running
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webPort = process.env.WEB_PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const webUrl = process.env.WEB_URL ?? `http://localhost:${webPort}`;
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const onlyPages = process.env.PAGES?.split(',').filter(Boolean);
const floorPort = process.env.FLOOR_PORT ?? '3390';
const floorDir = path.join(root, 'bench/lighthouse-floor');
const nextBin = path.join(root, 'node_modules/.bin/next');

export interface WebPage {
  name: string;
  url: string;
}

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, seconds: number, failure: string): Promise<void> {
  for (let waited = 0; waited < seconds; waited += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(failure);
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
  await waitUntil(
    async () => (await isUp(`${apiUrl}/ready`)) && (await isUp(webUrl)),
    900,
    'the apps did not start in 15 minutes',
  );
  return child;
}

/**
 * The smallest App Router page Next.js serves (no styles, fonts or code of ours), built once (its .next stays)
 * and served on FLOOR_PORT: what the framework alone costs on the machine at hand.
 */
async function startFloor(): Promise<ChildProcess | null> {
  // Already served (by hand, or a run that is still going): measured as it is, and left running.
  if (await isUp(`http://localhost:${floorPort}/`)) return null;
  if (!existsSync(path.join(floorDir, '.next/BUILD_ID'))) {
    const build = spawnSync(nextBin, ['build'], { cwd: floorDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the floor page did not build');
  }
  const child = spawn(nextBin, ['start', '-p', floorPort], {
    cwd: floorDir,
    stdio: 'ignore',
    detached: true,
  });
  await waitUntil(
    () => isUp(`http://localhost:${floorPort}/`),
    60,
    `the floor page did not answer on port ${floorPort}`,
  );
  return child;
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
 * Starts what the chosen pages need and returns them with a function that stops what was started. The pages
 * come from the catalogue: home, a search, the Event of the first open direct-sale lot for “geladeira” and
 * that lot, the first open auction lot of the same search (its page carries the live bidding panel), and the
 * floor page.
 */
export async function preparePages(): Promise<{ pages: WebPage[]; stop: () => void }> {
  const wanted = (name: string) => !onlyPages || onlyPages.includes(name);
  const started: ChildProcess[] = [];
  const stop = () => {
    for (const child of started) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch (error) {
        // Already gone: nothing to stop.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };
  try {
    const pages: WebPage[] = [];
    if (['home', 'busca', 'evento', 'lote', 'lote-leilao'].some(wanted)) {
      const apps = await startAppsIfAsked();
      if (apps) started.push(apps);
      const lot = await firstOpenLot('q=geladeira&status=aberto&type=DIRECT_SALE');
      const auctionLot = await firstOpenLot('q=geladeira&status=aberto&type=AUCTION');
      pages.push(
        { name: 'home', url: `${webUrl}/` },
        { name: 'busca', url: `${webUrl}/busca?q=geladeira` },
        { name: 'evento', url: `${webUrl}/eventos/${lot.listing.slug}` },
        { name: 'lote', url: `${webUrl}/lotes/${lot.id}` },
        { name: 'lote-leilao', url: `${webUrl}/lotes/${auctionLot.id}` },
      );
    }
    // Always: every figure of the site is judged against the floor's of the same run (page-budget.ts).
    const floor = await startFloor();
    if (floor) started.push(floor);
    pages.push({ name: 'floor', url: `http://localhost:${floorPort}/` });
    return { pages: pages.filter((page) => page.name === 'floor' || wanted(page.name)), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
