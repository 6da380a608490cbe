import type { AuditLogEntry } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { StaffAccessProvider } from './staff-access';
import { AuditLogPageView, JobHealthPage, OutboxPageView } from './tech-tools-pages';

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

const queue = (name: string) => ({
  name,
  queued: 0,
  retrying: 0,
  active: 0,
  failed: 0,
  completed: 8,
  retries: 0,
});
const queues = [
  queue('__pgboss__send-it'),
  queue('lot-close'),
  queue('payment-sweep'),
  queue('relatorio-antigo'),
];

beforeEach(() => {
  asked = [];
  signInForTest();
  fakeApi(({ url }) => {
    if (url.pathname.endsWith('/backoffice/email-templates')) return jsonResponse({ templates });
    asked.push(url);
    if (url.pathname.endsWith('/backoffice/jobs')) return jsonResponse({ queues, failedJobs: [] });
    if (url.pathname.endsWith('/backoffice/audit-log')) {
      return jsonResponse({ entries: url.searchParams.has('entityType') ? auditRows : [], total: 0 });
    }
    const pending = url.searchParams.get('status') === 'PENDING';
    return jsonResponse({ entries: pending ? [queued] : [], total: pending ? 1 : 0 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const auditRow = (
  id: string,
  entityType: string,
  entityId: string,
  action = 'PAYMENT_RECEIPT_APPROVED',
): AuditLogEntry => ({
  id,
  createdAt: '2026-11-30T02:10:00.000Z',
  actor: {
    userId: '00000000-0000-4000-8000-0000000000a1',
    name: 'Tales Tecnologia',
    email: 'tales@example.com',
  },
  action,
  entityType,
  entityId,
  before: null,
  after: null,
});
const paymentId = '00000000-0000-4000-8000-0000000000c1';
const auctioneerId = '00000000-0000-4000-8000-0000000000c2';
const auditRows = [
  auditRow('00000000-0000-4000-8000-0000000000b1', 'payment_intent', paymentId),
  auditRow('00000000-0000-4000-8000-0000000000b2', 'auctioneer', auctioneerId),
  auditRow('00000000-0000-4000-8000-0000000000b3', 'some_new_kind', 'x-1', 'SOME_RETIRED_ACTION'),
];
const techOnly = { roles: [{ role: 'CIRCULA_TECH' as const, level: 0 }] };
const techAndFinance = {
  roles: [
    { role: 'CIRCULA_TECH' as const, level: 0 },
    { role: 'CIRCULA_FINANCE' as const, level: 0 },
  ],
};

const inFreshCache = (page: React.ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{page}</SWRConfig>);

describe('the job queues', () => {
  it('say what each queue does, the API’s and the scheduler’s own, beside its name', async () => {
    inFreshCache(
      <StaffAccessProvider access={techOnly}>
        <JobHealthPage />
      </StaffAccessProvider>,
    );
    const rows = await screen.findAllByRole('row');
    const firstCells = rows.slice(1).map((row) => row.querySelector('td')?.textContent);
    expect(firstCells).toEqual([
      '__pgboss__send-itFila interna do agendador: dispara as tarefas programadas',
      'lot-closeEncerra um lote no fim do seu prazo',
      'payment-sweepAplica os prazos de pagamento vencidos e envia os lembretes',
      // A queue the table does not know is shown by its name alone.
      'relatorio-antigo',
    ]);
  });
});

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
    // The SMS phone code sits among the e-mail templates, by name.
    expect(options.slice(-4)).toEqual([
      'Todos',
      'Código de verificação do celular (SMS)',
      'Lance superado',
      'Lote arrematado',
    ]);
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'PHONE_CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('type')).toBe('PHONE_CODE'));
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'PENDING' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'OUTBID' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('type')).toBe('OUTBID'));
    const summary = await screen.findByText(/ana@example\.com/);
    expect(summary.closest('summary')?.textContent).toContain('Na fila · Lance superado · ana@example.com');
    expect(screen.getByText(/^1 mensagem\b/)).toBeTruthy();
  });

  it('sends the audit filters trimmed, leaving the empty ones out', async () => {
    inFreshCache(
      <StaffAccessProvider access={techOnly}>
        <AuditLogPageView />
      </StaffAccessProvider>,
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('Quem (e-mail, nome ou id)'), { target: { value: '  ana  ' } });
    const actions = screen.getByLabelText('Ação') as HTMLSelectElement;
    const granted = [...actions.options].find((option) => option.value === 'ROLE_GRANTED');
    expect(granted?.textContent).toBe('Papel concedido');
    fireEvent.change(actions, { target: { value: 'ROLE_GRANTED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('actor')).toBe('ana'));
    const last = asked.at(-1)!;
    expect(last.searchParams.get('action')).toBe('ROLE_GRANTED');
    expect(last.searchParams.has('entityType')).toBe(false);
    expect(last.searchParams.has('from')).toBe(false);
  });

  it('names each audited record and links it to its page when the reader may open that page', async () => {
    for (const [access, linked] of [
      [techOnly, false],
      [techAndFinance, true],
    ] as const) {
      inFreshCache(
        <StaffAccessProvider access={access}>
          <AuditLogPageView />
        </StaffAccessProvider>,
      );
      fireEvent.change(screen.getByLabelText('Entidade'), { target: { value: 'payment_intent' } });
      fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
      await waitFor(() => expect(asked.at(-1)?.searchParams.get('entityType')).toBe('payment_intent'));
      const named = (words: string) => (_: string, element: Element | null) =>
        element?.tagName === 'SPAN' && element.textContent === words;
      expect(await screen.findByText(named(`Pagamento ${paymentId}`))).toBeTruthy();
      const link = screen.queryByRole('link', { name: paymentId });
      expect(link?.getAttribute('href') ?? null).toBe(linked ? `/backoffice/pagamentos/${paymentId}` : null);
      // A kind without a page of its own is named, not linked; a kind the site does not know is shown as written.
      expect(screen.getByText(named(`Leiloeiro ${auctioneerId}`))).toBeTruthy();
      expect(screen.queryByRole('link', { name: auctioneerId })).toBeNull();
      expect(screen.getByText(named('some_new_kind x-1'))).toBeTruthy();
      // Each action by its name, its code beneath; a code without a name is shown as written.
      const rows = within(screen.getByRole('table'));
      expect(rows.getAllByText('Comprovante aprovado')).toHaveLength(2);
      expect(rows.getAllByText('PAYMENT_RECEIPT_APPROVED')).toHaveLength(2);
      expect(rows.getByText('SOME_RETIRED_ACTION')).toBeTruthy();
      cleanup();
    }
  });
});
