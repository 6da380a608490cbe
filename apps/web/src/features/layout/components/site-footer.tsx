import { officialAuctioneers } from '@circula/domain';
import type { ReactNode } from 'react';
import { LogoWide } from '@/components/brand/logo';
import {
  ChatIcon,
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  MailIcon,
  YoutubeIcon,
} from '@/components/icons';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import { legalVersions } from '@/features/legal';
import { opportunityAreas, opportunityHref } from '@/features/opportunities';
import { formatMonthYear } from '@/lib/format/date';
import { formatBrazilianPhone } from '@/lib/format/phone';
import { CurrentYear } from './current-year';

const businessHours = 'Atendimento: 8h-17h em dias úteis';

const socialLinks = [
  { label: 'Instagram', href: publicConfig.instagramUrl, Icon: InstagramIcon },
  { label: 'LinkedIn', href: publicConfig.linkedinUrl, Icon: LinkedinIcon },
  { label: 'Facebook', href: publicConfig.facebookUrl, Icon: FacebookIcon },
  { label: 'YouTube', href: publicConfig.youtubeUrl, Icon: YoutubeIcon },
].filter((link): link is typeof link & { href: string } => Boolean(link.href));

const whatsappHref = `https://wa.me/${publicConfig.whatsappNumber}`;

function LegalLinks() {
  const items = [
    { href: '/termos', label: 'Termos de uso', version: legalVersions.terms },
    { href: '/privacidade', label: 'Política de privacidade', version: legalVersions.privacy },
  ];
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
      {items.map((item) => (
        <li key={item.href} className="flex items-center gap-2">
          <Link href={item.href} className="underline-offset-4 hover:underline">
            {item.label}
          </Link>
          <span className="rounded-full bg-brand-800 px-2 py-0.5 font-medium text-[0.7rem] text-brand-100">
            <span className="sr-only">versão de </span>
            {formatMonthYear(item.version)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SocialLinks() {
  if (socialLinks.length === 0) return null;
  return (
    <ul className="flex items-center gap-2" aria-label="Redes sociais">
      {socialLinks.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-10 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
          >
            <Icon className="size-[1.1rem]" />
            <span className="sr-only">{label} da Circula (abre em nova aba)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ContactList() {
  return (
    <ul className="space-y-3 text-sm">
      <li>
        <a
          href={`mailto:${publicConfig.contactEmail}`}
          className="inline-flex items-center gap-2 hover:underline"
        >
          <MailIcon className="size-4 shrink-0" />
          {publicConfig.contactEmail}
        </a>
      </li>
      <li>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 hover:underline"
        >
          <ChatIcon className="size-4 shrink-0" />
          WhatsApp {formatBrazilianPhone(publicConfig.whatsappNumber)}
        </a>
      </li>
      <li className="inline-flex items-center gap-2">
        <ClockIcon className="size-4 shrink-0" />
        {businessHours}
      </li>
    </ul>
  );
}

function Copyright() {
  return (
    <p>
      © <CurrentYear initial={new Date().getFullYear()} /> Circula. Todos os direitos reservados.
    </p>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 font-semibold text-sm text-white uppercase tracking-wider">{title}</h2>
      {children}
    </div>
  );
}

const linkClass = 'hover:underline underline-offset-4';

export function SiteFooter({ variant = 'full' }: { variant?: 'full' | 'simple' }) {
  if (variant === 'simple') {
    return (
      <footer className="bg-brand-900 text-brand-100 text-sm">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <LegalLinks />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <a href={`mailto:${publicConfig.contactEmail}`} className={linkClass}>
              {publicConfig.contactEmail}
            </a>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={linkClass}>
              WhatsApp {formatBrazilianPhone(publicConfig.whatsappNumber)}
            </a>
            <span>{businessHours}</span>
          </div>
          <div className="flex items-center justify-between gap-4">
            <Copyright />
            <SocialLinks />
          </div>
        </div>
      </footer>
    );
  }

  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]">
        <div className="space-y-4">
          <span className="inline-block rounded-xl bg-white px-3 py-2">
            <LogoWide />
          </span>
          <p className="max-w-xs text-sm leading-relaxed">
            Leilões e vendas diretas de bens de empresas e pessoas. Cada item que circula é menos desperdício
            e mais oportunidade.
          </p>
          <SocialLinks />
        </div>
        <FooterColumn title="Institucional">
          <ul className="space-y-2.5 text-sm">
            <li>
              <Link href="/como-funciona" className={linkClass}>
                Como funciona
              </Link>
            </li>
            <li>
              <Link href="/sobre-nos" className={linkClass}>
                Sobre nós
              </Link>
            </li>
            <li>
              <Link href="/categorias" className={linkClass}>
                Categorias
              </Link>
            </li>
            <li>
              <Link href="/suporte#FAQ" className={linkClass}>
                Perguntas frequentes
              </Link>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn title="Oportunidades">
          <ul className="space-y-2.5 text-sm">
            {opportunityAreas.map((area) => (
              <li key={area.slug}>
                <Link href={opportunityHref(area.slug)} className={linkClass}>
                  {area.title}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Atendimento">
          <ContactList />
          <p className="mt-4 text-sm">
            <Link href="/suporte#contato" className={`${linkClass} font-semibold text-white`}>
              Fale conosco
            </Link>
          </p>
        </FooterColumn>
      </div>
      <div className="border-brand-800 border-t">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 text-sm sm:px-6">
          <p className="text-brand-200 text-xs leading-relaxed">
            Leilões conduzidos por leiloeiros oficiais:{' '}
            {officialAuctioneers.map((auctioneer, index) => (
              <span key={auctioneer.name}>
                {index > 0 ? ' e ' : ''}
                {auctioneer.name} ({auctioneer.registration})
              </span>
            ))}
            .
          </p>
          <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <LegalLinks />
            <Copyright />
          </div>
        </div>
      </div>
    </footer>
  );
}
