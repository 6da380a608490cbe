import { type BackofficeRole, permissionLevels, type StaffAccess } from '@circula/domain';

export const staffAccessPath = 'backoffice/me';

/** A part of the back office and the role that opens it (the API checks the same role on every call). */
export interface BackofficeSection {
  key: 'cadastros' | 'pagamentos' | 'creditos' | 'reembolsos' | 'emails';
  label: string;
  href: string;
  role: BackofficeRole;
  /** Other roles that also open it (FINANCE records refund transfers). */
  alsoRoles?: readonly BackofficeRole[];
}

export const backofficeSections: readonly BackofficeSection[] = [
  { key: 'cadastros', label: 'Cadastros', href: '/backoffice', role: 'CIRCULA_CUSTOMER_SUPPORT' },
  { key: 'pagamentos', label: 'Pagamentos', href: '/backoffice/pagamentos', role: 'CIRCULA_FINANCE' },
  { key: 'creditos', label: 'Créditos', href: '/backoffice/creditos', role: 'CIRCULA_CUSTOMER_SUPPORT' },
  {
    key: 'reembolsos',
    label: 'Reembolsos',
    href: '/backoffice/reembolsos',
    role: 'CIRCULA_CUSTOMER_SUPPORT',
    alsoRoles: ['CIRCULA_FINANCE'],
  },
  { key: 'emails', label: 'E-mails', href: '/backoffice/emails', role: 'CIRCULA_TECH' },
];

export function levelOf(access: StaffAccess | null | undefined, role: BackofficeRole): number | null {
  return access?.roles.find((grant) => grant.role === role)?.level ?? null;
}

export function canRead(access: StaffAccess | null | undefined, role: BackofficeRole): boolean {
  return (levelOf(access, role) ?? -1) >= permissionLevels.READ;
}

export function canAct(access: StaffAccess | null | undefined, role: BackofficeRole): boolean {
  return (levelOf(access, role) ?? -1) >= permissionLevels.WRITE;
}

/** The sections this person may open, in the navigation's order. */
export function visibleSections(access: StaffAccess | null | undefined): BackofficeSection[] {
  return backofficeSections.filter((section) => opensSection(access, section));
}

export function sectionFor(key: BackofficeSection['key']): BackofficeSection {
  return backofficeSections.find((section) => section.key === key)!;
}

/** Whether the person may open the section: its role, or one of its other roles, at any level. */
export function opensSection(access: StaffAccess | null | undefined, section: BackofficeSection): boolean {
  return [section.role, ...(section.alsoRoles ?? [])].some((role) => canRead(access, role));
}
