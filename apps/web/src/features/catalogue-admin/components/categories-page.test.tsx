import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { CategoriesPage } from './catalogue-pages';

const row = { id: '00000000-0000-4000-8000-000000000091', code: 'ELETROS', name: 'Eletros', slug: 'eletros' };

let api: FakeApi;

beforeEach(() => {
  signInForTest();
  api = fakeApi(({ method, body }) =>
    jsonResponse({
      categories: [method === 'GET' ? row : { ...row, ...(body as { name: string; slug: string }) }],
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
  return screen.findByRole('form', { name: 'Categoria Eletros' });
}

describe('categories: one form per category', () => {
  it("checks the slug by the domain's rule before saving", async () => {
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'Eletros Novos' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Use só letras minúsculas, números e hífens no slug.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('saves the name and slug', async () => {
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Eletrodomésticos' } });
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'eletrodomesticos' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Categoria salva')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: expect.stringMatching(/\/backoffice\/asset-categories\/ELETROS$/),
        body: { name: 'Eletrodomésticos', slug: 'eletrodomesticos' },
      },
    ]);
  });

  it("puts the API's issue on its field and says the save failed", async () => {
    api.refuseWrites({
      status: 409,
      body: {
        code: 'CATEGORY_SLUG_TAKEN',
        message: 'Não foi possível salvar a categoria.',
        details: { issues: [{ path: 'slug', message: 'Este slug já é de outra categoria.' }] },
      },
    });
    const form = await openRow();
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'moveis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Este slug já é de outra categoria.')).toBeTruthy();
    expect(within(form).getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByText('Não foi possível salvar a categoria.')).toBeTruthy());
  });
});
