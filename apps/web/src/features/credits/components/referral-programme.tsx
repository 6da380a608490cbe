'use client';

import { formatBRL, formatDateTime, referralStatusLabels } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { useAuthUi, useCurrentUser } from '@/features/auth/client';
import { createReferralLink } from '../api/credits';
import { useReferralCampaign, useReferralStatement } from '../hooks/use-credits';
import { useReferralLink } from '../hooks/use-referral-link';

const statusLabels = referralStatusLabels;

/** How the programme works (terms, clause 9 "Programa Indique e Ganhe"). */
function Explanation({ bonus, days }: { bonus: string; days: number }) {
  return (
    <section aria-labelledby="como-funciona" className="space-y-3 text-ink">
      <h2 id="como-funciona" className="font-semibold text-lg">
        Como funciona
      </h2>
      <ol className="list-decimal space-y-1 pl-5">
        <li>Crie o seu link de indicação pessoal e envie para quem ainda não tem conta na Circula.</li>
        <li>A pessoa indicada se cadastra pelo seu link, do começo ao fim, e tem o cadastro aprovado.</li>
        <li>Ela dá um lance válido e tem um pagamento confirmado num evento aberto ao público.</li>
        <li>
          Vocês dois ganham <strong>{bonus}</strong> em créditos, em até 1 dia útil, válidos por {days} dias.
        </li>
      </ol>
      <h3 className="font-semibold">Regras</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>Não há limite de indicações, mas cada pessoa indicada gera um único bônus para cada lado.</li>
        <li>
          Os créditos são pessoais, intransferíveis, não viram dinheiro e só abatem valores devidos em leilões
          da Circula.
        </li>
        <li>
          É proibido indicar a si mesmo, criar contas múltiplas ou falsas, publicar o link em sites de cupons,
          fazer anúncios pagos com a marca, enviar spam ou simular lances e pagamentos. A Circula pode reter
          ou estornar bônus nesses casos.
        </li>
      </ul>
      <p className="text-sm">
        Leia a cláusula completa nos <Link href="/termos#indique-ganhe">Termos de uso</Link>.
      </p>
    </section>
  );
}

function PersonalLink() {
  const { link, loaded, mutate } = useReferralLink(true);
  const [creating, setCreating] = useState(false);
  if (!loaded) return <p className="text-muted text-sm">Carregando...</p>;
  if (!link) {
    return (
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={creating}
        onClick={async () => {
          setCreating(true);
          try {
            const created = await createReferralLink();
            await mutate(created, { revalidate: false });
            toast.success('Seu link de indicação está pronto');
          } catch {
            toast.error('Não foi possível criar o link. Tente novamente.');
          } finally {
            setCreating(false);
          }
        }}
      >
        Criar meu link de indicação
      </button>
    );
  }
  const message = `Cadastre-se na Circula pelo meu link e ganhe créditos no seu primeiro arremate: ${link.url}`;
  return (
    <div className="space-y-2">
      <label htmlFor="referral-url" className="font-medium text-sm">
        Seu link de indicação
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="referral-url"
          readOnly
          value={link.url}
          className="min-w-0 flex-1 rounded border border-line px-3 py-2 text-sm"
        />
        <a
          className={buttonStyles.primary}
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Enviar pelo WhatsApp
        </a>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link.url);
              toast.success('Link copiado');
            } catch {
              toast.error('Não foi possível copiar. Selecione o link e copie.');
            }
          }}
        >
          Copiar link
        </button>
      </div>
    </div>
  );
}

function Statement() {
  const { data, error } = useReferralStatement(true);
  if (error) return <p className="text-red-700 text-sm">Não foi possível carregar suas indicações.</p>;
  if (!data) return null;
  if (data.referralStatement.length === 0)
    return <p className="text-muted text-sm">Você ainda não tem indicações.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Suas indicações">
        <thead className="text-muted">
          <tr>
            <th className="py-1 font-medium">Indicado</th>
            <th className="py-1 font-medium">Cadastro</th>
            <th className="py-1 font-medium">Lance válido</th>
            <th className="py-1 font-medium">Pagamento confirmado</th>
            <th className="py-1 font-medium">Situação</th>
          </tr>
        </thead>
        <tbody>
          {data.referralStatement.map((entry) => (
            <tr key={entry.id} className="border-line border-t" data-testid="referral-row">
              <td className="py-2 pr-2">{entry.referredName}</td>
              <td className="py-2 pr-2">{formatDateTime(entry.registeredAt)}</td>
              <td className="py-2 pr-2">{entry.validBid ? 'Sim' : 'Ainda não'}</td>
              <td className="py-2 pr-2">{entry.confirmedPayment ? 'Sim' : 'Ainda não'}</td>
              <td className="py-2">
                {statusLabels[entry.status]}
                {entry.bonusCents ? ` (${formatBRL(entry.bonusCents)})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /indique-ganhe: the programme, and for a signed-in person their link, campaign and referrals. */
export function ReferralProgramme() {
  const { auth } = useCurrentUser();
  const { openSignUp } = useAuthUi();
  const signedIn = auth.status === 'signed-in';
  const campaign = useReferralCampaign(signedIn).data?.userReferralCampaign;
  const bonus = formatBRL(campaign?.bonusCents ?? 5_000);
  const days = campaign?.creditValidityDays ?? 180;
  return (
    <div className="space-y-8">
      <p className="text-ink text-lg">
        Indique a Circula para amigos e ganhe <strong>{bonus}</strong> em créditos quando a pessoa indicada
        fizer o primeiro arremate — e ela ganha {bonus} também.
      </p>
      {signedIn ? (
        <>
          <section
            aria-labelledby="seu-link"
            className="space-y-3 rounded-2xl border border-line bg-white p-5"
          >
            <h2 id="seu-link" className="font-semibold text-ink text-lg">
              Seu link
            </h2>
            <PersonalLink />
          </section>
          <section
            aria-labelledby="suas-indicacoes"
            className="space-y-3 rounded-2xl border border-line bg-white p-5"
          >
            <h2 id="suas-indicacoes" className="font-semibold text-ink text-lg">
              Suas indicações
            </h2>
            <Statement />
          </section>
        </>
      ) : auth.status === 'signed-out' ? (
        <section className="rounded-2xl border border-line bg-white p-5">
          <p className="text-ink">Crie sua conta ou entre para receber o seu link de indicação.</p>
          <button type="button" className={`${buttonStyles.primary} mt-3`} onClick={() => openSignUp()}>
            Criar conta
          </button>
        </section>
      ) : null}
      <Explanation bonus={bonus} days={days} />
    </div>
  );
}
