import { formatBRL, formatDateTimeLong, type PixReturn } from '@circula/domain';

/** What becomes of one PIX that goes back, in the buyer's words (decisions 285 and 288). */
function returnSentence(pix: PixReturn) {
  const kept = pix.amountCents - pix.toReturnCents;
  const what = kept > 0 ? `${formatBRL(pix.toReturnCents)}, o que passou do total,` : 'o valor inteiro';
  return pix.returnedAt ? (
    <>
      Devolvemos {what} em <time dateTime={pix.returnedAt}>{formatDateTimeLong(pix.returnedAt)}</time>.
    </>
  ) : (
    <>Vamos devolver {what} à conta de onde o PIX saiu.</>
  );
}

/**
 * The PIX the buyer sent for this purchase that go back, whole or in part: a payment after the purchase was
 * settled, a second payment, or one of another amount than the total (decisions 285 and 288). Each says how
 * much goes back and whether it already went.
 */
export function PixReturnsList({ returns }: { returns: PixReturn[] }) {
  const pending = returns.some((pix) => !pix.returnedAt);
  return (
    <>
      <ul className="divide-y divide-line">
        {returns.map((pix) => (
          <li key={pix.endToEndId} className="space-y-1 py-2 first:pt-0 last:pb-0">
            <p>
              <span className="font-semibold tabular-nums">PIX de {formatBRL(pix.amountCents)}</span>{' '}
              <span className="text-muted text-sm">
                recebido em <time dateTime={pix.paidAt}>{formatDateTimeLong(pix.paidAt)}</time>
              </span>
            </p>
            <p className="text-sm">{returnSentence(pix)}</p>
            <p className="break-all text-muted text-xs">Identificador do PIX: {pix.endToEndId}</p>
          </li>
        ))}
      </ul>
      {pending ? (
        <p className="mt-3 text-muted text-sm">
          A equipe financeira faz a devolução pela instituição de pagamento; avisaremos você por aqui e por
          e-mail quando ela for feita. Horários de Brasília.
        </p>
      ) : (
        <p className="mt-3 text-muted text-sm">Horários de Brasília.</p>
      )}
    </>
  );
}
