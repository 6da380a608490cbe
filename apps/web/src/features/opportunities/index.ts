export interface OpportunityArea {
  slug: string;
  title: string;
  summary: string;
}

/** The opportunity landing pages of the spec, in the order they are shown. */
export const opportunityAreas: readonly OpportunityArea[] = [
  {
    slug: 'veiculos',
    title: 'Veículos',
    summary: 'Carros, motos, utilitários e caminhões de frotas, financeiras e seguradoras.',
  },
  {
    slug: 'desativacoes-corporativas',
    title: 'Desativações corporativas',
    summary: 'Escritórios, lojas, hotéis e restaurantes inteiros, do mobiliário aos equipamentos.',
  },
  {
    slug: 'queima-de-estoque',
    title: 'Queima de estoque',
    summary: 'Produtos novos e lotes fechados de indústrias e varejistas a preços de oportunidade.',
  },
  {
    slug: 'logistica-reversa',
    title: 'Logística reversa',
    summary: 'Devoluções, mostruários e itens de troca revisados, prontos para um novo dono.',
  },
  {
    slug: 'bens-de-apartamentos-decorados',
    title: 'Bens de apartamentos decorados',
    summary: 'Móveis, eletros e decoração assinados, direto dos decorados das construtoras.',
  },
  {
    slug: 'cotas-de-consorcio-e-cartas-de-credito',
    title: 'Cotas de consórcio e cartas de crédito',
    summary: 'Cotas contempladas e não contempladas, com transferência acompanhada.',
  },
];

export const opportunityHref = (slug: string) => `/oportunidades/${slug}`;
