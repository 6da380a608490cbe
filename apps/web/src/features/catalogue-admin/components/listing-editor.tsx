'use client';

import {
  type AdminListing,
  acceptBuyersModeLabels,
  acceptBuyersModes,
  brazilianStateCodes,
  catalogueOptionsResponseSchema,
  checkOutTypeLabels,
  checkOutTypes,
  type ListingInput,
  listingAccessModes,
  listingInputSchema,
  listingSegments,
  listingTypes,
  paymentIntentCreationModes,
} from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type FieldErrors as FormErrors, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useMutation } from '@/components/ui/use-mutation';
import { authedFetcherOf, authedKey } from '@/features/session';
import { createListing, optionsPath, saveListing } from '../api/catalogue';
import { centsToInput, fromBrasiliaInput, inputToCents, toBrasiliaInput } from '../lib/form-values';
import { inputClass } from './fields';
import { accessModeLabels, creationModeLabels, typeLabels } from './labels';
import '@/components/ui/zod-messages';

type Text = string;
interface FeeRowForm {
  from: Text;
  to: Text;
  fee: Text;
}
interface ScheduleForm {
  type: 'VISIT' | 'PICK_UP';
  startsAt: Text;
  endsAt: Text;
  address: Text;
  notes: Text;
  slotMinutes: Text;
  slotCapacity: Text;
}

/** Everything the person typed, as typed: a refused save never loses it. */
export interface ListingForm {
  type: string;
  segment: string;
  sellerId: string;
  auctioneerId: string;
  title: string;
  description: string;
  city: string;
  state: string;
  inspectionConditions: string;
  pickUpConditions: string;
  checkOutType: string;
  accessMode: string;
  acceptBuyersMode: string;
  feeMode: 'rows' | 'percentage';
  feeRows: FeeRowForm[];
  buyerFeePercent: Text;
  paymentIntentCreationMode: string;
  paymentDeadlineBusinessDays: Text;
  finePercentage: Text;
  acceptsOffers: boolean;
  offerExpiryHours: Text;
  startsAt: Text;
  scheduledEndAt: Text;
  enrolmentDeadlineAt: Text;
  closingIntervalSeconds: Text;
  softCloseWindowSeconds: Text;
  softCloseExtensionSeconds: Text;
  secondPhaseStartsAt: Text;
  secondPhaseEndsAt: Text;
  secondPhasePercentage: Text;
  highBidThreshold: Text;
  bookingChangeLimitHours: Text;
  bookingSchedules: ScheduleForm[];
}

export function emptyForm(): ListingForm {
  return {
    type: 'AUCTION',
    segment: 'Outras Desativações',
    sellerId: '',
    auctioneerId: '',
    title: '',
    description: '',
    city: '',
    state: 'SP',
    inspectionConditions: '',
    pickUpConditions: '',
    checkOutType: 'PICK_UP_V0',
    accessMode: 'PUBLIC',
    acceptBuyersMode: 'ALL',
    feeMode: 'percentage',
    feeRows: [],
    buyerFeePercent: '5',
    paymentIntentCreationMode: 'PER_LOT_END',
    paymentDeadlineBusinessDays: '2',
    finePercentage: '20',
    acceptsOffers: false,
    offerExpiryHours: '48',
    startsAt: '',
    scheduledEndAt: '',
    enrolmentDeadlineAt: '',
    closingIntervalSeconds: '60',
    softCloseWindowSeconds: '180',
    softCloseExtensionSeconds: '180',
    secondPhaseStartsAt: '',
    secondPhaseEndsAt: '',
    secondPhasePercentage: '50',
    highBidThreshold: '100000,00',
    bookingChangeLimitHours: '24',
    bookingSchedules: [],
  };
}

