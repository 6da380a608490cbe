export type { City, State } from './api/geo';
export { useCities, useStates } from './hooks/use-geo';
