'use client';

import { minSuggestionQueryLength, type SearchSuggestion } from '@circula/domain';
import { useEffect, useState } from 'react';
import { fetchSearchSuggestions } from '../api/suggestions';

/** Asked once the person pauses typing this long. */
export const suggestionDelayMs = 200;

/**
 * The suggestions for what is typed, asked after a pause; an answer for older text never replaces a newer
 * one, and a failure shows none (the box still searches).
 */
export function useSearchSuggestions(text: string, enabled: boolean): SearchSuggestion[] {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const trimmed = text.trim();
  useEffect(() => {
    if (!enabled || trimmed.length < minSuggestionQueryLength) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchSuggestions(trimmed, controller.signal)
        .then((answer) => setSuggestions(answer.suggestions))
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, suggestionDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);
  return suggestions;
}
