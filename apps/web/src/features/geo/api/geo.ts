export type { GeoCity as City, GeoState as State } from '@circula/domain';

export const statesKey = 'web/geo/states';
export const citiesKey = (stateCode: string) => `web/geo/states/${encodeURIComponent(stateCode)}/cities`;
