'use client';

import {
  type BackofficeReferral,
  type BackofficeReferralQuery,
  backofficeReferralListSchema,
  formatBRL,
  formatCount,
  formatDateTime,
  referralStaffActionResultSchema,
  referralStaffActionSchema,
  referralStatuses,
  referralStatusLabels,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedJson, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { canAct } from '../lib/access';
import { Pager } from './pager';
import { useStaffAccess } from './staff-access';
import '@/components/ui/zod-messages';

const pageSize = 20;
type Status = BackofficeReferralQuery['status'];

export function referralListPath(status: Status, search: string, page: number): string {
  const params = new URLSearchParams({ status, take: String(pageSize), skip: String((page - 1) * pageSize) });
  if (search.trim()) params.set('q', search.trim());
  return `backoffice/referrals?${params}`;
}

const actionLabels = {
  REFERRAL_BONUS_WITHHELD: 'Bônus retido',
  REFERRAL_BONUS_REVERSED: 'Bônus estornado',
} as const;

/**
 * Withhold (before the bonus is credited) or reverse (after) one referral's bonus, always with a reason
 * checked by the shared schema; the API refuses staff acting on a referral of their own.
 */
export function ReferralActions({
  referral,
  act,
}: {
  referral: BackofficeReferral;
  act: (action: 'WITHHOLD' | 'REVERSE', reason: string) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const action =
    referral.status === 'REGISTERED' ? 'WITHHOLD' : referral.status === 'CREDITED' ? 'REVERSE' : null;
  if (!action) return null;
  const label = action === 'WITHHOLD' ? 'Reter o bônus' : 'Estornar o bônus';
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`${label} da indicação`}
      onSubmit={handleSubmit(async ({ reason }) => {
        const parsed = referralStaffActionSchema.parse({ action, reason });
        await act(parsed.action, parsed.reason);
        reset();
      })}
    >
      <label className="text-sm">
        <span className="block font-medium">Motivo</span>
        <input
          className="h-10 w-80 rounded-lg border border-slate-300 px-2"
          aria-invalid={errors.reason ? true : undefined}
          {...register('reason', {
            validate: (reason) => {
              const parsed = referralStaffActionSchema.safeParse({ action, reason });
              return parsed.success || (parsed.error.issues[0]?.message ?? 'Informe o motivo');
            },
          })}
        />
      </label>
      <button type="submit" className={buttonStyles.secondary} disabled={isSubmitting}>
        {label}
      </button>
      {errors.reason?.message ? (
        <p role="alert" className="w-full text-red-800 text-sm">
          {errors.reason.message}
        </p>
      ) : null}
    </form>
  );
}

function ReferralRow({ referral, onDone }: { referral: BackofficeReferral; onDone: () => Promise<unknown> }) {
  const access = useStaffAccess();
  const mayAct = canAct(access, 'CIRCULA_MARKETING') || canAct(access, 'CIRCULA_CUSTOMER_SUPPORT');
  return (
    <li className="space-y-2 p-4 text-sm" data-testid={`backoffice-referral-${referral.id}`}>
      <div className="flex flex-wrap justify-between gap-2">
        <span>
          <span className="font-medium">{referral.referrer.name}</span> ({referral.referrer.email}) indicou{' '}
          <span className="font-medium">{referral.referred.name}</span> ({referral.referred.email})
        </span>
        <span className="font-semibold">{referralStatusLabels[referral.status]}</span>
      </div>
      <p className="text-muted">
        Cadastro em {formatDateTime(referral.createdAt)} · Lance válido: {referral.validBid ? 'sim' : 'não'} ·
        Pagamento confirmado: {referral.confirmedPayment ? 'sim' : 'não'}
        {referral.bonusCents !== null ? ` · Bônus: ${formatBRL(referral.bonusCents)} para cada um` : ''}
        {referral.creditedAt ? ` · Creditado em ${formatDateTime(referral.creditedAt)}` : ''}
      </p>
      {referral.statusReason ? <p>Motivo: {referral.statusReason}</p> : null}
      {referral.actions.length ? (
        <ul className="list-disc pl-5">
          {referral.actions.map((entry) => (
            <li key={`${entry.action}-${entry.at}`}>
              {actionLabels[entry.action]} por {entry.actorName ?? 'equipe'} em {formatDateTime(entry.at)}
              {entry.reason ? ` — ${entry.reason}` : ''}
              {entry.reversedCents ? ` (${formatBRL(entry.reversedCents)} estornados)` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {mayAct ? (
        <ReferralActions
          referral={referral}
          act={async (action, reason) => {
            try {
              await authedJson(
                `backoffice/referrals/${referral.id}/actions`,
                referralStaffActionResultSchema,
                {
                  method: 'POST',
                  json: { action, reason },
                },
              );
              await onDone();
              toast.success(action === 'WITHHOLD' ? 'Bônus retido' : 'Bônus estornado');
            } catch (error) {
              toast.error(failureText(error));
            }
          }}
        />
      ) : null}
    </li>
  );
}

/** /backoffice/indicacoes: every referral with its stage; marketing or support withhold or reverse bonuses. */
export function ReferralAdminPage() {
  const [status, setStatus] = useState<Status>('ALL');
  const searchForm = useForm<{ search: string }>({ defaultValues: { search: '' } });
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(
    authedKey(referralListPath(status, query, page)),
    authedFetcherOf(backofficeReferralListSchema),
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Indicações</h1>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Buscar indicações"
        onSubmit={searchForm.handleSubmit(({ search }) => {
          setQuery(search);
          setPage(1);
        })}
      >
        <label className="text-sm">
          <span className="block font-medium">Situação</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
            className="h-10 rounded-lg border border-slate-300 bg-white px-2"
          >
            <option value="ALL">Todas</option>
            {referralStatuses.map((value) => (
              <option key={value} value={value}>
                {referralStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">Nome ou email</span>
          <input
            className="h-10 w-72 rounded-lg border border-slate-300 px-2"
            maxLength={100}
            {...searchForm.register('search')}
          />
        </label>
        <button type="submit" className={buttonStyles.secondary}>
          Buscar
        </button>
      </form>
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed="Não foi possível carregar as indicações."
      />
      {isLoading && !data ? <p className="text-muted">Carregando...</p> : null}
      {data && data.items.length === 0 ? <p>Nenhuma indicação encontrada.</p> : null}
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {data?.items.map((referral) => (
          <ReferralRow key={referral.id} referral={referral} onDone={() => mutate()} />
        ))}
      </ul>
      {data ? (
        <Pager
          countLabel={formatCount(data.total, 'indicação', 'indicações')}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
