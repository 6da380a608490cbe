import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';

export interface State {
  code: string;
  name: string;
}

export interface City {
  name: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * The 27 UFs and the 5,571 IBGE municipalities ship with the product (no network call). Built once at
 * first use and kept sorted by name, so every read is a map lookup.
 */
class GeoData {
  readonly states: readonly State[];
  private readonly citiesByState: ReadonlyMap<string, readonly City[]>;
  private readonly cityKeysByState: ReadonlyMap<string, ReadonlySet<string>>;

  constructor() {
    this.states = getStates()
      .map((state) => ({ code: state.code, name: state.name }))
      .sort(byName);
    const cities = new Map<string, City[]>();
    for (const municipality of getMunicipalities()) {
      const list = cities.get(municipality.stateCode) ?? [];
      list.push({ name: municipality.name });
      cities.set(municipality.stateCode, list);
    }
    for (const list of cities.values()) list.sort(byName);
    this.citiesByState = cities;
    this.cityKeysByState = new Map(
      [...cities].map(([code, list]) => [code, new Set(list.map((city) => normalizeCityKey(city.name)))]),
    );
  }

  citiesOf(stateCode: string): readonly City[] | undefined {
    return this.citiesByState.get(stateCode);
  }

  hasCity(stateCode: string, cityName: string): boolean {
    return this.cityKeysByState.get(stateCode)?.has(normalizeCityKey(cityName)) ?? false;
  }
}

/** Case- and accent-insensitive key, so 'SAO PAULO' and 'São Paulo' are the same city. */
export function normalizeCityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

let data: GeoData | undefined;
export function geoData(): GeoData {
  data ??= new GeoData();
  return data;
}
