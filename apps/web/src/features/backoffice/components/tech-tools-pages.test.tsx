import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { AuditLogPageView, OutboxPageView } from './tech-tools-pages';

let asked: URL[];

beforeEach(() => {
  asked = [];
  signInForTest();
  fakeApi(({ url }) => {
    asked.push(url);
    return jsonResponse({ entries: [], total: 0 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inFreshCache = (page: React.ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{page}</SWRConfig>);

describe('the back-office filter forms', () => {
  it('asks the outbox for the typed filters only when they are applied', async () => {
    inFreshCache(<OutboxPageView />);
    await screen.findByText('Nenhuma mensagem com esses filtros.');
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'FAILED' } });
    fireEvent.change(screen.getByLabelText('Destinatário'), { target: { value: 'ana@example.com' } });
    expect(asked.every((url) => !url.searchParams.has('status'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('FAILED'));
    const last = asked.at(-1)!;
    expect(last.pathname).toMatch(/backoffice\/outbox$/);
    expect(last.searchParams.get('to')).toBe('ana@example.com');
    expect(last.searchParams.has('type')).toBe(false);
  });

  it('sends the audit filters trimmed, leaving the empty ones out', async () => {
    inFreshCache(<AuditLogPageView />);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Quem (e-mail, nome ou id)'), { target: { value: '  ana  ' } });
    fireEvent.change(screen.getByLabelText('Ação'), { target: { value: 'ROLE_GRANTED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('actor')).toBe('ana'));
    const last = asked.at(-1)!;
    expect(last.searchParams.get('action')).toBe('ROLE_GRANTED');
    expect(last.searchParams.has('entityType')).toBe(false);
    expect(last.searchParams.has('from')).toBe(false);
  });
});
