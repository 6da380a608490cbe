import { formatBRL, formatDateTimeLong } from '@circula/domain';
import type { LiveLotState } from '@/features/live/server';

/** The result of a closed lot as the viewer reads it (their own win, someone else's, no sale). */
export function ClosedResult({ lot, username }: { lot: LiveLotState; username: string | null }) {
  const closing = lot.closing;
  if (lot.status === 'CANCELLED') {
    return (
      <p className="rounded-xl border border-line px-3 py-2 text-ink" data-testid="resultado">
        Lote cancelado.
      </p>
    );
  }
  if (!closing) return <p className="text-muted">Lote encerrado.</p>;
  const won = username !== null && closing.winnerUsername === username;
  const amount = closing.amountCents === null ? '' : formatBRL(closing.amountCents);
  const deadline = closing.sellerDeadlineAt
    ? ` O vendedor tem até ${formatDateTimeLong(closing.sellerDeadlineAt)} (horário de Brasília) para confirmar a venda.`
    : '';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="resultado"
      className="rounded-2xl border border-line p-4"
    >
      {closing.result === 'UNSOLD' && closing.amountCents === null ? (
        <p className="font-semibold text-ink">Lote encerrado sem lances.</p>
      ) : closing.result === 'UNSOLD' ? (
        <>
          <p className="font-bold text-ink text-xl">
            {won ? 'O vendedor não confirmou a venda' : 'Lote não arrematado'}
          </p>
          <p className="mt-1 text-ink">
            {won
              ? `A venda do seu lance de ${amount} não foi confirmada. Nada será cobrado.`
              : `O maior lance foi de ${amount}, e a venda não foi confirmada.`}
          </p>
        </>
      ) : won && closing.result === 'SOLD' ? (
        <>
          <p className="font-bold text-green-800 text-xl">Você arrematou este lote</p>
          <p className="mt-1 text-ink">
            Seu lance de {amount} venceu. Em breve você recebe as instruções de pagamento.
          </p>
        </>
      ) : won ? (
        <>
          <p className="font-bold text-ink text-xl">Seu lance venceu, sujeito à confirmação do vendedor</p>
          <p className="mt-1 text-ink">
            Lance de {amount} abaixo do preço de reserva.{deadline}
          </p>
        </>
      ) : (
        <>
          <p className="font-bold text-ink text-xl">
            {closing.result === 'SOLD' ? 'Lote arrematado' : 'Venda condicional aguardando o vendedor'}
          </p>
          <p className="mt-1 text-ink">
            Lance vencedor de {amount} por {closing.winnerUsername}.
            {closing.result === 'CONDITIONAL' ? deadline : ''}
          </p>
        </>
      )}
    </div>
  );
}
