'use client';

import { geoCitiesResponseSchema, geoStatesResponseSchema } from '@circula/domain';
import useSWR from 'swr';
import { apiFetcherOf } from '@/lib/http/api';
import { staticLookup } from '@/lib/http/swr-config';
import { citiesKey, statesKey } from '../api/geo';

const fetchStates = apiFetcherOf(geoStatesResponseSchema);
const fetchCities = apiFetcherOf(geoCitiesResponseSchema);

export function useStates() {
  const { data, error, isLoading } = useSWR(statesKey, fetchStates, staticLookup);
  return { states: data ?? [], isLoading, isError: Boolean(error) };
}

/** Cities of a state; nothing is fetched until a state is chosen. */
export function useCities(stateCode: string | null | undefined) {
  const { data, error, isLoading } = useSWR(
    stateCode ? citiesKey(stateCode) : null,
    fetchCities,
    staticLookup,
  );
  return { cities: data ?? [], isLoading, isError: Boolean(error) };
}
