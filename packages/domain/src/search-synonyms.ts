import type { MacroCategoryCode } from './categories.js';

/**
 * What Brazilians type for the goods of the catalogue. Each concept is a set of words (folded: lower case, no
 * accents) that mean the same thing, and the asset categories that ARE that thing: a query word of a concept
 * matches every word of the concept and every lot of its categories, and a lot of one of those categories
 * ranks above a lot that merely mentions the word (decision 150).
 *
 * A concept names categories only when every lot of the category is the thing: 'carro' is any light vehicle,
 * but 'caminhão' is not every heavy vehicle (tractors, buses) and 'geladeira' is not every appliance, so those
 * expand to words only. The catalogue has no motorcycle category: 'moto' finds the word and its synonyms.
 */
export interface SearchConcept {
  /** Single words, folded; a query word is matched against these. */
  readonly words: readonly string[];
  readonly categories?: readonly MacroCategoryCode[];
}

export const searchConcepts: readonly SearchConcept[] = [
  {
    words: ['carro', 'carros', 'automovel', 'automoveis', 'auto', 'autos'],
    categories: ['VEICULOS_LEVES'],
  },
  // 'Veículos Pesados' is a category name the word also matches: light vehicles rank first, heavy ones follow.
  { words: ['veiculo', 'veiculos'], categories: ['VEICULOS_LEVES'] },
  { words: ['moto', 'motos', 'motocicleta', 'motocicletas', 'motoneta', 'scooter'] },
  { words: ['caminhao', 'caminhoes', 'carreta', 'carretas', 'bitrem'] },
  { words: ['onibus'] },
  { words: ['trator', 'tratores', 'retroescavadeira'] },
  { words: ['ape', 'apes', 'apto', 'aptos', 'apartamento', 'apartamentos'] },
  { words: ['imovel', 'imoveis'], categories: ['IMOVEIS'] },
  { words: ['casa', 'casas', 'sobrado', 'residencia'] },
  { words: ['terreno', 'terrenos'] },
  { words: ['geladeira', 'geladeiras', 'refrigerador', 'refrigeradores'] },
  { words: ['fogao', 'fogoes', 'cooktop'] },
  { words: ['notebook', 'notebooks', 'laptop', 'laptops'] },
  { words: ['computador', 'computadores', 'pc', 'desktop', 'desktops'] },
  { words: ['celular', 'celulares', 'smartphone', 'smartphones', 'iphone'] },
  { words: ['tv', 'televisao', 'televisor', 'televisores'] },
  { words: ['sofa', 'sofas', 'estofado'] },
  { words: ['roupeiro', 'armario', 'armarios'] },
  { words: ['eletro', 'eletros', 'eletrodomestico', 'eletrodomesticos'], categories: ['ELETROS'] },
  { words: ['movel', 'moveis', 'mobilia'], categories: ['MOVEIS_ESCRITORIO', 'MOVEIS_UTILIDADES'] },
];

const conceptByWord = new Map<string, SearchConcept>(
  searchConcepts.flatMap((concept) => concept.words.map((word) => [word, concept] as const)),
);

/** The concept a folded query word belongs to, if any: its words and its categories. */
export function expandSearchWord(
  word: string,
): { words: string[]; categories: MacroCategoryCode[] } | undefined {
  const concept = conceptByWord.get(word);
  if (!concept) return undefined;
  return {
    words: [...concept.words],
    categories: [...(concept.categories ?? [])],
  };
}
