'use client';

import {
  type BackofficeRole,
  backofficeRoles,
  formatDateTime,
  type RoleGrant,
  type SpecialPermission,
  type StaffMember,
  specialPermissions,
  staffInvitationResultSchema,
  staffListSchema,
  staffMemberSchema,
} from '@circula/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedJson, authedKey, authedRequest } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { levelLabels, roleLabels, specialPermissionLabels } from './staff-labels';

const listPath = 'backoffice/staff';
const failureMessage = 'Não foi possível concluir. Tente novamente.';
const message = (error: unknown) => failureText(error, failureMessage);
const inputClass = 'mt-1 w-full rounded border border-line px-2 py-1.5';

/** One select per role: "Sem acesso" revokes, a level grants or changes it. */
function RoleSelect({
  member,
  role,
  onChange,
}: {
  member: StaffMember;
  role: BackofficeRole;
  onChange: (member: StaffMember) => void;
}) {
  const current = member.roles.find((grant) => grant.role === role)?.level;
  const [saving, setSaving] = useState(false);
  return (
    <label className="flex items-center justify-between gap-2 text-sm">
      <span>{roleLabels[role]}</span>
      <select
        aria-label={`${roleLabels[role]} de ${member.name}`}
        className="rounded border border-line px-2 py-1"
        disabled={saving}
        value={current === undefined ? '' : String(current)}
        onChange={async (event) => {
          const value = event.target.value;
          setSaving(true);
          try {
            const path = `backoffice/staff/${member.userId}/roles/${role}`;
            const saved =
              value === ''
                ? await authedJson(path, staffMemberSchema, { method: 'DELETE' })
                : await authedJson(path, staffMemberSchema, {
                    method: 'PUT',
                    json: { level: Number(value) },
                  });
            toast.success(value === '' ? 'Papel retirado' : 'Papel atualizado');
            onChange(saved);
          } catch (error) {
            toast.error(message(error));
          } finally {
            setSaving(false);
          }
        }}
      >
        <option value="">Sem acesso</option>
        {[0, 1, 2].map((level) => (
          <option key={level} value={level}>
            {levelLabels[level]}
          </option>
        ))}
      </select>
    </label>
  );
}

function SpecialToggle({
  member,
  permission,
  onChange,
}: {
  member: StaffMember;
  permission: SpecialPermission;
  onChange: (member: StaffMember) => void;
}) {
  const held = member.specialPermissions.includes(permission);
  const [saving, setSaving] = useState(false);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={held}
        disabled={saving}
        onChange={async () => {
          setSaving(true);
          try {
            const saved = await authedJson(
              `backoffice/staff/${member.userId}/special-permissions/${permission}`,
              staffMemberSchema,
              { method: held ? 'DELETE' : 'PUT' },
            );
            toast.success(held ? 'Permissão retirada' : 'Permissão concedida');
            onChange(saved);
          } catch (error) {
            toast.error(message(error));
          } finally {
            setSaving(false);
          }
        }}
      />
      {specialPermissionLabels[permission]}
    </label>
  );
}

function MemberCard({ member, onChange }: { member: StaffMember; onChange: (member: StaffMember) => void }) {
  return (
    <li className="rounded-lg border border-line bg-white p-4">
      <h3 className="font-semibold">{member.name}</h3>
      <p className="break-all text-muted text-sm">{member.email}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 font-medium text-sm">Papéis e níveis</legend>
          {backofficeRoles.map((role) => (
            <RoleSelect key={role} member={member} role={role} onChange={onChange} />
          ))}
        </fieldset>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 font-medium text-sm">Permissões especiais</legend>
          {specialPermissions.map((permission) => (
            <SpecialToggle key={permission} member={member} permission={permission} onChange={onChange} />
          ))}
        </fieldset>
      </div>
    </li>
  );
}

