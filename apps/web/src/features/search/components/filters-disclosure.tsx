'use client';

import { type ReactNode, useId, useState } from 'react';

/**
 * The search filters, rendered once by the server: beside the results on a wide screen, behind a “Filtros”
 * button on a phone. Without JavaScript the page's <noscript> style shows them open.
 */
export function FiltersDisclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mb-4 rounded-xl border border-line px-3 lg:mb-0 lg:rounded-none lg:border-0 lg:px-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex min-h-11 w-full cursor-pointer items-center justify-between font-semibold text-ink lg:hidden"
      >
        Filtros
        <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div id={panelId} data-filters-panel="" className={open ? undefined : 'hidden lg:block'}>
        {children}
      </div>
    </div>
  );
}
