'use client';

import { useCallback, useState } from 'react';

/**
 * A module loaded on the first use of something (a click on a menu button…), not with the page: `load`
 * starts the import (again harmless: the bundler caches it) and `loaded` is the module once it arrived.
 * Until then the caller keeps showing its light stand-in, so nothing flickers while the chunk travels.
 */
export function useOnDemand<T>(importModule: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const load = useCallback(() => {
    void importModule().then((module) => setLoaded(() => module));
  }, [importModule]);
  return { loaded, load, prefetch: importModule } as const;
}
