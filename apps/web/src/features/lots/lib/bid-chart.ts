import { formatBRL, formatCount, formatDayMonthTime, formatTime, type LotExtension } from '@circula/domain';

/** The bid chart's drawing area (SVG user units); the SVG scales to its box's width. */
export const chartSize = { width: 360, height: 180, left: 10, right: 10, top: 36, bottom: 24 } as const;

/** Extension labels closer than this (SVG units) share one label. */
const labelSpacing = 48;

/**
 * Fewer units than this between two bids and the later one is pushed right, so a burst stays readable: up
 * to 24 for a few bids, never under 8 (then the run is squeezed back into the width).
 */
const gapFor = (count: number, width: number) => Math.max(8, Math.min(24, width / (count + 1)));

/** The width given to a long wait between now (or the last bid) and the end, drawn as a broken stretch. */
const waitWidth = 48;

export interface ChartBid {
  sequence: number;
  amountCents: number;
  createdAt: string;
}

export interface BidChartInput {
  /** Any order; drawn by sequence. */
  bids: readonly ChartBid[];
  extensions: readonly LotExtension[];
  /** The current end (after every extension), or null when unknown. */
  endAt: string | null;
  /** The server clock now: the line runs to it while the lot is open. */
  nowMs: number;
  closed: boolean;
}

export interface ChartPoint {
  sequence: number;
  x: number;
  y: number;
  amountCents: number;
  createdAt: string;
}

export interface ChartMarker {
  /** Stable across renders (the end it stands for). */
  id: string;
  x: number;
  label: string;
  /** Said by the marker's tooltip. */
  title: string;
}

export interface BidChartGeometry {
  points: ChartPoint[];
  /** The step line: flat until the next bid, then up to it; flat again to now (or the end). */
  path: string;
  /**
   * When the end is further off than the bidding so far lasted, time runs to now only and this stretch (a
   * dashed level with a break mark) stands for the wait until the end, so the bids are not a sliver.
   */
  wait: { x1: number; x2: number; y: number } | null;
  extensions: ChartMarker[];
  /** The extensions' labels: one per marker, or one for markers too close to tell apart ('3 prorrogações'). */
  extensionLabels: { x: number; text: string }[];
  end: ChartMarker | null;
  /** What the picture shows, in words: the chart's accessible name and its caption. */
  summary: string;
  firstLabel: string;
}

