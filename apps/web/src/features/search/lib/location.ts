import { ui } from '@/config/ui';

export const locationDefaults = {
  desktop: 'Todos os locais',
  mobile: 'Ver itens na minha região',
} as const;

/** The button shows at most 8 characters of the chosen location, then '...'. */
export function truncateLocationLabel(label: string, max: number = ui.locationLabelMaxLength): string {
  const characters = Array.from(label.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : characters.join('');
}

/** A location is a UF code ('SP') or 'Cidade - UF' ('Campinas - SP'). */
export function formatLocation(stateCode: string, city?: string | null): string {
  return city ? `${city} - ${stateCode}` : stateCode;
}

export function parseLocation(
  location: string | null | undefined,
): { state: string; city: string | null } | null {
  if (!location) return null;
  const match = /^(.+) - ([A-Za-z]{2})$/.exec(location.trim());
  if (match?.[1] && match[2]) return { city: match[1], state: match[2].toUpperCase() };
  const code = location.trim();
  return /^[A-Za-z]{2}$/.test(code) ? { state: code.toUpperCase(), city: null } : null;
}
