'use client';

import {
  type AdminListing,
  adminListingResponseSchema,
  adminListingsResponseSchema,
  assetCategoriesResponseSchema,
  assetCategoryInputSchema,
  formatDateTimeLong,
  listingStatuses,
  listingStatusLabels,
} from '@circula/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import type { z } from 'zod';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadFailure, ReadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { canAct, useStaffAccess } from '@/features/backoffice';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import {
  type AssetCategories,
  categoriesPath,
  changeStatus,
  FieldErrors,
  listingPath,
  listingsPath,
  saveCategory,
  uploadEdital,
} from '../api/catalogue';
import { inputClass, ProgressBar } from './fields';
import { typeLabels } from './labels';
import { ListingEditor } from './listing-editor';
import { LotImportPanel } from './lot-import-panel';
import { LotsPanel } from './lots-panel';
import '@/components/ui/zod-messages';

const loading = (
  <p className="flex items-center gap-2 text-muted" aria-live="polite">
    <SpinnerIcon className="size-5" /> Carregando...
  </p>
);

function CatalogueTabs() {
  return (
    <nav aria-label="Catálogo" className="mb-4 flex gap-4 text-sm">
      <Link href="/backoffice/catalogo" className="underline">
        Eventos
      </Link>
      <Link href="/backoffice/catalogo/categorias" className="underline">
        Categorias
      </Link>
    </nav>
  );
}

