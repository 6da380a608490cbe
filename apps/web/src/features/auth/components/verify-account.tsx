'use client';

import { accountBanners, verifyAccountLink } from '@circula/domain';
import Link from 'next/link';
import { buttonStyles } from '@/components/ui/button';
import { useCurrentUser } from '../hooks/use-auth';
import { RequireSignIn } from './require-sign-in';

/** /auth/verificar-conta: where the person stands and the next step towards taking part in Events. */
export function VerifyAccount() {
  return (
    <RequireSignIn>
      <VerifyAccountSteps />
    </RequireSignIn>
  );
}

function VerifyAccountSteps() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const phoneVerified = Boolean(user.phoneVerifiedAt);
  // Buyer data (status, application) arrives with the buyer application; until then both are absent.
  const link = verifyAccountLink({ buyerStatus: null, applicationStatus: null, phoneVerified });
  const banners = accountBanners({
    blocked: false,
    phoneVerified,
    buyerStatus: null,
    applicationStatus: null,
  });
  return (
    <div className="space-y-6">
      <ol className="space-y-3">
        <li className="flex items-center gap-3 rounded-xl border border-line p-4">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
          >
            ✓
          </span>
          <span>
            <strong className="block">Email confirmado</strong>
            <span className="text-muted text-sm">{user.email}</span>
          </span>
        </li>
        <li className="flex items-center gap-3 rounded-xl border border-line p-4">
          <span
            aria-hidden="true"
            className={`flex size-7 items-center justify-center rounded-full text-sm ${phoneVerified ? 'bg-brand-700 text-white' : 'bg-amber-100 text-amber-900'}`}
          >
            {phoneVerified ? '✓' : '2'}
          </span>
          <span>
            <strong className="block">
              {phoneVerified ? 'Telefone verificado' : 'Telefone não verificado'}
            </strong>
            {phoneVerified ? null : (
              <Link href="/auth/verificar-telefone" className="text-brand-800 text-sm underline">
                Verificar telefone
              </Link>
            )}
          </span>
        </li>
        <li className="flex items-center gap-3 rounded-xl border border-line p-4">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-amber-100 text-amber-900 text-sm"
          >
            3
          </span>
          <span>
            <strong className="block">
              {banners.includes('Cadastro em análise') ? 'Cadastro em análise' : 'Conta não verificada'}
            </strong>
            <span className="text-muted text-sm">
              Para dar lances e comprar, envie seus dados cadastrais e um documento com foto. A Circula
              analisa o cadastro e libera sua participação nos eventos.
            </span>
          </span>
        </li>
      </ol>
      {link === '/auth/verificar-telefone' ? (
        <Link href={link} className={buttonStyles.primary}>
          Verificar telefone
        </Link>
      ) : (
        <p className="rounded-xl bg-brand-50 p-4 text-brand-900 text-sm">
          Próximo passo: o formulário de cadastro de comprador, com seus dados e documentos. Enquanto isso,
          você já pode navegar pelos eventos e favoritar lotes.
        </p>
      )}
    </div>
  );
}
