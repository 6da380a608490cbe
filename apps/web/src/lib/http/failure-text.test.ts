// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './client';
import { connectionMessage, failureText } from './failure-text';

/** Answers each path as a real server would: the API's error body, a proxy's own page, a body with no code. */
const answers: Record<string, (response: ServerResponse) => void> = {
  '/api-refusal': (response) => {
    response.writeHead(409, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ statusCode: 409, code: 'LOT_CLOSED', message: 'O lote já foi encerrado.' }),
    );
  },
  '/proxy-page': (response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>');
  },
  '/empty': (response) => {
    response.writeHead(503);
    response.end();
  },
  '/no-code': (response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Bad Request' }));
  },
};

let server: Server;
let client: ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  server = createServer((request, response) => answers[request.url ?? '']?.(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createHttpClient({
    prefixUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retry: 0,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = (path: string) =>
  client.get(path).then(
    () => null,
    (error: unknown) => error,
  );

describe('failureText', () => {
  it("gives the API's own message when the answer carries the API's code", async () => {
    expect(failureText(await failureOf('api-refusal'), 'Não foi.')).toBe('O lote já foi encerrado.');
  });

  it("never shows a proxy's page, an empty answer's status line or a body without the API's code", async () => {
    for (const path of ['proxy-page', 'empty', 'no-code']) {
      const error = await failureOf(path);
      expect(error).toBeInstanceOf(Error);
      expect(failureText(error, 'Não foi possível carregar a fila.')).toBe(
        'Não foi possível carregar a fila.',
      );
    }
  });

  it('says the server could not be reached when the network fails', async () => {
    const offline = createHttpClient({ prefixUrl: 'http://127.0.0.1:9', retry: 0 });
    const error = await offline.get('health').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(failureText(error, 'Não foi.')).toBe(connectionMessage);
  });

  it("gives a message the web wrote, and never the runtime's own", () => {
    expect(failureText(new Error('Escolha o comprador.'), 'Não foi.')).toBe('Escolha o comprador.');
    expect(failureText(new RangeError('Invalid time value'), 'Não foi.')).toBe('Não foi.');
    expect(failureText(new SyntaxError('Unexpected token < in JSON'), 'Não foi.')).toBe('Não foi.');
    expect(failureText(undefined, 'Não foi.')).toBe('Não foi.');
  });
});
