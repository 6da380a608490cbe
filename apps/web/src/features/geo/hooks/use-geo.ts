'use client';

import useSWR from 'swr';
import { apiFetcher } from '@/lib/http/api';
import { staticLookup } from '@/lib/http/swr-config';
import { type City, citiesKey, type State, statesKey } from '../api/geo';

export function useStates() {
  const { data, error, isLoading } = useSWR<State[]>(statesKey, apiFetcher, staticLookup);
  return { states: data ?? [], isLoading, isError: Boolean(error) };
}

/** Cities of a state; nothing is fetched until a state is chosen. */
export function useCities(stateCode: string | null | undefined) {
  const { data, error, isLoading } = useSWR<City[]>(
    stateCode ? citiesKey(stateCode) : null,
    apiFetcher,
    staticLookup,
  );
  return { cities: data ?? [], isLoading, isError: Boolean(error) };
}
