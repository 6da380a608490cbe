'use client';

import {
  type BuyerType,
  juridicalPersonRegistrationSchema,
  naturalPersonRegistrationSchema,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { failureText } from '@/lib/http/failure-text';
import { saveApplicationStep } from '../api/buyer-application';
import type { BuyerApplication } from '../api/types';
import { maskCnpj, maskCpf } from '../lib/masks';
import '@/components/ui/zod-messages';

type NaturalInput = z.input<typeof naturalPersonRegistrationSchema>;
type JuridicalInput = z.input<typeof juridicalPersonRegistrationSchema>;

interface StepProps {
  application: BuyerApplication | null;
  /** The name typed at sign-up: the first guess for the full name (or the representative's). */
  accountName?: string | undefined;
  onSaved: (application: BuyerApplication) => void;
  onBack: () => void;
}

function StepActions({ submitting, onBack }: { submitting: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-wrap justify-between gap-3 sm:col-span-2">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        Voltar
      </button>
      <button type="submit" className={buttonStyles.primary} disabled={submitting}>
        {submitting ? <SpinnerIcon className="size-4" /> : null}
        Salvar e continuar
      </button>
    </div>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm sm:col-span-2">
      {message}
    </p>
  );
}

function NaturalPersonForm({ application, accountName, onSaved, onBack }: StepProps) {
  const saved = application?.registrationData.type === 'NATURAL_PERSON' ? application.registrationData : null;
  const [apiError, setApiError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NaturalInput, unknown, z.output<typeof naturalPersonRegistrationSchema>>({
    resolver: zodResolver(naturalPersonRegistrationSchema),
    defaultValues: {
      type: 'NATURAL_PERSON',
      username: application?.username ?? '',
      fullName: saved?.fullName ?? accountName ?? '',
      cpf: saved ? maskCpf(saved.cpf) : '',
      birthDate: saved?.birthDate ?? '',
    },
  });
  const onSubmit = handleSubmit(async (registrationData) => {
    setApiError(null);
    try {
      onSaved((await saveApplicationStep({ registrationData })).buyerApplication);
    } catch (error) {
      setApiError(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Dados cadastrais">
      <TextField
        id="cadastro-nome"
        label="Nome completo"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <Controller
        control={control}
        name="cpf"
        render={({ field }) => (
          <TextField
            id="cadastro-cpf"
            label="CPF"
            inputMode="numeric"
            placeholder="000.000.000-00"
            error={errors.cpf?.message}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskCpf(event.target.value))}
          />
        )}
      />
      <TextField
        id="cadastro-nascimento"
        label="Data de nascimento"
        type="date"
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <TextField
        id="cadastro-usuario"
        label="Nome de usuário"
        autoComplete="username"
        className="sm:col-span-2"
        hint="É o nome que os outros participantes veem nos lances. Use letras, números, ponto ou sublinhado."
        error={errors.username?.message}
        {...register('username')}
      />
      <FormError message={apiError} />
      <StepActions submitting={isSubmitting} onBack={onBack} />
    </form>
  );
}

function JuridicalPersonForm({ application, accountName, onSaved, onBack }: StepProps) {
  const saved =
    application?.registrationData.type === 'JURIDICAL_PERSON' ? application.registrationData : null;
  const [apiError, setApiError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JuridicalInput, unknown, z.output<typeof juridicalPersonRegistrationSchema>>({
    resolver: zodResolver(juridicalPersonRegistrationSchema),
    defaultValues: {
      type: 'JURIDICAL_PERSON',
      username: application?.username ?? '',
      companyName: saved?.companyName ?? '',
      cnpj: saved ? maskCnpj(saved.cnpj) : '',
      representativeName: saved?.representativeName ?? accountName ?? '',
      representativeCpf: saved ? maskCpf(saved.representativeCpf) : '',
    },
  });
  const onSubmit = handleSubmit(async (registrationData) => {
    setApiError(null);
    try {
      onSaved((await saveApplicationStep({ registrationData })).buyerApplication);
    } catch (error) {
      setApiError(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Dados cadastrais">
      <TextField
        id="cadastro-razao-social"
        label="Razão social"
        autoComplete="organization"
        className="sm:col-span-2"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <Controller
        control={control}
        name="cnpj"
        render={({ field }) => (
          <TextField
            id="cadastro-cnpj"
            label="CNPJ"
            placeholder="00.000.000/0000-00"
            autoCapitalize="characters"
            error={errors.cnpj?.message}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskCnpj(event.target.value))}
          />
        )}
      />
      <TextField
        id="cadastro-usuario"
        label="Nome de usuário"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="cadastro-representante"
        label="Representante legal"
        autoComplete="name"
        error={errors.representativeName?.message}
        {...register('representativeName')}
      />
      <Controller
        control={control}
        name="representativeCpf"
        render={({ field }) => (
          <TextField
            id="cadastro-representante-cpf"
            label="CPF do representante legal"
            inputMode="numeric"
            placeholder="000.000.000-00"
            error={errors.representativeCpf?.message}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskCpf(event.target.value))}
          />
        )}
      />
      <FormError message={apiError} />
      <StepActions submitting={isSubmitting} onBack={onBack} />
    </form>
  );
}

/** Step 2: who the buyer is, by the type chosen in step 1. */
export function RegistrationStep({ type, ...props }: StepProps & { type: BuyerType }) {
  return type === 'NATURAL_PERSON' ? <NaturalPersonForm {...props} /> : <JuridicalPersonForm {...props} />;
}

export { FormError, StepActions };
