import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptedRequest } from '../../../../test/scripted-request';

const token = `x.${btoa(JSON.stringify({ sub: 'user-1', sid: 'session-1' }))}.y`;

async function loadWithToken() {
  vi.resetModules();
  const store = await import('@/features/session/session-store');
  store.setAccessToken(token);
  return import('./buyer-application');
}

afterEach(() => vi.unstubAllEnvs());

const answered = {
  buyerApplication: {
    id: '0b9d3c2e-5f41-4f8a-9a62-1c3e5d7f9b21',
    buyerId: '4c2a1e7b-3d5f-4b9a-8e6c-0f1d2b3a4c5d',
    status: 'ADDRESS_SENT',
    type: 'NATURAL_PERSON',
    username: 'comprador1',
    registrationData: {
      type: 'NATURAL_PERSON',
      fullName: 'Ana Souza',
      cpf: '***.456.789-**',
      birthDate: '1990-01-01',
    },
    address: null,
    rejectionReason: null,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
  },
  buyerApplicationDocuments: {
    naturalPersonPhotoIdFrontDocument: null,
    naturalPersonPhotoIdBackDocument: null,
    incorporationDocument: null,
    status: 'UNDER_REVIEW',
  },
};

describe('uploadApplicationDocument', () => {
  it('PUTs the file as multipart field "file" with the token and reports the upload progress', async () => {
    const { uploadApplicationDocument } = await loadWithToken();
    const request = new ScriptedRequest();
    const progress: number[] = [];
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'frente.jpg', { type: 'image/jpeg' });
    const sent = uploadApplicationDocument(
      'app-1',
      'NATURAL_PERSON_PHOTO_ID_FRONT',
      file,
      (fraction) => progress.push(fraction),
      () => request as unknown as XMLHttpRequest,
    );
    await vi.waitFor(() => expect(request.body).not.toBeNull());
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(
      // On the site's own origin (decision 100).
      `${window.location.origin}/api/proxy/web/buyer-applications/app-1/documents/NATURAL_PERSON_PHOTO_ID_FRONT`,
    );
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect((request.body?.get('file') as File | undefined)?.name).toBe('frente.jpg');
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(200, answered);
    await expect(sent).resolves.toMatchObject({ buyerApplication: { status: 'ADDRESS_SENT' } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("refuses an answer that does not follow the route's response schema (the API and the web disagree)", async () => {
    const { uploadApplicationDocument } = await loadWithToken();
    const { ApiContractError } = await import('@/lib/http/answer');
    const request = new ScriptedRequest();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'frente.jpg', { type: 'image/jpeg' });
    const sent = uploadApplicationDocument(
      'app-1',
      'NATURAL_PERSON_PHOTO_ID_FRONT',
      file,
      () => undefined,
      () => request as unknown as XMLHttpRequest,
    );
    await vi.waitFor(() => expect(request.body).not.toBeNull());
    // The answer of the API's first version: no documents.
    request.respond(200, { buyerApplication: answered.buyerApplication });
    await expect(sent).rejects.toBeInstanceOf(ApiContractError);
    await expect(sent).rejects.toThrow(/buyerApplicationDocuments/);
  });

  it("rejects with the API's message and code, or a connection message", async () => {
    const { uploadApplicationDocument } = await loadWithToken();
    const { UploadError } = await import('@/features/session');
    const refused = new ScriptedRequest();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const first = uploadApplicationDocument(
      'app-1',
      'NATURAL_PERSON_PHOTO_ID_BACK',
      file,
      () => {},
      () => refused as unknown as XMLHttpRequest,
    );
    await vi.waitFor(() => expect(refused.body).not.toBeNull());
    refused.respond(415, {
      statusCode: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Tipo de arquivo não aceito.',
    });
    await expect(first).rejects.toMatchObject({
      message: 'Tipo de arquivo não aceito.',
      statusCode: 415,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    await expect(first).rejects.toBeInstanceOf(UploadError);

    const offline = new ScriptedRequest();
    const second = uploadApplicationDocument(
      'app-1',
      'NATURAL_PERSON_PHOTO_ID_BACK',
      file,
      () => {},
      () => offline as unknown as XMLHttpRequest,
    );
    await vi.waitFor(() => expect(offline.body).not.toBeNull());
    offline.fail();
    await expect(second).rejects.toThrow('Falha de conexão ao enviar o arquivo. Tente novamente.');
  });
});
