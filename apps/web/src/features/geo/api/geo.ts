export interface State {
  code: string;
  name: string;
}

export interface City {
  name: string;
}

export const statesKey = 'web/geo/states';
export const citiesKey = (stateCode: string) => `web/geo/states/${encodeURIComponent(stateCode)}/cities`;
