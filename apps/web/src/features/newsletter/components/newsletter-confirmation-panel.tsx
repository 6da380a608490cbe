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
 * /newsletter/confirmar?t=…: the link e-mailed to an address typed into the newsletter form, new to the
 * newsletter (decision 283) or back after an unsubscribe (decision 202); only this click makes it receive it.
 */
export function NewsletterConfirmationPanel({ token }: { token: string | null }) {
  return (
    <OneClickLinkPanel
      token={token}
      title="Confirmar a inscrição na newsletter"
      explanation="Este endereço foi cadastrado no formulário da newsletter. Ao confirmar, ele passa a receber a newsletter e as ofertas da Circula por e-mail; você pode cancelar quando quiser pelo link no fim de qualquer envio."
      buttonLabel="Quero receber a newsletter"
      messages={newsletterConfirmationMessages}
      send={confirmSubscription}
    />
  );
}
