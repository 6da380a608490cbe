import type { AdminListing } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { emptyForm, formIssues, formOf, inputOf } from './listing-editor';

const sellerId = '6f1c1f43-4a61-4f5c-9a55-0b6f43f1e2a1';
const auctioneerId = '0c3c0b52-8f2e-4b43-8d1f-2b0b7c0f3f10';

function filled() {
  return {
    ...emptyForm(),
    sellerId,
    auctioneerId,
    title: 'Desativação de escritório',
    city: 'Curitiba',
    startsAt: '2026-12-01T09:00',
    scheduledEndAt: '2026-12-03T16:00',
  };
}

describe('the Event form', () => {
  it('sends Brasília times as UTC, the percentage as basis points and the threshold in centavos', () => {
    const input = inputOf({ ...filled(), buyerFeePercent: '7,5', highBidThreshold: '50.000,00' });
    expect(input).toMatchObject({
      startsAt: '2026-12-01T12:00:00.000Z',
      scheduledEndAt: '2026-12-03T19:00:00.000Z',
      buyerFeeBasisPoints: 750,
      highBidThresholdCents: 5_000_000,
      feeRows: [],
      auctioneerId,
    });
    expect(formIssues({ ...filled(), buyerFeePercent: '7,5' })).toEqual({});
  });

  it('names each field to fix with the shared schema, keeping what was typed', () => {
    const form = { ...filled(), title: 'Abc', auctioneerId: '', scheduledEndAt: '2026-11-30T09:00' };
    const issues = formIssues(form);
    expect(issues).toMatchObject({
      title: 'O título deve ter pelo menos 5 caracteres.',
      auctioneerId: 'Leilões precisam de um leiloeiro.',
      scheduledEndAt: 'O encerramento deve ser depois do início.',
    });
    expect(form.title).toBe('Abc');
  });

  it('reads fee rows typed in reais and flags overlapping ones', () => {
    const form = {
      ...filled(),
      feeMode: 'rows' as const,
      feeRows: [
        { from: '0', to: '1.000,00', fee: '50' },
        { from: '500', to: '2.000,00', fee: '90' },
      ],
    };
    expect(inputOf(form).feeRows?.[0]).toEqual({ fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 });
    expect(formIssues(form)['feeRows.1.fromValueCents']).toBe('Esta faixa se sobrepõe a outra.');
  });

  it('round-trips a saved Event through the form unchanged', () => {
    const input = inputOf({ ...filled(), buyerFeePercent: '5' });
    const listing = {
      ...input,
      id: 'x',
      slug: 's',
      status: 'DRAFT',
      editalUploaded: false,
      publishedAt: null,
      nextStatuses: [],
      lots: [],
    } as unknown as AdminListing;
    expect(inputOf(formOf(listing))).toEqual(input);
  });
});
