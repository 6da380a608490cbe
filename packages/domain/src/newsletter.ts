import { z } from 'zod';
import { textSchema } from './text.js';

/** Forms that carry the newsletter block; the source tells which one a subscriber came from. */
export const newsletterSources = ['terms', 'privacy', 'home', 'footer'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterMessages = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Informe um email válido',
  stateRequired: 'Estado é obrigatório',
  cityRequired: 'Cidade é obrigatória',
  sourceInvalid: 'Origem do cadastro inválida',
  success: 'Parabéns! Email cadastrado com sucesso para receber nossas newsletters!',
  failure: 'Erro ao cadastrar email! Entre em contato conosco!',
} as const;

const requiredText = (message: string, max = 100) => textSchema({ required: message, max });

/** The form's fields: what the person fills in. */
export const newsletterFormSchema = z.object({
  email: requiredText(newsletterMessages.emailRequired, 320).pipe(
    z.email({ error: newsletterMessages.emailInvalid }),
  ),
  state: requiredText(newsletterMessages.stateRequired),
  city: requiredText(newsletterMessages.cityRequired),
});

/** The API payload: the form plus where it was sent from. */
export const newsletterSubscriptionSchema = newsletterFormSchema.extend({
  source: z.enum(newsletterSources, { error: newsletterMessages.sourceInvalid }),
});

export type NewsletterForm = z.infer<typeof newsletterFormSchema>;
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
