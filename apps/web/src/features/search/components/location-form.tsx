'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useMemo, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { AppSelect, type SelectOption } from '@/components/ui/select';
import { useCities, useStates } from '@/features/geo';
import { formatLocation, locationDefaults, parseLocation } from '../lib/location';

export function LocationForm({ current, onApply }: { current: string; onApply: (location: string) => void }) {
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