/** '+3 min', '+45 s', '+1 h 30 min': how far an extension moved the end. */
export function extensionLabel(previousEndAt: string, endAt: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(endAt) - Date.parse(previousEndAt)) / 1000));
  if (seconds < 60) return `+${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `+${minutes} min`;
  const rest = minutes % 60;
  return `+${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Where everything of a lot's bid chart goes: time runs left to right from the first bid to the current end
 * (or to now while no end is known), the amount bottom to top. Null without bids: there is nothing to draw.
 */
export function bidChartGeometry(input: BidChartInput): BidChartGeometry | null {
  const bids = [...input.bids].sort((a, b) => a.sequence - b.sequence);
  const first = bids[0];
  const last = bids.at(-1);
  if (!first || !last) return null;
  const { width, height, left, right, top, bottom } = chartSize;
  const plotRight = width - right;
  const plotBottom = height - bottom;
  const startMs = Date.parse(first.createdAt);
  const lastMs = Date.parse(last.createdAt);
  const endMs = input.endAt ? Date.parse(input.endAt) : null;
  const tailMs = input.closed ? lastMs : Math.max(input.nowMs, lastMs);
  const broken = endMs !== null && endMs - tailMs > Math.max(tailMs - startMs, 1000);
  const axisRight = broken ? plotRight - waitWidth : plotRight;
  const stopMs = broken
    ? Math.max(tailMs, startMs + 1000)
    : Math.max(endMs ?? input.nowMs, lastMs, startMs + 1000);
  const timeX = (ms: number) => left + ((ms - startMs) / (stopMs - startMs)) * (axisRight - left);

  const minimumGap = gapFor(bids.length, axisRight - left);
  // Time positions, then pushed apart where bids come in a burst, then squeezed back under the end line.
  const xs: number[] = [];
  for (const bid of bids) {
    const raw = timeX(Date.parse(bid.createdAt));
    xs.push(xs.length === 0 ? left : Math.max(raw, (xs.at(-1) ?? left) + minimumGap));
  }
  const room = axisRight - (bids.length > 1 && !broken ? minimumGap : 0) - left;
  const lastX = xs.at(-1) ?? left;
  const squeeze = lastX - left > room ? room / (lastX - left) : 1;
  const finalXs = xs.map((x) => left + (x - left) * squeeze);

  const low = Math.min(...bids.map((bid) => bid.amountCents));
  const high = Math.max(...bids.map((bid) => bid.amountCents));
  const span = high - low || Math.max(1, high * 0.1);
  const floor = low - span * 0.15;
  const ceiling = high + span * 0.1;
  const amountY = (cents: number) => plotBottom - ((cents - floor) / (ceiling - floor)) * (plotBottom - top);

  const points = bids.map((bid, index) => ({
    sequence: bid.sequence,
    x: round(finalXs[index] ?? left),
    y: round(amountY(bid.amountCents)),
    amountCents: bid.amountCents,
    createdAt: bid.createdAt,
  }));
  const lastPoint = points.at(-1)!;
  const tailX = broken
    ? axisRight
    : input.closed
      ? plotRight
      : Math.min(plotRight, Math.max(lastPoint.x, timeX(input.nowMs)));
  let path = `M ${points[0]!.x} ${points[0]!.y}`;
  for (const point of points.slice(1)) path += ` H ${point.x} V ${point.y}`;
  path += ` H ${round(tailX)}`;

  // An extension is made by a bid: its marker stands at that bid (the last one at or before it).
  const extensions = input.extensions.map((extension) => {
    const atMs = Date.parse(extension.at);
    let x = round(Math.min(plotRight, timeX(atMs)));
    for (const point of points) if (Date.parse(point.createdAt) <= atMs + 1000) x = point.x;
    return {
      id: extension.scheduledEndAt,
      x,
      label: extensionLabel(extension.previousScheduledEndAt, extension.scheduledEndAt),
      title: `Prorrogação: o encerramento passou de ${formatTime(extension.previousScheduledEndAt)} para ${formatTime(extension.scheduledEndAt)} (horário de Brasília)`,
    };
  });
  const extensionLabels: { x: number; text: string; count: number }[] = [];
  for (const marker of extensions) {
    const group = extensionLabels.at(-1);
    if (group && marker.x - group.x < labelSpacing) {
      group.count += 1;
      group.text = `${group.count} prorrogações`;
    } else {
      extensionLabels.push({ x: marker.x, text: marker.label, count: 1 });
    }
  }
  const end =
    endMs === null
      ? null
      : {
          id: input.endAt ?? 'fim',
          x: plotRight,
          label: `${input.closed ? 'Encerrou' : 'Encerra'} ${formatDayMonthTime(endMs)}`,
          title: `${input.closed ? 'Encerrou' : 'Encerra'} em ${formatDayMonthTime(endMs)} (horário de Brasília)`,
        };

  const count = formatCount(bids.length, 'lance', 'lances');
  const amounts =
    bids.length === 1
      ? `de ${formatBRL(first.amountCents)}`
      : `de ${formatBRL(first.amountCents)} a ${formatBRL(last.amountCents)}`;
  const times =
    bids.length === 1
      ? `em ${formatDayMonthTime(startMs)}`
      : `entre ${formatDayMonthTime(startMs)} e ${formatDayMonthTime(lastMs)}`;
  const extended =
    extensions.length === 0 ? '' : `; prorrogado ${formatCount(extensions.length, 'vez', 'vezes')}`;
  const ending = end ? `; ${input.closed ? 'encerrou' : 'encerra'} em ${formatDayMonthTime(endMs!)}` : '';
  const summary = `Evolução dos lances: ${count} ${amounts}, ${times}${extended}${ending} (horário de Brasília).`;
  return {
    points,
    path,
    wait: broken ? { x1: round(axisRight), x2: plotRight, y: lastPoint.y } : null,
    extensions,
    extensionLabels: extensionLabels.map(({ x, text }) => ({ x, text })),
    end,
    summary,
    firstLabel: formatDayMonthTime(startMs),
  };
}
