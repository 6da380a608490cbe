import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

afterEach(() => cleanup());

/**
 * How long `findBy…` and `waitFor` wait for what a test expects: 5 s instead of Testing Library's 1 s. A form
 * that validates, submits to the test's HTTP server and renders the answer can take more than a second when
 * the machine runs other suites beside this one; a wait that succeeds returns as soon as the element is there,
 * so only a failing test takes longer.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * React reports a render's mistakes through `console.error`: a list without keys, an element nested where
 * HTML forbids it (a hydration error in the browser), an update outside `act`, an error an error boundary
 * caught. A test that made one fails. A test that expects one replaces `console.error` for its own run
 * (`vi.spyOn(console, 'error').mockImplementation(…)`, restored after), so nothing reaches this check; a spy
 * that calls through still does. jsdom does not know HTML's `<search>` element, which every browser does; that
 * one warning is jsdom's, not the page's.
 */
const consoleErrors: string[] = [];
const jsdomGaps = [/^The tag <search> is unrecognized in this browser/];
const writeError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const message = format(...args);
  if (!jsdomGaps.some((gap) => gap.test(message))) consoleErrors.push(message);
  writeError(...args);
};
beforeEach(() => {
  consoleErrors.length = 0;
});
afterEach(() => {
  if (consoleErrors.length === 0) return;
  const messages = consoleErrors.splice(0).map((message) => `- ${message.split('\n')[0]}`);
  throw new Error(`The test wrote errors to the console:\n${messages.join('\n')}`);
});

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
