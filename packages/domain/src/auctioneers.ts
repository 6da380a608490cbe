/**
 * The official auctioneers (leiloeiros oficiais, registered with a Junta Comercial) who sign the Editais of
 * Circula's auctions. Every page's footer names them, and the demo catalogue's auctions are theirs, so an
 * Event page and the footer never disagree. The registration is printed as it appears on the Edital.
 */
export const officialAuctioneers: ReadonlyArray<{ name: string; registration: string }> = [
  { name: 'Marina Albuquerque Prado', registration: 'JUCESP nº 1.287' },
  { name: 'Roberto Tavares Neto', registration: 'JUCESP nº 1.342' },
];
