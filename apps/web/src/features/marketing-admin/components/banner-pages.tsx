'use client';

import {
  type AdminBanner,
  adminBannerResponseSchema,
  adminBannersResponseSchema,
  type BannerImage,
  type BannerImageVariant,
  type BannerInput,
  type BannerPlacement,
  type BannerType,
  bannerPlacementLabels,
  bannerPlacements,
  bannerSizes,
  bannerTypeLabels,
  bannerTypes,
  formatDateTimeLong,
  type MacroCategoryCode,
  macroCategories,
} from '@circula/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import useSWR, { useSWRConfig } from 'swr';
import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LoadFailure, RefreshFailure } from '@/components/ui/load-failure';
import { useMutation } from '@/components/ui/use-mutation';
import { canAct, useStaffAccess } from '@/features/backoffice';
import {
  fromBrasiliaInput,
  inputClass,
  moveItem,
  ProgressBar,
  toBrasiliaInput,
} from '@/features/catalogue-admin';
import { authedFetcherOf, authedKey } from '@/features/session';
import { failureText } from '@/lib/http/failure-text';
import {
  bannerPath,
  bannersPath,
  createBanner,
  deleteBanner,
  fetchAllBanners,
  reorderBanners,
  saveBanner,
  uploadBannerImage,
} from '../api/marketing';

const stateLabels: Record<AdminBanner['state'], string> = {
  SCHEDULED: 'Agendado',
  ACTIVE: 'No ar',
  ENDED: 'Encerrado',
};

const loading = (
  <p className="flex items-center gap-2 text-muted" aria-live="polite">
    <SpinnerIcon className="size-5" /> Carregando...
  </p>
);

const categoryName = (code: MacroCategoryCode | null) =>
  code ? (macroCategories.find((category) => category.code === code)?.name ?? code) : '';

const placementText = (banner: Pick<AdminBanner, 'placement' | 'categoryCode'>) =>
  banner.placement === 'CATEGORY'
    ? `${bannerPlacementLabels.CATEGORY}: ${categoryName(banner.categoryCode)}`
    : bannerPlacementLabels[banner.placement];

/** An SWR key of a banner list (any filters): ['authed', 'backoffice/banners?…']. */
const isBannerListKey = (key: unknown) =>
  Array.isArray(key) &&
  key[0] === 'authed' &&
  typeof key[1] === 'string' &&
  /^backoffice\/banners(\?|$)/.test(key[1]);

