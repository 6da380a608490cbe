'use client';

import { buyerAddressSchema } from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError, TextField } from '@/components/ui/field';
import { AppSelect, type SelectOption } from '@/components/ui/select';
import { useCities, useStates } from '@/features/geo';
import { failureText } from '@/lib/http/failure-text';
import { saveApplicationStep } from '../api/buyer-application';
import type { BuyerApplication } from '../api/types';
import { maskPostalCode } from '../lib/masks';
import { FormError, StepActions } from './registration-step';
import '@/components/ui/zod-messages';

type AddressInput = z.input<typeof buyerAddressSchema>;

/** Step 3: the address, with the city list of the chosen state. */
export function AddressStep({
  application,
  onSaved,
  onBack,
}: {
  application: BuyerApplication;
  onSaved: (application: BuyerApplication) => void;
  onBack: () => void;
}) {
  const saved = application.address;
  const [apiError, setApiError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AddressInput, unknown, z.output<typeof buyerAddressSchema>>({
    resolver: zodResolver(buyerAddressSchema),
    defaultValues: {
      postalCode: saved?.postalCode ?? '',
      line1: saved?.line1 ?? '',
      number: saved?.number ?? '',
      line2: saved?.line2 ?? '',
      neighborhood: saved?.neighborhood ?? '',
      state: saved?.state ?? '',
      city: saved?.city ?? '',
    },
  });
  const state = watch('state');
  const { states, isLoading: statesLoading } = useStates();
  const { cities, isLoading: citiesLoading } = useCities(state || null);
  const stateOptions = useMemo<SelectOption[]>(
    () => states.map((item) => ({ value: item.code, label: `${item.code} - ${item.name}` })),
    [states],
  );
  const cityOptions = useMemo<SelectOption[]>(
    () => cities.map((item) => ({ value: item.name, label: item.name })),
    [cities],
  );

  const onSubmit = handleSubmit(async (address) => {
    setApiError(null);
    try {
      onSaved((await saveApplicationStep({ address })).buyerApplication);
    } catch (error) {
      setApiError(failureText(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Endereço">
      <Controller
        control={control}
        name="postalCode"
        render={({ field }) => (
          <TextField
            id="endereco-cep"
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            error={errors.postalCode?.message}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskPostalCode(event.target.value))}
          />
        )}
      />
      <div className="hidden sm:block" />
      <TextField
        id="endereco-logradouro"
        label="Logradouro"
        autoComplete="address-line1"
        className="sm:col-span-2"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField id="endereco-numero" label="Número" error={errors.number?.message} {...register('number')} />
      <TextField
        id="endereco-complemento"
        label="Complemento (opcional)"
        autoComplete="address-line2"
        error={errors.line2?.message}
        {...register('line2')}
      />
      <TextField
        id="endereco-bairro"
        label="Bairro"
        className="sm:col-span-2"
        error={errors.neighborhood?.message}
        {...register('neighborhood')}
      />
      <div>
        <label htmlFor="endereco-uf" className="mb-1.5 block font-medium text-sm">
          UF
        </label>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <AppSelect
              inputId="endereco-uf"
              instanceId="endereco-uf"
              name={field.name}
              options={stateOptions}
              isLoading={statesLoading}
              aria-invalid={errors.state ? true : undefined}
              aria-errormessage={errors.state ? 'endereco-uf-erro' : undefined}
              value={stateOptions.find((option) => option.value === field.value) ?? null}
              onBlur={field.onBlur}
              onChange={(option) => {
                field.onChange(option?.value ?? '');
                setValue('city', '', { shouldValidate: isSubmitted });
              }}
            />
          )}
        />
        <FieldError id="endereco-uf-erro" message={errors.state?.message} />
      </div>
      <div>
        <label htmlFor="endereco-cidade" className="mb-1.5 block font-medium text-sm">
          Cidade
        </label>
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <AppSelect
              inputId="endereco-cidade"
              instanceId="endereco-cidade"
              name={field.name}
              options={cityOptions}
              isLoading={citiesLoading}
              isDisabled={!state}
              placeholder={state ? undefined : 'Selecione a UF'}
              aria-invalid={errors.city ? true : undefined}
              aria-errormessage={errors.city ? 'endereco-cidade-erro' : undefined}
              value={cityOptions.find((option) => option.value === field.value) ?? null}
              onBlur={field.onBlur}
              onChange={(option) => field.onChange(option?.value ?? '')}
            />
          )}
        />
        <FieldError id="endereco-cidade-erro" message={errors.city?.message} />
      </div>
      <FormError message={apiError} />
      <StepActions submitting={isSubmitting} onBack={onBack} />
    </form>
  );
}
