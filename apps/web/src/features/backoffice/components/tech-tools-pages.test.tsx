import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { AuditLogPageView, OutboxPageView } from './tech-tools-pages';

let asked: URL[];

const templates = [
  { type: 'OUTBID', label: 'Lance superado', audience: 'SERVICE' },
  { type: 'LOT_WON', label: 'Lote arrematado', audience: 'SERVICE' },
];
const queued = {
  id: '00000000-0000-4000-8000-0000000000e1',
  channel: 'EMAIL',
  to: 'ana@example.com',
  notificationType: 'OUTBID',
  subject: 'Seu lance foi superado: Sofá',
  bodyText: 'Seu lance foi superado.',
  status: 'PENDING',
  attempts: 0,
  error: null,
  createdAt: '2026-11-30T02:08:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
};

beforeEach(() => {
  asked = [];
  signInForTest();
  fakeApi(({ url }) => {
    if (url.pathname.endsWith('/backoffice/email-templates')) return jsonResponse({ templates });
    asked.push(url);
    const pending = url.searchParams.get('status') === 'PENDING';
    return jsonResponse({ entries: pending ? [queued] : [], total: pending ? 1 : 0 });
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

  it('names each message’s template and filters by it from a list of names', async () => {
    inFreshCache(<OutboxPageView />);
    await screen.findByRole('option', { name: 'Lance superado' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(-3)).toEqual(['Todos', 'Lance superado', 'Lote arrematado']);
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'PENDING' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'OUTBID' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('type')).toBe('OUTBID'));
    const summary = await screen.findByText(/ana@example\.com/);
    expect(summary.closest('summary')?.textContent).toContain('Na fila · Lance superado · ana@example.com');
    expect(screen.getByText(/^1 mensagem\b/)).toBeTruthy();
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
