import {
  type BackofficeRole,
  type PermissionLevel,
  permissionLevels,
  type SpecialPermission,
  type StaffAccess,
} from '@circula/domain';

export const staffAccessPath = 'backoffice/me';

/** The back office's name in the tab (the root's template adds the site's). */
export const backofficeTitle = 'Back office';

/** GET /backoffice/me: roles with levels and, from the API, the special permissions. */
export type StaffAccessLike = StaffAccess & { specialPermissions?: readonly SpecialPermission[] };

/** One way into a section: a role at a level or above, or a special permission. */
export type SectionRequirement =
  | { role: BackofficeRole; level: PermissionLevel }
  | { special: SpecialPermission };

/**
 * A part of the back office and who opens it: the same rule the API's permission table applies to the
 * section's routes (apps/api/src/backoffice/route-permissions.ts), which still checks every call.
 */
export interface BackofficeSection {
  key:
    | 'cadastros'
    | 'compradores'
    | 'pagamentos'
    | 'receitas'
    | 'creditos'
    | 'reembolsos'
    | 'indicacoes'
    | 'equipe'
    | 'leiloeiros'
    | 'caixa-de-saida'
    | 'tarefas'
    | 'auditoria'
    | 'catalogo'
    | 'emails'
    | 'banners'
    | 'ofertas-especiais'
    | 'campanhas';
  label: string;
  href: string;
  anyOf: readonly SectionRequirement[];
}

const { READ, WRITE, ADMIN } = permissionLevels;

export const backofficeSections: readonly BackofficeSection[] = [
  {
    key: 'cadastros',
    label: 'Cadastros',
    href: '/backoffice',
    anyOf: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: READ }],
  },
  {
    key: 'compradores',
    label: 'Compradores',
    href: '/backoffice/compradores',
    anyOf: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: READ }],
  },
  {
    key: 'pagamentos',
    label: 'Pagamentos',
    href: '/backoffice/pagamentos',
    anyOf: [{ role: 'CIRCULA_FINANCE', level: READ }],
  },
  {
    key: 'receitas',
    label: 'Receitas',
    href: '/backoffice/receitas',
    // A special permission, granted one by one: FINANCE does not bring it (decision 187).
    anyOf: [{ special: 'VIEW_REVENUES' }],
  },
  {
    key: 'creditos',
    label: 'Créditos',
    href: '/backoffice/creditos',
    anyOf: [
      { role: 'CIRCULA_CUSTOMER_SUPPORT', level: WRITE },
      { role: 'CIRCULA_MARKETING', level: WRITE },
      { special: 'APPROVE_BUYER_CREDIT' },
    ],
  },
  {
    key: 'reembolsos',
    label: 'Reembolsos',
    href: '/backoffice/reembolsos',
    // FINANCE records the PIX transfers of approved refunds.
    anyOf: [
      { role: 'CIRCULA_CUSTOMER_SUPPORT', level: READ },
      { role: 'CIRCULA_FINANCE', level: READ },
    ],
  },
  {
    key: 'indicacoes',
    label: 'Indicações',
    href: '/backoffice/indicacoes',
    // Support answers buyers about their referrals; marketing runs the programme.
    anyOf: [
      { role: 'CIRCULA_MARKETING', level: READ },
      { role: 'CIRCULA_CUSTOMER_SUPPORT', level: READ },
    ],
  },
  {
    key: 'equipe',
    label: 'Equipe',
    href: '/backoffice/equipe',
    anyOf: [{ role: 'CIRCULA_TECH', level: ADMIN }],
  },
  {
    key: 'leiloeiros',
    label: 'Leiloeiros',
    href: '/backoffice/leiloeiros',
    // Linking a user to an auctioneer opens the auctioneer area: an access grant, like Equipe (decision 210).
    anyOf: [{ role: 'CIRCULA_TECH', level: ADMIN }],
  },
  {
    key: 'caixa-de-saida',
    label: 'Caixa de saída',
    href: '/backoffice/caixa-de-saida',
    anyOf: [{ role: 'CIRCULA_TECH', level: READ }],
  },
  {
    key: 'tarefas',
    label: 'Tarefas',
    href: '/backoffice/tarefas',
    anyOf: [{ role: 'CIRCULA_TECH', level: READ }],
  },
  {
    key: 'auditoria',
    label: 'Auditoria',
    href: '/backoffice/auditoria',
    anyOf: [{ role: 'CIRCULA_TECH', level: READ }],
  },
  {
    key: 'catalogo',
    label: 'Catálogo',
    href: '/backoffice/catalogo',
    anyOf: [{ role: 'CIRCULA_CATALOGGER', level: READ }],
  },
  {
    key: 'emails',
    label: 'E-mails',
    href: '/backoffice/emails',
    anyOf: [{ role: 'CIRCULA_TECH', level: READ }],
  },
  {
    key: 'campanhas',
    label: 'Campanhas',
    href: '/backoffice/campanhas',
    // MARKETING writes newsletter campaigns; the holders of a newsletter approval permission approve them.
    anyOf: [
      { role: 'CIRCULA_MARKETING', level: READ },
      { special: 'APPROVE_MAIN_NEWSLETTER' },
      { special: 'APPROVE_PARTNER_NEWSLETTER' },
    ],
  },
  {
    key: 'banners',
    label: 'Banners',
    href: '/backoffice/banners',
    anyOf: [{ role: 'CIRCULA_MARKETING', level: READ }],
  },
  {
    key: 'ofertas-especiais',
    label: 'Ofertas Especiais',
    href: '/backoffice/ofertas-especiais',
    anyOf: [{ role: 'CIRCULA_MARKETING', level: READ }],
  },
];

export function levelOf(access: StaffAccessLike | null | undefined, role: BackofficeRole): number | null {
  return access?.roles.find((grant) => grant.role === role)?.level ?? null;
}

export function canRead(access: StaffAccessLike | null | undefined, role: BackofficeRole): boolean {
  return (levelOf(access, role) ?? -1) >= READ;
}

export function canAct(access: StaffAccessLike | null | undefined, role: BackofficeRole): boolean {
  return (levelOf(access, role) ?? -1) >= WRITE;
}

export function hasSpecial(
  access: StaffAccessLike | null | undefined,
  permission: SpecialPermission,
): boolean {
  return access?.specialPermissions?.includes(permission) ?? false;
}

/** Whether someone is staff at all: any back-office role opens the back office (and its home). */
export function isStaff(access: StaffAccessLike | null | undefined): boolean {
  return (access?.roles.length ?? 0) > 0;
}

/** The sections this person may open, in the navigation's order. */
export function visibleSections(access: StaffAccessLike | null | undefined): BackofficeSection[] {
  return backofficeSections.filter((section) => opensSection(access, section));
}

export function sectionFor(key: BackofficeSection['key']): BackofficeSection {
  return backofficeSections.find((section) => section.key === key)!;
}

/** Whether the person may open the section: any one of its requirements. */
export function opensSection(
  access: StaffAccessLike | null | undefined,
  section: BackofficeSection,
): boolean {
  return section.anyOf.some((requirement) =>
    'special' in requirement
      ? hasSpecial(access, requirement.special)
      : (levelOf(access, requirement.role) ?? -1) >= requirement.level,
  );
}

/** The section a path belongs to (the application pages belong to Cadastros). */
export function sectionOfPath(pathname: string): BackofficeSection['key'] | null {
  const own = backofficeSections.find(
    (section) => section.href !== '/backoffice' && pathname.startsWith(section.href),
  );
  if (own) return own.key;
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/cadastros')) {
    return 'cadastros';
  }
  return null;
}
