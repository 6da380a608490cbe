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

/** How a client takes part in the session: the spec's 401 → refresh → retry once → else sign in. */
export interface HttpAuth {
  getAccessToken(): string | null;
  /** A new access token, or null when the session cannot be refreshed. */
  refresh(): Promise<string | null>;
  /** The 401 could not be mended; `hadToken` says whether the call was made signed in. */
  onAuthFailure(hadToken: boolean): void;
}

export interface HttpClientOptions extends Options {
  auth?: HttpAuth;
  /** Let a 401 fail the call as it is, with no refresh and no redirect (the spec's fail-on-401). */
  failOn401?: boolean;
}

// The API's own auth paths answer 401 for a wrong password or a dead refresh token: never "mend" those.
const isAuthPath = (url: string) => new URL(url).pathname.startsWith('/auth/');

function authHooks(
  auth: HttpAuth,
  failOn401: boolean,
  timeout: Options['timeout'],
  fetchImpl: Options['fetch'],
): Options['hooks'] {
  return {
    beforeRequest: [
      (request) => {
        const token = auth.getAccessToken();
        if (token && !request.headers.has('authorization')) {
          request.headers.set('authorization', `Bearer ${token}`);
        }
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.status !== 401 || failOn401 || isAuthPath(request.url)) return response;
        const hadToken = request.headers.has('authorization');
        const token = await auth.refresh();
        if (!token) {
          auth.onAuthFailure(hadToken);
          return response;
        }
        request.headers.set('authorization', `Bearer ${token}`);
        // Once, without these hooks: a second 401 is final.
        const retried = await ky(request, {
          retry: 0,
          throwHttpErrors: false,
          timeout,
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        });
        if (retried.status === 401) auth.onAuthFailure(true);
        return retried;
      },
    ],
  };
}

export function createHttpClient({
  auth,
  failOn401 = false,
  ...options
}: HttpClientOptions = {}): KyInstance {
  const session = auth ? authHooks(auth, failOn401, options.timeout ?? http.timeoutMs, options.fetch) : {};
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
      beforeRequest: [...(session?.beforeRequest ?? []), ...(options.hooks?.beforeRequest ?? [])],
      afterResponse: [...(session?.afterResponse ?? []), ...(options.hooks?.afterResponse ?? [])],
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
