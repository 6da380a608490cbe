import { lotImportAcceptedSchema } from '@circula/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ScriptedRequest } from '../../../test/scripted-request';
import { fakeAccessToken, fakeSignInAnswer } from '../../../test/session';

const held = fakeAccessToken({ sub: 'user-1', sid: 'session-1' });
const jobId = '6f1f0a52-8d4e-4a57-9a0e-2b4f5b7c9d11';
const expired = {
  statusCode: 401,
  code: 'UNAUTHORIZED',
  message: 'Você precisa entrar na sua conta para continuar.',
};

/** The upload and the session of a tab that holds `held`, in a module graph of their own. */
async function tabHoldingToken() {
  vi.resetModules();
  const store = await import('./session-store');
  store.setAccessToken(held);
  const { getAuthClient } = await import('@/features/auth/client');
  return { ...(await import('./upload')), ...(await import('./authed-client')), getAuthClient };
}

/** An import through `uploadWithProgress`, each sending of the form answered by the next scripted request. */
function sendImport(upload: typeof import('./upload')['uploadWithProgress'], requests: ScriptedRequest[]) {
  const queue = [...requests];
  const progress: number[] = [];
  const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'lotes.xlsx');
  const sent = upload({
    schema: lotImportAcceptedSchema,
    method: 'POST',
    path: 'backoffice/listings/l-1/lot-imports',
    file,
    onProgress: (fraction) => progress.push(fraction),
    fields: { importValidRows: 'true' },
    createRequest: () => queue.shift() as unknown as XMLHttpRequest,
  });
  return { sent, progress };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the text fields before the file, as the lot import reads them', async () => {
    const { uploadWithProgress } = await tabHoldingToken();
    const request = new ScriptedRequest();
    const { sent } = sendImport(uploadWithProgress, [request]);
    await vi.waitFor(() => expect(request.body).not.toBeNull());
    expect(request.headers.authorization).toBe(`Bearer ${held}`);
    expect([...(request.body?.keys() ?? [])]).toEqual(['importValidRows', 'file']);
    expect(request.body?.get('importValidRows')).toBe('true');
    request.respond(202, { jobId, status: 'QUEUED' });
    await expect(sent).resolves.toEqual({ jobId, status: 'QUEUED' });
  });

  it('mends a token that expired while the page was open: one refresh, the file sent once more', async () => {
    const fresh = fakeSignInAnswer({ sub: 'user-1', sid: 'session-1', n: '2' });
    let refreshes = 0;
    fakeApi(({ path }) => {
      if (!path.endsWith('/auth/refresh-token')) return new Response(null, { status: 204 });
      refreshes += 1;
      return jsonResponse(fresh);
    });
    const { uploadWithProgress } = await tabHoldingToken();
    const first = new ScriptedRequest();
    const second = new ScriptedRequest();
    const { sent, progress } = sendImport(uploadWithProgress, [first, second]);
    await vi.waitFor(() => expect(first.body).not.toBeNull());
    first.progress(100, 100);
    first.respond(401, expired);
    await vi.waitFor(() => expect(second.body).not.toBeNull());
    expect(refreshes).toBe(1);
    expect(second.headers.authorization).toBe(`Bearer ${fresh.accessToken}`);
    expect(second.body?.get('file')).toBeInstanceOf(File);
    second.progress(100, 100);
    second.respond(202, { jobId, status: 'QUEUED' });
    await expect(sent).resolves.toEqual({ jobId, status: 'QUEUED' });
    // The bar starts over for the second sending.
    expect(progress).toEqual([1, 0, 1, 1]);
  });

  it('ends the session when the fresh token is refused too, with the API’s message', async () => {
    fakeApi(({ path }) =>
      path.endsWith('/auth/refresh-token')
        ? jsonResponse(fakeSignInAnswer({ sub: 'user-1', sid: 'session-1', n: '2' }))
        : new Response(null, { status: 204 }),
    );
    const { uploadWithProgress, UploadError, getAuthClient } = await tabHoldingToken();
    const first = new ScriptedRequest();
    const second = new ScriptedRequest();
    const { sent } = sendImport(uploadWithProgress, [first, second]);
    await vi.waitFor(() => expect(first.body).not.toBeNull());
    first.respond(401, expired);
    await vi.waitFor(() => expect(second.body).not.toBeNull());
    second.respond(401, expired);
    await expect(sent).rejects.toBeInstanceOf(UploadError);
    await expect(sent).rejects.toMatchObject({ statusCode: 401, message: expired.message });
    expect(getAuthClient().getState().status).toBe('signed-out');
  });

  it('says the session is over when the token cannot be refreshed, and sends nothing more', async () => {
    fakeApi(({ path }) =>
      path.endsWith('/auth/refresh-token')
        ? jsonResponse({ code: 'UNAUTHORIZED', message: 'Sessão expirada.' }, 401)
        : new Response(null, { status: 204 }),
    );
    const { uploadWithProgress, SignedOutError } = await tabHoldingToken();
    const first = new ScriptedRequest();
    const second = new ScriptedRequest();
    const { sent } = sendImport(uploadWithProgress, [first, second]);
    await vi.waitFor(() => expect(first.body).not.toBeNull());
    first.respond(401, expired);
    await expect(sent).rejects.toBeInstanceOf(SignedOutError);
    expect(second.body).toBeNull();
  });
});
