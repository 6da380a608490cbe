'use client';

import type { StaffAccessWithPermissions } from '@circula/domain';
import { createContext, type ReactNode, useContext } from 'react';
import Link from '@/components/navigation/link';
import { type BackofficeSection, opensSection, type StaffAccessLike, sectionFor } from '../lib/access';
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
