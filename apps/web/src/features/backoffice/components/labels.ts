import type { BuyerApplicationStatus } from '@circula/domain';

export const applicationStatusLabels: Record<BuyerApplicationStatus, string> = {
  REGISTRATION_DATA_SENT: 'Dados cadastrais enviados',
  ADDRESS_SENT: 'Endereço enviado',
  UNDER_REVIEW: 'Em análise',
  APPROVED: 'Aprovado',
  REJECTED: 'Recusado',
};

export const buyerStatusLabels: Record<string, string> = {
  UNVERIFIED: 'Não verificado',
  VERIFIED: 'Verificado',
};

export const buyerTypeLabels: Record<string, string> = {
  NATURAL_PERSON: 'Pessoa física',
  JURIDICAL_PERSON: 'Pessoa jurídica',
};

const documentStatusLabels: Record<string, string> = {
  UNDER_REVIEW: 'Em análise',
  APPROVED: 'Aprovado',
  REJECTED: 'Recusado',
};

/** An application or document status in words (the history mixes both). */
export function statusLabel(status: string): string {
  return (
    (applicationStatusLabels as Record<string, string>)[status] ?? documentStatusLabels[status] ?? status
  );
}
