import { configureZodMessages } from '@circula/domain';

/*
 * Zod's own messages (a check whose schema has no message of its own) in Brazilian Portuguese in the
 * browser. Every client module that checks what a person typed with a zod schema imports this file for its
 * effect (zod-messages.test.ts holds them to it), and nothing on every page does: a page without such a
 * form carries neither the messages nor, when nothing else of it uses zod, zod itself (decision 260). The
 * setting is global to zod and setting it again changes nothing. The web server sets it in the root layout.
 */
configureZodMessages();
