import { formatBRL } from '@circula/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingBid } from '../api/listing-bids';
import { toMyBidLots } from '../lib/my-bids';
import { MyBidsList } from './my-bids-section';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** An Event entry as GET /web/buyers/{id}/listing-bids answers it, with the lots given. */
function entry(
  listing: Pick<ListingBid, 'listingId'> & Partial<ListingBid>,
  lots: (Pick<ListingBid['lots'][number], 'lotId' | 'lotNumber' | 'status'> &
    Partial<ListingBid['lots'][number]>)[],
): ListingBid {
  return {
    listingTitle: 'Leilão',
    listingSlug: 'leilao',
    bidCount: lots.length,
    highestAmountCents: 0,
    lastBidAt: null,
    scheduledEndAt: null,
    ...listing,
    lots: lots.map((lot) => ({
      lotTitle: `Lote ${lot.lotNumber}`,
      lotStatus: lot.status === 'WINNING' || lot.status === 'OUTBID' ? 'OPEN' : 'CLOSED',
      closingStatus: null,
      sellerDeadlineAt: null,
      myHighestBidCents: 100_000,
      myBidCount: 1,
      myAutomaticBidMaxCents: null,
      currentBidCents: null,
      bidCount: 1,
      winning: lot.status === 'WINNING' || lot.status === 'WON',
      scheduledEndAt: null,
      ...lot,
    })),
  };
}

const entries: ListingBid[] = [
  entry({ listingId: id(90), listingTitle: 'Leilão de Veículos', listingSlug: 'leilao-de-veiculos' }, [
    {
      lotId: id(1),
      lotNumber: 1,
      lotTitle: 'Caminhonete',
      status: 'OUTBID',
      myHighestBidCents: 1_000_000,
      currentBidCents: 1_050_000,
      scheduledEndAt: inHours(2),
    },
    {
      lotId: id(2),
      lotNumber: 2,
      lotTitle: 'Moto',
      status: 'WINNING',
      myHighestBidCents: 500_000,
      currentBidCents: 500_000,
      scheduledEndAt: inHours(30),
      myAutomaticBidMaxCents: 700_000,
    },
  ]),
  entry({ listingId: id(91), listingTitle: 'Leilão de Máquinas', listingSlug: 'leilao-de-maquinas' }, [
    {
      lotId: id(3),
      lotNumber: 7,
      lotTitle: 'Trator',
      status: 'PENDING_CONFIRMATION',
      myHighestBidCents: 8_000_000,
      currentBidCents: 8_000_000,
      scheduledEndAt: '2026-11-20T18:00:00.000Z',
      sellerDeadlineAt: '2026-11-24T18:00:00.000Z',
    },
    { lotId: id(4), lotNumber: 8, lotTitle: 'Guindaste', status: 'REJECTED', scheduledEndAt: inHours(-5) },
    { lotId: id(5), lotNumber: 9, lotTitle: 'Empilhadeira', status: 'WON', scheduledEndAt: inHours(-4) },
    { lotId: id(6), lotNumber: 10, lotTitle: 'Gerador', status: 'LOST', scheduledEndAt: inHours(-3) },
  ]),
];

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Lotes em que dei lances' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('MyBidsList', () => {
  it('shows each lot with its Event, amounts, end time in Brasília and a badge for its standing', () => {
    render(<MyBidsList lots={toMyBidLots(entries)} />);
    const outbid = screen.getByRole('listitem', { name: 'Lote 1 · Caminhonete' });
    expect(within(outbid).getByRole('link', { name: 'Lote 1 · Caminhonete' }).getAttribute('href')).toBe(
      `/lotes/${id(1)}`,
    );
    expect(within(outbid).getByRole('link', { name: 'Leilão de Veículos' }).getAttribute('href')).toBe(
      '/eventos/leilao-de-veiculos',
    );
    expect(within(outbid).getByText('Superado')).toBeTruthy();
    expect(within(outbid).getByText('Meu maior lance').nextElementSibling?.textContent).toBe(
      formatBRL(1_000_000),
    );
    expect(within(outbid).getByText('Lance atual').nextElementSibling?.textContent).toBe(
      formatBRL(1_050_000),
    );
    expect(
      within(outbid).getByRole('link', { name: 'Dar novo lance em Caminhonete' }).getAttribute('href'),
    ).toBe(`/lotes/${id(1)}`);
    expect(within(outbid).getByText(/Encerra em/).textContent).toMatch(/faltam/);

    const winning = screen.getByRole('listitem', { name: 'Lote 2 · Moto' });
    expect(within(winning).getByText('Vencendo')).toBeTruthy();
    expect(within(winning).getByText('Lance automático até').nextElementSibling?.textContent).toBe(
      formatBRL(700_000),
    );
    expect(within(winning).queryByRole('link', { name: /Dar novo lance/ })).toBeNull();

    const pending = screen.getByRole('listitem', { name: 'Lote 7 · Trator' });
    expect(within(pending).getByText('Aguardando confirmação do vendedor')).toBeTruthy();
    // 18:00 UTC is 15:00 in Brasília.
    expect(within(pending).getByText(/Encerrou em/).textContent).toBe(
      'Encerrou em 20 de novembro de 2026 às 15:00',
    );
    expect(within(pending).getByText(/O vendedor confirma a venda até/).textContent).toBe(
      'O vendedor confirma a venda até 24 de novembro de 2026 às 15:00.',
    );

    expect(
      within(screen.getByRole('listitem', { name: 'Lote 8 · Guindaste' })).getByText('Venda não confirmada'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Lote 9 · Empilhadeira' })).getByText('Arrematado'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Lote 10 · Gerador' })).getByText('Não arrematado'),
    ).toBeTruthy();
  });

  it('lists the next to end first and reverses the order on the toggle', () => {
    render(<MyBidsList lots={toMyBidLots(entries)} />);
    const ascending = [
      'Lote 7 · Trator',
      'Lote 8 · Guindaste',
      'Lote 9 · Empilhadeira',
      'Lote 10 · Gerador',
      'Lote 1 · Caminhonete',
      'Lote 2 · Moto',
    ];
    expect(rowTitles()).toEqual(ascending);
    fireEvent.click(screen.getByRole('button', { name: 'Ver os que encerram por último primeiro' }));
    expect(rowTitles()).toEqual([...ascending].reverse());
    expect(screen.getByText('Ordem: encerramento mais distante primeiro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver os que encerram primeiro' }));
    expect(rowTitles()).toEqual(ascending);
  });

  it('without bids, leads to the search of open auctions', () => {
    render(<MyBidsList lots={[]} />);
    expect(screen.getByText('Você ainda não deu lances')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver leilões abertos' }).getAttribute('href')).toBe('/busca');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
