'use client';

import {
  audiencePreviewSchema,
  brazilianStateCodes,
  type CampaignBlock,
  type CampaignBodyInput,
  type CampaignCatalogueItem,
  type CampaignDetail,
  campaignCatalogueSchema,
  campaignDetailSchema,
  campaignListSchema,
  campaignStatusLabels,
  campaignTestSendSchema,
  type EmailAudienceExclusion,
  emailAudienceExclusions,
  exclusionLabels,
  formatDateTime,
  type NewsletterKind,
  newsletterKindLabels,
  newsletterKinds,
} from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { LoadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedJson, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import { campaignPath } from '../api/backoffice';
import { canAct } from '../lib/access';
import { useStaffAccess } from './staff-access';

const base = 'backoffice/newsletter-campaigns';
const message = (error: unknown) => failureText(error, 'Não foi possível concluir. Tente novamente.');
/** A campaign's pages when its read failed and nothing is loaded yet. */
const campaignLoadFailure = (error: unknown) => (
  <LoadFailure
    error={error}
    missing="Campanha não encontrada."
    failed="Não foi possível carregar a campanha."
  />
);
const input = 'mt-1 w-full rounded border border-line px-2 py-1.5';

/** /backoffice/campanhas: every campaign with its progress and numbers. */
export function CampaignListPage() {
  const access = useStaffAccess();
  const { data, error } = useSWR(authedKey(base), authedFetcherOf(campaignListSchema));
  if (error && !data) return <p role="alert">Não foi possível carregar as campanhas.</p>;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-ink">Campanhas de newsletter</h1>
        {canAct(access, 'CIRCULA_MARKETING') ? (
          <Link href="/backoffice/campanhas/nova" className={buttonStyles.primary}>
            Nova campanha
          </Link>
        ) : null}
      </div>
      <RefreshFailure error={error} />
      {!data ? (
        <p className="text-muted text-sm">Carregando...</p>
      ) : data.campaigns.length === 0 ? (
        <p className="text-muted text-sm">Nenhuma campanha ainda.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-2">Assunto</th>
              <th>Newsletter</th>
              <th>Situação</th>
              <th>Autor</th>
              <th>Enviados</th>
              <th>Aberturas</th>
              <th>Cliques</th>
            </tr>
          </thead>
          <tbody>
            {data.campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-line border-t">
                <td className="py-2">
                  <Link
                    className="font-semibold text-brand-800 underline"
                    href={`/backoffice/campanhas/${campaign.id}`}
                  >
                    {campaign.subject}
                  </Link>
                </td>
                <td>{newsletterKindLabels[campaign.kind]}</td>
                <td>{campaignStatusLabels[campaign.status]}</td>
                <td>{campaign.authorName}</td>
                <td>
                  {campaign.stats.sent}/{campaign.stats.total}
                </td>
                <td>{campaign.stats.opens}</td>
                <td>{campaign.stats.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

type BlockDraft = CampaignBlock & { key: number };
let nextKey = 1;
const draftOf = (block: CampaignBlock): BlockDraft => ({ ...block, key: nextKey++ });
const withoutKey = ({ key: _key, ...block }: BlockDraft): CampaignBlock => block;

function CataloguePicker({
  kind,
  onPick,
}: {
  kind: 'LOT' | 'EVENT';
  onPick: (item: CampaignCatalogueItem) => void;
}) {
  const [q, setQ] = useState('');
  const { data } = useSWR(
    authedKey(q.trim().length >= 2 ? `${base}/catalogue?q=${encodeURIComponent(q.trim())}` : null),
    authedFetcherOf(campaignCatalogueSchema),
  );
  const items = data?.items.filter((item) => item.kind === kind) ?? [];
  return (
    <div className="space-y-1">
      <label className="text-sm">
        {kind === 'LOT' ? 'Buscar lote no catálogo' : 'Buscar evento no catálogo'}
        <input className={input} value={q} onChange={(event) => setQ(event.target.value)} />
      </label>
      {items.length > 0 ? (
        <ul className="rounded border border-line text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="w-full px-2 py-1 text-left hover:bg-brand-50"
                onClick={() => {
                  onPick(item);
                  setQ('');
                }}
              >
                {item.title} <span className="text-muted">({item.subtitle})</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BlockEditor({
  block,
  onChange,
  onRemove,
  names,
  onName,
}: {
  block: BlockDraft;
  onChange: (block: BlockDraft) => void;
  onRemove: () => void;
  names: Record<string, string>;
  onName: (item: CampaignCatalogueItem) => void;
}) {
  const title = {
    HEADING: 'Título',
    TEXT: 'Texto',
    BUTTON: 'Botão',
    LOTS: 'Lotes',
    EVENTS: 'Eventos',
  }[block.type];
  return (
    <fieldset className="space-y-2 rounded border border-line p-3">
      <legend className="px-1 font-semibold text-sm">Bloco: {title}</legend>
      {block.type === 'HEADING' ? (
        <label className="block text-sm">
          Texto do título
          <input
            className={input}
            value={block.text}
            onChange={(event) => onChange({ ...block, text: event.target.value })}
          />
        </label>
      ) : null}
      {block.type === 'TEXT' ? (
        <label className="block text-sm">
          Texto do parágrafo
          <textarea
            className={input}
            rows={4}
            value={block.text}
            onChange={(event) => onChange({ ...block, text: event.target.value })}
          />
        </label>
      ) : null}
      {block.type === 'BUTTON' ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="text-sm">
            Texto do botão
            <input
              className={input}
              value={block.label}
              onChange={(event) => onChange({ ...block, label: event.target.value })}
            />
          </label>
          <label className="text-sm">
            Endereço do botão
            <input
              className={input}
              value={block.url}
              onChange={(event) => onChange({ ...block, url: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {block.type === 'LOTS' || block.type === 'EVENTS' ? (
        <>
          <ul className="text-sm">
            {(block.type === 'LOTS' ? block.lotIds : block.listingIds).map((id) => (
              <li key={id} className="flex items-center gap-2">
                {names[id] ?? id}
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() =>
                    onChange(
                      block.type === 'LOTS'
                        ? { ...block, lotIds: block.lotIds.filter((other) => other !== id) }
                        : { ...block, listingIds: block.listingIds.filter((other) => other !== id) },
                    )
                  }
                >
                  tirar
                </button>
              </li>
            ))}
          </ul>
          <CataloguePicker
            kind={block.type === 'LOTS' ? 'LOT' : 'EVENT'}
            onPick={(item) => {
              onName(item);
              if (block.type === 'LOTS' && !block.lotIds.includes(item.id))
                onChange({ ...block, lotIds: [...block.lotIds, item.id] });
              if (block.type === 'EVENTS' && !block.listingIds.includes(item.id))
                onChange({ ...block, listingIds: [...block.listingIds, item.id] });
            }}
          />
        </>
      ) : null}
      <button type="button" className="text-red-700 text-sm underline" onClick={onRemove}>
        Remover bloco
      </button>
    </fieldset>
  );
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The compose form's own fields; the blocks are edited beside it. */
interface ComposeValues {
  kind: NewsletterKind;
  subject: string;
  preheader: string;
  /** UF codes checked; none = every state. */
  states: string[];
  /** Cities as typed, separated by commas. */
  cities: string;
  excludeCampaignId: string;
  exclusion: EmailAudienceExclusion | '';
  /** Local time in horário de Brasília, or empty. */
  scheduledAt: string;
}

const audienceOf = (
  values: Pick<ComposeValues, 'states' | 'cities' | 'excludeCampaignId' | 'exclusion'>,
) => ({
  states: values.states,
  cities: splitList(values.cities),
  excludeCampaignId: values.excludeCampaignId || null,
  exclusion: values.exclusion || null,
});

/** Compose or edit (`campaign` given) a campaign; the audience size is previewed as it changes. */
export function CampaignComposePage({ campaign }: { campaign?: CampaignDetail }) {
  const router = useRouter();
  const { data: list } = useSWR(authedKey(base), authedFetcherOf(campaignListSchema));
  const { register, handleSubmit, watch } = useForm<ComposeValues>({
    defaultValues: {
      kind: campaign?.kind ?? 'MAIN',
      subject: campaign?.subject ?? '',
      preheader: campaign?.preheader ?? '',
      states: campaign?.audience.states ?? [],
      cities: (campaign?.audience.cities ?? []).join(', '),
      excludeCampaignId: campaign?.audience.excludeCampaignId ?? '',
      exclusion: campaign?.audience.exclusion ?? '',
      scheduledAt: '',
    },
  });
  const [blocks, setBlocks] = useState<BlockDraft[]>(
    (campaign?.blocks ?? [{ type: 'TEXT', text: '' } as CampaignBlock]).map(draftOf),
  );
  const [names, setNames] = useState<Record<string, string>>({});
  const [size, setSize] = useState<number | null>(null);

  const states = watch('states');
  const cities = watch('cities');
  const excludeCampaignId = watch('excludeCampaignId');
  const exclusion = watch('exclusion');
  const audienceKey = JSON.stringify(audienceOf({ states, cities, excludeCampaignId, exclusion }));
  useEffect(() => {
    const rule = JSON.parse(audienceKey) as ReturnType<typeof audienceOf>;
    if (Boolean(rule.excludeCampaignId) !== Boolean(rule.exclusion)) return;
    let stale = false;
    const timer = setTimeout(() => {
      authedJson(`${base}/audience-preview`, audiencePreviewSchema, { method: 'POST', json: rule })
        .then((answer) => {
          if (!stale) setSize(answer.size);
        })
        .catch(() => {
          if (!stale) setSize(null);
        });
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [audienceKey]);

  const add = (block: CampaignBlock) => setBlocks((current) => [...current, draftOf(block)]);
  const pastCampaigns = (list?.campaigns ?? []).filter(
    (other) =>
      other.id !== campaign?.id &&
      ['SENDING', 'SENT', 'PAUSED', 'ERRORED_SENDING', 'CANCELLED'].includes(other.status),
  );

  const saving = useMutation(
    (body: CampaignBodyInput) =>
      authedJson(campaign ? campaignPath(campaign.id) : base, campaignDetailSchema, {
        method: campaign ? 'PUT' : 'POST',
        json: body,
      }),
    {
      success: campaign ? 'Campanha atualizada' : 'Campanha criada e enviada para aprovação',
      fallback: 'Não foi possível concluir. Tente novamente.',
      errorAs: 'toast',
      onSuccess: (saved) => router.push(`/backoffice/campanhas/${saved.id}`),
    },
  );

  const save = handleSubmit(async (values) => {
    await saving.run({
      kind: values.kind,
      subject: values.subject,
      preheader: values.preheader,
      blocks: blocks.map(withoutKey),
      audience: audienceOf(values),
      // The chosen local time is horário de Brasília.
      scheduledAt: values.scheduledAt ? new Date(`${values.scheduledAt}:00-03:00`).toISOString() : null,
    });
  });

  return (
    <form className="space-y-6" aria-label="Campanha" onSubmit={save}>
      <h1 className="font-bold text-2xl text-ink">{campaign ? 'Editar campanha' : 'Nova campanha'}</h1>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          Newsletter
          <select className={input} {...register('kind')}>
            {newsletterKinds.map((option) => (
              <option key={option} value={option}>
                {newsletterKindLabels[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Enviar a partir de (horário de Brasília, opcional)
          <input type="datetime-local" className={input} {...register('scheduledAt')} />
        </label>
        <label className="text-sm sm:col-span-2">
          Assunto
          <input className={input} required maxLength={150} {...register('subject')} />
        </label>
        <label className="text-sm sm:col-span-2">
          Texto de pré-visualização
          <input className={input} maxLength={200} {...register('preheader')} />
        </label>
      </div>

      <section className="space-y-3" aria-label="Conteúdo">
        <h2 className="font-semibold text-ink text-lg">Conteúdo</h2>
        {blocks.map((block, index) => (
          <BlockEditor
            key={block.key}
            block={block}
            names={names}
            onName={(item) => setNames((current) => ({ ...current, [item.id]: item.title }))}
            onChange={(changed) =>
              setBlocks((current) => current.map((other, i) => (i === index ? changed : other)))
            }
            onRemove={() => setBlocks((current) => current.filter((_, i) => i !== index))}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => add({ type: 'HEADING', text: '' })}
          >
            Adicionar título
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => add({ type: 'TEXT', text: '' })}
          >
            Adicionar texto
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => add({ type: 'BUTTON', label: '', url: 'https://' })}
          >
            Adicionar botão
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => add({ type: 'LOTS', lotIds: [] })}
          >
            Adicionar lotes
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => add({ type: 'EVENTS', listingIds: [] })}
          >
            Adicionar eventos
          </button>
        </div>
      </section>

      <section className="space-y-3" aria-label="Público">
        <h2 className="font-semibold text-ink text-lg">Público</h2>
        <fieldset className="text-sm">
          <legend>Estados (nenhum marcado = todos)</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {brazilianStateCodes.map((code) => (
              <label key={code} className="flex items-center gap-1">
                <input type="checkbox" value={code} {...register('states')} />
                {code}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm">
          Cidades (separadas por vírgula; vazio = todas)
          <input className={input} {...register('cities')} />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm">
            Excluir público de uma campanha anterior
            <select className={input} {...register('excludeCampaignId')}>
              <option value="">Nenhuma</option>
              {pastCampaigns.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.subject}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            Quem excluir
            <select className={input} {...register('exclusion')}>
              <option value="">—</option>
              {emailAudienceExclusions.map((option) => (
                <option key={option} value={option}>
                  {exclusionLabels[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p role="status" className="font-semibold text-ink">
          {size === null
            ? 'Calculando o público…'
            : `Público estimado: ${size} ${size === 1 ? 'endereço' : 'endereços'}`}
        </p>
      </section>

      <button type="submit" className={buttonStyles.primary} disabled={saving.pending}>
        {campaign ? 'Salvar campanha' : 'Criar e enviar para aprovação'}
      </button>
    </form>
  );
}

/** /backoffice/campanhas/[id]: content, audience, approval and the live progress of the sending. */
export function CampaignDetailPage({ id }: { id: string }) {
  const access = useStaffAccess();
  const { data, error, mutate } = useSWR(authedKey(campaignPath(id)), authedFetcherOf(campaignDetailSchema), {
    // Live progress while the job sends.
    refreshInterval: (latest) => (latest && ['SCHEDULED', 'SENDING'].includes(latest.status) ? 2000 : 0),
  });
  const [busy, setBusy] = useState(false);
  if (error && !data) return campaignLoadFailure(error);
  if (!data) return <p className="text-muted text-sm">Carregando...</p>;
  const writer = canAct(access, 'CIRCULA_MARKETING');

  async function act(path: string, done: string) {
    setBusy(true);
    try {
      const url = `${campaignPath(id)}/${path}`;
      const answer =
        path === 'test'
          ? await authedJson(url, campaignTestSendSchema, { method: 'POST' })
          : await authedJson(url, campaignDetailSchema, { method: 'POST' });
      toast.success('sentTo' in answer ? `Teste enviado para ${answer.sentTo}` : done);
      await mutate();
    } catch (failure) {
      toast.error(message(failure));
    } finally {
      setBusy(false);
    }
  }

  const { stats } = data;
  const progress = stats.total > 0 ? Math.round((stats.sent / stats.total) * 100) : 0;
  return (
    <article className="space-y-6">
      <RefreshFailure error={error} />
      <header className="space-y-1">
        <p className="text-muted text-sm">{newsletterKindLabels[data.kind]}</p>
        <h1 className="font-bold text-2xl text-ink">{data.subject}</h1>
        <p>
          Situação: <strong data-testid="campaign-status">{campaignStatusLabels[data.status]}</strong>
        </p>
        <p className="text-muted text-sm">
          Escrita por {data.authorName} em {formatDateTime(data.createdAt)}
          {data.approvedByName && data.approvedAt
            ? ` · aprovada por ${data.approvedByName} em ${formatDateTime(data.approvedAt)}`
            : ''}
          {data.scheduledAt ? ` · envio a partir de ${formatDateTime(data.scheduledAt)}` : ''}
        </p>
        {data.error ? <p className="text-red-700">{data.error}</p> : null}
      </header>

      <section aria-label="Envio" className="space-y-2">
        <h2 className="font-semibold text-ink text-lg">Envio</h2>
        <div
          role="progressbar"
          aria-label="Progresso do envio"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-3 w-full max-w-md rounded bg-surface"
        >
          <div className="h-3 rounded bg-brand-600" style={{ width: `${progress}%` }} />
        </div>
        <dl className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <dt className="text-muted">Entregues</dt>
          <dd data-testid="campaign-delivered">
            {stats.sent}/{stats.total}
          </dd>
          <dt className="text-muted">Falhas</dt>
          <dd>{stats.failed}</dd>
          <dt className="text-muted">Aberturas</dt>
          <dd>{stats.opens}</dd>
          <dt className="text-muted">Cliques</dt>
          <dd>{stats.clicks}</dd>
          <dt className="text-muted">Descadastros</dt>
          <dd data-testid="campaign-unsubscribes">{stats.unsubscribes}</dd>
        </dl>
      </section>

      <div className="flex flex-wrap gap-2">
        {data.canApprove ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={() => act('approve', 'Campanha aprovada')}
          >
            Aprovar campanha
          </button>
        ) : null}
        {writer ? (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() => act('test', '')}
            >
              Enviar teste para mim
            </button>
            {data.status === 'PENDING_APPROVAL' ? (
              <Link className={buttonStyles.secondary} href={`/backoffice/campanhas/${id}/editar`}>
                Editar
              </Link>
            ) : null}
            {['SCHEDULED', 'SENDING'].includes(data.status) ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                onClick={() => act('pause', 'Envio pausado')}
              >
                Pausar
              </button>
            ) : null}
            {['PAUSED', 'ERRORED_SENDING'].includes(data.status) ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                onClick={() => act('resume', 'Envio retomado')}
              >
                Retomar
              </button>
            ) : null}
            {!['SENT', 'CANCELLED'].includes(data.status) ? (
              <button
                type="button"
                className={buttonStyles.ghost}
                disabled={busy}
                onClick={() => act('cancel', 'Campanha cancelada')}
              >
                Cancelar campanha
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      {data.status === 'PENDING_APPROVAL' && data.authoredByMe ? (
        <p className="text-muted text-sm">
          Outra pessoa da equipe, com a permissão desta newsletter, precisa aprovar.
        </p>
      ) : null}

      <section aria-label="Público" className="space-y-1 text-sm">
        <h2 className="font-semibold text-ink text-lg">Público</h2>
        <p>Estados: {data.audience.states.length > 0 ? data.audience.states.join(', ') : 'todos'}</p>
        <p>Cidades: {data.audience.cities.length > 0 ? data.audience.cities.join(', ') : 'todas'}</p>
        {data.audience.exclusion ? (
          <p>Exclusão: {exclusionLabels[data.audience.exclusion]} de uma campanha anterior</p>
        ) : null}
      </section>

      <section aria-label="Conteúdo" className="space-y-2 text-sm">
        <h2 className="font-semibold text-ink text-lg">Conteúdo</h2>
        {data.preheader ? <p className="text-muted">{data.preheader}</p> : null}
        <ol className="list-decimal space-y-1 pl-5">
          {data.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are shown in their fixed order.
            <li key={index}>
              {block.type === 'HEADING' || block.type === 'TEXT'
                ? block.text
                : block.type === 'BUTTON'
                  ? `Botão "${block.label}" → ${block.url}`
                  : block.type === 'LOTS'
                    ? `${block.lotIds.length} lote(s) do catálogo`
                    : `${block.listingIds.length} evento(s) do catálogo`}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

/** /backoffice/campanhas/[id]/editar */
export function CampaignEditPage({ id }: { id: string }) {
  const { data, error } = useSWR(authedKey(campaignPath(id)), authedFetcherOf(campaignDetailSchema));
  if (error && !data) return campaignLoadFailure(error);
  if (!data) return <p className="text-muted text-sm">Carregando...</p>;
  return (
    <div className="space-y-4">
      <RefreshFailure error={error} />
      <CampaignComposePage campaign={data} />
    </div>
  );
}
