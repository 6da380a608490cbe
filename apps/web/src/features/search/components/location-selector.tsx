'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { ChevronDownIcon, CloseIcon, PinIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { AppSelect, type SelectOption } from '@/components/ui/select';
import { useCities, useStates } from '@/features/geo';
import { formatLocation, locationDefaults, parseLocation, truncateLocationLabel } from '../lib/location';
import { buildSearchHref, searchPath } from '../lib/search-url';

/** Location filter: a button with the current place and a dialog to change it, kept in ?location=. */
export function LocationSelector({ className }: { className?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = pathname === searchPath ? (searchParams.get('location') ?? '') : '';
  const [open, setOpen] = useState(false);

  const apply = (location: string) => {
    setOpen(false);
    router.push(buildSearchHref(pathname, searchParams, 'location', location));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-3 font-medium text-brand-800 text-sm hover:bg-brand-50 ${className ?? ''}`}
        // With no place chosen the visible words start the name (WCAG 2.5.3, label in name).
        aria-label={current ? `Localização: ${current}. Alterar localização` : undefined}
        title={current || undefined}
      >
        <PinIcon className="size-5 shrink-0" />
        {current ? (
          <span>{truncateLocationLabel(current)}</span>
        ) : (
          <>
            <span className="lg:hidden">{locationDefaults.mobile}</span>
            <span className="hidden lg:inline">{locationDefaults.desktop}</span>
            <span className="sr-only">: escolher localização</span>
          </>
        )}
        <ChevronDownIcon className="size-4 shrink-0" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          {open ? <LocationForm current={current} onApply={apply} /> : null}
          <Dialog.Close
            className="absolute top-4 right-4 rounded-full p-1.5 text-muted hover:bg-slate-100"
            aria-label="Fechar"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LocationForm({ current, onApply }: { current: string; onApply: (location: string) => void }) {
  const initial = parseLocation(current);
  const [state, setState] = useState<string>(initial?.state ?? '');
  const [city, setCity] = useState<string>(initial?.city ?? '');
  const { states, isLoading: statesLoading, isError: statesError } = useStates();
  const { cities, isLoading: citiesLoading } = useCities(state || null);
  const stateId = useId();
  const cityId = useId();

  const stateOptions = useMemo<SelectOption[]>(
    () => states.map((item) => ({ value: item.code, label: item.name })),
    [states],
  );
  const cityOptions = useMemo<SelectOption[]>(
    () => cities.map((item) => ({ value: item.name, label: item.name })),
    [cities],
  );

  useEffect(() => {
    if (state && cities.length > 0 && city && !cities.some((item) => item.name === city)) setCity('');
  }, [state, cities, city]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(state ? formatLocation(state, city || null) : '');
      }}
      className="space-y-5"
    >
      <div>
        <Dialog.Title className="font-semibold text-ink text-xl">Onde você quer ver itens?</Dialog.Title>
        <Dialog.Description className="mt-1 text-muted text-sm">
          Escolha um estado e, se quiser, uma cidade. Mostramos os itens dessa região.
        </Dialog.Description>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={stateId} className="block font-medium text-sm">
          Estado
        </label>
        <AppSelect
          inputId={stateId}
          instanceId="location-state"
          options={stateOptions}
          isLoading={statesLoading}
          isClearable
          placeholder={
            statesLoading
              ? 'Carregando...'
              : statesError || states.length === 0
                ? 'Nenhum estado encontrado'
                : undefined
          }
          value={stateOptions.find((option) => option.value === state) ?? null}
          onChange={(option) => {
            setState(option?.value ?? '');
            setCity('');
          }}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={cityId} className="block font-medium text-sm">
          Cidade <span className="font-normal text-muted">(opcional)</span>
        </label>
        <AppSelect
          inputId={cityId}
          instanceId="location-city"
          options={cityOptions}
          isLoading={citiesLoading}
          isDisabled={!state}
          isClearable
          placeholder={!state ? 'Selecione um estado' : citiesLoading ? 'Carregando...' : undefined}
          value={cityOptions.find((option) => option.value === city) ?? null}
          onChange={(option) => setCity(option?.value ?? '')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 xs:flex-row xs:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={() => onApply('')}>
          {locationDefaults.desktop}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={!state}>
          Ver itens
        </button>
      </div>
    </form>
  );
}
