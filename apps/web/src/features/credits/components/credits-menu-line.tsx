import { type BuyerCreditBalance, formatBRL } from '@circula/domain';

/** The avatar menu's credits line (spec §2): the balance, linking to /conta. */
export function CreditsMenuLine({ balance }: { balance: BuyerCreditBalance | undefined }) {
  if (!balance) return null;
  return <span data-testid="menu-credits">Créditos: {formatBRL(balance.availableCents)}</span>;
}
