'use client';

import { formatDateTime, privacySettingsSchema, type UpdatePrivacyPreferences } from '@circula/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { RefreshFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { privacySettingsPath, updatePrivacyPreferences } from '../api/privacy';

const optionalEmails: Array<{ key: keyof UpdatePrivacyPreferences; label: string; hint: string }> = [
  { key: 'outbidEmails', label: 'Lance superado', hint: 'Um e-mail quando alguém cobrir o seu lance.' },
  { key: 'reminderEmails', label: 'Lembretes', hint: 'Lembrete por e-mail na véspera da retirada agendada.' },
  {
    key: 'newsletterEmails',
    label: 'Newsletter e ofertas',
    hint: 'Novidades e leilões por e-mail. Você pode revogar este consentimento a qualquer momento.',
  },
];

/** Consents (terms, privacy, newsletter) with versions and dates, and the optional e-mails. */
export function ConsentsCard({ userId }: { userId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(privacySettingsPath(userId)),
    authedFetcherOf(privacySettingsSchema),
  );
  const [saving, setSaving] = useState<string | null>(null);
  async function toggle(key: keyof UpdatePrivacyPreferences, value: boolean) {
    setSaving(key);
    try {
      await mutate(await updatePrivacyPreferences(userId, { [key]: value }), { revalidate: false });
      toast.success('Preferência salva');
    } catch (caught) {
      toast.error(failureText(caught));
    } finally {
      setSaving(null);
    }
  }
  if (error && !data) return <p role="alert">Não foi possível carregar os consentimentos.</p>;
  if (!data) return <p className="text-muted">Carregando...</p>;
  const { consent, preferences } = data;
  return (
    <div className="space-y-6">
      <RefreshFailure error={error} part="os consentimentos" />
      <div className="space-y-2">
        <h3 className="font-semibold">Consentimentos</h3>
        {consent ? (
          <ul className="space-y-1 text-sm">
            <li>
              Termos de uso, versão {consent.termsVersion}, aceitos em {formatDateTime(consent.acceptedAt)}
            </li>
            <li>
              Política de privacidade, versão {consent.privacyVersion}, aceita em{' '}
              {formatDateTime(consent.acceptedAt)}
            </li>
          </ul>
        ) : (
          <p className="text-sm">Nenhum aceite registrado.</p>
        )}
        <p className="text-muted text-sm">
          O aceite dos termos de uso é o que mantém a sua conta: para revogá-lo, exclua a sua conta abaixo.
        </p>
        {preferences.newsletterChangedAt ? (
          <p className="text-sm">
            Newsletter: {preferences.newsletterEmails ? 'consentimento dado' : 'consentimento revogado'} em{' '}
            {formatDateTime(preferences.newsletterChangedAt)}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">E-mails opcionais</legend>
        <p className="text-muted text-sm">
          Os e-mails necessários ao serviço (códigos de acesso, pagamentos, arremates e segurança) são sempre
          enviados.
        </p>
        {optionalEmails.map((item) => (
          <label key={item.key} className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={preferences[item.key]}
              disabled={saving === item.key}
              onChange={(event) => void toggle(item.key, event.target.checked)}
            />
            <span>
              <span className="font-medium">{item.label}</span>
              <span className="block text-muted text-sm">{item.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
