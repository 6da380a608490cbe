'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { buildFilterHref, defaultSortFor, type SearchFilters, sortOptionsFor } from '../lib/filter-url';

/** The order of the results; changing it goes back to the first page. */
export function SortSelect({ filters }: { filters: SearchFilters }) {
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted text-sm">
        Ordenar por
      </label>
      <select
        id={id}
        value={filters.sort ?? defaultSortFor(filters)}
        onChange={(event) => router.push(buildFilterHref(filters, { sort: event.target.value }))}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-ink text-sm focus:border-brand-600 focus:outline-none"
      >
        {sortOptionsFor(filters).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
