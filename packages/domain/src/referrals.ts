import { slugify } from './slug.js';

/** What the fraud rules compare of the two people of a referral (spec §5). */
export interface ReferralParty {
  userId: string;
  email: string;
  phone: string | null;
  taxIds: readonly string[];
}

/**
 * The mailbox an address really reaches: lower case, without a "+tag", and for Gmail without dots, so
 * `ana.silva+x@gmail.com` and `anasilva@gmail.com` are the same person.
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0]!;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? untagged.replace(/\./g, '') : untagged}@${gmail ? 'gmail.com' : domain}`;
}

const digits = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * Why a referral is a self-referral, or null: the same account, the same e-mail mailbox, the same phone or
 * the same tax id (CPF/CNPJ) on both sides (spec §5 "Forbidden: self-referral, multiple or fake accounts").
 */
export function selfReferralReason(referrer: ReferralParty, referred: ReferralParty): string | null {
  if (referrer.userId === referred.userId) return 'Indicação da própria conta';
  if (canonicalEmail(referrer.email) === canonicalEmail(referred.email))
    return 'Autoindicação: mesmo e-mail nas duas contas';
  if (referrer.phone && referred.phone && referrer.phone === referred.phone)
    return 'Autoindicação: mesmo telefone nas duas contas';
  const own = new Set(referrer.taxIds.map(digits));
  if (referred.taxIds.some((taxId) => own.has(digits(taxId))))
    return 'Autoindicação: mesmo CPF/CNPJ nas duas contas';
  return null;
}

/** A new personal link's slug: the first name (letters and digits) and a random suffix. */
export function referralSlugFor(name: string, suffix: string): string {
  const first = slugify(name.split(/\s+/)[0] ?? '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return `${first || 'circula'}-${suffix}`;
}

/** Only the first name of a referred person is shown to the referrer. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
