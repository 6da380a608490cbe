'use client';

import { useEffect, useState } from 'react';
import { buttonStyles } from './button';

/**
 * A piece of the page fetched with `import()` once `wanted`, as its value (a component, usually). A script
 * that does not arrive (the connection dropped, a deploy in between) leaves `failed` set until `retry`; the
 * rest of the page goes on, where `next/dynamic` would throw the failed load to the route's error boundary.
 * `load` is defined once, at module level: a new function on each render would start the fetch again.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean) {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A failed load waits for `retry`, which clears `failed` and so runs this again.
    if (!wanted || loaded || failed) return;
    let current = true;
    load().then(
      (value) => {
        if (current) setLoaded({ value });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, loaded, failed]);
  return { value: loaded?.value ?? null, failed, retry: () => setFailed(false) };
}

/**
 * What a piece that did not arrive says in its place, with a second try; `detail` tells what the person
 * sees meanwhile, where something stands in for the piece.
 */
export function OnDemandFailure({
  what,
  detail,
  onRetry,
}: {
  what: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="space-y-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="text-red-800">Não foi possível carregar {what}. Verifique sua conexão.</p>
      {detail ? <p className="text-red-800">{detail}</p> : null}
      <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onRetry}>
        Tentar de novo
      </button>
    </div>
  );
}