export function formOf(listing: AdminListing): ListingForm {
  return {
    type: listing.type,
    segment: listing.segment,
    sellerId: listing.sellerId,
    auctioneerId: listing.auctioneerId ?? '',
    title: listing.title,
    description: listing.description,
    city: listing.city,
    state: listing.state,
    inspectionConditions: listing.inspectionConditions,
    pickUpConditions: listing.pickUpConditions,
    checkOutType: listing.checkOutType,
    accessMode: listing.accessMode,
    acceptBuyersMode: listing.acceptBuyersMode,
    feeMode: listing.feeRows.length > 0 ? 'rows' : 'percentage',
    feeRows: listing.feeRows.map((row) => ({
      from: centsToInput(row.fromValueCents),
      to: centsToInput(row.toValueCents),
      fee: centsToInput(row.feeCents),
    })),
    buyerFeePercent: listing.buyerFeeBasisPoints === null ? '' : String(listing.buyerFeeBasisPoints / 100),
    paymentIntentCreationMode: listing.paymentIntentCreationMode,
    paymentDeadlineBusinessDays: String(listing.paymentDeadlineBusinessDays),
    finePercentage: String(listing.finePercentage),
    acceptsOffers: listing.acceptsOffers,
    offerExpiryHours: String(listing.offerExpiryHours),
    startsAt: toBrasiliaInput(listing.startsAt),
    scheduledEndAt: toBrasiliaInput(listing.scheduledEndAt),
    enrolmentDeadlineAt: toBrasiliaInput(listing.enrolmentDeadlineAt),
    closingIntervalSeconds: String(listing.closingIntervalSeconds),
    softCloseWindowSeconds: String(listing.softCloseWindowSeconds),
    softCloseExtensionSeconds: String(listing.softCloseExtensionSeconds),
    secondPhaseStartsAt: toBrasiliaInput(listing.secondPhaseStartsAt),
    secondPhaseEndsAt: toBrasiliaInput(listing.secondPhaseEndsAt),
    secondPhasePercentage: String(listing.secondPhasePercentage),
    highBidThreshold: centsToInput(listing.highBidThresholdCents),
    bookingChangeLimitHours: String(listing.bookingChangeLimitHours),
    bookingSchedules: listing.bookingSchedules.map((schedule) => ({
      type: schedule.type,
      startsAt: toBrasiliaInput(schedule.startsAt),
      endsAt: toBrasiliaInput(schedule.endsAt),
      address: schedule.address,
      notes: schedule.notes,
      slotMinutes: String(schedule.slotMinutes),
      slotCapacity: String(schedule.slotCapacity),
    })),
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const instantOrNull = (text: string) => (text ? fromBrasiliaInput(text) : null);

/** The API's input from the form; values that do not parse go through as they are, for the schema to name. */
export function inputOf(form: ListingForm): ListingInput {
  const percent = form.buyerFeePercent.replace(',', '.').replace('%', '').trim();
  return {
    type: form.type as ListingInput['type'],
    segment: form.segment as ListingInput['segment'],
    sellerId: form.sellerId,
    auctioneerId: form.type === 'DIRECT_SALE' || !form.auctioneerId ? null : form.auctioneerId,
    title: form.title,
    description: form.description,
    city: form.city,
    state: form.state as ListingInput['state'],
    inspectionConditions: form.inspectionConditions,
    pickUpConditions: form.pickUpConditions,
    checkOutType: form.checkOutType as ListingInput['checkOutType'],
    accessMode: form.accessMode as ListingInput['accessMode'],
    acceptBuyersMode: form.acceptBuyersMode as ListingInput['acceptBuyersMode'],
    feeRows:
      form.feeMode === 'rows'
        ? form.feeRows.map((row) => ({
            fromValueCents: inputToCents(row.from) ?? Number.NaN,
            toValueCents: inputToCents(row.to) ?? Number.NaN,
            feeCents: inputToCents(row.fee) ?? Number.NaN,
          }))
        : [],
    buyerFeeBasisPoints:
      form.feeMode === 'percentage' ? (percent === '' ? null : Math.round(Number(percent) * 100)) : null,
    paymentIntentCreationMode: form.paymentIntentCreationMode as ListingInput['paymentIntentCreationMode'],
    paymentDeadlineBusinessDays: whole(form.paymentDeadlineBusinessDays),
    finePercentage: whole(form.finePercentage),
    acceptsOffers: form.type === 'DIRECT_SALE' ? form.acceptsOffers : false,
    offerExpiryHours: whole(form.offerExpiryHours),
    startsAt: fromBrasiliaInput(form.startsAt),
    scheduledEndAt: fromBrasiliaInput(form.scheduledEndAt),
    enrolmentDeadlineAt: instantOrNull(form.enrolmentDeadlineAt),
    closingIntervalSeconds: whole(form.closingIntervalSeconds),
    softCloseWindowSeconds: whole(form.softCloseWindowSeconds),
    softCloseExtensionSeconds: whole(form.softCloseExtensionSeconds),
    secondPhaseStartsAt:
      form.type === 'JUDICIAL_PHASED_AUCTION' ? instantOrNull(form.secondPhaseStartsAt) : null,
    secondPhaseEndsAt: form.type === 'JUDICIAL_PHASED_AUCTION' ? instantOrNull(form.secondPhaseEndsAt) : null,
    secondPhasePercentage: whole(form.secondPhasePercentage),
    highBidThresholdCents: inputToCents(form.highBidThreshold) ?? Number.NaN,
    bookingChangeLimitHours: whole(form.bookingChangeLimitHours),
    bookingSchedules: form.bookingSchedules.map((schedule) => ({
      type: schedule.type,
      startsAt: fromBrasiliaInput(schedule.startsAt),
      endsAt: fromBrasiliaInput(schedule.endsAt),
      address: schedule.address,
      notes: schedule.notes,
      slotMinutes: whole(schedule.slotMinutes),
      slotCapacity: whole(schedule.slotCapacity),
    })),
  };
}

/** Client-side check with the same schema the API uses; path → message. */
export function formIssues(form: ListingForm): Record<string, string> {
  const parsed = listingInputSchema.safeParse(inputOf(form));
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    issues[path] ??= issue.message;
  }
  if (issues.buyerFeeBasisPoints && form.feeMode === 'percentage')
    issues.buyerFeePercent = issues.buyerFeeBasisPoints;
  return issues;
}

/**
 * Checks the form with the domain's listing schema (the API's own) on what would be sent. The issues keep
 * the API's paths ("feeRows.0.feeCents", "bookingSchedules.1.endsAt"), which the editor shows beside the
 * inputs, as it shows the API's own.
 */
export const listingResolver: Resolver<ListingForm> = async (values) => {
  const issues = formIssues(values);
  if (Object.keys(issues).length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(issues).map(([path, message]) => [path, { type: 'schema', message }]),
  );
  return { values: {}, errors: errors as FormErrors<ListingForm> };
};

/** Create (no listing) or edit an Event, every field of decisions.md, errors beside each field. */
export function ListingEditor({
  listing,
  onSaved,
}: {
  listing?: AdminListing;
  onSaved?: (next: AdminListing) => void;
}) {
  const router = useRouter();
  // The values live in react-hook-form; the nested rows (fee ranges, schedules) are set as whole arrays.
  const { watch, setValue, handleSubmit } = useForm<ListingForm>({
    resolver: listingResolver,
    defaultValues: listing ? formOf(listing) : emptyForm(),
  });
  const form = watch();
  // By the API's path (the schema's and the API's issues alike), so nested rows show theirs.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data: options } = useSWR(authedKey(optionsPath), authedFetcherOf(catalogueOptionsResponseSchema));
  const set = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) =>
    setValue(key, value as never, { shouldDirty: true });
  const auction = form.type !== 'DIRECT_SALE';
  const judicial = form.type === 'JUDICIAL_PHASED_AUCTION';

  const save = useMutation(
    (input: ListingInput) => (listing ? saveListing(listing.id, input) : createListing(input)),
    {
      success: listing ? 'Evento salvo' : 'Evento criado como rascunho',
      fallback: 'Não foi possível salvar.',
      errorAs: 'toast',
      onSuccess: (saved) => {
        if (listing) onSaved?.(saved.listing);
        else router.push(`/backoffice/catalogo/${saved.listing.id}`);
      },
      onError: (refusal) => setErrors(refusal.issues),
    },
  );
  const submit = handleSubmit(
    (values) => {
      setErrors({});
      return save.run(inputOf(values));
    },
    (found) => {
      const issues = Object.fromEntries(
        Object.entries(found).map(([path, error]) => [path, String(error?.message ?? '')]),
      );
      setErrors(issues);
      toast.error('Corrija os campos indicados.');
      document.getElementById(`campo-${Object.keys(issues)[0]!.split('.')[0]}`)?.focus();
    },
  );

  const text = (key: keyof ListingForm, label: string, type = 'text', hint?: string) => (
    <Field
      id={`campo-${key}`}
      label={label}
      error={
        errors[
          key === 'buyerFeePercent'
            ? 'buyerFeePercent'
            : key === 'highBidThreshold'
              ? 'highBidThresholdCents'
              : key
        ]
      }
      {...(hint ? { hint } : {})}
    >
      {(props) => (
        <input
          {...props}
          type={type}
          className={inputClass}
          value={form[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  );
  const choice = (
    key: keyof ListingForm,
    label: string,
    values: readonly string[],
    labels?: Record<string, string>,
  ) => (
    <Field id={`campo-${key}`} label={label} error={errors[key]}>
      {(props) => (
        <select
          {...props}
          className={inputClass}
          value={form[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {labels?.[value] ?? value}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const area = (key: keyof ListingForm, label: string) => (
    <Field id={`campo-${key}`} label={label} error={errors[key]}>
      {(props) => (
        <textarea
          {...props}
          rows={3}
          className="w-full rounded-lg border border-slate-300 p-2"
          value={form[key] as string}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  );

  const locked = listing?.status === 'OPEN';
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Dados do evento">
      {locked ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm">
          Evento aberto: só é possível o que não prejudica quem dá lances (sem antecipar o encerramento, sem
          diminuir prorrogação, prazos ou limites, sem mudar taxas, tipo ou vendedor).
        </p>
      ) : null}
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-lg">Evento</legend>
        {choice('type', 'Tipo', listingTypes, typeLabels)}
        {choice('segment', 'Segmento', listingSegments)}
        <Field id="campo-sellerId" label="Vendedor" error={errors.sellerId}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={form.sellerId}
              onChange={(event) => set('sellerId', event.target.value)}
            >
              <option value="">Escolha…</option>
              {options?.sellers.map((seller) => (
                <option key={seller.id} value={seller.id}>
                  {seller.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {auction ? (
          <Field id="campo-auctioneerId" label="Leiloeiro" error={errors.auctioneerId}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={form.auctioneerId}
                onChange={(event) => set('auctioneerId', event.target.value)}
              >
                <option value="">Escolha…</option>
                {options?.auctioneers.map((auctioneer) => (
                  <option key={auctioneer.id} value={auctioneer.id}>
                    {auctioneer.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {text('title', 'Título')}
        {text('city', 'Cidade')}
        {choice('state', 'UF', brazilianStateCodes)}
        {choice('accessMode', 'Acesso', listingAccessModes, accessModeLabels)}
      </fieldset>
      {area('description', 'Descrição')}
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-lg">Datas (horário de Brasília)</legend>
        {text('startsAt', 'Início', 'datetime-local')}
        {text('scheduledEndAt', 'Encerramento', 'datetime-local')}
        {text(
          'enrolmentDeadlineAt',
          'Prazo de habilitação',
          'datetime-local',
          'Opcional; até o encerramento.',
        )}
        {auction ? text('closingIntervalSeconds', 'Intervalo entre lotes (segundos)', 'number') : null}
        {auction ? text('softCloseWindowSeconds', 'Janela de prorrogação (segundos)', 'number') : null}
        {auction ? text('softCloseExtensionSeconds', 'Prorrogação (segundos)', 'number') : null}
        {judicial ? text('secondPhaseStartsAt', 'Início da segunda praça', 'datetime-local') : null}
        {judicial ? text('secondPhaseEndsAt', 'Encerramento da segunda praça', 'datetime-local') : null}
        {judicial ? text('secondPhasePercentage', 'Segunda praça (% da avaliação)', 'number') : null}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 font-semibold text-lg">Participação e pagamento</legend>
        {choice('acceptBuyersMode', 'Quem pode participar', acceptBuyersModes, acceptBuyersModeLabels)}
        {choice(
          'paymentIntentCreationMode',
          'Criação das cobranças',
          paymentIntentCreationModes,
          creationModeLabels,
        )}
        {text('paymentDeadlineBusinessDays', 'Prazo de pagamento (dias úteis)', 'number')}
        {text('finePercentage', 'Multa por desistência (%)', 'number')}
        {auction ? text('highBidThreshold', 'Lance alto a partir de (R$)') : null}
        {!auction ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.acceptsOffers}
              onChange={(event) => set('acceptsOffers', event.target.checked)}
            />
            Aceita ofertas
          </label>
        ) : null}
        {!auction && form.acceptsOffers
          ? text('offerExpiryHours', 'Validade das ofertas (horas)', 'number')
          : null}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-lg">Taxa administrativa</legend>
        <div className="flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="feeMode"
              checked={form.feeMode === 'percentage'}
              onChange={() => set('feeMode', 'percentage')}
            />
            Percentual do comprador
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="feeMode"
              checked={form.feeMode === 'rows'}
              onChange={() => set('feeMode', 'rows')}
            />
            Tabela por faixa de valor
          </label>
        </div>
        {form.feeMode === 'percentage' ? (
          text('buyerFeePercent', 'Taxa do comprador (%)')
        ) : (
          <div className="space-y-2">
            {errors.buyerFeeBasisPoints ? (
              <p className="text-red-700 text-sm">{errors.buyerFeeBasisPoints}</p>
            ) : null}
            {form.feeRows.map((row, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own
                key={index}
                className="grid grid-cols-2 items-end gap-2 rounded-lg border border-line p-2 sm:grid-cols-4 sm:border-0 sm:p-0"
              >
                {(['from', 'to', 'fee'] as const).map((part) => {
                  const apiField = { from: 'fromValueCents', to: 'toValueCents', fee: 'feeCents' }[part];
                  return (
                    <Field
                      key={part}
                      id={`campo-feeRows-${index}-${part}`}
                      label={{ from: 'De (R$)', to: 'Até (R$)', fee: 'Taxa (R$)' }[part]}
                      error={errors[`feeRows.${index}.${apiField}`]}
                    >
                      {(props) => (
                        <input
                          {...props}
                          className={inputClass}
                          value={row[part]}
                          onChange={(event) =>
                            set(
                              'feeRows',
                              form.feeRows.map((item, i) =>
                                i === index ? { ...item, [part]: event.target.value } : item,
                              ),
                            )
                          }
                        />
                      )}
                    </Field>
                  );
                })}
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() =>
                    set(
                      'feeRows',
                      form.feeRows.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remover faixa
                </button>
              </div>
            ))}
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => set('feeRows', [...form.feeRows, { from: '', to: '', fee: '' }])}
            >
              Acrescentar faixa
            </button>
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-lg">Visitação e retirada</legend>
        {area('inspectionConditions', 'Condições de visitação')}
        {area('pickUpConditions', 'Condições de retirada')}
        {choice('checkOutType', 'Entrega', checkOutTypes, checkOutTypeLabels)}
        {text('bookingChangeLimitHours', 'Antecedência para remarcar (horas)', 'number')}
        {errors.bookingSchedules ? <p className="text-red-700 text-sm">{errors.bookingSchedules}</p> : null}
        {form.bookingSchedules.map((schedule, index) => {
          const update = (patch: Partial<ScheduleForm>) =>
            set(
              'bookingSchedules',
              form.bookingSchedules.map((item, i) => (i === index ? { ...item, ...patch } : item)),
            );
          const err = (field: string) => errors[`bookingSchedules.${index}.${field}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: schedules are edited in place and have no id here
            <div key={index} className="grid gap-2 rounded-lg border border-line p-3 md:grid-cols-3">
              <Field id={`campo-schedule-${index}-type`} label="Tipo">
                {(props) => (
                  <select
                    {...props}
                    className={inputClass}
                    value={schedule.type}
                    onChange={(event) => update({ type: event.target.value as ScheduleForm['type'] })}
                  >
                    <option value="VISIT">Visitação</option>
                    <option value="PICK_UP">Retirada</option>
                  </select>
                )}
              </Field>
              <Field id={`campo-schedule-${index}-start`} label="Início" error={err('startsAt')}>
                {(props) => (
                  <input
                    {...props}
                    type="datetime-local"
                    className={inputClass}
                    value={schedule.startsAt}
                    onChange={(event) => update({ startsAt: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`campo-schedule-${index}-end`} label="Fim" error={err('endsAt')}>
                {(props) => (
                  <input
                    {...props}
                    type="datetime-local"
                    className={inputClass}
                    value={schedule.endsAt}
                    onChange={(event) => update({ endsAt: event.target.value })}
                  />
                )}
              </Field>
              <Field id={`campo-schedule-${index}-address`} label="Endereço" error={err('address')}>
                {(props) => (
                  <input
                    {...props}
                    className={inputClass}
                    value={schedule.address}
                    onChange={(event) => update({ address: event.target.value })}
                  />
                )}
              </Field>
              <Field
                id={`campo-schedule-${index}-minutes`}
                label="Minutos por horário"
                error={err('slotMinutes')}
              >
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    className={inputClass}
                    value={schedule.slotMinutes}
                    onChange={(event) => update({ slotMinutes: event.target.value })}
                  />
                )}
              </Field>
              <Field
                id={`campo-schedule-${index}-capacity`}
                label="Pessoas por horário"
                error={err('slotCapacity')}
              >
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    className={inputClass}
                    value={schedule.slotCapacity}
                    onChange={(event) => update({ slotCapacity: event.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() =>
                  set(
                    'bookingSchedules',
                    form.bookingSchedules.filter((_, i) => i !== index),
                  )
                }
              >
                Remover horário
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() =>
            set('bookingSchedules', [
              ...form.bookingSchedules,
              {
                type: 'VISIT',
                startsAt: '',
                endsAt: '',
                address: '',
                notes: '',
                slotMinutes: '60',
                slotCapacity: '5',
              },
            ])
          }
        >
          Acrescentar horário
        </button>
      </fieldset>
      <button type="submit" className={buttonStyles.primary} disabled={save.pending}>
        {listing ? 'Salvar evento' : 'Criar rascunho'}
      </button>
    </form>
  );
}
