'use client';

import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button';
import { AppSelect, type SelectOption } from '@/components/ui/select';
import { useCities, useStates } from '@/features/geo';
import { formatLocation, locationDefaults, parseLocation } from '../lib/location';

export function LocationForm({ current, onApply }: { current: string; onApply: (location: string) => void }) {
  const initial = parseLocation(current);
  const { handleSubmit, watch, setValue } = useForm<{ state: string; city: string }>({
    defaultValues: { state: initial?.state ?? '', city: initial?.city ?? '' },
  });
  const state = watch('state');
  const city = watch('city');
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
    if (state && cities.length > 0 && city && !cities.some((item) => item.name === city))
      setValue('city', '');
  }, [state, cities, city, setValue]);

  return (
    <form
      onSubmit={handleSubmit((values) =>
        onApply(values.state ? formatLocation(values.state, values.city || null) : ''),
      )}
      className="mt-5 space-y-5"
    >
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
            setValue('state', option?.value ?? '');
            setValue('city', '');
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
          onChange={(option) => setValue('city', option?.value ?? '')}
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
