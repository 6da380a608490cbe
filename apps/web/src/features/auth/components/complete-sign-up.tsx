'use client';

import { type BuyerType, type UserDeclarationsInput, userDeclarationsSchema } from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { FieldError, FormAlert } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { authApi } from '../api/auth-api';
import { useCurrentUser } from '../hooks/use-auth';
import { RequireSignIn } from './require-sign-in';
import '@/components/ui/zod-messages';

type DeclarationKey =
  | 'isAdult'
  | 'hasFullLegalCapacity'
  | 'hasPowerToRepresent'
  | 'hasRegularRegistration'
  | 'acceptsTermsAndPrivacy';

const declarationsByType: Record<BuyerType, { key: DeclarationKey; label: string }[]> = {
  NATURAL_PERSON: [
    { key: 'isAdult', label: 'Declaro que tenho 18 anos ou mais.' },
    { key: 'hasFullLegalCapacity', label: 'Declaro que tenho plena capacidade civil.' },
  ],
  JURIDICAL_PERSON: [
    { key: 'hasPowerToRepresent', label: 'Declaro que tenho poderes para representar a empresa.' },
    { key: 'hasRegularRegistration', label: 'Declaro que a empresa está regularmente registrada.' },
  ],
};

interface DeclarationFields {
  personType: BuyerType;
  declarations: Record<DeclarationKey, boolean>;
}

// The form keeps every declaration; the schema keeps only the chosen person type's (it strips the rest).
const resolver = zodResolver(userDeclarationsSchema) as unknown as Resolver<
  DeclarationFields,
  unknown,
  UserDeclarationsInput
>;

/** /auth/concluir-cadastro: a person whose account Google created makes the sign-up declarations. */
export function CompleteSignUp({ nextUrl }: { nextUrl: string | undefined }) {
  return (
    <RequireSignIn>
      <CompleteSignUpForm nextUrl={nextUrl} />
    </RequireSignIn>
  );
}

function CompleteSignUpForm({ nextUrl }: { nextUrl: string | undefined }) {
  const id = useId();
  const router = useRouter();
  const { auth } = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors: formErrors },
  } = useForm<DeclarationFields, unknown, UserDeclarationsInput>({
    resolver,
    defaultValues: {
      personType: 'NATURAL_PERSON',
      declarations: {
        isAdult: false,
        hasFullLegalCapacity: false,
        hasPowerToRepresent: false,
        hasRegularRegistration: false,
        acceptsTermsAndPrivacy: false,
      },
    },
  });
  const personType = watch('personType');
  const errors = (formErrors.declarations ?? {}) as Partial<Record<DeclarationKey, { message?: string }>>;
  const record = useMutation(
    ({ userId, declarations }: { userId: string; declarations: UserDeclarationsInput }) =>
      authApi.recordDeclarations(userId, declarations),
    {
      fallback: 'Não foi possível concluir o cadastro. Tente novamente.',
      onSuccess: () => {
        setLeaving(true);
        router.replace(nextUrl ?? '/');
      },
    },
  );
  const submit = handleSubmit((declarations) =>
    auth.status === 'signed-in' ? record.run({ userId: auth.userId, declarations }) : undefined,
  );

  const declaration = (key: DeclarationKey, label: React.ReactNode) => (
    <div key={key}>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={`${id}-${key}`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...register(`declarations.${key}`)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
        <label htmlFor={`${id}-${key}`}>{label}</label>
      </div>
      <FieldError id={`${id}-${key}-error`} message={errors[key]?.message} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Concluir cadastro">
      <FormAlert>{record.error}</FormAlert>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 font-medium text-sm">Você está se cadastrando como</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['NATURAL_PERSON', 'Pessoa física'],
              ['JURIDICAL_PERSON', 'Representante de empresa'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                {...register('personType', { onChange: () => clearErrors() })}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="sr-only">Declarações</legend>
        {declarationsByType[personType].map(({ key, label }) => declaration(key, label))}
        {declaration(
          'acceptsTermsAndPrivacy',
          <>
            Li e aceito os{' '}
            <Link href="/termos" target="_blank" className="font-semibold text-brand-800 underline">
              Termos de uso
            </Link>{' '}
            e a{' '}
            <Link href="/privacidade" target="_blank" className="font-semibold text-brand-800 underline">
              Política de privacidade
            </Link>
            .
          </>,
        )}
      </fieldset>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={record.pending || leaving}>
        {record.pending || leaving ? <SpinnerIcon className="size-4" /> : null}
        Concluir cadastro
      </button>
    </form>
  );
}
