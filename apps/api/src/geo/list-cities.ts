import { AppError } from '../shared/errors.js';
import { type City, geoData } from './geo-repository.js';

export function listCities(stateCode: string): City[] {
  const code = stateCode.toUpperCase();
  const cities = geoData().citiesOf(code);
  if (!cities) {
    throw new AppError(
      'STATE_NOT_FOUND',
      `Estado '${stateCode}' não encontrado. Use a sigla de uma UF, como SP.`,
    );
  }
  return cities as City[];
}

export function cityBelongsToState(stateCode: string, cityName: string): boolean {
  return geoData().hasCity(stateCode.toUpperCase(), cityName);
}
