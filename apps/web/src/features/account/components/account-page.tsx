'use client';

import {
  formatDateTime,
  updateBuyerSchema,
  updateUserSchema,
  userSessionsResponseSchema,
  type VerifyAccountLink as VerifyHref,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import type { z } from 'zod';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ReadFailure } from '@/components/ui/load-failure';
import {
  AccountStatusBanners,
  type AccountUser,
  type Buyer,
  type BuyerApplication,
  updateUsername,
  useAccount,
  VerifiedSeal,
  VerifyAccountLink,
} from '@/features/buyer-application';
import { CreditsSection } from '@/features/credits';
import { MyOffersSection } from '@/features/offers';
import { PrivacySection } from '@/features/privacy';
import { PurchasesSection } from '@/features/purchases';
import { RefundsSection } from '@/features/refunds';
import { SellerAreaLink } from '@/features/seller';
import { authedFetcherOf, authedKey } from '@/features/session';
import { SpecialOffersSection } from '@/features/special-offers';
import { formatBrazilianPhone } from '@/lib/format/phone';
import { failureText } from '@/lib/http/failure-text';
import { revokeSession, sessionsPath, type UserSession, updateName } from '../api/account';
import { MyBidsSection } from './my-bids-section';
import '@/components/ui/zod-messages';

const card = 'rounded-2xl border border-line bg-white p-5';

// The same schema as the API's PATCH /web/users/{id}; only the name is sent from this form.
const nameForm = updateUserSchema;

