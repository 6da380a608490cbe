import { publicConfig } from '@/config/public';
import { createHttpClient } from './client';

/** The browser's client for the product API. */
export const api = createHttpClient({ prefixUrl: publicConfig.apiUrl });

/** SWR's fetcher: the key is the API path without the leading slash. */
export const apiFetcher = <T>(path: string): Promise<T> => api.get(path).json<T>();
