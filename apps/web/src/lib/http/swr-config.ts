import type { SWRConfiguration } from 'swr';
import { isHttpError } from './client';
import { readFailed, readSucceeded } from './connection-status';

interface NetworkInformationLike {
  effectiveType?: string;
}

function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** The spec's data-fetching defaults (§7); slower limits on 2G connections. */
export function swrDefaults(slow = isSlowConnection()): SWRConfiguration {
  const errorRetryInterval = slow ? 10_000 : 5_000;
  return {
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    errorRetryInterval,
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    loadingTimeout: slow ? 5_000 : 3_000,
    // Every read tells the site-wide connection notice whether the API could be reached.
    onSuccess: readSucceeded,
    onError: readFailed,
    onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
      // Something that does not exist will not appear by asking again.
      if (isHttpError(error) && error.response.status === 404) return;
      if (config.errorRetryCount !== undefined && retryCount > config.errorRetryCount) return;
      const exponent = Math.min(retryCount, 8);
      const delay = Math.floor((Math.random() + 0.5) * (1 << exponent)) * errorRetryInterval;
      setTimeout(() => revalidate({ retryCount }), delay);
    },
  };
}

/** Lookups that never change while a page is open (states, cities). */
export const staticLookup: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};
