import { cleanup, render, screen } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '@/lib/http/client';
import { LoadFailure } from './load-failure';

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
