import { macroCategories } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { featuredCategories } from './avatar-menus';

describe('mobile drawer categories', () => {
  it('shows the 4 featured categories in their order, from what the API answered', () => {
    const answered = macroCategories.map((category, index) => ({
      id: `id-${index}`,
      code: category.code,
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

  it('finds them by code, with the name and slug staff gave them', () => {
    const renamed = macroCategories.map((category, index) => ({
      id: `id-${index}`,
      code: category.code,
      name: category.code === 'IMOVEIS' ? 'Imóveis e Terrenos' : category.name,
      slug: category.code === 'IMOVEIS' ? 'imoveis-e-terrenos' : category.slug,
    }));
    expect(featuredCategories(renamed)[1]).toMatchObject({
      name: 'Imóveis e Terrenos',
      slug: 'imoveis-e-terrenos',
    });
  });
});
