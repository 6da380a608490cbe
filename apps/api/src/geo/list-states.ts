import { geoData, type State } from './geo-repository.js';

export function listStates(): State[] {
  return geoData().states as State[];
}
