import { cleanup, render, screen } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '@/lib/http/client';
import { LoadFailure, ReadFailure, RefreshFailure } from './load-failure';

afterEach(cleanup);

/** A refusal as the API client raises it: ky's HTTPError with the status and the API's own message. */
function refusal(status: number, message: string): ApiHttpError {
  const request = new Request('http://localhost:4000/backoffice/banners/x');
  const error = new HTTPError(
    new Response(null, { status }),
    request,
    {} as NormalizedOptions,
  ) as ApiHttpError;
  error.statusCode = status;
  error.message = message;
  return error;
}

const say = (error: unknown) => {
  render(
    <LoadFailure
      error={error}
      missing="Banner não encontrado."
      failed="Não foi possível carregar o banner."
    />,
  );
  return screen.getByRole('alert').textContent;
};

describe('<LoadFailure>', () => {
  it("says the record is missing only on the API's 404", () => {
    expect(say(refusal(404, 'Not Found'))).toBe('Banner não encontrado.');
  });

  it('says it could not load on any other failure, never a network library or server text', () => {
    expect(say(new TypeError('Failed to fetch'))).toBe('Não foi possível carregar o banner.');
    cleanup();
    expect(say(refusal(500, 'Internal Server Error'))).toBe('Não foi possível carregar o banner.');
    cleanup();
    expect(say(refusal(403, 'Sem permissão.'))).toBe('Não foi possível carregar o banner.');
  });
});

describe('<RefreshFailure>', () => {
  const notice = (error: unknown) => {
    const { container } = render(<RefreshFailure error={error} />);
    return container.textContent;
  };

  it('says nothing while the latest read succeeded', () => {
    expect(notice(undefined)).toBe('');
  });

  it("says the record is no longer available on the API's 404, and that the page could not refresh otherwise", () => {
    expect(notice(refusal(404, 'Not Found'))).toBe(
      'Este registro não está mais disponível. A página mostra o que foi carregado antes.',
    );
    cleanup();
    for (const error of [new TypeError('Failed to fetch'), refusal(500, 'Internal Server Error')]) {
      expect(notice(error)).toMatch(
        /^Não foi possível atualizar esta página; ela mostra os dados da última leitura\./,
      );
      expect(screen.getByRole('status')).toBeTruthy();
      cleanup();
    }
  });

  it("names the part of the page that is out of date, on the API's 404 as on any other failure", () => {
    const partNotice = (error: unknown) => {
      const { container } = render(<RefreshFailure error={error} part="os lances deste lote" />);
      return container.textContent;
    };
    expect(partNotice(new TypeError('Failed to fetch'))).toBe(
      'Não foi possível atualizar os lances deste lote; o que aparece aqui é da última leitura.',
    );
    cleanup();
    // Never "the page shows what was loaded before": the rest of the page may be current.
    expect(partNotice(refusal(404, 'Not Found'))).toBe(
      'Não foi possível atualizar os lances deste lote: o registro não está mais disponível; o que aparece aqui é da última leitura.',
    );
  });
});

describe('<ReadFailure>', () => {
  it("says the page's own failure text while nothing is loaded, and the refresh notice once rows are shown", () => {
    const failure = refusal(500, 'Internal Server Error');
    render(<ReadFailure error={failure} loaded={false} failed="Não foi possível carregar a fila." />);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível carregar a fila.');
    cleanup();
    render(<ReadFailure error={failure} loaded failed="Não foi possível carregar a fila." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^Não foi possível atualizar esta página/);
    cleanup();
    const { container } = render(
      <ReadFailure error={undefined} loaded failed="Não foi possível carregar a fila." />,
    );
    expect(container.textContent).toBe('');
  });
});
