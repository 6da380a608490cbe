import type { ResponsePromise } from 'ky';
import type { z } from 'zod';
import { publicConfig } from '@/config/public';
import { readAnswer } from './answer';
import { bridgedAuth } from './auth-bridge';
import { createHttpClient } from './client';

/** The browser's client for the product API: sends the access token and mends a 401 once. */
export const api = createHttpClient({
  prefixUrl: publicConfig.apiUrl,
  credentials: 'include',
  auth: bridgedAuth,
});

/** SWR's default fetcher: the key is the API path without the leading slash; the answer is not typed. */
export const apiFetcher = (path: string): Promise<unknown> => api.get(path).json();

/** SWR fetcher reading the answer with the route's response schema from @circula/domain (decision 230). */
export const apiFetcherOf =
  <S extends z.ZodType>(schema: S) =>
  async (path: string): Promise<z.infer<S>> =>
    readAnswer(schema, await api.get(path).json(), `GET ${path}`);

/** The JSON answer of a call made with `api`, read with the route's response schema (decision 230). */
export async function answerOf<S extends z.ZodType>(
  schema: S,
  call: ResponsePromise,
  where: string,
): Promise<z.infer<S>> {
  return readAnswer(schema, await call.json(), where);
}

/**
 * For code that loads on every page, where the schema library must not ride along (decision 048): typed
 * from the route's schema named by `typeof` (`apiFetcherTyped<typeof xSchema>`, a type-only import), not
 * checked at runtime.
 */
export const apiFetcherTyped = <S extends z.ZodType>(path: string): Promise<z.infer<S>> =>
  answerTyped<S>(api.get(path));

/** The JSON answer of a call made with `api`, typed from the route's schema named by `typeof`, unchecked. */
export async function answerTyped<S extends z.ZodType>(call: ResponsePromise): Promise<z.infer<S>> {
  return (await call.json()) as z.infer<S>;
}
