import { z } from 'zod';

/**
 * Zod's own messages (a check whose schema has no message of its own) in Brazilian Portuguese, so no English
 * validation text reaches a person. The setting is global to zod; each app calls this once as it starts.
 */
export function configureZodMessages(): void {
  z.config(z.locales.ptBR());
}

configureZodMessages();
