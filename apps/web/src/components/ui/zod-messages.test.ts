/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { webSources } from '../../../test/web-sources';

/**
 * Zod's own messages are set to Portuguese in the browser by components/ui/zod-messages.ts, imported by
 * the client modules that check a person's input with zod and by nothing on every page (decision 260).
 */

const files = webSources();

/** A client module that checks values with zod: a resolver from a schema, or a schema's parse. */
const checksWithZod = (text: string) =>
  /^'use client';/.test(text) && /zodResolver\(|\.safeParse\(|Schema\)?\.parse\(/.test(text);
const importsMessages = (text: string) => /^import '@\/components\/ui\/zod-messages';$/m.test(text);

describe('zod messages in the browser', () => {
  it('sets the messages of checks without their own to Portuguese', async () => {
    config(en());
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Invalid input: expected string, received number',
    );
    await import('./zod-messages');
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe(
      'Entrada inválida: esperava um texto, recebeu um número',
    );
    expect(z.string().max(3).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Grande demais: esperava que o texto tivesse <= 3 caracteres',
    );
  });

  it('every client module that checks with zod imports them', () => {
    const checking = files.filter(({ text }) => checksWithZod(text));
    // The forms of sign-in, the buyer application, offers, refunds, the account and the back office.
    expect(checking.length).toBeGreaterThan(10);
    expect(checking.filter(({ text }) => !importsMessages(text)).map(({ name }) => name)).toEqual([]);
  });

  it('nothing else imports them, so a page without such a form does not load them', () => {
    const others = files.filter(
      ({ name, text }) =>
        importsMessages(text) && !checksWithZod(text) && name !== 'components/ui/zod-messages.ts',
    );
    expect(others.map(({ name }) => name)).toEqual([]);
  });

  it('the shared layout does not set them', () => {
    const layout = files.filter(
      ({ name, text }) => name.startsWith('features/layout/') && /configureZodMessages/.test(text),
    );
    expect(layout.map(({ name }) => name)).toEqual([]);
  });
});