/** /backoffice/catalogo: every Event, filtered by status and title, newest start first. */
export function CatalogueListPage() {
  const access = useStaffAccess();
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  const { data, error } = useSWR(
    authedKey(listingsPath(status, query)),
    authedFetcherOf(adminListingsResponseSchema),
    {
      keepPreviousData: true,
    },
  );
  return (
    <div className="space-y-4">
      <CatalogueTabs />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Eventos</h1>
        {canAct(access, 'CIRCULA_CATALOGGER') ? (
          <Link href="/backoffice/catalogo/novo" className={buttonStyles.primary}>
            Novo evento
          </Link>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="text-sm">
          <span className="block font-medium">Situação</span>
          <select className={inputClass} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Todas</option>
            {listingStatuses.map((value) => (
              <option key={value} value={value}>
                {listingStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">Buscar pelo título</span>
          <input
            type="search"
            className={inputClass}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      <ReadFailure error={error} loaded={data !== undefined} failed="Não foi possível carregar os eventos." />
      {!data ? (
        loading
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead>
              <tr className="border-line border-b">
                <th className="py-2">Evento</th>
                <th>Tipo</th>
                <th>Situação</th>
                <th>Início</th>
                <th>Lotes</th>
              </tr>
            </thead>
            <tbody>
              {data.listings.map((listing) => (
                <tr key={listing.id} className="border-line border-b">
                  <td className="py-2">
                    <Link href={`/backoffice/catalogo/${listing.id}`} className="font-medium underline">
                      {listing.title}
                    </Link>
                  </td>
                  <td>{typeLabels[listing.type]}</td>
                  <td>{listingStatusLabels[listing.status]}</td>
                  <td>{formatDateTimeLong(listing.startsAt)}</td>
                  <td>{listing.lotCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** /backoffice/catalogo/novo */
export function NewListingPage() {
  return (
    <div className="space-y-4">
      <CatalogueTabs />
      <h1 className="font-bold text-2xl">Novo evento</h1>
      <ListingEditor />
    </div>
  );
}

function StatusActions({
  listing,
  onChange,
}: {
  listing: AdminListing;
  onChange: (next: AdminListing) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (to: 'TEASER' | 'CANCELLED') => {
    setBusy(true);
    try {
      const saved = await changeStatus(listing.id, to === 'TEASER' ? { to } : { to, reason });
      onChange(saved.listing);
      toast.success(to === 'TEASER' ? 'Evento publicado: abre sozinho no início' : 'Evento cancelado');
    } catch (error) {
      if (error instanceof FieldErrors) setReasonError(error.issues.reason);
      toast.error(failureText(error, 'Não foi possível mudar a situação.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {listing.nextStatuses.includes('TEASER') ? (
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => run('TEASER')}>
          Publicar (em breve)
        </button>
      ) : null}
      {listing.nextStatuses.includes('CANCELLED') ? (
        <>
          <Field id="motivo-cancelamento" label="Motivo do cancelamento" error={reasonError}>
            {(props) => (
              <input
                {...props}
                className={inputClass}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => run('CANCELLED')}
          >
            Cancelar evento
          </button>
        </>
      ) : null}
    </div>
  );
}

function EditalUpload({
  listing,
  onChange,
}: {
  listing: AdminListing;
  onChange: (next: AdminListing) => void;
}) {
  const [fraction, setFraction] = useState<number | null>(null);
  if (!['DRAFT', 'TEASER'].includes(listing.status)) return null;
  return (
    <div className="space-y-2">
      <label className="block text-sm">
        <span className="font-medium">
          Edital (PDF){listing.editalUploaded ? ' — enviado; envie outro para trocar' : ''}
        </span>
        <input
          type="file"
          accept="application/pdf"
          className="mt-1 block"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setFraction(0);
            try {
              onChange((await uploadEdital(listing.id, file, setFraction)).listing);
              toast.success('Edital enviado');
            } catch (error) {
              toast.error(failureText(error, 'Não foi possível enviar o edital.'));
            } finally {
              setFraction(null);
            }
          }}
        />
      </label>
      {fraction !== null ? <ProgressBar fraction={fraction} label="Enviando edital" /> : null}
    </div>
  );
}

/** /backoffice/catalogo/[id]: the Event's fields, status moves, Edital, preview link and lots. */
export function ListingAdminPage({ listingId }: { listingId: string }) {
  const { data, error, mutate } = useSWR(
    authedKey(listingPath(listingId)),
    authedFetcherOf(adminListingResponseSchema),
  );
  const refresh = useCallback(() => {
    void mutate();
  }, [mutate]);
  if (error && !data) {
    return (
      <LoadFailure
        error={error}
        missing="Evento não encontrado."
        failed="Não foi possível carregar o evento."
      />
    );
  }
  if (!data) return loading;
  const { listing } = data;
  const update = (next: AdminListing) => mutate({ listing: next }, { revalidate: false });
  return (
    <div className="space-y-8">
      <CatalogueTabs />
      <RefreshFailure error={error} />
      <header className="space-y-2">
        <h1 className="font-bold text-2xl">{listing.title}</h1>
        <p className="text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium" data-testid="listing-status">
            {listingStatusLabels[listing.status]}
          </span>{' '}
          · Início {formatDateTimeLong(listing.startsAt)} · Encerramento{' '}
          {formatDateTimeLong(listing.scheduledEndAt)}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={`/backoffice/catalogo/${listing.id}/previa`} className="font-medium underline">
            Prévia da página do evento
          </Link>
          {listing.status !== 'DRAFT' ? (
            <Link href={`/eventos/${listing.slug}`} className="underline" target="_blank">
              Ver como o público vê
            </Link>
          ) : (
            <span className="text-muted">Rascunho: o público ainda não vê este evento.</span>
          )}
        </p>
        <StatusActions listing={listing} onChange={update} />
      </header>
      <EditalUpload listing={listing} onChange={update} />
      <LotsPanel listing={listing} onChange={update} />
      <LotImportPanel listing={listing} onImported={refresh} />
      {['DRAFT', 'TEASER', 'OPEN'].includes(listing.status) ? (
        <section aria-labelledby="dados-titulo" className="space-y-3">
          <h2 id="dados-titulo" className="font-semibold text-xl">
            Dados do evento
          </h2>
          <ListingEditor key={`${listing.id}-${listing.status}`} listing={listing} onSaved={update} />
        </section>
      ) : null}
    </div>
  );
}

type CategoryInput = z.infer<typeof assetCategoryInputSchema>;

function CategoryRow({
  category,
  onSaved,
}: {
  category: AssetCategories['categories'][number];
  onSaved: (next: AssetCategories) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: zodResolver(assetCategoryInputSchema),
    defaultValues: { name: category.name, slug: category.slug },
  });
  const save = useMutation((input: CategoryInput) => saveCategory(category.code, input), {
    success: 'Categoria salva',
    fallback: 'Não foi possível salvar.',
    errorAs: 'toast',
    setError,
    fields: ['name', 'slug'],
    onSuccess: onSaved,
    // The fields show their own problem; the toast still says the save failed.
    onError: (refusal) => {
      if (Object.keys(refusal.issues).length > 0) toast.error(refusal.message);
    },
  });
  // One form per category: a grid row on wide screens, a card on a phone; Enter saves.
  return (
    <li>
      <form
        aria-label={`Categoria ${category.name}`}
        className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-start"
        onSubmit={handleSubmit((input) => save.run(input))}
      >
        <p className="pt-1 sm:pt-7">
          <span className="block font-semibold">{category.name}</span>
          <span className="block break-all font-mono text-muted text-xs">{category.code}</span>
        </p>
        <Field id={`nome-${category.code}`} label="Nome" error={errors.name?.message}>
          {(props) => <input {...props} className={inputClass} {...register('name')} />}
        </Field>
        <Field id={`slug-${category.code}`} label="Slug" error={errors.slug?.message}>
          {(props) => <input {...props} className={inputClass} {...register('slug')} />}
        </Field>
        <div className="sm:pt-6">
          <button type="submit" className={buttonStyles.secondary} disabled={save.pending}>
            Salvar
          </button>
        </div>
      </form>
    </li>
  );
}

/** /backoffice/catalogo/categorias: the 12 macro categories; names and slugs editable, the list fixed. */
export function CategoriesPage() {
  const { data, mutate } = useSWR(authedKey(categoriesPath), authedFetcherOf(assetCategoriesResponseSchema));
  return (
    <div className="space-y-4">
      <CatalogueTabs />
      <h1 className="font-bold text-2xl">Categorias</h1>
      <p className="text-muted text-sm">As 12 macrocategorias são fixas; nome e slug podem mudar.</p>
      {!data ? (
        loading
      ) : (
        <ul className="grid gap-3 text-sm">
          {data.categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              onSaved={(next) => mutate(next, { revalidate: false })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
