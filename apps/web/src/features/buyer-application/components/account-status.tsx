'use client';

import {
  type AccountBanner,
  accountBannerTexts,
  type BlockReason,
  type VerifyAccountLink as VerifyHref,
} from '@circula/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { UserIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { useSellerMemberships } from '@/features/seller/memberships';
import { useAccount } from '../hooks/use-account';
import { reviewBusinessDays, sitewideBanners } from '../lib/review';

export const blockReasonLabels: Record<BlockReason, string> = {
  UNPAID_FEES: 'Taxas em aberto',
  NATURAL_PERSON_STATUS_INVALID: 'Situação cadastral do CPF irregular',
  JURIDICAL_PERSON_STATUS_INVALID: 'Situação cadastral do CNPJ irregular',
  PENDING_TERM_SIGNATURE: 'Assinatura de termo pendente',
  OTHER: 'Outro motivo',
};

const bannerStyles: Record<AccountBanner, string> = {
  [accountBannerTexts.blocked]: 'border-red-300 bg-red-50 text-red-900',
  [accountBannerTexts.phoneUnverified]: 'border-amber-300 bg-amber-50 text-amber-900',
  [accountBannerTexts.accountUnverified]: 'border-amber-300 bg-amber-50 text-amber-900',
  [accountBannerTexts.underReview]: 'border-sky-300 bg-sky-50 text-sky-900',
};

const bannerHints: Record<AccountBanner, string> = {
  [accountBannerTexts.blocked]: 'Fale com o suporte para saber como regularizar.',
  [accountBannerTexts.phoneUnverified]: 'Confirme seu telefone para continuar o cadastro.',
  [accountBannerTexts.accountUnverified]:
    'Envie seus dados e documentos para participar dos eventos e dar lances.',
  // Shown on every page, lot pages included: what happens next, and when bidding opens.
  [accountBannerTexts.underReview]: `Recebemos seus documentos; a análise costuma levar até ${reviewBusinessDays} dias úteis. Avisaremos por e-mail, e os lances ficam liberados assim que o cadastro for aprovado.`,
};

export interface AccountStatusBannersProps {
  banners: readonly AccountBanner[];
  verifyLink?: VerifyHref | null;
  blockReason?: BlockReason | null;
  className?: string;
}

/** The banners of spec §4, most urgent first, each with what to do about it. */
export function AccountStatusBanners({
  banners,
  verifyLink,
  blockReason,
  className,
}: AccountStatusBannersProps) {
  if (banners.length === 0) return null;
  return (
    <ul aria-label="Situação da conta" className={`flex flex-col gap-2 ${className ?? ''}`}>
      {banners.map((banner) => (
        <li
          key={banner}
          className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border px-4 py-2.5 text-sm ${bannerStyles[banner]}`}
          title={banner === accountBannerTexts.accountUnverified ? bannerHints[banner] : undefined}
        >
          <span>
            <strong className="font-semibold">{banner}</strong>
            <span className="ml-2">
              {banner === accountBannerTexts.blocked && blockReason
                ? `${blockReasonLabels[blockReason]}. ${bannerHints[banner]}`
                : bannerHints[banner]}
            </span>
          </span>
          {banner === accountBannerTexts.phoneUnverified ? (
            <Link href="/auth/verificar-telefone" className="font-semibold underline underline-offset-2">
              Verificar telefone
            </Link>
          ) : null}
          {banner === accountBannerTexts.accountUnverified && verifyLink ? (
            <VerifyAccountLink href={verifyLink} className="font-semibold underline underline-offset-2" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The 'Verificar conta' link; renders nothing when the rules say it should not show (href null). */
export function VerifyAccountLink({
  href,
  className,
}: {
  href: VerifyHref | null | undefined;
  className?: string;
}) {
  if (!href) return null;
  return (
    <Link href={href} className={className}>
      Verificar conta
    </Link>
  );
}

const badgeLabels = { danger: 'Conta bloqueada', warning: 'Conta com pendências' } as const;

/** The avatar with its badge: red dot when blocked, amber when something is pending, none otherwise. */
export function AvatarBadge({
  badge,
  className,
}: {
  badge: 'danger' | 'warning' | null;
  className?: string;
}) {
  return (
    <span className={`relative inline-flex ${className ?? ''}`}>
      <span className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <UserIcon className="size-5" />
      </span>
      {badge ? (
        <span
          role="img"
          aria-label={badgeLabels[badge]}
          data-badge={badge}
          className={`absolute -top-0.5 -right-0.5 size-3 rounded-full ring-2 ring-white ${badge === 'danger' ? 'bg-red-600' : 'bg-amber-400'}`}
        />
      ) : null}
    </span>
  );
}

/** The verification seal of a VERIFIED buyer. */
export function VerifiedSeal({ className }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm ${className ?? ''}`}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current">
        <path d="M10 1.5 12.2 3l2.6-.1.9 2.5 2.2 1.5-.8 2.5.8 2.5-2.2 1.5-.9 2.5-2.6-.1L10 18.5 7.8 17l-2.6.1-.9-2.5-2.2-1.5.8-2.5-.8-2.5 2.2-1.5.9-2.5 2.6.1L10 1.5Zm3.3 6.1-1.1-1.1-3.2 3.3-1.3-1.3-1.1 1.1 2.4 2.4 4.3-4.4Z" />
      </svg>
      Conta verificada
    </span>
  );
}

/** The pages where the phone and the buyer application change: leaving one, the banners are asked again. */
const verificationPages = ['/auth/verificar-telefone', '/auth/verificar-conta'];

/**
 * The account banners at the top of the site for a signed-in user; nothing at all when signed out, and
 * nothing on /conta, which shows them in its own place. A seller's user is not asked on every page to verify
 * as a buyer: /conta still offers it.
 */
export function SignedInBanners() {
  const pathname = usePathname();
  const { session, status, buyer, reload } = useAccount();
  const sellers = useSellerMemberships();
  const previous = useRef(pathname);
  useEffect(() => {
    const left = previous.current;
    previous.current = pathname;
    // "Telefone não verificado" must not outlive the verification the person just finished.
    if (left !== pathname && verificationPages.includes(left)) void reload();
  }, [pathname, reload]);
  if (session.status !== 'signed-in' || !status || pathname === '/conta') return null;
  const banners = sitewideBanners(status.banners, sellers?.sellers.length);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-3">
      <AccountStatusBanners
        banners={banners}
        verifyLink={status.verifyLink}
        blockReason={buyer?.blockReason}
      />
    </div>
  );
}
