import { lotImportAcceptedSchema } from '@circula/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** An XMLHttpRequest stand-in that records the request and lets the test drive its events. */
class ScriptedRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, Array<(event?: unknown) => void>> = {};
  private uploadListeners: Array<(event: ProgressEvent) => void> = [];
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.uploadListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event?: unknown) => void) {
    const list = this.listeners[type] ?? [];
    list.push(listener);
    this.listeners[type] = list;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners)
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener();
  }
}

const token = `x.${btoa(JSON.stringify({ sub: 'user-1', sid: 'session-1' }))}.y`;

async function loadWithToken() {
  vi.resetModules();
  const store = await import('@/features/session/session-store');
  store.setAccessToken(token);
  return import('./buyer-application');
}

afterEach(() => vi.unstubAllEnvs());

const jobId = '6f1f0a52-8d4e-4a57-9a0e-2b4f5b7c9d11';
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
    const { uploadApplicationDocument, UploadError } = await loadWithToken();
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

describe('uploadWithProgress with fields', () => {
  it('sends the text fields before the file, as the lot import reads them', async () => {
    const { uploadWithProgress } = await loadWithToken();
    const request = new ScriptedRequest();
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'lotes.xlsx');
    const sent = uploadWithProgress({
      schema: lotImportAcceptedSchema,
      method: 'POST',
      path: 'backoffice/listings/l-1/lot-imports',
      file,
      onProgress: () => undefined,
      fields: { importValidRows: 'true' },
      createRequest: () => request as unknown as XMLHttpRequest,
    });
    await vi.waitFor(() => expect(request.body).not.toBeNull());
    expect([...(request.body?.keys() ?? [])]).toEqual(['importValidRows', 'file']);
    expect(request.body?.get('importValidRows')).toBe('true');
    request.respond(202, { jobId, status: 'QUEUED' });
    await expect(sent).resolves.toEqual({ jobId, status: 'QUEUED' });
  });
});
