'use client';

import { unsubscribeAnswerSchema, unsubscribeMessages } from '@circula/domain';
import { answerOf, api } from '@/lib/http/api';
import { OneClickLinkPanel } from './one-click-link-panel';

const unsubscribe = async (token: string) =>
  (
    await answerOf(
      unsubscribeAnswerSchema,
      api.post('web/newsletter/unsubscribe', { searchParams: { t: token } }),
      'POST web/newsletter/unsubscribe',
    )
  ).unsubscribed;

/** /newsletter/cancelar?t=…: the signed link at the end of every newsletter. */
export function UnsubscribePanel({ token }: { token: string | null }) {
  return (
    <OneClickLinkPanel
      token={token}
      title="Cancelar inscrição na newsletter"
      explanation="Ao confirmar, este endereço deixa de receber a newsletter e as ofertas da Circula por e-mail. Os e-mails sobre a sua conta e as suas compras continuam chegando."
      buttonLabel="Confirmar cancelamento"
      messages={unsubscribeMessages}
      send={unsubscribe}
    />
  );
}
