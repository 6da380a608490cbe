'use client';

import {
  type NewsletterForm as NewsletterFields,
  type NewsletterSource,
  newsletterFormSchema,
  newsletterMessages,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { AppSelect, type SelectOption } from '@/components/ui/select';
import { useCities, useStates } from '@/features/geo';
import { pushToDataLayer, sha256Hex } from '@/lib/analytics/data-layer';
import { subscribeToNewsletter } from '../api/subscribe';
import { newsletterGridClass, newsletterInputClass } from './newsletter-grid';
import '@/components/ui/zod-messages';

export const newsletterPlaceholders = {
  loading: 'Carregando...',
  noStates: 'Nenhum estado encontrado',
  pickState: 'Selecione um estado',
} as const;

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <p id={id} role="alert" className="mt-1.5 font-medium text-red-700 text-sm">
      {message}
    </p>
  ) : null;

interface NewsletterFormProps {
  source: NewsletterSource;
  /** What was typed in the stand-in shown until this form loaded. */
  initialEmail?: string;
  /** The stand-in was sent: send (and so check) the form once it is here. */
  submitOnMount?: boolean;
}

export function NewsletterForm({ source, initialEmail = '', submitOnMount = false }: NewsletterFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<NewsletterFields>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: initialEmail, state: '', city: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The address last sent: the newsletter starts only once it confirms through the link mailed to it.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const state = watch('state');
  const { states, isLoading: statesLoading, isError: statesError } = useStates();
  const { cities, isLoading: citiesLoading } = useCities(state || null);

  const stateOptions = useMemo<SelectOption[]>(
    () => states.map((item) => ({ value: item.code, label: item.name })),
    [states],
  );
  const cityOptions = useMemo<SelectOption[]>(
    () => cities.map((item) => ({ value: item.name, label: item.name })),
    [cities],
  );

  const statePlaceholder = statesLoading
    ? newsletterPlaceholders.loading
    : statesError || states.length === 0
      ? newsletterPlaceholders.noStates
      : undefined;
  const cityPlaceholder = !state
    ? newsletterPlaceholders.pickState
    : citiesLoading
      ? newsletterPlaceholders.loading
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribeToNewsletter({ ...values, source });
    } catch {
      toast.error(newsletterMessages.failure, { id: 'newsletter-result' });
      return;
    }
    toast.success(newsletterMessages.success, { id: 'newsletter-result' });
    setSentTo(values.email.trim());
    reset();
    pushToDataLayer({ event: 'newsletter_sign_up', source, emailHash: await sha256Hex(values.email) });
  });

  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submittedOnMount.current) return;
    submittedOnMount.current = true;
    void onSubmit();
  }, [submitOnMount, onSubmit]);

  return (
    <form
      id="newsletterForm"
      noValidate
      onSubmit={onSubmit}
      aria-label="Cadastro na newsletter"
      className={newsletterGridClass}
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor={`newsletter-email-${source}`} className="mb-1.5 block font-medium text-sm">
          E-mail
        </label>
        <input
          id={`newsletter-email-${source}`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `newsletter-email-error-${source}` : undefined}
          className={newsletterInputClass}
          {...register('email')}
        />
        {fieldError(`newsletter-email-error-${source}`, errors.email?.message)}
      </div>
      <div>
        <label htmlFor={`newsletter-state-${source}`} className="mb-1.5 block font-medium text-sm">
          Estado
        </label>
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <AppSelect
              inputId={`newsletter-state-${source}`}
              instanceId={`newsletter-state-${source}`}
              name={field.name}
              options={stateOptions}
              isLoading={statesLoading}
              placeholder={statePlaceholder}
              aria-invalid={errors.state ? true : undefined}
              aria-errormessage={errors.state ? `newsletter-state-error-${source}` : undefined}
              value={stateOptions.find((option) => option.value === field.value) ?? null}
              onBlur={field.onBlur}
              onChange={(option) => {
                field.onChange(option?.value ?? '');
                setValue('city', '', { shouldValidate: isSubmitted });
              }}
            />
          )}
        />
        {fieldError(`newsletter-state-error-${source}`, errors.state?.message)}
      </div>
      <div>
        <label htmlFor={`newsletter-city-${source}`} className="mb-1.5 block font-medium text-sm">
          Cidade
        </label>
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <AppSelect
              inputId={`newsletter-city-${source}`}
              instanceId={`newsletter-city-${source}`}
              name={field.name}
              options={cityOptions}
              isLoading={citiesLoading}
              isDisabled={!state}
              placeholder={cityPlaceholder}
              aria-invalid={errors.city ? true : undefined}
              aria-errormessage={errors.city ? `newsletter-city-error-${source}` : undefined}
              value={cityOptions.find((option) => option.value === field.value) ?? null}
              onBlur={field.onBlur}
              onChange={(option) => field.onChange(option?.value ?? '')}
            />
          )}
        />
        {fieldError(`newsletter-city-error-${source}`, errors.city?.message)}
      </div>
      <div className="sm:col-span-2 lg:col-span-1 lg:pt-[1.625rem]">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className={`${buttonStyles.primary} h-11 w-full lg:w-auto`}
        >
          {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
          {isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
        </button>
      </div>
      <p role="status" className="text-sm empty:hidden sm:col-span-2 lg:col-span-full">
        {sentTo
          ? `Confira a caixa de entrada de ${sentTo}: se este e-mail ainda não recebe a newsletter, enviamos um link para confirmar a inscrição.`
          : null}
      </p>
    </form>
  );
}
