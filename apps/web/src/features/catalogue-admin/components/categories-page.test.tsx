import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthClient } from '@/features/auth/lib/session';
import { CategoriesPage } from './catalogue-pages';

const token = `e30.${btoa(JSON.stringify({ sub: 'u', sid: 's' })).replace(/=+$/, '')}.sig`;
const row = { id: '00000000-0000-4000-8000-000000000091', code: 'ELETROS', name: 'Eletros', slug: 'eletros' };

let sent: { method: string; path: string; body: unknown }[];
let refusal: { status: number; body: unknown } | null;

beforeEach(() => {
  sent = [];
  refusal = null;
  act(() =>
    getAuthClient().completeSignIn({ accessToken: token, refreshTokenExpiresAt: '2026-12-22T00:00:00.000Z' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const answer = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (request.method === 'GET') return answer(200, { categories: [row] });
      const body = (await request.json()) as { name: string; slug: string };
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      if (refusal) return answer(refusal.status, refusal.body);
      return answer(200, { categories: [{ ...row, ...body }] });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openRow() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Toaster />
      <CategoriesPage />
    </SWRConfig>,
  );
  return screen.findByRole('form', { name: 'Categoria ELETROS' });
}

describe('categories: one form per category', () => {
  it("checks the slug by the domain's rule before saving", async () => {
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'Eletros Novos' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Use só letras minúsculas, números e hífens no slug.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves the name and slug', async () => {
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Eletrodomésticos' } });
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'eletrodomesticos' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Categoria salva')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: expect.stringMatching(/\/backoffice\/asset-categories\/ELETROS$/),
        body: { name: 'Eletrodomésticos', slug: 'eletrodomesticos' },
      },
    ]);
  });

  it("puts the API's issue on its field and says the save failed", async () => {
    refusal = {
      status: 409,
      body: {
        code: 'CATEGORY_SLUG_TAKEN',
        message: 'Não foi possível salvar a categoria.',
        details: { issues: [{ path: 'slug', message: 'Este slug já é de outra categoria.' }] },
      },
    };
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'moveis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Este slug já é de outra categoria.')).toBeTruthy();
    expect(within(form).getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByText('Não foi possível salvar a categoria.')).toBeTruthy());
  });
});
