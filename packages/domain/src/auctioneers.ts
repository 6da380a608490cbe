/**
 * The official auctioneers (leiloeiros oficiais, registered with a Junta Comercial) who sign the Editais of
 * Circula's auctions. Every page's footer names them, and the demo catalogue's auctions are theirs, so an
 * Event page and the footer never disagree. The registration is printed as it appears on the Edital.
 * Fictitious until the provider's own are configured (decision 221): "Exemplo" names no real person, and the
 * numbers are in a Junta's format but above its real roll, and say "fictício".
 */
export const officialAuctioneers: ReadonlyArray<{ name: string; registration: string }> = [
  { name: 'Marina Exemplo', registration: 'JUCESP nº 9.001 — fictício' },
  { name: 'Roberto Exemplo', registration: 'JUCESP nº 9.002 — fictício' },
];
