import type { ListingSegment } from './enums.js';

export const macroCategoryCodes = [
  'CELULARES_TABLETS_TELEFONIA',
  'CONSTRUCAO',
  'ELETROS',
  'IMOVEIS',
  'INDUSTRIAL',
  'INFORMATICA',
  'MOVEIS_ESCRITORIO',
  'MOVEIS_UTILIDADES',
  'RESTAURANTES',
  'OUTROS',
  'VEICULOS_LEVES',
  'VEICULOS_PESADOS',
] as const;
export type MacroCategoryCode = (typeof macroCategoryCodes)[number];

export type MacroCategory = {
  readonly code: MacroCategoryCode;
  /** Display name in pt-BR. */
  readonly name: string;
  /** Path segment of /categorias/{slug}: the name in kebab case without accents. */
  readonly slug: string;
};

export const macroCategories = [
  {
    code: 'CELULARES_TABLETS_TELEFONIA',
    name: 'Celulares, Tablets e Telefonia',
    slug: 'celulares-tablets-e-telefonia',
  },
  { code: 'CONSTRUCAO', name: 'Construção', slug: 'construcao' },
  { code: 'ELETROS', name: 'Eletros', slug: 'eletros' },
  { code: 'IMOVEIS', name: 'Imóveis', slug: 'imoveis' },
  { code: 'INDUSTRIAL', name: 'Industrial', slug: 'industrial' },
  { code: 'INFORMATICA', name: 'Informática', slug: 'informatica' },
  { code: 'MOVEIS_ESCRITORIO', name: 'Móveis de Escritório', slug: 'moveis-de-escritorio' },
  { code: 'MOVEIS_UTILIDADES', name: 'Móveis e Utilidades', slug: 'moveis-e-utilidades' },
  { code: 'RESTAURANTES', name: 'Restaurantes', slug: 'restaurantes' },
  { code: 'OUTROS', name: 'Outros', slug: 'outros' },
  { code: 'VEICULOS_LEVES', name: 'Veículos Leves', slug: 'veiculos-leves' },
  { code: 'VEICULOS_PESADOS', name: 'Veículos Pesados', slug: 'veiculos-pesados' },
] as const satisfies readonly MacroCategory[];

/** The spec shows up to 4 featured categories in the mobile drawer, before 'Todas as Categorias'. */
export const featuredMacroCategoryCodes = [
  'VEICULOS_LEVES',
  'IMOVEIS',
  'INFORMATICA',
  'MOVEIS_ESCRITORIO',
] as const satisfies readonly MacroCategoryCode[];

export function findMacroCategoryBySlug(slug: string): MacroCategory | undefined {
  return macroCategories.find((category) => category.slug === slug);
}

export function getMacroCategory(code: MacroCategoryCode): MacroCategory {
  return macroCategories.find((category) => category.code === code)!;
}

export type OpportunityArea = {
  /** Path segment of /oportunidades/{slug}. */
  readonly slug: string;
  readonly title: string;
  /** Listings of these segments are shown on the page. */
  readonly segments: readonly ListingSegment[];
};

export const opportunityAreas = [
  {
    slug: 'bens-de-apartamentos-decorados',
    title: 'Bens de Apartamentos Decorados',
    segments: ['Aptos Decorados'],
  },
  {
    slug: 'cotas-de-consorcio-e-cartas-de-credito',
    title: 'Cotas de Consórcio e Cartas de Crédito',
    segments: ['Consórcios'],
  },
  {
    slug: 'desativacoes-corporativas',
    title: 'Desativações Corporativas',
    segments: [
      'Desativação de Restaurante',
      'Desativação de Hotel',
      'Desativação de Escritório',
      'Desativação de Loja',
      'Outras Desativações',
    ],
  },
  { slug: 'logistica-reversa', title: 'Logística Reversa', segments: ['Logística Reversa'] },
  { slug: 'queima-de-estoque', title: 'Queima de Estoque', segments: ['Queima de Estoque'] },
  { slug: 'veiculos', title: 'Veículos', segments: ['Veículos'] },
] as const satisfies readonly OpportunityArea[];

export function findOpportunityAreaBySlug(slug: string): OpportunityArea | undefined {
  return opportunityAreas.find((area) => area.slug === slug);
}
