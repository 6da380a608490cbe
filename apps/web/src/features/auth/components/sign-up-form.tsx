'use client';

import { type BuyerType, emailSchema, type SignUpInput, signUpSchema } from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { FieldError, FormAlert, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { publicConfig } from '@/config/public';
import { authApi } from '../api/auth-api';
import { passwordStrength } from '../lib/password-strength';
import { getAuthClient } from '../lib/session';
import { GoogleSignIn } from './google-button';
import '@/components/ui/zod-messages';

export interface SignUpFormProps {
  nextUrl?: string | undefined;
  referralSlug?: string | undefined;
  onSignedUp: () => void;
  onSwitchToSignIn: () => void;
}

interface SignUpFields {
  name: string;
  email: string;
  code: string;
  password: string;
  personType: BuyerType;
  declarations: {
    isAdult: boolean;
    hasFullLegalCapacity: boolean;
    hasPowerToRepresent: boolean;
    hasRegularRegistration: boolean;
    acceptsTermsAndPrivacy: boolean;
  };
}

const declarationsByType: Record<BuyerType, { key: keyof SignUpFields['declarations']; label: string }[]> = {
  NATURAL_PERSON: [
    { key: 'isAdult', label: 'Declaro que tenho 18 anos ou mais.' },
    { key: 'hasFullLegalCapacity', label: 'Declaro que tenho plena capacidade civil.' },
  ],
  JURIDICAL_PERSON: [
    { key: 'hasPowerToRepresent', label: 'Declaro que tenho poderes para representar a empresa.' },
    { key: 'hasRegularRegistration', label: 'Declaro que a empresa está regularmente registrada.' },
  ],
};

const strengthLabel = { fraca: 'fraca', média: 'média', forte: 'forte' } as const;

// The form keeps every declaration; the schema keeps only the chosen person type's (it strips the rest).
const resolver = zodResolver(signUpSchema) as unknown as Resolver<SignUpFields, unknown, SignUpInput>;

export function SignUpForm({ nextUrl, referralSlug, onSignedUp, onSwitchToSignIn }: SignUpFormProps) {
  const id = useId();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [codeSentTo, setCodeSentTo] = useState<string | undefined>();
  // The details step checks only the name and the e-mail; the code step checks the whole sign-up.
  const stepNow = useRef(step);
  stepNow.current = step;
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFields, unknown, SignUpInput>({
    resolver: async (values, context, options) => {
      const result = await resolver(values, context, options);
      if (stepNow.current === 'code') return result;
      const detailsErrors: FieldErrors<SignUpFields> = {
        ...(result.errors.name ? { name: result.errors.name } : {}),
        ...(result.errors.email ? { email: result.errors.email } : {}),
      };
      return Object.keys(detailsErrors).length > 0
        ? { values: {}, errors: detailsErrors }
        : { values: result.values as SignUpInput, errors: {} };
    },
    defaultValues: {
      name: '',
      email: '',
      code: '',
      password: '',
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
  const password = watch('password');

  const codeRequest = useMutation((email: string) => authApi.requestEmailCode(email).then(() => email), {
    fallback: 'Não foi possível enviar o código. Tente novamente.',
  });
  const signUp = useMutation(
    async (values: SignUpInput) => {
      const session = await authApi.signUp({ ...values, ...(referralSlug ? { referralSlug } : {}) });
      getAuthClient().completeSignIn(session);
    },
    { fallback: 'Não foi possível criar a conta. Tente novamente.', onSuccess: onSignedUp },
  );
  const sendingCode = codeRequest.pending;
  const formError = codeRequest.error ?? signUp.error ?? undefined;

  /** Sends the code to the e-mail typed (already checked), then asks for it. */
  async function requestCode() {
    signUp.setError(null);
    const email = emailSchema.parse(getValues('email'));
    const sent = await codeRequest.run(email);
    if (sent === undefined) return;
    setCodeSentTo(sent);
    setStep('code');
  }

  // The code step starts afresh (after the details' submit has settled): its fields are checked when it
  // is sent, not while typed.
  useEffect(() => {
    if (step === 'code') reset(undefined, { keepValues: true, keepDefaultValues: true });
  }, [step, reset]);

  /** "Reenviar código": the name and the e-mail are checked again first. */
  async function resendCode() {
    if (await trigger(['name', 'email'])) await requestCode();
  }

  const onSubmit = handleSubmit(async (values) => {
    if (stepNow.current === 'details') return requestCode();
    codeRequest.setError(null);
    await signUp.run(values);
  });

  const declarationErrors = errors.declarations as
    | Partial<Record<keyof SignUpFields['declarations'], { message?: string }>>
    | undefined;

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Criar conta">
        <FormAlert>{formError}</FormAlert>
        <TextField
          id={`${id}-name`}
          label="Nome completo"
          autoComplete="name"
          error={errors.name?.message}
          readOnly={step === 'code'}
          {...register('name')}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="seu@email.com"
          error={errors.email?.message}
          readOnly={step === 'code'}
          {...register('email')}
        />
        {step === 'details' ? (
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={sendingCode}>
            {sendingCode ? <SpinnerIcon className="size-4" /> : null}
            Enviar código
          </button>
        ) : (
          <>
            <FormAlert tone="info">
              Enviamos um código de 6 dígitos para <strong>{codeSentTo}</strong>.{' '}
              <button
                type="button"
                className="font-semibold underline"
                disabled={sendingCode}
                onClick={() => void resendCode()}
              >
                Reenviar código
              </button>{' '}
              ou{' '}
              <button type="button" className="font-semibold underline" onClick={() => setStep('details')}>
                trocar o email
              </button>
            </FormAlert>
            <TextField
              id={`${id}-code`}
              label="Código recebido por email"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="\d{6}"
              error={errors.code?.message}
              {...register('code')}
            />
            <TextField
              id={`${id}-password`}
              label="Senha (opcional)"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              hint={
                password
                  ? `Força da senha: ${strengthLabel[passwordStrength(password)]}`
                  : 'Sem senha, você entra com um link enviado para o seu email ou com o Google.'
              }
              {...register('password', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
            />
            <fieldset className="space-y-2">
              <legend className="mb-1.5 font-medium text-sm">Você está se cadastrando como</legend>
              <div className="flex flex-wrap gap-4">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value="NATURAL_PERSON"
                    className="size-4 accent-brand-700"
                    {...register('personType')}
                  />
                  Pessoa física
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value="JURIDICAL_PERSON"
                    className="size-4 accent-brand-700"
                    {...register('personType')}
                  />
                  Representante de empresa
                </label>
              </div>
              <FieldError id={`${id}-person-type-error`} message={errors.personType?.message} />
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="sr-only">Declarações</legend>
              {declarationsByType[personType].map(({ key, label }) => (
                <Declaration
                  key={key}
                  id={`${id}-${key}`}
                  error={declarationErrors?.[key]?.message}
                  input={register(`declarations.${key}`)}
                >
                  {label}
                </Declaration>
              ))}
              <Declaration
                id={`${id}-acceptsTermsAndPrivacy`}
                error={declarationErrors?.acceptsTermsAndPrivacy?.message}
                input={register('declarations.acceptsTermsAndPrivacy')}
              >
                Li e aceito os{' '}
                <Link href="/termos" target="_blank" className="font-semibold text-brand-800 underline">
                  Termos de uso
                </Link>{' '}
                e a{' '}
                <Link href="/privacidade" target="_blank" className="font-semibold text-brand-800 underline">
                  Política de privacidade
                </Link>
                .
              </Declaration>
            </fieldset>
            <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
              {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
              Criar conta
            </button>
          </>
        )}
      </form>
      {step === 'details' ? (
        <GoogleSignIn href={authApi.googleSignInUrl(publicConfig.apiUrl, { nextUrl, referralSlug })} />
      ) : null}
      <p className="text-center text-sm">
        Já tem conta?{' '}
        <button
          type="button"
          className="font-semibold text-brand-800 hover:underline"
          onClick={onSwitchToSignIn}
        >
          Entrar
        </button>
      </p>
    </div>
  );
}

function Declaration({
  id,
  error,
  input,
  children,
}: {
  id: string;
  error: string | undefined;
  input: UseFormRegisterReturn;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
