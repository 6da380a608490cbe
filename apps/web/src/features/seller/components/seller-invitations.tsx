'use client';

import { formatDateTimeLong } from '@circula/domain';
import { useId, useState } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';
import {
  acceptSellerInvitation,
  declineSellerInvitation,
  type PendingSellerInvitation,
} from '../api/seller-api';
import { card } from './seller-labels';

const roleWords: Record<PendingSellerInvitation['role'], string> = {
  ADMIN: 'administrador: acompanha e responde às vendas e cuida da equipe',
  VIEWER: 'leitura: acompanha as vendas',
};

/** Answers meaning the invitation is no longer there to answer: the list is refreshed. */
const goneCodes = new Set(['SELLER_INVITATION_NOT_FOUND', 'SELLER_INVITATION_EXPIRED']);

/**
 * The open invitations to the user's address (decision 281): the person joins a seller's team only by
 * accepting here, told first that members do not bid on the seller's Events; declining deletes the invitation.
 */
export function SellerInvitations({
  invitations,
  onAnswered,
}: {
  invitations: readonly PendingSellerInvitation[];
  /** Called after an answer (or a refusal meaning the list is out of date) with what to tell the person. */
  onAnswered: (message: string) => Promise<void>;
}) {
  const headingId = useId();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${card} space-y-3`}>
      <h2 id={headingId} className="font-semibold text-lg">
        {invitations.length === 1 ? 'Convite para uma equipe' : 'Convites para equipes'}
      </h2>
      <ul className="divide-y divide-line">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} onAnswered={onAnswered} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({
  invitation,
  onAnswered,
}: {
  invitation: PendingSellerInvitation;
  onAnswered: (message: string) => Promise<void>;
}) {
  const textId = useId();
  const [sending, setSending] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (choice: 'accept' | 'decline') => {
    if (sending) return;
    setSending(choice);
    setError(null);
    try {
      if (choice === 'accept') {
        // Company names end in a period ("Ltda."): the sentences do not end with the name.
        const { seller } = await acceptSellerInvitation(invitation.id);
        await onAnswered(
          `Você entrou na equipe de ${seller.name} com o papel de ${seller.role === 'ADMIN' ? 'administrador' : 'leitura'}.`,
        );
      } else {
        await declineSellerInvitation(invitation.id);
        await onAnswered(`Você recusou o convite de ${invitation.sellerName} e não entrou na equipe.`);
      }
    } catch (caught) {
      const message = failureText(caught, 'Não foi possível enviar sua resposta. Tente de novo.');
      if (isHttpError(caught) && goneCodes.has(caught.code ?? '')) await onAnswered(message);
      else setError(message);
    } finally {
      setSending(null);
    }
  };
  return (
    <li className="space-y-2 py-3 text-sm first:pt-0 last:pb-0">
      <div id={textId} className="space-y-1">
        <p className="text-base">
          <span className="font-semibold">{invitation.sellerName}</span> convidou você para a equipe, com o
          papel de {roleWords[invitation.role]}.
        </p>
        <p className="text-muted">
          {invitation.invitedByName ? `Convite de ${invitation.invitedByName} · ` : ''}
          vale até <time dateTime={invitation.expiresAt}>{formatDateTimeLong(invitation.expiresAt)}</time>{' '}
          (horário de Brasília).
        </p>
        <p className="text-muted">
          Quem faz parte da equipe de um vendedor não dá lances nos eventos dele. Você pode sair da equipe
          quando quiser.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={sending !== null}
          aria-describedby={textId}
          onClick={() => void answer('accept')}
        >
          {sending === 'accept' ? 'Aceitando…' : 'Aceitar convite'}
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={sending !== null}
          aria-describedby={textId}
          onClick={() => void answer('decline')}
        >
          {sending === 'decline' ? 'Recusando…' : 'Recusar'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}
