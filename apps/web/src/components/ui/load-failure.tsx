import { useSyncExternalStore } from 'react';
import { isHttpError } from '@/lib/http/client';
import { connectionDown, siteSaysConnectionIsDown, subscribeConnection } from '@/lib/http/connection-status';

const notFound = (error: unknown) => isHttpError(error) && error.statusCode === 404;

/**
 * What a page about one record says when it could not read it: `missing` for the API's 404 (the record does
 * not exist, or no longer does), `failed` for anything else, so that a network failure is never taken for a
 * removal. Shown only while the page has nothing loaded: once it has, a failed refresh is `RefreshFailure`'s.
 */
export function LoadFailure({ error, missing, failed }: { error: unknown; missing: string; failed: string }) {
  return <p role="alert">{notFound(error) ? missing : failed}</p>;
}

/**
 * Above a record already on screen when its latest refresh failed (`error` is SWR's, cleared by the next read
 * that succeeds). The page keeps what it showed, and what a form holds; this says why it may be out of date:
 * the record is no longer available (the API's 404, which is not asked again), or the read failed and will be
 * tried again. Nothing when the latest read succeeded. A part of a page with a read of its own (a lot's bid log,
 * a buyer's history, a card of the account page) names itself in `part` ("os lances deste lote"), so its notice
 * is not taken for the whole page's, and several parts that fail together say each, in one line, what is out
 * of date (SWR asks each again with backoff, as for a page). While the site-wide notice says the connection is
 * down, a read that failed for that reason says nothing of its own.
 */
export function RefreshFailure({ error, part }: { error: unknown; part?: string }) {
  // Read so that the notice comes back if the connection returns while this read still failed.
  useSyncExternalStore(subscribeConnection, connectionDown, () => false);
  // A lost connection is said once for the page, by the site's notice (ConnectionNotice).
  if (!error || siteSaysConnectionIsDown(error)) return null;
  const text = part
    ? notFound(error)
      ? `Não foi possível atualizar ${part}: o registro não está mais disponível; o que aparece aqui é da última leitura.`
      : `Não foi possível atualizar ${part}; o que aparece aqui é da última leitura.`
    : notFound(error)
      ? 'Este registro não está mais disponível. A página mostra o que foi carregado antes.'
      : 'Não foi possível atualizar esta página; ela mostra os dados da última leitura. Uma nova tentativa será feita em instantes.';
  // A part's notice is one marked line: a page of several cards that fail together stays readable.
  return (
    <p
      role="status"
      className={
        part
          ? 'my-2 border-amber-400 border-l-4 pl-2 text-amber-900 text-sm'
          : 'rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm'
      }
    >
      {text}
    </p>
  );
}

/**
 * A read's failure on a page that shows its own loading and data around it (a queue, a list, a search):
 * `failed` while nothing is loaded, `RefreshFailure`'s notice once something is, so a failed refresh never
 * reads as if the rows shown were not there. Nothing while the latest read succeeded.
 */
export function ReadFailure({
  error,
  loaded,
  failed,
  part,
}: {
  error: unknown;
  loaded: boolean;
  failed: string;
  /** What this read shows, when it is a part of a page (see `RefreshFailure`). */
  part?: string;
}) {
  if (!error) return null;
  return loaded ? <RefreshFailure error={error} part={part} /> : <p role="alert">{failed}</p>;
}
