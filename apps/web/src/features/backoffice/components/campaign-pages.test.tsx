import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));

import { CampaignComposePage } from './campaign-pages';

const campaignId = '00000000-0000-4000-8000-000000000091';

const detail = {
  id: campaignId,
  kind: 'MAIN',
  subject: 'Leilão de máquinas',
  status: 'PENDING_APPROVAL',
  authorName: 'Marketing',
  createdAt: '2026-03-01T15:00:00.000Z',
  scheduledAt: '2026-03-10T12:00:00.000Z',
  finishedAt: null,
  stats: { total: 0, sent: 0, failed: 0, pending: 0, opens: 0, clicks: 0, unsubscribes: 0 },
  preheader: '',
  blocks: [{ type: 'TEXT', text: 'Tudo a partir de R$ 1' }],
  audience: { states: ['SP'], cities: ['CAMPINAS'], excludeCampaignId: null, exclusion: null },
  approvedByName: null,
  approvedAt: null,
  startedAt: null,
  error: null,
  authoredByMe: true,
  canApprove: false,
};

let api: FakeApi;
const isAudiencePreview = ({ path }: { path: string }) => path.endsWith('/audience-preview');

beforeEach(() => {
  navigation.push.mockReset();
  signInForTest();
  // The audience preview is a POST that only reads: it is answered even while writes are refused.
  api = fakeApi(
    (call) => {
      if (isAudiencePreview(call)) return jsonResponse({ size: 42 });
      if (call.method === 'GET') return jsonResponse({ campaigns: [], canApprove: [] });
      return jsonResponse(detail);
    },
    { isRead: isAudiencePreview },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const compose = () => {
  render(
    <>
      <Toaster />
      <CampaignComposePage />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'Leilão de máquinas' } });
  fireEvent.change(screen.getByLabelText('Texto do parágrafo'), {
    target: { value: 'Tudo a partir de R$ 1' },
  });
  fireEvent.click(screen.getByLabelText('SP'));
  fireEvent.change(screen.getByLabelText('Cidades (separadas por vírgula; vazio = todas)'), {
    target: { value: ' Campinas , ' },
  });
  fireEvent.change(screen.getByLabelText('Enviar a partir de (horário de Brasília, opcional)'), {
    target: { value: '2026-03-10T09:00' },
  });
};

describe('<CampaignComposePage>', () => {
  it('sends the form and the blocks as one body, then opens the campaign', async () => {
    compose();
    expect(await screen.findByText('Público estimado: 42 endereços')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar e enviar para aprovação' }));

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/backoffice/campanhas/${campaignId}`));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.method).toBe('POST');
    expect(api.sent[0]!.path).toMatch(/\/backoffice\/newsletter-campaigns$/);
    expect(api.sent[0]!.body).toEqual({
      kind: 'MAIN',
      subject: 'Leilão de máquinas',
      preheader: '',
      blocks: [{ type: 'TEXT', text: 'Tudo a partir de R$ 1' }],
      audience: { states: ['SP'], cities: ['Campinas'], excludeCampaignId: null, exclusion: null },
      scheduledAt: '2026-03-10T12:00:00.000Z',
    });
    expect(await screen.findByText('Campanha criada e enviada para aprovação')).toBeTruthy();
  });

  it("shows the API's refusal and stays on the form", async () => {
    api.refuseWrites({
      status: 422,
      body: { code: 'VALIDATION_FAILED', message: 'O assunto já foi usado hoje.' },
    });
    compose();
    fireEvent.click(screen.getByRole('button', { name: 'Criar e enviar para aprovação' }));

    expect(await screen.findByText('O assunto já foi usado hoje.')).toBeTruthy();
    expect(api.sent).toHaveLength(1);
    expect(navigation.push).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Criar e enviar para aprovação' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
