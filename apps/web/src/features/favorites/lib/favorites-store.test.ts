import { beforeEach, describe, expect, it } from 'vitest';
import {
  getFavoritesState,
  resetFavorites,
  setFavoritesState,
  subscribeFavorites,
  toggled,
} from './favorites-store';

beforeEach(() => resetFavorites());

describe('favourites store', () => {
  it('adds a lot at the front once and removes it', () => {
    const start = { token: 't', lotIds: ['a', 'b'] };
    expect(toggled(start, 'c', true).lotIds).toEqual(['c', 'a', 'b']);
    expect(toggled(start, 'a', true).lotIds).toEqual(['a', 'b']);
    expect(toggled(start, 'a', false).lotIds).toEqual(['b']);
  });

  it('keeps the list in localStorage and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeFavorites(() => {
      calls += 1;
    });
    setFavoritesState({ token: 'abc', lotIds: ['x'] });
    expect(calls).toBe(1);
    expect(JSON.parse(window.localStorage.getItem('circula:favorites') ?? '{}')).toEqual({
      token: 'abc',
      lotIds: ['x'],
    });
    expect(getFavoritesState()).toEqual({ token: 'abc', lotIds: ['x'] });
    unsubscribe();
  });
});
