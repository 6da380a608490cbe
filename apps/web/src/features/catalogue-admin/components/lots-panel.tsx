'use client';

import {
  type AdminListing,
  type AdminLot,
  formatBRL,
  formatCount,
  type LotInput,
  lotInputSchema,
  macroCategories,
} from '@circula/domain';
import { type KeyboardEvent, useState } from 'react';
import { type FieldErrors as FormErrors, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { failureText } from '@/lib/http/failure-text';
import {
  createLot,
  removePhoto,
  reorderLots,
  reorderPhotos,
  saveLot,
  uploadLotPhoto,
} from '../api/catalogue';
import { centsToInput, inputToCents, moveItem } from '../lib/form-values';
import { inputClass, ProgressBar } from './fields';
import '@/components/ui/zod-messages';

interface LotForm {
  title: string;
  description: string;
  macroCategory: string;
  estimatedValue: string;
  startingBid: string;
  increment: string;
  reserve: string;
  quantity: string;
  unitPrice: string;
}

const emptyLot: LotForm = {
  title: '',
  description: '',
  macroCategory: 'OUTROS',
  estimatedValue: '',
  startingBid: '',
  increment: '',
  reserve: '',
  quantity: '1',
  unitPrice: '',
};

function lotFormOf(lot: AdminLot): LotForm {
  return {
    title: lot.title,
    description: lot.description,
    macroCategory: lot.macroCategory,
    estimatedValue: centsToInput(lot.estimatedValueCents),
    startingBid: centsToInput(lot.startingBidCents),
    increment: centsToInput(lot.incrementCents),
    reserve: centsToInput(lot.reserveCents),
    quantity: String(lot.quantity),
    unitPrice: centsToInput(lot.unitPriceCents),
  };
}

function lotInputOf(form: LotForm): LotInput {
  return {
    title: form.title,
    description: form.description,
    macroCategory: form.macroCategory as LotInput['macroCategory'],
    estimatedValueCents: inputToCents(form.estimatedValue),
    startingBidCents: inputToCents(form.startingBid),
    incrementCents: inputToCents(form.increment),
    reserveCents: inputToCents(form.reserve),
    quantity: form.quantity.trim() === '' ? Number.NaN : Number(form.quantity),
    unitPriceCents: inputToCents(form.unitPrice),
  };
}

const fieldOfApi: Record<string, keyof LotForm> = {
  estimatedValueCents: 'estimatedValue',
  startingBidCents: 'startingBid',
  incrementCents: 'increment',
  reserveCents: 'reserve',
  unitPriceCents: 'unitPrice',
};

const lotFields = Object.keys(emptyLot) as (keyof LotForm)[];

/** Checks what was typed with the domain's lot schema (the API's own), each issue on the field that shows it. */
export const lotResolver: Resolver<LotForm> = async (values) => {
  const parsed = lotInputSchema.safeParse(lotInputOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[fieldOfApi[path] ?? path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FormErrors<LotForm> };
};

export function LotEditor({
  listing,
  lot,
  onSaved,
  onCancel,
}: {
  listing: AdminListing;
  lot: AdminLot | null;
  onSaved: (next: AdminListing) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LotForm>({ resolver: lotResolver, defaultValues: lot ? lotFormOf(lot) : emptyLot });
  const auction = listing.type !== 'DIRECT_SALE';
  const prefix = lot ? `lote-${lot.id}` : 'novo-lote';
  const save = useMutation(
    (input: LotInput) => (lot ? saveLot(lot.id, input) : createLot(listing.id, input)),
    {
      success: lot ? 'Lote salvo' : 'Lote criado',
      fallback: 'Não foi possível salvar o lote.',
      errorAs: 'toast',
      setError,
      fields: lotFields,
      paths: fieldOfApi,
      onSuccess: (saved) => onSaved(saved.listing),
      // The fields show their own problem; the toast still says the save failed.
      onError: (refusal) => {
        if (Object.keys(refusal.issues).length > 0) toast.error(refusal.message);
      },
    },
  );
  const input = (key: keyof LotForm, label: string, hint?: string) => (
    <Field id={`${prefix}-${key}`} label={label} error={errors[key]?.message} {...(hint ? { hint } : {})}>
      {(props) => <input {...props} className={inputClass} {...register(key)} />}
    </Field>
  );
  return (
    <form
      onSubmit={handleSubmit((values) => save.run(lotInputOf(values)))}
      noValidate
      className="grid gap-3 rounded-lg border border-line p-4 md:grid-cols-2"
      aria-label={lot ? `Editar lote ${lot.number}` : 'Novo lote'}
    >
      {input('title', 'Título do lote')}
      <Field id={`${prefix}-macroCategory`} label="Categoria" error={errors.macroCategory?.message}>
        {(props) => (
          <select {...props} className={inputClass} {...register('macroCategory')}>
            {macroCategories.map((category) => (
              <option key={category.code} value={category.code}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="md:col-span-2">
        <Field id={`${prefix}-description`} label="Descrição do lote" error={errors.description?.message}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className="w-full rounded-lg border border-slate-300 p-2"
              {...register('description')}
            />
          )}
        </Field>
      </div>
      {input('estimatedValue', 'Avaliação (R$)')}
      {auction ? input('startingBid', 'Lance inicial (R$)') : null}
      {auction ? input('increment', 'Incremento (R$)', 'Vazio: segue a tabela por valor do lance.') : null}
      {auction
        ? input('reserve', 'Preço de reserva (R$)', 'Opcional; com reserva a venda é condicional.')
        : null}
      {!auction ? input('quantity', 'Quantidade') : null}
      {!auction ? input('unitPrice', 'Preço unitário (R$)') : null}
      <div className="flex gap-2 md:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={save.pending}>
          {lot ? 'Salvar lote' : 'Criar lote'}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Fechar
        </button>
      </div>
    </form>
  );
}

/**
 * A sortable list: drag an item onto another, or focus its handle and press Alt+↑/Alt+↓ (also the buttons).
 * `onMove` gets the new order; the caller saves it.
 */
function useSortable<T extends { id: string }>(items: readonly T[], onMove: (next: T[]) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const indexOf = (id: string) => items.findIndex((item) => item.id === id);
  return {
    handleProps: (item: T, label: string) => ({
      draggable: true,
      'aria-label': `${label}: arraste ou use Alt+seta para cima/baixo para mudar a posição`,
      onDragStart: () => setDragging(item.id),
      onDragEnd: () => setDragging(null),
      onDragOver: (event: { preventDefault: () => void }) => event.preventDefault(),
      onDrop: () => {
        if (dragging && dragging !== item.id) onMove(moveItem(items, indexOf(dragging), indexOf(item.id)));
        setDragging(null);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (!event.altKey) return;
        const at = indexOf(item.id);
        if (event.key === 'ArrowUp' && at > 0) {
          event.preventDefault();
          onMove(moveItem(items, at, at - 1));
        }
        if (event.key === 'ArrowDown' && at < items.length - 1) {
          event.preventDefault();
          onMove(moveItem(items, at, at + 1));
        }
      },
    }),
    move: (item: T, step: -1 | 1) => {
      const at = indexOf(item.id);
      if (at + step >= 0 && at + step < items.length) onMove(moveItem(items, at, at + step));
    },
  };
}

function PhotoStrip({
  lot,
  editable,
  onSaved,
}: {
  lot: AdminLot;
  editable: boolean;
  onSaved: (next: AdminListing) => void;
}) {
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const sortable = useSortable(lot.photos, async (next) => {
    try {
      onSaved(
        (
          await reorderPhotos(
            lot.id,
            next.map((photo) => photo.id),
          )
        ).listing,
      );
      toast.success('Ordem das fotos salva');
    } catch (error) {
      toast.error(failureText(error, 'Não foi possível reordenar.'));
    }
  });
  const upload = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress({ name: file.name, fraction: 0 });
      try {
        const saved = await uploadLotPhoto(lot.id, file, (fraction) =>
          setProgress({ name: file.name, fraction }),
        );
        onSaved(saved.listing);
      } catch (error) {
        toast.error(failureText(error, 'Não foi possível enviar a foto.'));
      }
    }
    setProgress(null);
  };
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-2" aria-label={`Fotos do lote ${lot.number}`}>
        {lot.photos.map((photo, index) => (
          <li key={photo.id} className="space-y-1">
            <button
              type="button"
              className="block cursor-grab rounded border border-line"
              disabled={!editable}
              {...sortable.handleProps(photo, `Foto ${index + 1}`)}
            >
              {/* biome-ignore lint/performance/noImgElement: a 256-px rendition already; the back office needs no optimiser */}
              <img
                src={photo.thumbnailUrl}
                alt={`Foto ${index + 1} do lote ${lot.number}`}
                className="h-20 w-28 object-cover"
              />
            </button>
            {editable ? (
              <div className="flex gap-1 text-xs">
                <button
                  type="button"
                  className="underline"
                  onClick={() => sortable.move(photo, -1)}
                  disabled={index === 0}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="underline"
                  onClick={() => sortable.move(photo, 1)}
                  disabled={index === lot.photos.length - 1}
                >
                  →
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={async () => {
                    try {
                      onSaved((await removePhoto(lot.id, photo.id)).listing);
                    } catch (error) {
                      toast.error(failureText(error, 'Não foi possível remover.'));
                    }
                  }}
                >
                  Remover
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {editable ? (
        <label className="block text-sm">
          <span className="font-medium">Acrescentar fotos (JPEG ou PNG)</span>
          <input
            type="file"
            accept="image/jpeg,image/png"
            multiple
            className="mt-1 block"
            disabled={progress !== null}
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
      {progress ? <ProgressBar fraction={progress.fraction} label={`Enviando ${progress.name}`} /> : null}
    </div>
  );
}

/** The lots of an Event: numbered in closing order, reordered by drag or keyboard before it opens. */
export function LotsPanel({
  listing,
  onChange,
}: {
  listing: AdminListing;
  onChange: (next: AdminListing) => void;
}) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const editable = ['DRAFT', 'TEASER', 'OPEN'].includes(listing.status);
  const reorderable = ['DRAFT', 'TEASER'].includes(listing.status);
  const sortable = useSortable(listing.lots, async (next) => {
    try {
      onChange(
        (
          await reorderLots(
            listing.id,
            next.map((lot) => lot.id),
          )
        ).listing,
      );
      toast.success('Ordem dos lotes salva');
    } catch (error) {
      toast.error(failureText(error, 'Não foi possível reordenar.'));
    }
  });
  const saved = (next: AdminListing) => {
    onChange(next);
    setEditing(null);
  };
  return (
    <section aria-labelledby="lotes-titulo" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="lotes-titulo" className="font-semibold text-xl">
          Lotes ({listing.lots.length})
        </h2>
        {editable ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => setEditing('new')}>
            Novo lote
          </button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <LotEditor listing={listing} lot={null} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : null}
      <ol className="space-y-3">
        {listing.lots.map((lot, index) => (
          <li key={lot.id} className="space-y-2 rounded-lg border border-line p-3">
            <div className="flex flex-wrap items-center gap-3">
              {reorderable ? (
                <button
                  type="button"
                  className="cursor-grab rounded border border-line px-2 py-1 text-sm"
                  {...sortable.handleProps(lot, `Lote ${lot.number}`)}
                >
                  ⇅
                </button>
              ) : null}
              <strong>Lote {lot.number}</strong>
              <span>{lot.title}</span>
              <span className="text-muted text-sm">
                {lot.startingBidCents !== null ? `Lance inicial ${formatBRL(lot.startingBidCents)}` : null}
                {lot.unitPriceCents !== null ? `Preço ${formatBRL(lot.unitPriceCents)}` : null}
                {lot.bidCount > 0 ? ` · ${formatCount(lot.bidCount, 'lance', 'lances')}` : null}
              </span>
              {reorderable ? (
                <span className="flex gap-1 text-sm">
                  <button
                    type="button"
                    className="underline"
                    onClick={() => sortable.move(lot, -1)}
                    disabled={index === 0}
                    aria-label={`Subir lote ${lot.number}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="underline"
                    onClick={() => sortable.move(lot, 1)}
                    disabled={index === listing.lots.length - 1}
                    aria-label={`Descer lote ${lot.number}`}
                  >
                    ↓
                  </button>
                </span>
              ) : null}
              {editable && lot.status === 'OPEN' ? (
                <button type="button" className={buttonStyles.ghost} onClick={() => setEditing(lot.id)}>
                  Editar
                </button>
              ) : null}
            </div>
            {editing === lot.id ? (
              <LotEditor listing={listing} lot={lot} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : null}
            <PhotoStrip lot={lot} editable={editable && lot.status === 'OPEN'} onSaved={onChange} />
          </li>
        ))}
      </ol>
    </section>
  );
}
