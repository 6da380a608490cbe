import type { BackofficeRole, OutboxStatus, SpecialPermission } from '@circula/domain';

export const roleLabels: Record<BackofficeRole, string> = {
  CIRCULA_BACKOFFICE: 'Back office (base)',
  CIRCULA_CATALOGGER: 'Catálogo',
  CIRCULA_MARKETING: 'Marketing',
  CIRCULA_FINANCE: 'Financeiro',
  CIRCULA_TECH: 'Tecnologia',
  CIRCULA_CUSTOMER_SUPPORT: 'Atendimento',
};

export const levelLabels: Record<number, string> = { 0: 'Leitura', 1: 'Ação', 2: 'Administração' };

export const specialPermissionLabels: Record<SpecialPermission, string> = {
  APPROVE_MAIN_NEWSLETTER: 'Aprovar a newsletter principal',
  APPROVE_PARTNER_NEWSLETTER: 'Aprovar newsletter de parceiro',
  VIEW_REVENUES: 'Ver receitas',
  CREATE_USER_LOGIN_LINKS: 'Criar link de acesso de usuário',
  CREATE_REFERENCES: 'Criar referências',
  APPROVE_BUYER_CREDIT: 'Aprovar crédito de comprador',
};

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  SENT: 'Enviada',
  PENDING: 'Na fila',
  FAILED: 'Com falha',
};
