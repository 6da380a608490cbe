import type { AdminBanner } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAccessProvider } from '@/features/backoffice/components/staff-access';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));

import { BannerEditor, BannerEditPage } from './banner-pages';

const bannerId = '00000000-0000-4000-8000-000000000081';
const hash = 'a'.repeat(32);

const image = (variant: 'desktop' | 'mobile', width: number, height: number) => ({
  key: `banners/${hash}/dynamic-large-${variant}`,
  width,
  height,
  url: `/media/banners/${hash}/dynamic-large-${variant}.webp`,
  sources: [{ width, url: `/media/banners/${hash}/dynamic-large-${variant}.webp` }],
});

const banner: AdminBanner = {
  id: bannerId,
  type: 'DYNAMIC_LARGE',
  placement: 'HOME',
  categoryCode: null,
  linkUrl: '/eventos/leilao-de-maquinas',
  altText: 'Leilão de máquinas',
  desktopImage: image('desktop', 1600, 500),
  mobileImage: image('mobile', 800, 600),
  startsAt: '2026-03-01T15:00:00.000Z',
  endsAt: '2026-03-15T15:00:00.000Z',
  position: 0,
  state: 'SCHEDULED',
  updatedAt: '2026-02-20T15:00:00.000Z',
};

let api: FakeApi;

beforeEach(() => {
  navigation.push.mockReset();
  signInForTest();
  api = fakeApi(({ method }) => jsonResponse(method === 'GET' ? { banners: [banner] } : { banner }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edit = () =>
  render(
    <StaffAccessProvider access={{ roles: [{ role: 'CIRCULA_MARKETING', level: 2 }] }}>
      <Toaster />
      <BannerEditor banner={banner} />
    </StaffAccessProvider>,
  );

describe('<BannerEditor>', () => {
  it('saves the fields with the images sent, times in UTC, and goes back to the list', async () => {
    edit();
    fireEvent.change(screen.getByLabelText('Texto alternativo'), {
      target: { value: '  Máquinas agrícolas  ' },
    });
    fireEvent.change(screen.getByLabelText('Local'), { target: { value: 'CATEGORY' } });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'CONSTRUCAO' } });
    fireEvent.change(screen.getByLabelText('Início (horário de Brasília)'), {
      target: { value: '2026-03-02T09:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar banner' }));

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/backoffice/banners'));
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.method).toBe('PUT');
    expect(api.sent[0]!.path).toMatch(new RegExp(`/backoffice/banners/${bannerId}$`));
    expect(api.sent[0]!.body).toEqual({
      type: 'DYNAMIC_LARGE',
      placement: 'CATEGORY',
      categoryCode: 'CONSTRUCAO',
      linkUrl: '/eventos/leilao-de-maquinas',
      altText: 'Máquinas agrícolas',
      desktopImageKey: banner.desktopImage.key,
      mobileImageKey: banner.mobileImage.key,
      startsAt: '2026-03-02T12:00:00.000Z',
      endsAt: '2026-03-15T15:00:00.000Z',
    });
    expect(await screen.findByText('Banner salvo.')).toBeTruthy();
  });

  it("puts the API's issues on their fields and says it in a toast, staying on the form", async () => {
    api.refuseWrites({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Confira os campos destacados.',
        details: {
          issues: [
            {
              path: 'linkUrl',
              message: 'O link deve ser um caminho do site (começando com /) ou um endereço https://.',
            },
            { path: 'mobileImageKey', message: 'Envie a imagem para celular.' },
          ],
        },
      },
    });
    edit();
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'http://exemplo.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar banner' }));

    expect(await screen.findByText('Confira os campos destacados.')).toBeTruthy();
    expect(screen.getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/O link deve ser um caminho do site/)).toBeTruthy();
    expect(screen.getByText('Envie a imagem para celular.')).toBeTruthy();
    expect(navigation.push).not.toHaveBeenCalled();
    expect(api.sent).toHaveLength(1);
  });

  it('changing the type drops the images, which must be sent again for its size', async () => {
    edit();
    expect(screen.getByAltText('Prévia imagem para desktop')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'RECTANGLE' } });
    await waitFor(() => expect(screen.queryByAltText('Prévia imagem para desktop')).toBeNull());
    expect(screen.getByText('JPEG ou PNG; recortada para 1200×200 pixels.')).toBeTruthy();
  });
});

describe('<BannerEditPage>', () => {
  const page = () =>
    render(
      <Refreshable>
        <StaffAccessProvider access={{ roles: [{ role: 'CIRCULA_MARKETING', level: 2 }] }}>
          <BannerEditPage id={bannerId} />
        </StaffAccessProvider>
      </Refreshable>,
    );
  const answering = (answer: () => Response) =>
    fakeApi(({ path }) =>
      path.endsWith(`/backoffice/banners/${bannerId}`) ? answer() : jsonResponse({ banners: [] }),
    );

  it('says a banner the API does not know is not found, and any other failure that it could not load', async () => {
    answering(() => jsonResponse({ code: 'NOT_FOUND', message: 'Banner não encontrado.' }, 404));
    const { unmount } = page();
    expect((await screen.findByRole('alert')).textContent).toBe('Banner não encontrado.');
    unmount();

    answering(() => jsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, 500));
    page();
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar o banner.');
  });

  it('keeps the editor, and what was typed in it, when a later refresh fails, and says why it may be stale', async () => {
    let answer: 'banner' | 'error' | 'gone' = 'banner';
    let failures = 0;
    answering(() => {
      if (answer === 'banner') return jsonResponse({ banner });
      failures += 1;
      return answer === 'gone'
        ? jsonResponse({ code: 'NOT_FOUND', message: 'Banner não encontrado.' }, 404)
        : jsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, 500);
    });
    page();
    const altText = await screen.findByLabelText('Texto alternativo');
    expect(screen.queryByText(/Não foi possível atualizar|não está mais disponível/)).toBeNull();
    fireEvent.change(altText, { target: { value: 'Máquinas agrícolas' } });
    const typed = () => (screen.getByLabelText('Texto alternativo') as HTMLInputElement).value;

    answer = 'error';
    await refreshAll(); // settles once the read has failed, the client's own retries included
    expect(failures).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(typed()).toBe('Máquinas agrícolas');
    expect(await screen.findByText(/^Não foi possível atualizar esta página/)).toBeTruthy();

    answer = 'gone';
    await refreshAll();
    expect(await screen.findByText(/^Este registro não está mais disponível/)).toBeTruthy();
    expect(screen.queryByText(/Não foi possível atualizar/)).toBeNull();
    expect(typed()).toBe('Máquinas agrícolas');

    answer = 'banner';
    await refreshAll();
    await waitFor(() => expect(screen.queryByText(/não está mais disponível/)).toBeNull());
    expect(typed()).toBe('Máquinas agrícolas');
  });
});
