'use client';

import {
  type AuditLogEntry,
  auditActionName,
  auditActionOptions,
  auditLogPageSchema,
  emailTemplateListSchema,
  formatCount,
  formatDateTime,
  jobHealthSchema,
  jobQueueDescription,
  type OutboxStatus,
  outboxPageSchema,
  outboxStatuses,
  smsTypeLabels,
} from '@circula/domain';
import { type ReactNode, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { RefreshFailure } from '@/components/ui/load-failure';
import { authedFetcherOf, authedKey, authedRequest } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { canAct, opensSection, type StaffAccessLike, sectionFor } from '../lib/access';
import { auditEntityKinds, auditEntityOptions } from '../lib/audit-entities';
import { emailTemplatesPath } from './email-preview-page';
import { Pager } from './pager';
import { useStaffAccess } from './staff-access';
import { outboxStatusLabels } from './staff-labels';

const pageSize = 25;
const inputClass = 'mt-1 w-full rounded border border-line px-2 py-1.5';
const message = (error: unknown) => failureText(error, 'Não foi possível concluir. Tente novamente.');

function Loading() {
  return (
    <p className="flex items-center gap-2 text-muted" aria-live="polite">
      <SpinnerIcon className="size-5" /> Carregando...
    </p>
  );
}

function Failure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="font-medium text-red-700">
      {message(error)}
    </p>
  );
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

type Filters = Record<string, string>;

/** Filters typed in a form and applied on submit (Enter), so each keystroke does not hit the API. */
function FilterForm({
  label,
  children,
  onApply,
}: {
  label: string;
  /** The filter fields, given react-hook-form's register for their names. */
  children: (register: UseFormRegister<Filters>) => ReactNode;
  onApply: (values: Filters) => void;
}) {
  const { register, handleSubmit } = useForm<Filters>();
  return (
    <form
      aria-label={label}
      className="grid items-end gap-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={handleSubmit(onApply)}
    >
      {children(register)}
      <button type="submit" className="rounded-lg border border-line bg-white px-3 py-1.5 text-sm">
        Filtrar
      </button>
    </form>
  );
}

/**
 * The outbox's message types by their pt-BR names ("Lance superado"), sorted by name, for its rows and type
 * filter: the e-mail templates and the SMS messages. Empty until the templates load (or if they cannot be
 * read): the rows then show the codes themselves.
 */
function useTemplateNames() {
  const { data } = useSWR(authedKey(emailTemplatesPath), authedFetcherOf(emailTemplateListSchema));
  const sms = Object.entries(smsTypeLabels).map(([type, label]) => ({ type, label }));
  const templates = [...(data?.templates ?? []), ...(data ? sms : [])].sort((a, b) =>
    a.label.localeCompare(b.label, 'pt-BR'),
  );
  const names = new Map<string, string>(templates.map((template) => [template.type, template.label]));
  return { templates, nameOf: (type: string) => names.get(type) ?? type };
}

/** "Papel concedido", with its code beneath for those who look it up; a code without a name, as written. */
function AuditActionName({ code }: { code: string }) {
  const label = auditActionName(code);
  if (!label) return <span className="font-mono">{code}</span>;
  return (
    <>
      <span className="font-semibold">{label}</span>
      <span className="block font-mono text-muted text-xs">{code}</span>
    </>
  );
}

/**
 * "Pagamento 3f2a…": the record an audit row is about, in words, linked to its back-office page when it has
 * one and the reader's roles open it (the id stays whole, to copy into a filter).
 */
function AuditEntity({ access, type, id }: { access: StaffAccessLike; type: string; id: string }) {
  const kind = auditEntityKinds[type];
  const record = kind?.record;
  return (
    <span className="block break-all text-muted">
      {kind?.label ?? type}{' '}
      {record && opensSection(access, sectionFor(record.section)) ? (
        <Link href={record.href(id)} className="text-brand-800 underline underline-offset-2">
          {id}
        </Link>
      ) : (
        id
      )}
    </span>
  );
}

