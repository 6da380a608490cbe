import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countDateFormatters } from '../../../../test/date-formatters';
import { bids, end, props } from '../../../../test/live-lot-props';
import { panelDateTexts } from '../lib/live-lot-props';

const extendedEnd = '2026-03-01T15:02:00.000Z';
// A lot with two bids, the last of which moved its end by two minutes.
const extended = props(
  { currentBidCents: 60_000, bidCount: 2, minimumNextBidCents: 65_000, scheduledEndAt: extendedEnd },
  {
    bids,
    extensions: [{ at: bids[0]!.createdAt, previousScheduledEndAt: end, scheduledEndAt: extendedEnd }],
  },
);

/** Renders the panel's parts in a fresh module graph (a page just opened), counting the Intl date formatters. */
async function renderFresh(texts: Record<string, string> | null): Promise<number> {
  vi.resetModules();
  const domain = await import('@circula/domain');
  const { LiveLotFirstView } = await import('./live-lot-first-view');
  if (texts) domain.rememberFormattedDates(texts);
  const formatters = countDateFormatters();
  try {
    render(<LiveLotFirstView {...extended} />);
  } finally {
    formatters.restore();
  }
  return formatters.created();
}

afterEach(() => vi.resetModules());

describe("the lot panel's dates formatted by the server", () => {
  it('cover every date the panel shows first: the browser creates no date formatter', async () => {
    const texts = panelDateTexts(extended.lot, extended.listing, extended.history);
    expect(await renderFresh(texts)).toBe(0);
    const panel = screen.getByTestId('pregao-ao-vivo');
    expect(panel.textContent).toContain('1 de março de 2026 às 12:02 (horário de Brasília)');
    expect(panel.textContent).toContain('01/03, 10:50:00 (horário de Brasília)');
  });

  it('without them, the same render creates its formatters in the browser', async () => {
    expect(await renderFresh(null)).toBeGreaterThan(0);
    expect(screen.getByTestId('pregao-ao-vivo').textContent).toContain('1 de março de 2026 às 12:02');
  });
});
