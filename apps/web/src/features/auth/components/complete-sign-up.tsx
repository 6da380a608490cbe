'use client';

import { type BuyerType, type UserDeclarationsInput, userDeclarationsSchema } from '@circula/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { FieldError, FormAlert } from '@/components/ui/field';
import { authApi } from '../api/auth-api';
import { useCurrentUser } from '../hooks/use-auth';
import { errorMessage } from './form-parts';
import { RequireSignIn } from './require-sign-in';

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
  const [personType, setPersonType] = useState<BuyerType>('NATURAL_PERSON');
  const [checked, setChecked] = useState<Partial<Record<DeclarationKey, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<DeclarationKey, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const keys = [...declarationsByType[personType].map(({ key }) => key), 'acceptsTermsAndPrivacy' as const];
    const parsed = userDeclarationsSchema.safeParse({
      personType,
      declarations: Object.fromEntries(keys.map((key) => [key, checked[key] === true])),
    });
    if (!parsed.success) {
      const found: Partial<Record<DeclarationKey, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path.at(-1) as DeclarationKey] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    if (auth.status !== 'signed-in') return;
    setBusy(true);
    try {
      await authApi.recordDeclarations(auth.userId, parsed.data as UserDeclarationsInput);
      router.replace(nextUrl ?? '/');
    } catch (error) {
      setFormError(errorMessage(error, 'Não foi possível concluir o cadastro. Tente novamente.'));
      setBusy(false);
    }
  }

  const declaration = (key: DeclarationKey, label: React.ReactNode) => (
    <div key={key}>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={`${id}-${key}`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          checked={checked[key] === true}
          onChange={(event) => setChecked((current) => ({ ...current, [key]: event.target.checked }))}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
        <label htmlFor={`${id}-${key}`}>{label}</label>
      </div>
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Concluir cadastro">
      <FormAlert>{formError}</FormAlert>
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
                name={`${id}-person-type`}
                value={value}
                checked={personType === value}
                onChange={() => {
                  setPersonType(value);
                  setErrors({});
                }}
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
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
        {busy ? <SpinnerIcon className="size-4" /> : null}
        Concluir cadastro
      </button>
    </form>
  );
}
