import type { Options } from 'ky';
import { publicConfig } from '@/config/public';
import { createHttpClient, isHttpError } from '@/lib/http/client';
import { clearSession, currentAccessToken, refreshAccessToken } from './session-store';

const client = createHttpClient({ prefixUrl: publicConfig.apiUrl });

export class SignedOutError extends Error {
  constructor() {
    super('Sua sessão expirou. Entre novamente.');
    this.name = 'SignedOutError';
  }
}

/**
 * Calls the API with the access token; an expired token is refreshed once and the call repeated. A
 * second 401 means the session is over: the state becomes signed out.
 */
export async function authedRequest(path: string, options: Options = {}): Promise<Response> {
  const send = (token: string) =>
    client(path, { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  const token = await currentAccessToken();
  if (!token) throw new SignedOutError();
  try {
    return await send(token);
  } catch (error) {
    if (!isHttpError(error) || error.statusCode !== 401) throw error;
    const fresh = await refreshAccessToken();
    if (!fresh) throw new SignedOutError();
    try {
      return await send(fresh);
    } catch (retryError) {
      if (isHttpError(retryError) && retryError.statusCode === 401) clearSession();
      throw retryError;
    }
  }
}

export async function authedJson<T>(path: string, options: Options = {}): Promise<T> {
  const response = await authedRequest(path, options);
  return (await response.json()) as T;
}

/** SWR fetcher for keys of the form ['authed', path]. */
export const authedFetcher = <T>([, path]: readonly [string, string]): Promise<T> => authedJson<T>(path);

export const authedKey = (path: string | null | false | undefined) =>
  path ? (['authed', path] as const) : null;
