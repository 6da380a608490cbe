import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';

let refresh: () => Promise<unknown> = async () => undefined;

/**
 * Rendered inside a test's SWRConfig, hands the test `refreshAll`: every read on the page asked again, as SWR
 * does when the tab regains focus.
 */
export function RefreshAll() {
  const { mutate } = useSWRConfig();
  refresh = () => mutate(() => true);
  return null;
}

/** Asks every read of the rendered `RefreshAll`'s page again; settles once they have answered or failed. */
export const refreshAll = () => refresh();

/**
 * A test's page with an SWR cache of its own, no retry after an error (a failed read stays failed until the
 * test asks again with `refreshAll`) and `RefreshAll` inside.
 */
export function Refreshable({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RefreshAll />
      {children}
    </SWRConfig>
  );
}
