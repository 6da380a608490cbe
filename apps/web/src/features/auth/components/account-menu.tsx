'use client';

import { type AccountBanner, formatPhone } from '@circula/domain';
import type { ReactElement, ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { publicConfig } from '@/config/public';
import { useAccount } from '@/features/buyer-application/account';
import { CreditsMenuLine } from '@/features/credits/menu';
import { useSpecialOffersAccess } from '@/features/special-offers';
import { useCurrentUser } from '../hooks/use-auth';
import { useAuthUi } from './auth-provider';
import { type accountState, useAccountMenuState } from './avatar-status';

const bannerTooltips: Partial<Record<AccountBanner, string>> = {
  'Conta não verificada': 'Envie seus dados e documentos para poder dar lances e comprar nos eventos.',
  'Cadastro em análise': 'Recebemos seus dados. Avisaremos por email quando a análise terminar.',
  'Conta bloqueada': 'Sua conta está bloqueada. Fale com o suporte.',
};

type Wrap = (element: ReactElement) => ReactNode;
const asIs: Wrap = (element) => element;

const itemClass =
  'block w-full rounded-lg px-2 py-2 text-left text-sm outline-none hover:bg-brand-50 data-highlighted:bg-brand-50';

/**
 * The account part of the avatar menu (spec §2). `wrap` lets the desktop dropdown turn each entry into a
 * menu item; the mobile drawer shows them as they are. `onNavigate` closes the surrounding menu.
 */
export function AccountMenuPanel({ wrap = asIs, onNavigate }: { wrap?: Wrap; onNavigate?: () => void }) {
  const { auth, user } = useCurrentUser();
  const ui = useAuthUi();
  const state = useAccountMenuState(user);
  const buyer = useAccount().buyer;
  const buyerId = buyer?.id ?? null;
  const specialOffers = useSpecialOffersAccess();

  if (auth.status !== 'signed-in') {
    return (
      <div className="space-y-3">
        <p className="font-semibold text-ink">Entre ou crie uma conta</p>
        <div className="flex gap-2">
          {wrap(
            <button
              type="button"
              className={`${buttonStyles.primary} flex-1`}
              onClick={() => {
                onNavigate?.();
                ui.openSignIn();
              }}
            >
              Entrar
            </button>,
          )}
          {wrap(
            <button
              type="button"
              className={`${buttonStyles.secondary} flex-1`}
              onClick={() => {
                onNavigate?.();
                ui.openSignUp();
              }}
            >
              Criar conta
            </button>,
          )}
        </div>
      </div>
    );
  }

  const sellHref = publicConfig.sellFormUrl;
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-semibold text-ink">
            <span className="truncate">{state?.username || 'Você'}</span>
            {state?.verified ? (
              <span title="Conta verificada" className="text-brand-700">
                <SealIcon />
                <span className="sr-only">Conta verificada</span>
              </span>
            ) : (
              <span title="Conta não verificada" className="text-slate-400">
                <SealIcon />
                <span className="sr-only">Conta não verificada</span>
              </span>
            )}
          </p>
          <p className="truncate text-muted text-sm">{user?.email}</p>
          {buyerId ? (
            <Link
              href="/conta#creditos"
              className="text-brand-800 text-sm hover:underline"
              onClick={onNavigate}
            >
              <CreditsMenuLine balance={buyer?.buyerCredits} />
            </Link>
          ) : null}
        </div>
      </div>
      {state ? (
        <AccountBanners state={state} phone={user?.phone ?? null} onNavigate={onNavigate} wrap={wrap} />
      ) : null}
      <ul className="space-y-0.5 border-line border-t pt-2">
        <li>
          {wrap(
            <Link href="/conta" className={itemClass} onClick={onNavigate}>
              Minha Conta
            </Link>,
          )}
        </li>
        <li>
          {wrap(
            sellHref ? (
              <a
                href={sellHref}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                onClick={onNavigate}
              >
                Anuncie na Circula
              </a>
            ) : (
              <Link href="/suporte#contato" className={itemClass} onClick={onNavigate}>
                Anuncie na Circula
              </Link>
            ),
          )}
        </li>
        {specialOffers ? (
          <li>
            {wrap(
              <Link href="/conta#ofertas-especiais" className={itemClass} onClick={onNavigate}>
                Ofertas Especiais
              </Link>,
            )}
          </li>
        ) : null}
        <li>
          {wrap(
            <Link href="/suporte" className={itemClass} onClick={onNavigate}>
              Ajuda
            </Link>,
          )}
        </li>
        <li>
          {wrap(
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                onNavigate?.();
                void ui.signOut();
              }}
            >
              Sair
            </button>,
          )}
        </li>
      </ul>
    </div>
  );
}

function AccountBanners({
  state,
  phone,
  onNavigate,
  wrap,
}: {
  state: ReturnType<typeof accountState>;
  phone: string | null;
  onNavigate: (() => void) | undefined;
  wrap: Wrap;
}) {
  if (state.banners.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Pendências da conta">
      {state.banners.map((banner) => (
        <li
          key={banner}
          title={bannerTooltips[banner]}
          className={`rounded-lg px-3 py-2 text-sm ${banner === 'Conta bloqueada' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
        >
          <strong className="block">{banner}</strong>
          {banner === 'Telefone não verificado' ? (
            wrap(
              <Link href="/auth/verificar-telefone" className="underline" onClick={onNavigate}>
                {phone ? `Verificar ${formatPhone(phone)}` : 'Verificar telefone'}
              </Link>,
            )
          ) : banner === 'Conta não verificada' ? (
            <>
              <span className="block text-xs">{bannerTooltips[banner]}</span>
              {state.verifyLink
                ? wrap(
                    <Link href={state.verifyLink} className="underline" onClick={onNavigate}>
                      Verificar conta
                    </Link>,
                  )
                : null}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SealIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M12 1.5l2.4 1.8 3-.2.9 2.9 2.5 1.7-.9 2.9.9 2.9-2.5 1.7-.9 2.9-3-.2L12 22.5l-2.4-1.8-3 .2-.9-2.9-2.5-1.7.9-2.9-.9-2.9 2.5-1.7.9-2.9 3 .2L12 1.5zm-1.2 13.7l5.6-5.6-1.4-1.4-4.2 4.2-2-2-1.4 1.4 3.4 3.4z" />
    </svg>
  );
}
