import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadFailure } from '@/components/ui/load-failure';
import { apiFetcher } from '@/lib/http/api';
import { resetConnectionStatus } from '@/lib/http/connection-status';
import { swrDefaults } from '@/lib/http/swr-config';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { RefreshAll, refreshAll } from '../../../../test/swr-refresh';
import { ConnectionNotice, connectionNoticeText } from './connection-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConnectionStatus();
});

/** A card of a page with a read of its own, as "Minha conta" has several. */
function Card({ path, part }: { path: string; part: string }) {
  const { data, error } = useSWR<{ text: string }>(path);
  return (
    <section aria-label={part}>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed={`Não foi possível carregar ${part}.`}
        part={part}
      />
      {data ? <p>{data.text}</p> : null}
    </section>
  );
}

/** The site's providers as far as reads go: its SWR defaults (which feed the notice), the notice. */
function Site({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        ...swrDefaults(false),
        fetcher: apiFetcher,
        provider: () => new Map(),
        dedupingInterval: 0,
        shouldRetryOnError: false,
      }}
    >
      <RefreshAll />
      {children}
      <ConnectionNotice />
    </SWRConfig>
  );
}

const page = (
  <Site>
    <Card path="web/a" part="suas compras" />
    <Card path="web/b" part="seus lances" />
  </Site>
);

describe('the site-wide connection notice', () => {
  it('says once that the connection is down, where each card would say it, and leaves with it', async () => {
    const network = fakeApi(({ path }) =>
      jsonResponse({ text: `Lido de ${path.slice(path.lastIndexOf('/web/'))}` }),
    );
    render(page);
    await screen.findByText('Lido de /web/a');
    await screen.findByText('Lido de /web/b');
    expect(screen.queryByRole('status')).toBeNull();

    network.setOffline(true);
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toBe(connectionNoticeText);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Lido de /web/a')).toBeTruthy();
    expect(screen.getByText('Lido de /web/b')).toBeTruthy();

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('stays away when the API answers with a failure: each card says its own', async () => {
    let failing = false;
    fakeApi(({ path }) =>
      failing && path.endsWith('/web/b')
        ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, 500)
        : jsonResponse({ text: `Lido de ${path.slice(path.lastIndexOf('/web/'))}` }),
    );
    render(page);
    await screen.findByText('Lido de /web/b');

    failing = true;
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Não foi possível atualizar seus lances; o que aparece aqui é da última leitura.',
    );
    expect(screen.queryByText(connectionNoticeText)).toBeNull();
  });

  it('asks every read again when the browser is back online', async () => {
    let reads = 0;
    fakeApi(({ path }) => {
      reads += 1;
      return jsonResponse({ text: `Lido de ${path.slice(path.lastIndexOf('/web/'))}` });
    });
    render(page);
    await screen.findByText('Lido de /web/b');
    const before = reads;

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByRole('status')).textContent).toBe(connectionNoticeText);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(before + 2));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
