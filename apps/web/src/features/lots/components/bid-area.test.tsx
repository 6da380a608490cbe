import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bidLotId as lotId, bidAreaProps as props } from '../../../../test/bid-area';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { BidArea } from './bid-area';

/**
 * How many times the bid forms' and the enrolment dialog's scripts were asked for; the first of each does
 * not arrive. Once one arrived the module is kept, as in the browser, so the tests that need the failures
 * run before any other loads them.
 */
const forms = vi.hoisted(() => ({ loads: 0 }));
const dialog = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./bid-form', async (importOriginal) => {
  forms.loads += 1;
  if (forms.loads === 1) throw new Error('the chunk did not arrive');
  return importOriginal();
});
vi.mock('./enrolment-dialog', async (importOriginal) => {
  dialog.loads += 1;
  if (dialog.loads === 1) throw new Error('the chunk did not arrive');
  return importOriginal();
});

let api: FakeApi;

beforeEach(() => {
  signInForTest();
  api = fakeApi(({ url }) =>
    url.pathname.endsWith('/automatic-bid') ? jsonResponse({ automaticBid: null }) : jsonResponse({}, 404),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<BidArea>', () => {
  it('gives a visitor the way in, with the lot to come back to, and no bid form', () => {
    render(<BidArea {...props({ signedIn: false, buyerStatus: null, enrolled: null })} />);
    const way = screen.getByRole('link', { name: 'Entre para dar lances' });
    expect(way.getAttribute('href')).toBe(`/auth/entrar?nextUrl=${encodeURIComponent(`/lotes/${lotId}`)}`);
    expect(screen.queryByLabelText('Valor do lance')).toBeNull();
    expect(forms.loads).toBe(0);
  });

  it('says so when the bid forms do not arrive, and brings them on a second try', async () => {
    render(<BidArea {...props()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar o formulário de lance.');
    expect(screen.queryByLabelText('Valor do lance')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    // Both ways to bid: one bid now, and the automatic bid.
    expect(await screen.findByLabelText('Valor do lance')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lance automático' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(forms.loads).toBe(2);
    expect(api.sent).toEqual([]);
  });
  it('asks an unverified buyer to verify the account', () => {
    render(<BidArea {...props({ buyerStatus: 'UNVERIFIED', enrolled: null })} />);
    expect(screen.getByRole('link', { name: 'Verificar minha conta' }).getAttribute('href')).toBe(
      '/auth/verificar-conta',
    );
    expect(screen.queryByLabelText('Valor do lance')).toBeNull();
  });

  it('offers enrolment to a buyer not yet enrolled, and a second try when its script does not arrive', async () => {
    render(<BidArea {...props({ enrolled: false })} />);
    expect(screen.getByText('Você ainda não está habilitado neste evento.')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar a habilitação.');

    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    // The dialog's own trigger replaces the disabled stand-in.
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Habilitar-se para dar lances' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Valor do lance')).toBeNull();
    expect(dialog.loads).toBe(2);
  });
});