/** /backoffice/banners: every banner, filtered by place, type and window; reorder inside one place. */
export function BannersListPage() {
  const access = useStaffAccess();
  const writer = canAct(access, 'CIRCULA_MARKETING');
  const [filters, setFilters] = useState({ placement: '', categoryCode: '', type: '', state: '' });
  const key = bannersPath(filters);
  const { data, error, mutate } = useSWR(authedKey(key), authedFetcherOf(adminBannersResponseSchema), {
    keepPreviousData: true,
  });
  const banners = data?.banners ?? [];
  // Reordering needs one place: every banner of it, no other filter.
  const oneCategory = filters.placement !== 'CATEGORY' || filters.categoryCode !== '';
  const canReorder = writer && filters.placement !== '' && oneCategory && !filters.type && !filters.state;

  const move = async (index: number, by: -1 | 1) => {
    const next = moveItem(banners, index, index + by);
    try {
      const answer = await reorderBanners({
        placement: filters.placement as BannerPlacement,
        categoryCode: (filters.categoryCode || null) as MacroCategoryCode | null,
        bannerIds: next.map((banner) => banner.id),
      });
      await mutate(answer, { revalidate: false });
      toast.success('Ordem salva.');
    } catch (failure) {
      toast.error(failureText(failure, 'Não foi possível reordenar.'));
      await mutate();
    }
  };

  const remove = async (banner: AdminBanner) => {
    if (!window.confirm(`Excluir o banner “${banner.altText}”?`)) return;
    try {
      await deleteBanner(banner.id);
      toast.success('Banner excluído.');
      await mutate();
    } catch (failure) {
      toast.error(failureText(failure, 'Não foi possível excluir.'));
    }
  };

  const select = (name: keyof typeof filters, label: string, options: [string, string][]) => (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <select
        className={inputClass}
        value={filters[name]}
        onChange={(event) =>
          setFilters((current) => ({
            ...current,
            [name]: event.target.value,
            ...(name === 'placement' && event.target.value !== 'CATEGORY' ? { categoryCode: '' } : {}),
          }))
        }
      >
        <option value="">Todos</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-bold text-2xl">Banners</h1>
        {writer ? (
          <Link href="/backoffice/banners/novo" className={buttonStyles.primary}>
            Novo banner
          </Link>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-4">
        {select(
          'placement',
          'Local',
          bannerPlacements.map((placement) => [placement, bannerPlacementLabels[placement]]),
        )}
        {filters.placement === 'CATEGORY'
          ? select(
              'categoryCode',
              'Categoria',
              macroCategories.map((category) => [category.code, category.name]),
            )
          : null}
        {select(
          'type',
          'Tipo',
          bannerTypes.map((type) => [type, bannerTypeLabels[type]]),
        )}
        {select('state', 'Situação', Object.entries(stateLabels))}
      </div>
      {writer && !canReorder ? (
        <p className="text-muted text-sm">
          Para reordenar, escolha um local (e a categoria) sem outros filtros.
        </p>
      ) : null}
      {data ? <RefreshFailure error={error} /> : null}
      {error && !data ? (
        <p role="alert" className="text-red-700">
          Não foi possível carregar os banners.
        </p>
      ) : !data ? (
        loading
      ) : banners.length === 0 ? (
        <p className="rounded-2xl border border-line border-dashed p-6 text-center text-muted">
          Nenhum banner com estes filtros.
        </p>
      ) : (
        <ol className="divide-y divide-line rounded-2xl border border-line bg-white" aria-label="Banners">
          {banners.map((banner, index) => (
            <li key={banner.id} className="flex flex-wrap items-center gap-4 p-3">
              {/* biome-ignore lint/performance/noImgElement: a fixed-size rendition already; the back office needs no optimiser */}
              <img
                src={banner.desktopImage.sources[0]?.url}
                alt=""
                width={160}
                height={Math.round((160 * banner.desktopImage.height) / banner.desktopImage.width)}
                className="h-auto w-40 rounded-md bg-surface"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-ink">{banner.altText}</p>
                <p className="text-muted">
                  {bannerTypeLabels[banner.type]} · {placementText(banner)} ·{' '}
                  <span data-testid="banner-state">{stateLabels[banner.state]}</span>
                </p>
                <p className="text-muted">
                  {formatDateTimeLong(banner.startsAt)} até {formatDateTimeLong(banner.endsAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {canReorder ? (
                  <>
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={index === 0}
                      onClick={() => void move(index, -1)}
                      aria-label={`Subir ${banner.altText}`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={buttonStyles.secondary}
                      disabled={index === banners.length - 1}
                      onClick={() => void move(index, 1)}
                      aria-label={`Descer ${banner.altText}`}
                    >
                      ↓
                    </button>
                  </>
                ) : null}
                <Link href={`/backoffice/banners/${banner.id}`} className={buttonStyles.secondary}>
                  {writer ? 'Editar' : 'Ver'}
                </Link>
                {writer ? (
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    onClick={() => void remove(banner)}
                  >
                    Excluir
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** /backoffice/banners/[id]: the editor with the banner loaded. */
export function BannerEditPage({ id }: { id: string }) {
  const { data, error } = useSWR(authedKey(bannerPath(id)), authedFetcherOf(adminBannerResponseSchema));
  if (error && !data) {
    return (
      <LoadFailure
        error={error}
        missing="Banner não encontrado."
        failed="Não foi possível carregar o banner."
      />
    );
  }
  if (!data) return loading;
  return (
    <div className="space-y-4">
      <RefreshFailure error={error} />
      <BannerEditor banner={data.banner} />
    </div>
  );
}

interface FormState {
  type: BannerType;
  placement: BannerPlacement;
  categoryCode: string;
  linkUrl: string;
  altText: string;
  startsAt: string;
  endsAt: string;
  /** The keys of the images sent (the previews are kept beside the form). */
  desktopImageKey: string;
  mobileImageKey: string;
}

/** The form's fields, which the API's issue paths name as they are. */
const formFields = [
  'type',
  'placement',
  'categoryCode',
  'linkUrl',
  'altText',
  'startsAt',
  'endsAt',
  'desktopImageKey',
  'mobileImageKey',
] as const satisfies readonly (keyof FormState)[];

const nextHour = () => {
  const date = new Date();
  date.setUTCMinutes(0, 0, 0);
  date.setUTCHours(date.getUTCHours() + 1);
  return date.toISOString();
};

/** Create or edit a banner: type, images for desktop and mobile, link, alt text, place and window. */
export function BannerEditor({ banner }: { banner?: AdminBanner }) {
  const router = useRouter();
  const { mutate: mutateCache } = useSWRConfig();
  const access = useStaffAccess();
  const writer = canAct(access, 'CIRCULA_MARKETING');
  const form = useForm<FormState>({
    defaultValues: {
      type: banner?.type ?? 'DYNAMIC_LARGE',
      placement: banner?.placement ?? 'HOME',
      categoryCode: banner?.categoryCode ?? '',
      linkUrl: banner?.linkUrl ?? '',
      altText: banner?.altText ?? '',
      startsAt: toBrasiliaInput(banner?.startsAt ?? nextHour()),
      endsAt: toBrasiliaInput(
        banner?.endsAt ?? new Date(Date.parse(nextHour()) + 14 * 86_400_000).toISOString(),
      ),
      desktopImageKey: banner?.desktopImage.key ?? '',
      mobileImageKey: banner?.mobileImage.key ?? '',
    },
  });
  const {
    register,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = form;
  const type = watch('type');
  const placement = watch('placement');
  const [images, setImages] = useState<Partial<Record<BannerImageVariant, BannerImage>>>(() =>
    banner ? { desktop: banner.desktopImage, mobile: banner.mobileImage } : {},
  );
  const [progress, setProgress] = useState<Partial<Record<BannerImageVariant, number>>>({});

  const changeType = register('type', {
    onChange: () => {
      // Images are cut to the type's size: another type needs them sent again.
      setImages({});
      setValue('desktopImageKey', '');
      setValue('mobileImageKey', '');
    },
  });

  // Uploads keep their own sending: each image goes as soon as it is chosen, with its progress.
  const upload = async (variant: BannerImageVariant, file: File | undefined) => {
    if (!file) return;
    setProgress((current) => ({ ...current, [variant]: 0 }));
    try {
      const { image } = await uploadBannerImage(type, variant, file, (fraction) =>
        setProgress((current) => ({ ...current, [variant]: fraction })),
      );
      setImages((current) => ({ ...current, [variant]: image }));
      setValue(`${variant}ImageKey`, image.key);
      clearErrors(`${variant}ImageKey`);
    } catch (failure) {
      const message = failureText(failure, 'Não foi possível enviar a imagem.');
      setError(`${variant}ImageKey`, { type: 'server', message });
      toast.error(message);
    } finally {
      setProgress((current) => ({ ...current, [variant]: undefined }));
    }
  };

  const saving = useMutation(
    async (input: BannerInput) => (banner ? saveBanner(banner.id, input) : createBanner(input)),
    {
      success: banner ? 'Banner salvo.' : 'Banner criado.',
      fallback: 'Não foi possível salvar.',
      errorAs: 'toast',
      setError,
      fields: formFields,
      onError: (refusal) => {
        // The fields show their own problems and the toast still says what went wrong.
        if (Object.keys(refusal.issues).some((path) => (formFields as readonly string[]).includes(path)))
          toast.error(refusal.message);
      },
      onSuccess: async () => {
        // The list opens with the change in it: the lists read before it are dropped and the unfiltered
        // one, which the list shows first, is read again now.
        await mutateCache(isBannerListKey, undefined, { revalidate: false });
        const fresh = await fetchAllBanners().catch(() => undefined);
        if (fresh) await mutateCache(authedKey(bannersPath({})), fresh, { revalidate: false });
        router.push('/backoffice/banners');
      },
    },
  );

  const submit = form.handleSubmit(async (values) => {
    clearErrors();
    await saving.run({
      type: values.type,
      placement: values.placement,
      categoryCode:
        values.placement === 'CATEGORY' ? ((values.categoryCode || null) as MacroCategoryCode | null) : null,
      linkUrl: values.linkUrl.trim(),
      altText: values.altText.trim(),
      desktopImageKey: values.desktopImageKey,
      mobileImageKey: values.mobileImageKey,
      startsAt: fromBrasiliaInput(values.startsAt),
      endsAt: fromBrasiliaInput(values.endsAt),
    } satisfies BannerInput);
  });

  const imageField = (variant: BannerImageVariant, label: string) => {
    const size = bannerSizes[type][variant];
    const image = images[variant];
    const fraction = progress[variant];
    return (
      <Field
        id={`imagem-${variant}`}
        label={label}
        error={errors[`${variant}ImageKey`]?.message}
        hint={`JPEG ou PNG; recortada para ${size.width}×${size.height} pixels.`}
      >
        {(props) => (
          <div className="space-y-2">
            {image ? (
              // biome-ignore lint/performance/noImgElement: a fixed-size rendition already; the back office needs no optimiser
              <img
                src={image.url}
                alt={`Prévia ${label.toLowerCase()}`}
                width={image.width}
                height={image.height}
                className="h-auto w-full max-w-md rounded-md border border-line"
              />
            ) : null}
            <input
              {...props}
              type="file"
              accept="image/jpeg,image/png"
              disabled={!writer || fraction !== undefined}
              onChange={(event) => void upload(variant, event.target.files?.[0])}
              className="block text-sm"
            />
            {fraction !== undefined ? <ProgressBar fraction={fraction} label={`Enviando ${label}`} /> : null}
          </div>
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-5" noValidate>
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-bold text-2xl">{banner ? 'Editar banner' : 'Novo banner'}</h1>
        <Link href="/backoffice/banners" className="text-sm underline">
          Voltar aos banners
        </Link>
      </div>
      <fieldset disabled={!writer} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="tipo" label="Tipo" error={errors.type?.message}>
            {(props) => (
              <select {...props} className={inputClass} {...changeType}>
                {bannerTypes.map((type) => (
                  <option key={type} value={type}>
                    {bannerTypeLabels[type]} ({bannerSizes[type].desktop.width}×
                    {bannerSizes[type].desktop.height})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="local" label="Local" error={errors.placement?.message}>
            {(props) => (
              <select {...props} className={inputClass} {...register('placement')}>
                {bannerPlacements.map((placement) => (
                  <option key={placement} value={placement}>
                    {bannerPlacementLabels[placement]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {placement === 'CATEGORY' ? (
            <Field id="categoria" label="Categoria" error={errors.categoryCode?.message}>
              {(props) => (
                <select {...props} className={inputClass} {...register('categoryCode')}>
                  <option value="">Escolha…</option>
                  {macroCategories.map((category) => (
                    <option key={category.code} value={category.code}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
        {imageField('desktop', 'Imagem para desktop')}
        {imageField('mobile', 'Imagem para celular')}
        <Field
          id="link"
          label="Link"
          error={errors.linkUrl?.message}
          hint="Um caminho do site (por exemplo /eventos/leilao-de-maquinas) ou um endereço https://."
        >
          {(props) => <input {...props} className={inputClass} {...register('linkUrl')} />}
        </Field>
        <Field
          id="alt"
          label="Texto alternativo"
          error={errors.altText?.message}
          hint="O que a imagem diz, para quem não a vê (leitores de tela, imagem não carregada)."
        >
          {(props) => <input {...props} className={inputClass} maxLength={160} {...register('altText')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="inicio" label="Início (horário de Brasília)" error={errors.startsAt?.message}>
            {(props) => (
              <input {...props} type="datetime-local" className={inputClass} {...register('startsAt')} />
            )}
          </Field>
          <Field id="fim" label="Fim (horário de Brasília)" error={errors.endsAt?.message}>
            {(props) => (
              <input {...props} type="datetime-local" className={inputClass} {...register('endsAt')} />
            )}
          </Field>
        </div>
        {writer ? (
          <button type="submit" className={buttonStyles.primary} disabled={saving.pending}>
            {saving.pending ? 'Salvando…' : banner ? 'Salvar banner' : 'Criar banner'}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}
