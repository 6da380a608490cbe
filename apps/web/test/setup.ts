import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout engine, so matchMedia is answered from window.innerWidth (min-width/max-width only).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const evaluate = () =>
      query.split(' and ').every((part) => {
        const match = /\((min|max)-width:\s*(\d+)px\)/.exec(part);
        if (!match) return true;
        const width = Number(match[2]);
        return match[1] === 'min' ? window.innerWidth >= width : window.innerWidth <= width;
      });
    return {
      get matches() {
        return evaluate();
      },
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
