import { render } from '@testing-library/react';
import { describe, it } from 'vitest';

// setup.ts fails a test that made React report a mistake; `it.fails` passes only if the test fails.
describe('a render React reports a mistake in fails its test', () => {
  it.fails('a list without keys', () => {
    render(
      <ul>
        {['Geladeira', 'Fogão'].map((title) => (
          // biome-ignore lint/correctness/useJsxKeyInIterable: the mistake this test makes on purpose
          <li>{title}</li>
        ))}
      </ul>,
    );
  });

  it.fails('a block inside a paragraph, which the browser would not hydrate', () => {
    render(
      <p>
        <div>Lote 12</div>
      </p>,
    );
  });

  it('a render React has nothing to say about passes', () => {
    render(
      <ul>
        <li>Geladeira</li>
      </ul>,
    );
  });

  it('the search element, which jsdom does not know, passes', () => {
    render(<search>Buscar</search>);
  });
});
