'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/icons';
import { useIsDesktop } from '@/lib/hooks/use-media-query';
import { buildSearchHref, searchPath } from '../lib/search-url';

export const searchPlaceholders = { compact: 'Buscar', desktop: 'O que você esta procurando?' } as const;

interface SearchFormProps {
  defaultValue?: string;
  placeholder?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  value?: string;
  onValueChange?: (value: string) => void;
}

/** The form itself; without JavaScript it is a plain GET to /busca with q. */
export function SearchForm({ defaultValue, placeholder, onSubmit, value, onValueChange }: SearchFormProps) {
  const inputId = useId();
  return (
    <search className="block w-full">
      <form
        action={searchPath}
        method="get"
        onSubmit={onSubmit}
        className="flex h-11 w-full items-stretch overflow-hidden rounded-full border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30"
      >
        <label htmlFor={inputId} className="sr-only">
          Buscar itens
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder ?? searchPlaceholders.compact}
          className="min-w-0 flex-1 bg-transparent pl-4 text-base text-ink placeholder:text-slate-500 focus:outline-none"
          {...(value !== undefined
            ? { value, onChange: (event) => onValueChange?.(event.target.value) }
            : { defaultValue })}
        />
        <button
          type="submit"
          title="Buscar"
          aria-label="Buscar"
          className="flex w-12 shrink-0 items-center justify-center text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50"
        >
          <SearchIcon className="size-5" />
        </button>
      </form>
    </search>
  );
}

/** The top-bar search: to /busca with q, or on /busca replace q and go back to page 1. */
export function SearchBox() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const isDesktop = useIsDesktop();
  const currentQuery = pathname === searchPath ? (searchParams.get('q') ?? '') : '';
  const [value, setValue] = useState(currentQuery);

  // Back/forward or a link to another query must show that query in the box.
  useEffect(() => setValue(currentQuery), [currentQuery]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(buildSearchHref(pathname, searchParams, 'q', value));
  };

  return (
    <SearchForm
      value={value}
      onValueChange={setValue}
      onSubmit={submit}
      placeholder={isDesktop ? searchPlaceholders.desktop : searchPlaceholders.compact}
    />
  );
}
