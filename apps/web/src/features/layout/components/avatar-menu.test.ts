import { macroCategories } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { featuredCategories } from './avatar-menus';

describe('mobile drawer categories', () => {
  it('shows the 4 featured categories in their order, from what the API answered', () => {
    const answered = macroCategories.map((category, index) => ({
      id: `id-${index}`,
      name: category.name,
      slug: category.slug,
    }));
    expect(featuredCategories(answered).map((category) => category.name)).toEqual([
      'Veículos Leves',
      'Imóveis',
      'Informática',
      'Móveis de Escritório',
    ]);
    expect(featuredCategories([])).toEqual([]);
  });
});
