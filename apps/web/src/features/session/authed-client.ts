import type { Options } from 'ky';
import type { z } from 'zod';
import { publicConfig } from '@/config/public';
import { readAnswer } from '@/lib/http/answer';
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
 * Sends with the tab's access token. An answer `refused` calls unauthorized (the token expired while the page
 * was open) is mended once: the token refreshed, `send` called again with the fresh one. A second refusal
 * means the session is over: the state becomes signed out. Every authenticated call goes through it, fetch's
 * (`authedRequest`) and the uploads' (`uploadWithProgress`).
 */
export async function withAccessToken<T>(
  send: (token: string) => Promise<T>,
  refused: (error: unknown) => boolean,
): Promise<T> {
  const token = await currentAccessToken();
  if (!token) throw new SignedOutError();
  try {
    return await send(token);
  } catch (error) {
    if (!refused(error)) throw error;
    const fresh = await refreshAccessToken();
    if (!fresh) throw new SignedOutError();
    try {
      return await send(fresh);
    } catch (retryError) {
      if (refused(retryError)) clearSession();
      throw retryError;
    }
  }
}

const unauthorized = (error: unknown) => isHttpError(error) && error.statusCode === 401;

/** Calls the API with the access token, an expired one mended once (`withAccessToken`). */
export function authedRequest(path: string, options: Options = {}): Promise<Response> {
  return withAccessToken(
    (token) =>
      client(path, { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }),
    unauthorized,
  );
}

/**
 * The answer of an authenticated call, read with the response schema the API route declares (from
 * @circula/domain): typed from it, and checked against it in development and test (decision 230).
 */
export async function authedJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Options = {},
): Promise<z.infer<S>> {
  const response = await authedRequest(path, options);
  const body: unknown = await response.json();
  return readAnswer(schema, body, `${options.method ?? 'GET'} ${path}`);
}

/** SWR fetcher for keys of the form ['authed', path], reading the answer with the route's schema. */
export const authedFetcherOf =
  <S extends z.ZodType>(schema: S) =>
  ([, path]: readonly [string, string]): Promise<z.infer<S>> =>
    authedJson(path, schema);

/**
 * For code that loads on every page, where the schema library must not ride along (decision 048): the
 * answer is typed from the route's schema named by `typeof` (`authedFetcherTyped<typeof xSchema>`, with a
 * type-only import), but not checked at runtime.
 */
export const authedFetcherTyped = <S extends z.ZodType>([, path]: readonly [string, string]): Promise<
  z.infer<S>
> => authedJsonTyped<S>(path);

/** `authedJson` for code on every page: typed from the schema named by `typeof`, not checked (decision 048). */
export async function authedJsonTyped<S extends z.ZodType>(
  path: string,
  options: Options = {},
): Promise<z.infer<S>> {
  const response = await authedRequest(path, options);
  return (await response.json()) as z.infer<S>;
}

export const authedKey = (path: string | null | false | undefined) =>
  path ? (['authed', path] as const) : null;
