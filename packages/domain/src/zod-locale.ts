import { config } from 'zod/v4/core';
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * Zod's own messages (a check whose schema has no message of its own) in Brazilian Portuguese, so no English
 * validation text reaches a person. The setting is global to zod; each app calls this once as it starts.
 * Imported from zod's core and the one locale, so a page that only configures zod does not carry all of it.
 */
export function configureZodMessages(): void {
  config(ptBR());
}

configureZodMessages();
