/** '5511940028922' → '+55 11 94002-8922' (the spec's display format +CC AA NNNNN-NNNN). */
export function formatBrazilianPhone(digits: string): string {
  const match = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return digits;
  const [, country, area, first, last] = match;
  return `+${country} ${area} ${first}-${last}`;
}