function NameForm({ user, onSaved }: { user: AccountUser; onSaved: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<z.input<typeof nameForm>, unknown, z.output<typeof nameForm>>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: user.name },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    if (name === undefined) return;
    try {
      await updateName(user.id, name);
      await onSaved();
      reset({ name });
      toast.success('Nome atualizado');
    } catch (error) {
      toast.error(failureText(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Nome">
      <TextField
        id="conta-nome"
        label="Nome"
        autoComplete="name"
        className="min-w-60 flex-1"
        error={errors.name?.message}
        {...register('name')}
      />
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting || !isDirty}>
        {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
        Salvar nome
      </button>
    </form>
  );
}

function UsernameForm({ buyer, onSaved }: { buyer: Buyer; onSaved: () => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<z.input<typeof updateBuyerSchema>, unknown, z.output<typeof updateBuyerSchema>>({
    resolver: zodResolver(updateBuyerSchema),
    defaultValues: { username: buyer.username },
  });
  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      await updateUsername(buyer.id, username);
      await onSaved();
      reset({ username });
      toast.success('Nome de usuário atualizado');
    } catch (error) {
      toast.error(failureText(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Nome de usuário"
    >
      <TextField
        id="conta-usuario"
        label="Nome de usuário"
        autoComplete="username"
        className="min-w-60 flex-1"
        error={errors.username?.message}
        {...register('username')}
      />
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting || !isDirty}>
        {isSubmitting ? <SpinnerIcon className="size-4" /> : null}
        Salvar nome de usuário
      </button>
    </form>
  );
}

const applicationStatusTexts: Record<BuyerApplication['status'], string> = {
  REGISTRATION_DATA_SENT: 'Cadastro iniciado: falta o endereço e os documentos.',
  ADDRESS_SENT: 'Cadastro iniciado: faltam os documentos.',
  UNDER_REVIEW: 'Seus documentos estão em análise.',
  APPROVED: 'Cadastro aprovado.',
  REJECTED: 'Cadastro recusado: corrija o que foi apontado e envie novamente.',
};

function VerificationCard({
  buyer,
  application,
  verifyLink,
}: {
  buyer: Buyer | null;
  application: BuyerApplication | null;
  verifyLink: VerifyHref | null;
}) {
  return (
    <section aria-labelledby="conta-verificacao" className={card}>
      <h2 id="conta-verificacao" className="mb-3 font-semibold text-lg">
        Verificação da conta
      </h2>
      {buyer?.status === 'VERIFIED' ? (
        <div className="space-y-2">
          <VerifiedSeal />
          <p className="text-muted text-sm">Você pode se habilitar nos eventos e dar lances.</p>
        </div>
      ) : (
        <div className="space-y-3">
          <p>
            {application ? applicationStatusTexts[application.status] : 'Você ainda não enviou seus dados.'}
          </p>
          {application?.status === 'REJECTED' && application.rejectionReason ? (
            <p className="text-red-800 text-sm">Motivo: {application.rejectionReason}</p>
          ) : null}
          <VerifyAccountLink href={verifyLink} className={buttonStyles.primary} />
        </div>
      )}
    </section>
  );
}

function SessionsCard({ userId }: { userId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(sessionsPath(userId)),
    authedFetcherOf(userSessionsResponseSchema),
  );
  const [revoking, setRevoking] = useState<string | null>(null);
  async function revoke(session: UserSession) {
    setRevoking(session.id);
    try {
      await revokeSession(userId, session.id);
      await mutate();
      toast.success('Sessão encerrada');
    } catch (caught) {
      toast.error(failureText(caught));
    } finally {
      setRevoking(null);
    }
  }
  return (
    <section aria-labelledby="conta-sessoes" className={card}>
      <h2 id="conta-sessoes" className="mb-3 font-semibold text-lg">
        Sessões ativas
      </h2>
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar as sessões."
        part="as sessões"
      />
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      <ul className="divide-y divide-line">
        {data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="font-medium">{session.label || 'Desconhecido'}</span>
              {session.current ? (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
                  Esta sessão
                </span>
              ) : null}
              <span className="block text-muted text-sm">
                Último acesso em {formatDateTime(session.lastUsedAt)}
              </span>
            </span>
            {session.current ? null : (
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={revoking === session.id}
                onClick={() => void revoke(session)}
              >
                Encerrar
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /conta: profile, verification, sessions and the sections whose data already exists. */
export function AccountPage() {
  const { session, user, buyer, application, status, isLoading, reload } = useAccount();
  if (session.status === 'signed-out') {
    return (
      <div className="space-y-4">
        <p>Entre na sua conta para ver esta página.</p>
        <Link href="/auth/entrar?nextUrl=%2Fconta" className={buttonStyles.primary}>
          Entrar
        </Link>
      </div>
    );
  }
  if (isLoading || !user || buyer === undefined || application === undefined || !status) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando sua conta...
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <AccountStatusBanners
        banners={status.banners}
        verifyLink={status.verifyLink}
        blockReason={buyer?.blockReason}
      />
      <section aria-labelledby="conta-perfil" className={card}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="conta-perfil" className="font-semibold text-lg">
            Perfil
          </h2>
          {status.verified ? <VerifiedSeal /> : null}
        </div>
        <div className="space-y-5">
          <NameForm user={user} onSaved={reload} />
          {buyer ? <UsernameForm buyer={buyer} onSaved={reload} /> : null}
          <div>
            <p className="mb-1.5 font-medium text-sm">E-mail</p>
            <p className="break-all">{user.email}</p>
          </div>
          <div>
            <p className="mb-1.5 font-medium text-sm">Telefone</p>
            <p className="flex flex-wrap items-center gap-3">
              <span>
                {user.phone ? formatBrazilianPhone(user.phone.replace(/\D/g, '')) : 'Não informado'}
              </span>
              {user.phone && user.phoneVerifiedAt ? (
                <span className="text-brand-800 text-sm">Verificado</span>
              ) : null}
              <Link
                href="/auth/verificar-telefone"
                className="font-semibold text-brand-800 text-sm underline underline-offset-2"
              >
                {user.phone
                  ? user.phoneVerifiedAt
                    ? 'Alterar telefone'
                    : 'Verificar telefone'
                  : 'Adicionar telefone'}
              </Link>
            </p>
          </div>
        </div>
      </section>
      <VerificationCard buyer={buyer} application={application} verifyLink={status.verifyLink} />
      <SellerAreaLink />
      {buyer ? <SpecialOffersSection /> : null}
      {buyer ? <CreditsSection buyerId={buyer.id} /> : null}
      {buyer ? <PurchasesSection buyerId={buyer.id} /> : null}
      {buyer ? <MyOffersSection buyerId={buyer.id} /> : null}
      {buyer ? <RefundsSection buyerId={buyer.id} /> : null}
      {buyer ? <MyBidsSection buyerId={buyer.id} /> : null}
      <SessionsCard userId={user.id} />
      <PrivacySection userId={user.id} />
    </div>
  );
}
