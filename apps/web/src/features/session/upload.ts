import type { z } from 'zod';
import { publicConfig } from '@/config/public';
import { readAnswer } from '@/lib/http/answer';
import { withAccessToken } from './authed-client';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** How one sending of the form ended: the status and the body read as JSON (empty when it was not). */
interface Sent {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Sends one file as multipart (field `file`) to an API path with XMLHttpRequest, whose upload events give
 * the progress that fetch cannot. `onProgress` receives 0–1. Errors carry the API's pt-BR message. The
 * answer is read with the route's response schema (decision 230). An access token that expired while the
 * page was open is mended as for every authenticated call (`withAccessToken`): the file is sent once more.
 */
export async function uploadWithProgress<S extends z.ZodType>({
  schema,
  method,
  path,
  file,
  onProgress,
  fields = {},
  createRequest = () => new XMLHttpRequest(),
}: {
  /** The route's response schema, from @circula/domain. */
  schema: S;
  method: 'PUT' | 'POST';
  path: string;
  file: File;
  onProgress: (fraction: number) => void;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  createRequest?: () => XMLHttpRequest;
}): Promise<z.infer<S>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);

  const send = (bearer: string) =>
    new Promise<Sent>((resolve, reject) => {
      const request = createRequest();
      request.open(method, `${publicConfig.apiUrl}/${path}`);
      request.setRequestHeader('authorization', `Bearer ${bearer}`);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(request.responseText) as Record<string, unknown>;
        } catch {
          body = {};
        }
        resolve({ status: request.status, body });
      });
      request.addEventListener('error', () =>
        reject(new UploadError('Falha de conexão ao enviar o arquivo. Tente novamente.', 0, undefined)),
      );
      request.send(form);
    });

  let sendings = 0;
  return withAccessToken(
    async (bearer) => {
      // A second sending (after the token was mended) starts the bar over.
      if (sendings++ > 0) onProgress(0);
      const { status, body } = await send(bearer);
      if (status >= 200 && status < 300) {
        const answer = readAnswer(schema, body, `${method} ${path}`);
        onProgress(1);
        return answer;
      }
      const message =
        typeof body.message === 'string' && body.message
          ? body.message
          : 'Não foi possível enviar o arquivo. Tente novamente.';
      throw new UploadError(message, status, typeof body.code === 'string' ? body.code : undefined);
    },
    (error) => error instanceof UploadError && error.statusCode === 401,
  );
}
