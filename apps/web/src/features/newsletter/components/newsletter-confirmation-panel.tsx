'use client';

import { newsletterConfirmationAnswerSchema, newsletterConfirmationMessages } from '@circula/domain';
import { answerOf, api } from '@/lib/http/api';
import { OneClickLinkPanel } from './one-click-link-panel';

const confirmSubscription = async (token: string) =>
  (
    await answerOf(
      newsletterConfirmationAnswerSchema,
      api.post('web/newsletter/confirmation', { searchParams: { t: token } }),
      'POST web/newsletter/confirmation',
    )
  ).confirmed;

/**
 * /newsletter/confirmar?t=…: the link e-mailed to an address that had unsubscribed and was typed into the
 * newsletter form again; only this click brings it back.
 */
export function NewsletterConfirmationPanel({ token }: { token: string | null }) {
  return (
    <OneClickLinkPanel
      token={token}
      title="Voltar a receber a newsletter"
      explanation="Este endereço tinha cancelado a newsletter. Ao confirmar, ele volta a receber a newsletter e as ofertas da Circula por e-mail; você pode cancelar de novo pelo link no fim de qualquer envio."
      buttonLabel="Quero receber a newsletter"
      messages={newsletterConfirmationMessages}
      send={confirmSubscription}
    />
  );
}
