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

/** A page's task time over the floor's, round by round, with how far one run can be trusted. */
export interface PairedRatio {
  median: number;
  /** The 90 % interval of the median, by resampling the rounds. */
  low: number;
  high: number;
}

/**
 * The floor's own loads spread twofold within one run (what else the machine does moves each load), so a
 * ratio of two medians taken over the whole run can land either side of 2× by luck. Each round loads the
 * floor and the page seconds apart: the page's time over the floor's of the same round cancels most of
 * what the machine did in between. The median of those per-round ratios, with a 90 % interval found by
 * resampling the rounds (a bootstrap with a fixed seed, so a run prints the same interval twice), tells
 * whether this run places the page within the budget, over it, or cannot tell yet (more rounds).
 */
export function pairedTaskRatio(floor: number[], page: number[], resamples = 2000): PairedRatio {
  const ratios = page.map((value, round) => ratio(value, floor[round]!));
  const medianOf = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  let seed = 0x2f6b_9a3d;
  const next = () => {
    // xorshift32: enough randomness to pick rounds, the same picks on every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x1_0000_0000;
  };
  const medians = Array.from({ length: resamples }, () =>
    medianOf(ratios.map(() => ratios[Math.floor(next() * ratios.length)]!)),
  ).sort((a, b) => a - b);
  return {
    median: medianOf(ratios),
    low: medians[Math.floor(resamples * 0.05)]!,
    high: medians[Math.ceil(resamples * 0.95) - 1]!,
  };
}

/**
 * One line per page and a closing one: which pages this run places over the task-time budget or within it
 * beyond its own noise, and which it cannot tell (their interval spans the budget).
 */
export function printTaskConfidence(rounds: number, ratios: { page: string; paired: PairedRatio }[]): void {
  const limit = budget.taskTimesFloor;
  const over: string[] = [];
  const within: string[] = [];
  const undecided: string[] = [];
  for (const { page, paired } of ratios) {
    const place = paired.low > limit ? over : paired.high <= limit ? within : undecided;
    place.push(page);
    console.log(
      `  ${page}: ${paired.median.toFixed(2)}× the floor round by round (90 % interval ${paired.low.toFixed(2)}–${paired.high.toFixed(2)}×)`,
    );
  }
  const list = (pages: string[]) => (pages.length ? pages.join(', ') : 'none');
  console.log(
    `CONFIDENCE main-thread ≤ ${limit}× floor over ${rounds} rounds: over ${list(over)}; within ${list(within)}; undecided ${list(undecided)}${undecided.length ? ' (more rounds would tell)' : ''}`,
  );
}
