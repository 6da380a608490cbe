'use client';

import { type BuyerSearchItem, buyerSearchResultSchema } from '@circula/domain';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { ReadFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { buyerSearchPath } from '../api/backoffice';

/** The buyer a form acts on, as staff recognise them. */
export type PickedBuyer = Pick<BuyerSearchItem, 'id' | 'username' | 'name' | 'email'>;

/** How many matches the picker lists: enough to tell namesakes apart; a longer list asks for a better search. */
const shownMatches = 5;

/**
 * The buyer a staff form acts on, found by name, e-mail, username or CPF/CNPJ (the customer-support search,
 * GET /backoffice/buyers) and chosen from the matches; nobody types an internal identifier.
 */
export function BuyerPicker({
  chosen,
  onChoose,
}: {
  chosen: PickedBuyer | null;
  onChoose: (buyer: PickedBuyer | null) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { data, error, isLoading } = useSWR(
    query.length >= 2 ? authedKey(buyerSearchPath(query, 1, shownMatches)) : null,
    authedFetcherOf(buyerSearchResultSchema),
  );
  if (chosen) {
    return (
      <div
        className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        data-testid="comprador-escolhido"
      >
        <p className="text-muted">Comprador</p>
        <p className="font-semibold">
          {chosen.name} ({chosen.username})
        </p>
        <p className="text-muted">{chosen.email}</p>
        <button
          type="button"
          className="mt-1 font-medium text-brand-800 underline"
          onClick={() => onChoose(null)}
        >
          Trocar comprador
        </button>
      </div>
    );
  }
  const search = () => setQuery(text.trim());
  return (
    <div className="space-y-2 text-sm">
      <label htmlFor={inputId} className="block">
        Comprador: nome, e-mail, usuário ou CPF/CNPJ
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of sending the request form around the picker.
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          className="w-full rounded border border-line px-2 py-1.5"
        />
        <button type="button" className={buttonStyles.secondary} onClick={search}>
          Buscar
        </button>
      </div>
      {query.length > 0 && query.length < 2 ? (
        <p role="alert">Digite ao menos 2 caracteres para buscar.</p>
      ) : null}
      <ReadFailure
        error={error}
        loaded={data !== undefined}
        failed={failureText(error, 'Não foi possível buscar.')}
      />
      {isLoading ? <p className="text-muted">Buscando...</p> : null}
      {data && data.buyers.length === 0 ? <p>Nenhum comprador encontrado.</p> : null}
      {data && data.buyers.length > 0 ? (
        <ul
          aria-label="Compradores encontrados"
          className="divide-y divide-line rounded-lg border border-line"
        >
          {data.buyers.slice(0, shownMatches).map((buyer) => (
            <li key={buyer.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="font-medium">{buyer.name}</span> ({buyer.username}) · {buyer.email}
                {buyer.taxIdCensored ? ` · ${buyer.taxIdCensored}` : ''}
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                aria-label={`Escolher ${buyer.name} (${buyer.username})`}
                onClick={() => onChoose(buyer)}
              >
                Escolher
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {data && data.total > shownMatches ? (
        <p className="text-muted">
          Mostrando {shownMatches} de {data.total}. Refine a busca com o e-mail ou o CPF/CNPJ.
        </p>
      ) : null}
    </div>
  );
}
