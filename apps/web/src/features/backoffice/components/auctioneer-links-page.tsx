'use client';

import { type AuctioneerLinks, auctioneerLinksSchema, formatDateTime } from '@circula/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import { RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedJson, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';

const listPath = 'backoffice/auctioneers';
const failureMessage = 'Não foi possível concluir. Tente novamente.';
const message = (error: unknown) => failureText(error, failureMessage);

type Auctioneer = AuctioneerLinks['auctioneers'][number];

function LinkForm({
  auctioneer,
  onSaved,
}: {
  auctioneer: Auctioneer;
  onSaved: (next: AuctioneerLinks) => void;
}) {
  const { register, handleSubmit, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const link = useMutation(
    ({ email }: { email: string }) =>
      authedJson(`${listPath}/${auctioneer.id}/users`, auctioneerLinksSchema, {
        method: 'POST',
        json: { email },
      }),
    {
      success: 'Usuário vinculado',
      fallback: failureMessage,
      onSuccess: (next) => {
        reset();
        onSaved(next);
      },
    },
  );
  const { error } = link;
  const id = `vincular-${auctioneer.id}`;
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={handleSubmit((fields) => link.run(fields))}>
      <label htmlFor={id} className="min-w-0 flex-1 text-sm">
        E-mail do usuário
        <input
          id={id}
          type="email"
          required
          {...register('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          className="mt-1 w-full min-w-0 rounded border border-line px-2 py-1.5"
        />
      </label>
      <button
        type="submit"
        disabled={link.pending}
        className="rounded-lg bg-brand-700 px-3 py-1.5 font-medium text-sm text-white disabled:opacity-60"
      >
        {link.pending ? 'Vinculando...' : 'Vincular'}
      </button>
      {error ? (
        <p id={`${id}-erro`} role="alert" className="w-full text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** /backoffice/leiloeiros: who acts for each official auctioneer (TECH admins link and unlink, decision 210). */
export function AuctioneerLinksPage() {
  const list = useSWR(authedKey(listPath), authedFetcherOf(auctioneerLinksSchema), {
    revalidateOnFocus: false,
  });
  const replace = (next: AuctioneerLinks) => list.mutate(next, { revalidate: false });
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">Leiloeiros</h1>
      <p className="text-muted text-sm">
        Um usuário vinculado a um leiloeiro oficial vê, em /leiloeiro, os eventos que ele conduz, os registros
        de lances, os resultados e o auto de arrematação de cada lote.
      </p>
      {list.data ? <RefreshFailure error={list.error} /> : null}
      {list.error && !list.data ? (
        <p role="alert" className="font-medium text-red-700">
          {message(list.error)}
        </p>
      ) : !list.data ? (
        <p className="flex items-center gap-2 text-muted" aria-live="polite">
          <SpinnerIcon className="size-5" /> Carregando...
        </p>
      ) : list.data.auctioneers.length === 0 ? (
        <p className="text-muted">Nenhum leiloeiro cadastrado.</p>
      ) : (
        <ul className="grid gap-4">
          {list.data.auctioneers.map((auctioneer) => (
            <li key={auctioneer.id}>
              <section
                aria-labelledby={`leiloeiro-${auctioneer.id}`}
                className="grid gap-3 rounded-2xl border border-line bg-white p-4"
              >
                <div>
                  <h2 id={`leiloeiro-${auctioneer.id}`} className="font-semibold text-lg">
                    {auctioneer.name}
                  </h2>
                  <p className="text-muted text-sm">{auctioneer.registration}</p>
                </div>
                {auctioneer.users.length === 0 ? (
                  <p className="text-muted text-sm">Nenhum usuário vinculado.</p>
                ) : (
                  <ul aria-label={`Usuários de ${auctioneer.name}`} className="grid gap-2">
                    {auctioneer.users.map((user) => (
                      <li
                        key={user.userId}
                        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
                      >
                        <span className="min-w-0 break-words">
                          <span className="font-medium">{user.name}</span>{' '}
                          <span className="break-all text-muted text-sm">{user.email}</span>
                          <span className="block text-muted text-xs">
                            Vinculado em {formatDateTime(user.linkedAt)}
                          </span>
                        </span>
                        <button
                          type="button"
                          className="rounded-lg border border-line px-3 py-1 text-sm"
                          aria-label={`Desvincular ${user.name} de ${auctioneer.name}`}
                          onClick={async () => {
                            try {
                              replace(
                                await authedJson(
                                  `${listPath}/${auctioneer.id}/users/${user.userId}`,
                                  auctioneerLinksSchema,
                                  { method: 'DELETE' },
                                ),
                              );
                              toast.success('Vínculo desfeito');
                            } catch (error) {
                              toast.error(message(error));
                            }
                          }}
                        >
                          Desvincular
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <LinkForm auctioneer={auctioneer} onSaved={replace} />
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
