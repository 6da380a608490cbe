import { config } from 'zod/v4/core';
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * Zod's own messages (a check whose schema has no message of its own) in Brazilian Portuguese, so no English
 * validation text reaches a person. The setting is global to zod; each app calls this where it parses: the
 * API as it starts, the web server in its root layout, the browser in the forms that check with zod (the web
 * app's components/ui/zod-messages.ts). Nothing here runs on import: the package is side-effect free, so a
 * call made by merely importing it would hold in one build and not in another.
 * Imported from zod's core and the one locale, so a page that only configures zod does not carry all of it.
 */
export function configureZodMessages(): void {
  config(ptBR());
}
