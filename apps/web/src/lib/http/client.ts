import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { http } from '@/config/ui';

/** What an HTTP error carries (spec §8): message, statusText, response, request, options; plus the API's code. */
export interface ApiHttpError extends HTTPError {
  statusText: string;
  statusCode: number;
  code: string | undefined;
}

async function readErrorBody(response: Response): Promise<{ message?: string; code?: string }> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, code } = body as Record<string, unknown>;
      return {
        ...(typeof message === 'string' && message ? { message } : {}),
        ...(typeof code === 'string' ? { code } : {}),
      };
    }
    return {};
  } catch {
    // Not JSON: the spec says the raw text becomes the message.
    return { message: text };
  }
}

export function isHttpError(error: unknown): error is ApiHttpError {
  return error instanceof HTTPError;
}

export function createHttpClient(options: Options = {}): KyInstance {
  return ky.create({
    timeout: http.timeoutMs,
    retry: {
      limit: http.retryLimit,
      methods: [...http.retryMethods],
      statusCodes: [...http.retryStatusCodes],
    },
    ...options,
    hooks: {
      ...options.hooks,
      beforeError: [
        async (error) => {
          const { message, code } = await readErrorBody(error.response);
          const enriched = error as ApiHttpError;
          if (message) enriched.message = message;
          enriched.statusText = error.response.statusText;
          enriched.statusCode = error.response.status;
          enriched.code = code;
          return enriched;
        },
        ...(options.hooks?.beforeError ?? []),
      ],
    },
  });
}
