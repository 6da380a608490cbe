/**
 * The page budget, relative to the floor page measured in the same run (decision 255): the absolute scores move
 * with the machine, and the floor (the smallest Next.js page, lighthouse-floor/) moves with them.
 *
 *   Lighthouse performance   within 0.03 of the floor's median
 *   LCP                      at most 2× the floor's median
 *   main-thread task time    at most 2× the floor's median (page-cpu.ts, measured, not simulated)
 *   accessibility            1.0
 */
export const budget = {
  performanceBelowFloor: 0.03,
  lcpTimesFloor: 2,
  taskTimesFloor: 2,
  accessibility: 1,
} as const;

export interface PageFigures {
  page: string;
  performance?: number;
  accessibility?: number;
  lcpMs?: number;
  taskMs?: number;
}

const ratio = (value: number, floor: number) => (floor > 0 ? value / floor : Number.POSITIVE_INFINITY);

/**
 * What each page misses of the budget, against the floor's figures of the same run. Only the figures a run
 * measured are judged (lighthouse.ts has no task time, page-cpu.ts no score).
 */
export function budgetMisses(floor: PageFigures, page: PageFigures): string[] {
  const misses: string[] = [];
  if (page.performance !== undefined && floor.performance !== undefined) {
    const gap = floor.performance - page.performance;
    if (gap > budget.performanceBelowFloor + 1e-9) {
      misses.push(`performance ${page.performance} (floor ${floor.performance}, ${gap.toFixed(2)} below)`);
    }
  }
  if (page.lcpMs !== undefined && floor.lcpMs !== undefined) {
    const times = ratio(page.lcpMs, floor.lcpMs);
    if (times > budget.lcpTimesFloor)
      misses.push(`LCP ${Math.round(page.lcpMs)} ms = ${times.toFixed(2)}× floor`);
  }
  if (page.taskMs !== undefined && floor.taskMs !== undefined) {
    const times = ratio(page.taskMs, floor.taskMs);
    if (times > budget.taskTimesFloor) {
      misses.push(`main-thread ${Math.round(page.taskMs)} ms = ${times.toFixed(2)}× floor`);
    }
  }
  if (page.accessibility !== undefined && page.accessibility < budget.accessibility) {
    misses.push(`accessibility ${page.accessibility}`);
  }
  return misses;
}

/** The relative figures of one page, for the table: ×floor for LCP and task time, Δ for performance. */
export function againstFloor(floor: PageFigures, page: PageFigures): Record<string, string> {
  const columns: Record<string, string> = {};
  if (page.performance !== undefined && floor.performance !== undefined) {
    columns['Δ perf'] = (page.performance - floor.performance).toFixed(2);
  }
  if (page.lcpMs !== undefined && floor.lcpMs !== undefined) {
    columns['LCP ×floor'] = ratio(page.lcpMs, floor.lcpMs).toFixed(2);
  }
  if (page.taskMs !== undefined && floor.taskMs !== undefined) {
    columns['task ×floor'] = ratio(page.taskMs, floor.taskMs).toFixed(2);
  }
  return columns;
}

/** Prints each page's misses and one verdict line: PASS when every page is within the budget. */
export function printVerdict(label: string, figures: PageFigures[]): boolean {
  const floor = figures.find((figure) => figure.page === 'floor');
  if (!floor) {
    console.log(`VERDICT ${label}: no floor page in this run, nothing to judge against`);
    return false;
  }
  const pages = figures.filter((figure) => figure.page !== 'floor');
  const failing = pages
    .map((page) => ({ page: page.page, misses: budgetMisses(floor, page) }))
    .filter((entry) => entry.misses.length > 0);
  for (const entry of failing) console.log(`  ${entry.page}: ${entry.misses.join('; ')}`);
  const rules = [
    floor.performance !== undefined ? `performance ≥ floor − ${budget.performanceBelowFloor}` : null,
    floor.lcpMs !== undefined ? `LCP ≤ ${budget.lcpTimesFloor}× floor` : null,
    floor.taskMs !== undefined ? `main-thread ≤ ${budget.taskTimesFloor}× floor` : null,
    pages.some((page) => page.accessibility !== undefined) ? 'accessibility 1.0' : null,
  ].filter(Boolean);
  const passed = failing.length === 0;
  console.log(
    `VERDICT ${label}: ${passed ? 'PASS' : 'FAIL'} — ${pages.length - failing.length}/${pages.length} pages within the budget relative to the floor (${rules.join(', ')})${
      passed ? '' : `; over: ${failing.map((entry) => entry.page).join(', ')}`
    }`,
  );
  return passed;
}
