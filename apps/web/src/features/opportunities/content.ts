/** The copy of each opportunity landing page: its own words, what is found there and how it works. */
export interface OpportunityCopy {
  headline: string;
  intro: string[];
  highlights: string[];
  /** Search category that holds most of these items, for a "see the lots" link. */
  categorySlug?: string;
}

export const opportunityCopy: Record<string, OpportunityCopy> = {
  'bens-de-apartamentos-decorados': {
    headline: 'Móveis e decoração de apartamentos decorados, com preço de oportunidade',
    intro: [
      'Quando um empreendimento é entregue, o apartamento decorado da construtora é desmontado. Sofás, mesas, camas, luminárias, eletrodomésticos e peças de decoração escolhidos por arquitetos saem do estande e vão a leilão ou venda direta.',
      'São itens usados só para visitação, em geral em ótimo estado, vendidos por uma fração do preço de loja. Você confere as fotos, a descrição e o valor de avaliação de cada lote antes de dar o lance.',
    ],
    highlights: [
      'Móveis planejados e soltos, colchões, cortinas e tapetes',
      'Eletrodomésticos e eletroportáteis pouco usados',
      'Visitação agendada antes do encerramento, quando o evento prevê',
      'Retirada no próprio empreendimento, com data marcada',
    ],
    categorySlug: 'moveis-e-utilidades',
  },
  'cotas-de-consorcio-e-cartas-de-credito': {
    headline: 'Cotas de consórcio e cartas de crédito com transferência acompanhada',
    intro: [
      'Administradoras e consorciados vendem cotas contempladas (com a carta de crédito já liberada) e não contempladas. Comprar uma cota pode ser o caminho mais curto para um imóvel ou um veículo.',
      'Cada lote informa o valor do crédito, as parcelas pagas e as que faltam. A transferência da titularidade é feita com a administradora, seguindo as regras do edital do evento.',
    ],
    highlights: [
      'Cartas de crédito para imóveis e veículos',
      'Informações de saldo devedor e parcelas em cada lote',
      'Transferência de titularidade acompanhada',
      'Regras de pagamento e prazos descritos no edital',
    ],
  },
  'desativacoes-corporativas': {
    headline: 'Escritórios, lojas, hotéis e restaurantes inteiros à venda',
    intro: [
      'Empresas que mudam de endereço, fecham unidades ou renovam instalações vendem tudo o que não vão levar: mobiliário de escritório, computadores, cozinhas industriais, enxoval de hotel, equipamentos de loja.',
      'Em vez de ir para um depósito ou para o descarte, esses bens ganham um novo uso — e você equipa seu negócio ou sua casa gastando muito menos.',
    ],
    highlights: [
      'Cadeiras, mesas, estações de trabalho e arquivos',
      'Computadores, monitores e equipamentos de rede',
      'Fornos, fogões, refrigeradores e coifas industriais',
      'Camas, frigobares e enxoval de hotelaria',
    ],
    categorySlug: 'moveis-de-escritorio',
  },
  'logistica-reversa': {
    headline: 'Devoluções, mostruários e itens de troca, revisados e prontos para uso',
    intro: [
      'Produtos devolvidos por clientes, usados em vitrine ou trocados na garantia voltam para as marcas e varejistas. Depois de revisados, são vendidos em lotes na Circula.',
      'Cada lote diz o estado do item — novo, aberto, com avaria leve — para você decidir o lance sabendo o que vai receber.',
    ],
    highlights: [
      'Eletrodomésticos, eletrônicos e celulares',
      'Itens de mostruário e caixa aberta',
      'Descrição do estado de cada peça',
      'Lotes unitários e lotes fechados para revenda',
    ],
    categorySlug: 'eletros',
  },
  'queima-de-estoque': {
    headline: 'Produtos novos de indústrias e varejistas a preços de queima',
    intro: [
      'Coleções passadas, excesso de produção e estoque parado viram dinheiro para quem vende e oportunidade para quem compra. São produtos novos, muitas vezes na embalagem original.',
      'Há lotes para consumo próprio e lotes fechados para quem quer revender. O preço, a quantidade e as condições de retirada estão em cada lote.',
    ],
    highlights: [
      'Produtos novos, na embalagem original',
      'Venda direta com preço fixo ou leilão',
      'Lotes fechados para revenda',
      'Retirada no centro de distribuição do vendedor',
    ],
    categorySlug: 'outros',
  },
  veiculos: {
    headline: 'Carros, motos, utilitários e caminhões de frotas, financeiras e seguradoras',
    intro: [
      'Locadoras renovam frotas, empresas trocam seus veículos e financeiras e seguradoras vendem os que recuperaram. Na Circula esses veículos vão a leilão conduzido por leiloeiro oficial.',
      'Cada lote traz fotos, ano, quilometragem e a situação da documentação. Confira o edital: ele diz como visitar o pátio, como pagar e como fazer a transferência.',
    ],
    highlights: [
      'Veículos leves e pesados, com fotos e laudo quando houver',
      'Visitação no pátio nas datas do evento',
      'Transferência de titularidade descrita no edital',
      'Lance mínimo e valor de avaliação em cada lote',
    ],
    categorySlug: 'veiculos-leves',
  },
};
