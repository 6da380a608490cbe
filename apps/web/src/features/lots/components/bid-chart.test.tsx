import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bidChartGeometry, chartSize } from '../lib/bid-chart';
import { BidChart } from './bid-chart';

/** formatBRL separates R$ with a no-break space. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

// 14:00–14:20 UTC is 11:00–11:20 in Brasília.
const bids = [
  { sequence: 3, amountCents: 70_000, createdAt: '2026-03-01T14:20:00.000Z' },
  { sequence: 1, amountCents: 50_000, createdAt: '2026-03-01T14:00:00.000Z' },
  { sequence: 2, amountCents: 60_000, createdAt: '2026-03-01T14:10:00.000Z' },
];
const extension = {
  at: '2026-03-01T14:20:00.000Z',
  previousScheduledEndAt: '2026-03-01T14:21:00.000Z',
  scheduledEndAt: '2026-03-01T14:24:00.000Z',
};
const open = {
  bids,
  extensions: [extension],
  endAt: '2026-03-01T14:24:00.000Z',
  nowMs: Date.parse('2026-03-01T14:22:00.000Z'),
  closed: false,
};

describe('bid chart geometry', () => {
  it('draws one point per bid by sequence, left to right and rising with the amount, as a step line', () => {
    const geometry = bidChartGeometry(open)!;
    expect(geometry.points.map((point) => point.amountCents)).toEqual([50_000, 60_000, 70_000]);
    const [a, b, c] = geometry.points;
    expect(a!.x).toBe(chartSize.left);
    expect(b!.x).toBeGreaterThan(a!.x);
    expect(c!.x).toBeGreaterThan(b!.x);
    expect(b!.y).toBeLessThan(a!.y);
    expect(c!.y).toBeLessThan(b!.y);
    // Flat until the next bid, then up; then flat to now (14:22 of a 14:00–14:24 axis), not to the end.
    expect(geometry.path).toBe(`M ${a!.x} ${a!.y} H ${b!.x} V ${b!.y} H ${c!.x} V ${c!.y} H 321.7`);
  });

  it('marks each extension at its bid with how far it moved the end, and the current end', () => {
    const geometry = bidChartGeometry(open)!;
    expect(geometry.extensions).toEqual([
      {
        id: extension.scheduledEndAt,
        x: geometry.points[2]!.x,
        label: '+3 min',
        title: 'Prorrogação: o encerramento passou de 11:21 para 11:24 (horário de Brasília)',
      },
    ]);
    expect(geometry.end).toMatchObject({
      x: chartSize.width - chartSize.right,
      label: 'Encerra 01/03 11:24',
    });
    expect(plain(geometry.summary)).toBe(
      'Evolução dos lances: 3 lances de R$ 500,00 a R$ 700,00, entre 01/03 11:00 e 01/03 11:20; prorrogado 1 vez; encerra em 01/03 11:24 (horário de Brasília).',
    );
  });

  it('keeps a burst of bids in the same second apart and inside the chart', () => {
    const burst = Array.from({ length: 60 }, (_, index) => ({
      sequence: index + 1,
      amountCents: 10_000 + index * 500,
      createdAt: '2026-03-01T14:00:00.000Z',
    }));
    const geometry = bidChartGeometry({ ...open, bids: burst, extensions: [] })!;
    const xs = geometry.points.map((point) => point.x);
    for (let i = 1; i < xs.length; i += 1) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    expect(xs.at(-1)!).toBeLessThan(chartSize.width - chartSize.right);
  });

  it('gives a long wait to the end a broken stretch, so the bids use the width', () => {
    // Bids over 20 minutes, the end two days away.
    const geometry = bidChartGeometry({ ...open, extensions: [], endAt: '2026-03-03T14:24:00.000Z' })!;
    const right = chartSize.width - chartSize.right;
    expect(geometry.wait).toEqual({ x1: right - 48, x2: right, y: geometry.points[2]!.y });
    // Time runs to now (14:22) at the break: the bid of 14:10 stands near the middle of the bidding stretch.
    expect(geometry.points[1]!.x).toBeGreaterThan(130);
    expect(geometry.path.endsWith(`H ${right - 48}`)).toBe(true);
    expect(geometry.end!.x).toBe(right);
    // A near end is drawn on one time axis.
    expect(bidChartGeometry(open)!.wait).toBeNull();
  });

  it('runs to the end once closed and says so', () => {
    const geometry = bidChartGeometry({ ...open, closed: true })!;
    expect(geometry.path.endsWith(`H ${chartSize.width - chartSize.right}`)).toBe(true);
    expect(geometry.end!.label).toBe('Encerrou 01/03 11:24');
  });

  it('gives extensions too close to tell apart one label that counts them', () => {
    const second = {
      at: '2026-03-01T14:21:00.000Z',
      previousScheduledEndAt: '2026-03-01T14:24:00.000Z',
      scheduledEndAt: '2026-03-01T14:27:00.000Z',
    };
    const geometry = bidChartGeometry({ ...open, extensions: [extension, second] })!;
    expect(geometry.extensions).toHaveLength(2);
    expect(geometry.extensionLabels).toEqual([{ x: geometry.extensions[0]!.x, text: '2 prorrogações' }]);
  });
});

describe('<BidChart>', () => {
  it('is an image named by its summary, with the extension and end markers labelled', () => {
    const { container } = render(<BidChart {...open} />);
    const image = screen.getByRole('img', { name: /^Evolução dos lances: 3 lances/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelectorAll('[data-marker="prorrogacao"]')).toHaveLength(1);
    expect(container.querySelector('[data-marker-label="prorrogacao"]')!.textContent).toBe('+3 min');
    expect(container.querySelector('[data-marker="encerramento"]')!.textContent).toContain(
      'Encerra 01/03 11:24',
    );
    expect(screen.getByText('Prorrogação')).toBeTruthy();
    expect(plain(container.querySelector('svg')!.textContent)).toContain('R$ 700,00');
  });

  it('follows new bids and extensions as they arrive', () => {
    const { container, rerender } = render(<BidChart {...open} extensions={[]} />);
    expect(container.querySelectorAll('[data-marker="prorrogacao"]')).toHaveLength(0);
    rerender(
      <BidChart
        {...open}
        bids={[...bids, { sequence: 4, amountCents: 80_000, createdAt: '2026-03-01T14:21:30.000Z' }]}
        extensions={[extension]}
      />,
    );
    expect(container.querySelectorAll('circle')).toHaveLength(4);
    expect(container.querySelectorAll('[data-marker="prorrogacao"]')).toHaveLength(1);
    expect(plain(screen.getByRole('img').getAttribute('aria-label'))).toContain(
      '4 lances de R$ 500,00 a R$ 800,00',
    );
  });

  it('draws nothing before the first bid: the history says there is none', () => {
    const { container } = render(<BidChart {...open} bids={[]} extensions={[]} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
