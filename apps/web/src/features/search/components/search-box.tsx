'use client';

import type { SearchSuggestion } from '@circula/domain';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/icons';
import { categoryHref, lotHref } from '@/features/catalog/display';
import { useIsDesktop } from '@/lib/hooks/use-media-query';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';
import { buildSearchHref, searchPath } from '../lib/search-url';

export const searchPlaceholders = { compact: 'Buscar', desktop: 'O que você esta procurando?' } as const;

interface SearchFormProps {
  defaultValue?: string;
  placeholder?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Offer suggestions while typing (a controlled value is needed). */
  suggest?: boolean;
}

const suggestionHref = (suggestion: SearchSuggestion) =>
  suggestion.kind === 'categoria' ? categoryHref(suggestion.slug) : lotHref(suggestion.lotId);

/**
 * The form itself; without JavaScript it is a plain GET to /busca with q. With suggestions, the field is an
 * ARIA combobox: arrows move through the list, Enter opens the chosen one (or searches when none is
 * chosen), Escape closes it.
 */
export function SearchForm({
  defaultValue,
  placeholder,
  onSubmit,
  value,
  onValueChange,
  suggest,
}: SearchFormProps) {
  const inputId = useId();
  const listId = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(value ?? '', Boolean(suggest) && open);
  const expanded = open && suggestions.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing chosen.
  useEffect(() => setActive(-1), [suggestions]);

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    router.push(suggestionHref(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggest) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the choice goes back to the field (-1), then wraps around.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeOption = expanded && active >= 0 && active < suggestions.length;
  return (
    <search className="relative block w-full">
      <form
        action={searchPath}
        method="get"
        onSubmit={(event) => {
          setOpen(false);
          onSubmit?.(event);
        }}
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
          {...(suggest
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': activeOption ? `${listId}-${active}` : undefined,
                onKeyDown,
                onBlur: () => setOpen(false),
                onFocus: () => setOpen(true),
              }
            : {})}
          {...(value !== undefined
            ? {
                value,
                onChange: (event) => {
                  setOpen(true);
                  onValueChange?.(event.target.value);
                },
              }
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
      {suggest ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Sugestões de busca"
          hidden={!expanded}
          className="absolute inset-x-0 top-12 z-50 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <div
              key={`${suggestion.kind}-${suggestion.kind === 'categoria' ? suggestion.slug : suggestion.lotId}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              // Chosen before the field loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              className={`flex cursor-pointer items-baseline gap-2 px-4 py-2 text-sm text-ink ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
            >
              <span className="truncate">{suggestion.label}</span>
              {suggestion.kind === 'categoria' ? (
                <span className="shrink-0 text-xs text-slate-600">Categoria</span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
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
      suggest
      placeholder={isDesktop ? searchPlaceholders.desktop : searchPlaceholders.compact}
    />
  );
}
