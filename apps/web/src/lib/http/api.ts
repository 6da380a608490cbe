import { publicConfig } from '@/config/public';
import { bridgedAuth } from './auth-bridge';
import { createHttpClient } from './client';

/** The browser's client for the product API: sends the access token and mends a 401 once. */
export const api = createHttpClient({
  prefixUrl: publicConfig.apiUrl,
  credentials: 'include',
  auth: bridgedAuth,
});

/** SWR's fetcher: the key is the API path without the leading slash. */
export const apiFetcher = <T>(path: string): Promise<T> => api.get(path).json<T>();
