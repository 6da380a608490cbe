'use client';

import {
  formatDateLong,
  formatDateTimeLong,
  type SellerRole,
  sellerRoleLabels,
  sellerTeamResponseSchema,
  userSellersResponseSchema,
} from '@circula/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useAuth } from '@/features/auth/client';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import {
  changeSellerUserRole,
  inviteSellerUser,
  removeSellerUser,
  resendSellerInvitation,
  revokeSellerInvitation,
  type SellerMembership,
  sellerMembershipsPath,
  sellerTeamPath,
} from '../api/seller-api';
import { card, linkStyle } from './seller-labels';

/**
 * /vendedor/usuarios: the team of one of the user's sellers (?vendedor=id, else the first). An ADMIN invites
 * by e-mail, changes roles and removes; a VIEWER sees the list and may leave the team.
 */
export function SellerTeamPage({ sellerId }: { sellerId: string | null }) {
  const auth = useAuth();
  const [left, setLeft] = useState<string | null>(null);
  const memberships = useSWR(
    auth.status === 'signed-in' ? authedKey(sellerMembershipsPath) : null,
    authedFetcherOf(userSellersResponseSchema),
  );
  if (memberships.error && !memberships.data) {
    return <p role="alert">Não foi possível carregar seus vendedores.</p>;
  }
  if (!memberships.data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const sellers = memberships.data.sellers;
  // Said above whatever shows next: a failed refresh of the user's sellers, and the team just left, which is
  // no longer among them.
  const notices = (
    <>
      <RefreshFailure error={memberships.error} />
      {left ? (
        <p role="status" className="rounded-xl bg-surface px-3 py-2 text-sm">
          {/* No closing period: company names end in one ("Ltda."). */}
          Você não faz mais parte da equipe de {left}
        </p>
      ) : null}
    </>
  );
  if (sellers.length === 0) {
    return (
      <div className="space-y-4">
        {notices}
        <p>Sua conta não faz parte de nenhuma empresa vendedora.</p>
      </div>
    );
  }
  const current = sellers.find((seller) => seller.id === sellerId) ?? sellers[0]!;
  return (
    <div className="space-y-4">
      {notices}
      <p className="text-sm">
        <Link href="/vendedor" className={linkStyle}>
          Voltar à área do vendedor
        </Link>
      </p>
      {sellers.length > 1 ? (
        <nav aria-label="Empresas" className="flex flex-wrap gap-2">
          {sellers.map((seller) => (
            <Link
              key={seller.id}
              href={`/vendedor/usuarios?vendedor=${seller.id}`}
              aria-current={seller.id === current.id ? 'page' : undefined}
              className={`rounded-full px-3 py-2 font-semibold text-sm ${
                seller.id === current.id ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
              }`}
            >
              {seller.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <Team
        key={current.id}
        seller={current}
        myUserId={auth.status === 'signed-in' ? auth.userId : null}
        onLeft={() => {
          setLeft(current.name);
          void memberships.mutate();
        }}
      />
    </div>
  );
}

function Team({
  seller,
  myUserId,
  onLeft,
}: {
  seller: SellerMembership;
  myUserId: string | null;
  /** The user left this team: their list of sellers changed. */
  onLeft: () => void;
}) {
  const { data, error, mutate } = useSWR(
    authedKey(sellerTeamPath(seller.id)),
    authedFetcherOf(sellerTeamResponseSchema),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isAdmin = (data?.seller.role ?? seller.role) === 'ADMIN';
  const act = async (action: () => Promise<unknown>, done: string, fallback: string) => {
    setNotice(null);
    setRefusal(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (caught) {
      setRefusal(failureText(caught, fallback));
    }
    await mutate();
  };
  return (
    <section aria-labelledby="equipe" className={`${card} space-y-4`}>
      <div>
        <h2 id="equipe" className="font-semibold text-lg">
          Equipe de {seller.name}
        </h2>
        <p className="text-muted text-sm">
          Administradores acompanham as vendas, respondem às vendas condicionais e às ofertas e cuidam da
          equipe. Quem tem papel de leitura só acompanha.
        </p>
      </div>
      {isAdmin ? (
        <InviteForm
          onInvite={(email, role) =>
            act(
              async () => {
                const answer = await inviteSellerUser(seller.id, { email, role });
                setNotice(
                  `Convite enviado para ${answer.invitation.email}. A pessoa entra na equipe quando aceitar o convite, na área do vendedor, com a conta deste e-mail.`,
                );
              },
              '',
              'Não foi possível enviar o convite. Tente de novo.',
            ).then(() => undefined)
          }
        />
      ) : (
        <p className="rounded-xl bg-surface px-3 py-2 text-sm">
          Você tem papel de leitura: só um administrador da empresa inclui ou muda usuários. Você pode sair da
          equipe quando quiser; quem faz parte dela não dá lances nos eventos da empresa.
        </p>
      )}
      <div role="status" aria-live="polite" className="text-sm">
        {notice}
      </div>
      {refusal ? (
        <p role="alert" className="text-red-700 text-sm">
          {refusal}
        </p>
      ) : null}
      <ReadFailure
        error={error}
        loaded={Boolean(data)}
        failed="Não foi possível carregar a equipe."
        part="a equipe"
      />
      {!data && !error ? <p className="text-muted">Carregando...</p> : null}
      {data ? (
        <>
          <ul className="divide-y divide-line" aria-label="Usuários">
            {data.members.map((member) => (
              <li
                key={member.userId}
                className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
              >
                <div>
                  <p className="font-semibold">{member.name}</p>
                  <p className="text-muted">
                    {member.email} · {sellerRoleLabels[member.role]} · desde {formatDateLong(member.since)}
                  </p>
                </div>
                {!isAdmin && member.userId === myUserId ? (
                  // Any member leaves on their own: one put on a team it did not ask for gets out at once.
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    onClick={() =>
                      void act(
                        async () => {
                          await removeSellerUser(seller.id, member.userId);
                          onLeft();
                        },
                        '',
                        'Não foi possível sair da equipe.',
                      )
                    }
                  >
                    Sair da equipe
                  </button>
                ) : null}
                {isAdmin ? (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      onClick={() => {
                        const role: SellerRole = member.role === 'ADMIN' ? 'VIEWER' : 'ADMIN';
                        void act(
                          () => changeSellerUserRole(seller.id, member.userId, role),
                          `${member.name} agora tem o papel ${sellerRoleLabels[role].toLowerCase()}.`,
                          'Não foi possível mudar o papel.',
                        );
                      }}
                    >
                      {member.role === 'ADMIN' ? 'Tornar leitura' : 'Tornar administrador'}
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      onClick={() =>
                        void act(
                          () => removeSellerUser(seller.id, member.userId),
                          `${member.name} saiu da equipe.`,
                          'Não foi possível remover.',
                        )
                      }
                    >
                      Remover
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {data.invitations.length > 0 ? (
            <div>
              <h3 className="font-semibold">Convites em aberto</h3>
              <ul className="divide-y divide-line" aria-label="Convites em aberto">
                {data.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <span>
                      {invitation.email} · {sellerRoleLabels[invitation.role]} · enviado em{' '}
                      {formatDateLong(invitation.createdAt)} ·{' '}
                      {invitation.expired ? (
                        <strong className="text-red-700">
                          expirado em {formatDateTimeLong(invitation.expiresAt)}
                        </strong>
                      ) : (
                        <>vale até {formatDateTimeLong(invitation.expiresAt)}</>
                      )}
                    </span>
                    {isAdmin ? (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={buttonStyles.ghost}
                          onClick={() =>
                            void act(
                              () => resendSellerInvitation(seller.id, invitation.id),
                              `Convite reenviado para ${invitation.email}. Ele vale por mais 7 dias.`,
                              'Não foi possível reenviar o convite.',
                            )
                          }
                        >
                          Reenviar convite
                        </button>
                        <button
                          type="button"
                          className={buttonStyles.ghost}
                          onClick={() =>
                            void act(
                              () => revokeSellerInvitation(seller.id, invitation.id),
                              `Convite para ${invitation.email} cancelado.`,
                              'Não foi possível cancelar o convite.',
                            )
                          }
                        >
                          Cancelar convite
                        </button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function InviteForm({ onInvite }: { onInvite: (email: string, role: SellerRole) => Promise<void> }) {
  const emailId = useId();
  const roleId = useId();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting: sending },
  } = useForm<{ email: string; role: SellerRole }>({ defaultValues: { email: '', role: 'VIEWER' } });
  const invalid = errors.email?.message;
  return (
    <form
      noValidate
      aria-label="Convidar usuário"
      className="grid gap-3 rounded-xl bg-surface p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      onSubmit={handleSubmit(async ({ email, role }) => {
        await onInvite(email.trim(), role);
        resetField('email');
      })}
    >
      <div>
        <label htmlFor={emailId} className="block font-medium text-sm">
          E-mail
        </label>
        <input
          id={emailId}
          type="email"
          {...register('email', {
            validate: (value) =>
              /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || 'Informe um e-mail válido.',
          })}
          aria-invalid={invalid ? true : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
        {invalid ? <p className="mt-1 text-red-700 text-sm">{invalid}</p> : null}
      </div>
      <div>
        <label htmlFor={roleId} className="block font-medium text-sm">
          Papel
        </label>
        <select
          id={roleId}
          {...register('role')}
          className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="VIEWER">Leitura</option>
          <option value="ADMIN">Administrador</option>
        </select>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={sending}>
        {sending ? 'Enviando…' : 'Convidar'}
      </button>
    </form>
  );
}
