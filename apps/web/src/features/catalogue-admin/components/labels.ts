export const typeLabels: Record<string, string> = {
  AUCTION: 'Leilão',
  DIRECT_SALE: 'Venda direta',
  JUDICIAL_PHASED_AUCTION: 'Leilão judicial (duas praças)',
};

export const accessModeLabels: Record<string, string> = {
  PUBLIC: 'Público (qualificado para indicações)',
  CONTROLLED_ENROLMENT: 'Habilitação controlada',
  PRIVATE: 'Privado',
};

export const creationModeLabels: Record<string, string> = {
  OFF: 'Manual (pela equipe)',
  PER_LOT_END: 'Uma por lote, ao encerrar',
  ON_LISTING_END: 'Uma por comprador, ao fim do evento',
  JUDICIAL_ALL_DEPOSITS: 'Judicial: tudo por depósito',
  JUDICIAL_PIX_COMMISSION: 'Judicial: comissão por PIX',
};
