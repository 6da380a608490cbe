import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export { devices, expect, request } from '@playwright/test';

/**
 * What React reports through the console when a page's server HTML and its first browser render disagree, or
 * when rendering throws: in production builds the minified error codes (#418 hydration mismatch, #419 a
 * Suspense boundary the server could not finish, #421–#425 the older and related hydration errors), in
 * development the messages themselves. Other console errors are left alone: many journeys make the API
 * answer 4xx on purpose, and the browser logs each of those.
 */
const reactErrorPattern =
  /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|hydrated but some attributes|did(?: not|n't) match the client|error while hydrating|switched to client rendering/i;

export interface PageProblem {
  url: string;
  message: string;
}

/**
 * Collects, from every page of the contexts it watches, what no journey expects: an exception the page's
 * scripts left uncaught (React reports its recoverable hydration errors that way too), React's errors
 * logged to the console, and any answer of 500 or more to the page's own requests.
 */
export class PageErrorWatch {
  readonly problems: PageProblem[] = [];
  private readonly contexts = new WeakSet<BrowserContext>();

  watchContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  watchPage(page: Page): void {
    page.on('pageerror', (error) => this.note(page, `${error.name}: ${error.message}`));
    // A server error is never what a journey asks for: the API's refusals are 4xx.
    page.on('response', (response) => {
      if (response.status() >= 500) {
        this.note(page, `HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && reactErrorPattern.test(message.text()))
        this.note(page, message.text());
    });
  }

  private note(page: Page, message: string): void {
    this.problems.push({ url: page.url(), message });
  }
}

/**
 * The journeys' `test`: every page a test opens — in the default context or in one it makes with
 * `browser.newContext()` or `browser.newPage()` — is watched, and a test whose pages left an exception
 * uncaught, reported a React hydration or rendering error or got a server error fails after its own steps,
 * naming the page and the error.
 */
export const test = base.extend<{ pageErrors: PageErrorWatch }>({
  pageErrors: [
    async ({ browser, context }, use) => {
      const watch = new PageErrorWatch();
      watch.watchContext(context);
      // Playwright has no event for a new context; `newPage()` goes through `newContext()` too.
      const newContext = browser.newContext;
      const patched: Browser['newContext'] = async (...args) => {
        const made = await newContext.apply(browser, args);
        watch.watchContext(made);
        return made;
      };
      browser.newContext = patched;
      try {
        await use(watch);
      } finally {
        browser.newContext = newContext;
      }
      if (watch.problems.length > 0) {
        const lines = watch.problems.map((problem) => `- ${problem.url}: ${problem.message}`);
        throw new Error(`The test's pages reported errors:\n${lines.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
