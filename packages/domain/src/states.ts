/** The 27 federative units (26 states and the Federal District). */
export const brazilianStateCodes = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilianStateCode = (typeof brazilianStateCodes)[number];

export function isBrazilianStateCode(value: string): value is BrazilianStateCode {
  return (brazilianStateCodes as readonly string[]).includes(value);
}
