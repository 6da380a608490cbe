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

/**
 * The public form may be filled in by anyone, with anyone's address: a new address receives the newsletter
 * only after confirming through the link sent to it (decision 283), and one that unsubscribed comes back
 * only that way (decision 202). The link's token (query `t`) is single-use.
 */
export const newsletterConfirmationQuerySchema = z.object({
  t: z.string({ error: 'Link de confirmação inválido.' }).min(1).max(500),
});
export const newsletterConfirmationAnswerSchema = z.object({ confirmed: z.literal(true) });

/** How long the confirmation link works, in hours. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

export const newsletterConfirmationMessages = {
  confirmed: 'Pronto! Você vai receber a newsletter da Circula neste e-mail.',
  invalid:
    'Este link de confirmação não vale mais: ele expira em 48 horas e só pode ser usado uma vez. Cadastre o e-mail de novo no formulário da newsletter para receber outro.',
} as const;