interface InviteFields {
  email: string;
  roles: Partial<Record<(typeof backofficeRoles)[number], string>>;
  special: Partial<Record<(typeof specialPermissions)[number], boolean>>;
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const { register, handleSubmit, reset } = useForm<InviteFields>({
    defaultValues: { email: '', roles: {}, special: {} },
  });
  const invite = useMutation(
    (fields: InviteFields) => {
      const roles: RoleGrant[] = backofficeRoles.flatMap((role) => {
        const level = fields.roles[role] ?? '';
        return level === '' ? [] : [{ role, level: Number(level) as RoleGrant['level'] }];
      });
      const permissions = specialPermissions.filter((permission) => fields.special[permission] === true);
      return authedJson('backoffice/staff/invitations', staffInvitationResultSchema, {
        method: 'POST',
        json: { email: fields.email, roles, specialPermissions: permissions },
      });
    },
    {
      success: (result) =>
        result.outcome === 'GRANTED'
          ? 'Essa pessoa já tinha conta: os acessos valem a partir de agora'
          : 'Convite enviado por e-mail',
      fallback: failureMessage,
      errorAs: 'toast',
      onSuccess: () => {
        reset();
        onDone();
      },
    },
  );
  return (
    <form
      aria-label="Convidar para a equipe"
      className="grid gap-3 rounded-lg border border-line bg-white p-4"
      onSubmit={handleSubmit((fields) => invite.run(fields))}
    >
      <h2 className="font-semibold text-lg">Convidar para a equipe</h2>
      <label className="text-sm">
        E-mail
        <input {...register('email')} type="email" required autoComplete="off" className={inputClass} />
      </label>
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 font-medium text-sm">Papéis</legend>
          {backofficeRoles.map((role) => (
            <label key={role} className="flex items-center justify-between gap-2 text-sm">
              <span>{roleLabels[role]}</span>
              <select {...register(`roles.${role}`)} className="rounded border border-line px-2 py-1">
                <option value="">Sem acesso</option>
                {[0, 1, 2].map((level) => (
                  <option key={level} value={level}>
                    {levelLabels[level]}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1 font-medium text-sm">Permissões especiais</legend>
          {specialPermissions.map((permission) => (
            <label key={permission} className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register(`special.${permission}`)} />
              {specialPermissionLabels[permission]}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="text-muted text-sm">
        Quem já tem conta recebe os acessos na hora. Um e-mail sem conta recebe um convite, válido por 7 dias,
        aceito ao criar a conta ou entrar com esse e-mail.
      </p>
      <button type="submit" className={buttonStyles.primary} disabled={invite.pending}>
        {invite.pending ? 'Enviando...' : 'Convidar'}
      </button>
    </form>
  );
}

/** /backoffice/equipe: who holds what, invitations, and every grant changed one by one (TECH admins). */
export function StaffManagementPage() {
  const list = useSWR(authedKey(listPath), authedFetcherOf(staffListSchema), { revalidateOnFocus: false });
  const [filter, setFilter] = useState('');
  if (list.error && !list.data) {
    return (
      <p role="alert" className="font-medium text-red-700">
        {message(list.error)}
      </p>
    );
  }
  if (!list.data) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  const replaceMember = (member: StaffMember) =>
    list.mutate(
      (current) =>
        current && {
          ...current,
          staff: current.staff.map((row) => (row.userId === member.userId ? member : row)),
        },
      { revalidate: true },
    );
  const needle = filter.trim().toLowerCase();
  const shown = list.data.staff.filter(
    (member) => !needle || `${member.name} ${member.email}`.toLowerCase().includes(needle),
  );
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl">Equipe</h1>
      <RefreshFailure error={list.error} />
      <InviteForm onDone={() => list.mutate()} />
      {list.data.invitations.length > 0 && (
        <section aria-labelledby="convites">
          <h2 id="convites" className="font-semibold text-lg">
            Convites em aberto
          </h2>
          <ul className="mt-2 grid gap-2">
            {list.data.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border border-line bg-white p-3 text-sm"
              >
                <span>
                  <strong>{invitation.email}</strong> —{' '}
                  {[
                    ...invitation.roles.map(
                      (grant) => `${roleLabels[grant.role]} (${levelLabels[grant.level]})`,
                    ),
                    ...invitation.specialPermissions.map((permission) => specialPermissionLabels[permission]),
                  ].join(', ')}
                  <span className="block text-muted">
                    Válido até {formatDateTime(invitation.expiresAt)}
                    {invitation.invitedByName ? ` · convite de ${invitation.invitedByName}` : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="underline"
                  onClick={async () => {
                    try {
                      await authedRequest(`backoffice/staff/invitations/${invitation.id}`, {
                        method: 'DELETE',
                      });
                      toast.success('Convite cancelado');
                      list.mutate();
                    } catch (error) {
                      toast.error(message(error));
                    }
                  }}
                >
                  Cancelar convite
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pessoas">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="pessoas" className="font-semibold text-lg">
            Pessoas da equipe ({list.data.staff.length})
          </h2>
          <label className="text-sm">
            Buscar por nome ou e-mail
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className={inputClass}
            />
          </label>
        </div>
        <p className="mt-1 text-muted text-sm">
          Ninguém muda os próprios acessos: para isso, peça a outra pessoa com administração de Tecnologia.
        </p>
        <ul className="mt-3 grid gap-3">
          {shown.map((member) => (
            <MemberCard key={member.userId} member={member} onChange={replaceMember} />
          ))}
        </ul>
      </section>
    </div>
  );
}
