/** Lower-case kebab slug without accents: 'Celulares, Tablets e Telefonia' → 'celulares-tablets-e-telefonia'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
