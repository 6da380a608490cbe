'use client';

import type { StaffAccessWithPermissions } from '@circula/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { SpinnerIcon } from '@/components/icons';
import {
  type BackofficeSection,
  canRead,
  opensSection,
  type StaffAccessLike,
  sectionFor,
  visibleSections,
} from '../lib/access';
import { SectionsHome } from './sections-home';
import { levelLabels, roleLabels, specialPermissionLabels } from './staff-labels';

const StaffAccessContext = createContext<StaffAccessLike | null>(null);

export function StaffAccessProvider({ access, children }: { access: StaffAccessLike; children: ReactNode }) {
  return <StaffAccessContext.Provider value={access}>{children}</StaffAccessContext.Provider>;
}

/** The signed-in staff member's roles and special permissions (inside the back office's gate). */
export function useStaffAccess(): StaffAccessLike {
  const access = useContext(StaffAccessContext);
  if (!access) throw new Error('useStaffAccess outside StaffGate');
  return access;
}

/** What someone sees on a page their roles do not open: a plain explanation and a way back. */
export function NoPermission() {
  return (
    <section aria-labelledby="sem-permissao" className="mx-auto max-w-xl py-10 text-center">
      <h1 id="sem-permissao" className="font-bold text-2xl">
        Sem permissão
      </h1>
      <p className="mt-3 text-muted">
        Você não tem permissão para ver esta página. Se precisa dela no seu trabalho, peça a uma pessoa com
        administração de Tecnologia para liberar o papel certo.
      </p>
      <Link href="/backoffice" className="mt-6 inline-block underline">
        Voltar ao início do back office
      </Link>
    </section>
  );
}

/** A section's pages: someone without its role sees the "sem permissão" page. */
export function SectionGate({
  section,
  children,
}: {
  section: BackofficeSection['key'];
  children: ReactNode;
}) {
  const access = useStaffAccess();
  if (!opensSection(access, sectionFor(section))) return <NoPermission />;
  return <>{children}</>;
}

/** The home of someone whose roles open no page yet: who they are here, and what comes next. */
export function StaffHome({ access }: { access: StaffAccessLike }) {
  const specials = (access as Partial<StaffAccessWithPermissions>).specialPermissions ?? [];
  return (
    <section aria-labelledby="inicio-back-office" className="max-w-2xl">
      <h1 id="inicio-back-office" className="font-bold text-2xl">
        Bem-vindo(a) ao back office
      </h1>
      <p className="mt-3 text-muted">
        As páginas dos seus papéis ainda não estão no back office. Quando chegarem, aparecem no menu acima,
        sem precisar de nada da sua parte.
      </p>
      <h2 className="mt-6 font-semibold text-lg">Seus papéis</h2>
      <ul className="mt-2 list-disc pl-5">
        {access.roles.map((grant) => (
          <li key={grant.role}>
            {roleLabels[grant.role]} — {levelLabels[grant.level] ?? `nível ${grant.level}`}
          </li>
        ))}
      </ul>
      {specials.length > 0 && (
        <>
          <h2 className="mt-6 font-semibold text-lg">Permissões especiais</h2>
          <ul className="mt-2 list-disc pl-5">
            {specials.map((permission) => (
              <li key={permission}>{specialPermissionLabels[permission]}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-6 text-muted text-sm">
        Precisa de outro acesso? Fale com uma pessoa com administração de Tecnologia.
      </p>
    </section>
  );
}

/**
 * /backoffice: the buyer-application queue for customer support; anyone else goes to the first section
 * their roles open, or, with none yet, gets the staff home.
 */
export function BackofficeHome({ children }: { children: ReactNode }) {
  const access = useStaffAccess();
  const router = useRouter();
  const support = canRead(access, 'CIRCULA_CUSTOMER_SUPPORT');
  // MARKETING's work spans several sections: its home lists them instead of opening the first one.
  const sectionsHome = !support && canRead(access, 'CIRCULA_MARKETING');
  const first = visibleSections(access)[0];
  useEffect(() => {
    if (!support && !sectionsHome && first) router.replace(first.href);
  }, [support, sectionsHome, first, router]);
  if (support) return <>{children}</>;
  if (sectionsHome) return <SectionsHome />;
  if (!first) return <StaffHome access={access} />;
  return (
    <p className="flex items-center gap-2 text-muted" aria-live="polite">
      <SpinnerIcon className="size-5" /> Carregando...
    </p>
  );
}