/** /backoffice/caixa-de-saida: e-mails and SMS written to the outbox, links and codes hidden by the API. */
export function OutboxPageView() {
  const [filters, setFilters] = useState<{ status?: OutboxStatus; to?: string; type?: string }>({});
  const [page, setPage] = useState(1);
  const path = `backoffice/outbox?${query({ ...filters, take: pageSize, skip: (page - 1) * pageSize })}`;
  const list = useSWR(authedKey(path), authedFetcherOf(outboxPageSchema), { keepPreviousData: true });
  const { templates, nameOf } = useTemplateNames();
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">Caixa de saída</h1>
      <p className="text-muted text-sm">Links e códigos das mensagens aparecem ocultos.</p>
      <FilterForm
        label="Filtrar mensagens"
        onApply={(form) => {
          const status = form.status ?? '';
          setFilters({
            status: (outboxStatuses as readonly string[]).includes(status)
              ? (status as OutboxStatus)
              : undefined,
            to: form.to || undefined,
            type: form.type || undefined,
          });
          setPage(1);
        }}
      >
        {(register) => (
          <>
            <label className="text-sm">
              Situação
              <select {...register('status')} className={inputClass} defaultValue="">
                <option value="">Todas</option>
                {outboxStatuses.map((status) => (
                  <option key={status} value={status}>
                    {outboxStatusLabels[status]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm sm:col-span-2">
              Destinatário
              <input {...register('to')} className={inputClass} />
            </label>
            <label className="text-sm sm:col-span-2">
              Tipo
              <select {...register('type')} className={inputClass} defaultValue="">
                <option value="">Todos</option>
                {templates.map((template) => (
                  <option key={template.type} value={template.type}>
                    {template.label}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </FilterForm>
      {list.data ? <RefreshFailure error={list.error} /> : null}
      {list.error && !list.data ? (
        <Failure error={list.error} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          {list.data.entries.length === 0 && (
            <p className="text-muted">Nenhuma mensagem com esses filtros.</p>
          )}
          <ul className="grid gap-2">
            {list.data.entries.map((entry) => (
              <li key={entry.id} className="rounded border border-line bg-white p-3 text-sm">
                <details>
                  <summary className="cursor-pointer">
                    <strong>{outboxStatusLabels[entry.status]}</strong> · {nameOf(entry.notificationType)} ·{' '}
                    <span className="break-all">{entry.to}</span> · {formatDateTime(entry.createdAt)}
                    {entry.subject ? ` · ${entry.subject}` : ''}
                  </summary>
                  <p className="mt-2 text-muted">
                    Canal {entry.channel} · modelo {entry.notificationType} · tentativas {entry.attempts}
                    {entry.sentAt ? ` · enviada em ${formatDateTime(entry.sentAt)}` : ''}
                    {entry.error ? ` · erro: ${entry.error}` : ''}
                  </p>
                  <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{entry.bodyText}</pre>
                </details>
              </li>
            ))}
          </ul>
          <Pager
            countLabel={formatCount(list.data.total, 'mensagem', 'mensagens')}
            page={page}
            pages={Math.max(1, Math.ceil(list.data.total / pageSize))}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

/** /backoffice/tarefas: the durable job queues at a glance, and failed jobs sent back to their queue. */
export function JobHealthPage() {
  const access = useStaffAccess();
  const health = useSWR(authedKey('backoffice/jobs'), authedFetcherOf(jobHealthSchema), {
    refreshInterval: 15_000,
  });
  const [retrying, setRetrying] = useState<string | null>(null);
  if (health.error) return <Failure error={health.error} />;
  if (!health.data) return <Loading />;
  const mayRetry = canAct(access, 'CIRCULA_TECH');
  return (
    <div className="grid gap-6">
      <h1 className="font-bold text-2xl">Tarefas</h1>
      <section aria-labelledby="filas">
        <h2 id="filas" className="font-semibold text-lg">
          Filas
        </h2>
        {health.data.queues.length === 0 ? (
          <p className="text-muted">Nenhuma fila de tarefas ainda.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-line border-b">
                  <th className="py-2 pr-3">Fila</th>
                  <th className="py-2 pr-3">Na fila</th>
                  <th className="py-2 pr-3">Nova tentativa</th>
                  <th className="py-2 pr-3">Em execução</th>
                  <th className="py-2 pr-3">Com falha</th>
                  <th className="py-2 pr-3">Concluídas</th>
                  <th className="py-2 pr-3">Tentativas extras</th>
                </tr>
              </thead>
              <tbody>
                {health.data.queues.map((queue) => (
                  <tr key={queue.name} className="border-line border-b">
                    <td className="py-2 pr-3">
                      <span className="font-mono">{queue.name}</span>
                      <span className="block text-muted text-xs">{jobQueueDescription(queue.name)}</span>
                    </td>
                    <td className="py-2 pr-3">{queue.queued}</td>
                    <td className="py-2 pr-3">{queue.retrying}</td>
                    <td className="py-2 pr-3">{queue.active}</td>
                    <td className={`py-2 pr-3 ${queue.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
                      {queue.failed}
                    </td>
                    <td className="py-2 pr-3">{queue.completed}</td>
                    <td className="py-2 pr-3">{queue.retries}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="falhas">
        <h2 id="falhas" className="font-semibold text-lg">
          Tarefas com falha
        </h2>
        {health.data.failedJobs.length === 0 ? (
          <p className="text-muted">Nenhuma tarefa com falha.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {health.data.failedJobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border p-3 text-sm"
              >
                <span>
                  <strong className="font-mono">{job.queue}</strong> · {job.retryCount} tentativas
                  {job.failedAt ? ` · falhou em ${formatDateTime(job.failedAt)}` : ''}
                  {job.error && <span className="block text-muted">{job.error}</span>}
                </span>
                {mayRetry && (
                  <button
                    type="button"
                    className="rounded-lg border border-line px-3 py-1.5"
                    disabled={retrying === job.id}
                    onClick={async () => {
                      setRetrying(job.id);
                      try {
                        await authedRequest(
                          `backoffice/jobs/${encodeURIComponent(job.queue)}/${job.id}/retry`,
                          {
                            method: 'POST',
                          },
                        );
                        toast.success('Tarefa devolvida à fila');
                        health.mutate();
                      } catch (error) {
                        toast.error(message(error));
                      } finally {
                        setRetrying(null);
                      }
                    }}
                  >
                    Tentar de novo
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function JsonCell({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <pre className="max-w-xs whitespace-pre-wrap break-words text-xs">{JSON.stringify(value, null, 2)}</pre>
  );
}

/** A date typed in the form (a day in Brasília) as the instant it starts there, or the next day's start. */
function brasiliaDay(day: string, next = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00-03:00`);
  if (next) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** /backoffice/auditoria: every staff action, who / what / before / after / when (horário de Brasília). */
export function AuditLogPageView() {
  const access = useStaffAccess();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [page, setPage] = useState(1);
  const path = `backoffice/audit-log?${query({ ...filters, take: pageSize, skip: (page - 1) * pageSize })}`;
  const list = useSWR(authedKey(path), authedFetcherOf(auditLogPageSchema), { keepPreviousData: true });
  const text = (form: Filters, name: string) => (form[name] ?? '').trim() || undefined;
  return (
    <div className="grid gap-4">
      <h1 className="font-bold text-2xl">Auditoria</h1>
      <FilterForm
        label="Filtrar registro de auditoria"
        onApply={(form) => {
          setFilters({
            actor: text(form, 'actor'),
            entityType: text(form, 'entityType'),
            entityId: text(form, 'entityId'),
            action: text(form, 'action'),
            from: brasiliaDay(form.from ?? ''),
            to: brasiliaDay(form.to ?? '', true),
          });
          setPage(1);
        }}
      >
        {(register) => (
          <>
            <label className="text-sm">
              Quem (e-mail, nome ou id)
              <input {...register('actor')} className={inputClass} />
            </label>
            <label className="text-sm">
              Entidade
              <select {...register('entityType')} className={inputClass} defaultValue="">
                <option value="">Todas</option>
                {auditEntityOptions.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              Id da entidade
              <input {...register('entityId')} className={inputClass} />
            </label>
            <label className="text-sm">
              Ação
              <select {...register('action')} className={inputClass} defaultValue="">
                <option value="">Todas</option>
                {auditActionOptions.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              De
              <input {...register('from')} type="date" className={inputClass} />
            </label>
            <label className="text-sm">
              Até
              <input {...register('to')} type="date" className={inputClass} />
            </label>
          </>
        )}
      </FilterForm>
      {list.data ? <RefreshFailure error={list.error} /> : null}
      {list.error && !list.data ? (
        <Failure error={list.error} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <>
          {list.data.entries.length === 0 && <p className="text-muted">Nenhum registro com esses filtros.</p>}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-line border-b">
                  <th className="py-2 pr-3">Quando</th>
                  <th className="py-2 pr-3">Quem</th>
                  <th className="py-2 pr-3">O quê</th>
                  <th className="py-2 pr-3">Antes</th>
                  <th className="py-2 pr-3">Depois</th>
                </tr>
              </thead>
              <tbody>
                {list.data.entries.map((entry: AuditLogEntry) => (
                  <tr key={entry.id} className="border-line border-b align-top">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                    <td className="py-2 pr-3">
                      {entry.actor ? (
                        <>
                          {entry.actor.name}
                          <span className="block text-muted">{entry.actor.email}</span>
                        </>
                      ) : (
                        <span className="text-muted">Operador (linha de comando)</span>
                      )}
                    </td>
                    <td className="py-2 pr-3">
                      <AuditActionName code={entry.action} />
                      <AuditEntity access={access} type={entry.entityType} id={entry.entityId} />
                    </td>
                    <td className="py-2 pr-3">
                      <JsonCell value={entry.before} />
                    </td>
                    <td className="py-2 pr-3">
                      <JsonCell value={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            countLabel={formatCount(list.data.total, 'registro', 'registros')}
            page={page}
            pages={Math.max(1, Math.ceil(list.data.total / pageSize))}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
