'use client';

import { authCodeSchema, formatPhone, isValidPhone, phoneError as phoneProblem } from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { FormAlert, inputClass, TextField } from '@/components/ui/field';
import { AppSelect } from '@/components/ui/select';
import { useMutation } from '@/components/ui/use-mutation';
import { authApi } from '../api/auth-api';
import { useCurrentUser } from '../hooks/use-auth';
import { RequireSignIn } from './require-sign-in';
import '@/components/ui/zod-messages';

/** Countries offered for the phone; Brasil first and by default. */
export const phoneCountries = [
  { value: 'BR', label: 'Brasil (+55)' },
  { value: 'PT', label: 'Portugal (+351)' },
  { value: 'US', label: 'Estados Unidos (+1)' },
  { value: 'AR', label: 'Argentina (+54)' },
  { value: 'PY', label: 'Paraguai (+595)' },
  { value: 'UY', label: 'Uruguai (+598)' },
] as const;

export const resendAfterSeconds = 60;

function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: () => setSecondsLeft(resendAfterSeconds) };
}

/** /auth/verificar-telefone: the phone gets an SMS code, the code proves it. */
export function PhoneVerification({ nextUrl }: { nextUrl: string | undefined }) {
  return (
    <RequireSignIn>
      <PhoneVerificationSteps nextUrl={nextUrl} />
    </RequireSignIn>
  );
}

function PhoneVerificationSteps({ nextUrl }: { nextUrl: string | undefined }) {
  const id = useId();
  const router = useRouter();
  const { auth, user, mutate } = useCurrentUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const phoneForm = useForm<{ country: string; phone: string }>({
    defaultValues: { country: 'BR', phone: '' },
  });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const country = phoneForm.watch('country');
  const phone = phoneForm.watch('phone');
  const countdown = useCountdown();
  const done = nextUrl ?? '/auth/verificar-conta';

  const send = useMutation(
    ({ userId, phone, country }: { userId: string; phone: string; country: string }) =>
      authApi.updatePhone(userId, phone, country),
    {
      fallback: 'Não foi possível enviar o código. Tente novamente.',
      onSuccess: async (updated, { phone, country }) => {
        await mutate(updated, { revalidate: false });
        setSentTo(formatPhone(phone, country));
        countdown.start();
      },
    },
  );
  const check = useMutation((code: string) => authApi.verifyPhoneToken(code), {
    fallback: 'Não foi possível verificar o código. Tente novamente.',
    onSuccess: async (updated) => {
      setLeaving(true);
      await mutate(updated, { revalidate: false });
      router.replace(done);
    },
  });
  const codeError = codeForm.formState.errors.code?.message;
  const busy = send.pending || check.pending || leaving;
  const formError = send.error ?? check.error;
  const sendCode = phoneForm.handleSubmit(async (values) => {
    check.setError(null);
    if (auth.status === 'signed-in') await send.run({ userId: auth.userId, ...values });
  });
  const verify = codeForm.handleSubmit(async ({ code }) => {
    send.setError(null);
    await check.run(authCodeSchema.parse(code));
  });

  if (user?.phoneVerifiedAt && !sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="info">
          Seu telefone <strong>{user.phone ? formatPhone(user.phone) : ''}</strong> já está verificado.
        </FormAlert>
        <button type="button" className={buttonStyles.primary} onClick={() => router.replace(done)}>
          Continuar
        </button>
      </div>
    );
  }

  if (!sentTo) {
    return (
      <form noValidate onSubmit={sendCode} className="space-y-4" aria-label="Telefone">
        <FormAlert>{formError}</FormAlert>
        <div>
          <label htmlFor={`${id}-country`} className="mb-1.5 block font-medium text-sm">
            País
          </label>
          <AppSelect
            inputId={`${id}-country`}
            instanceId={`${id}-country`}
            options={[...phoneCountries]}
            value={phoneCountries.find((option) => option.value === country) ?? null}
            onChange={(option) =>
              phoneForm.setValue('country', (option as { value: string } | null)?.value ?? 'BR')
            }
            isSearchable={false}
          />
        </div>
        <TextField
          id={`${id}-phone`}
          label="Celular com DDD"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={country === 'BR' ? '(11) 91234-5678' : undefined}
          error={phoneForm.formState.errors.phone?.message}
          hint={
            isValidPhone(phone, country) ? `Enviaremos um SMS para ${formatPhone(phone, country)}` : undefined
          }
          {...phoneForm.register('phone', {
            validate: (value, values) => phoneProblem(value, values.country) ?? true,
          })}
        />
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
          {busy ? <SpinnerIcon className="size-4" /> : null}
          Enviar código por SMS
        </button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={verify} className="space-y-4" aria-label="Código de verificação">
      <FormAlert tone="info">
        Enviamos um código de 6 dígitos por SMS para <strong>{sentTo}</strong>.
      </FormAlert>
      <FormAlert>{formError}</FormAlert>
      <div>
        <label htmlFor={`${id}-code`} className="mb-1.5 block font-medium text-sm">
          Código recebido por SMS
        </label>
        <input
          id={`${id}-code`}
          className={`${inputClass} tracking-[0.4em]`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          {...codeForm.register('code', {
            setValueAs: (value: string) => value.replace(/\D/g, ''),
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              event.target.value = event.target.value.replace(/\D/g, '');
            },
            validate: (value) => {
              const parsed = authCodeSchema.safeParse(value);
              return parsed.success || (parsed.error.issues[0]?.message ?? false);
            },
          })}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-error` : undefined}
        />
        {codeError ? (
          <p id={`${id}-code-error`} role="alert" className="mt-1.5 font-medium text-red-700 text-sm">
            {codeError}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={busy}>
        {busy ? <SpinnerIcon className="size-4" /> : null}
        Verificar
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-800 disabled:font-normal disabled:text-muted"
          disabled={busy || countdown.secondsLeft > 0}
          onClick={() => void sendCode()}
        >
          {countdown.secondsLeft > 0 ? `Reenviar código em ${countdown.secondsLeft}s` : 'Reenviar código'}
        </button>
        <button type="button" className="text-brand-800 hover:underline" onClick={() => setSentTo(null)}>
          Trocar telefone
        </button>
      </div>
    </form>
  );
}
