import { isSafeNextUrl } from '@circula/domain';

/** A nextUrl from the address bar, kept only when it stays on this site. */
export function safeNextUrl(value: string | string[] | undefined | null): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single && isSafeNextUrl(single) ? single : undefined;
}
